import type { TeamMember } from '@sumaa/contracts';
import { Card, Heading, Text, VisuallyHidden, outlinedBox } from '@sumaa/ui';
import { useId } from 'react';
import styled from 'styled-components';
import { useTeamFormat } from '../hooks/useTeamFormat';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { rankTopPerformers, statsOf } from '../lib/teamSummary';
import { MemberIdentity } from './MemberIdentity';
import { RoleBadge } from './RoleBadge';

/** Spec §9's top three; until someone has replied, a plain note rather than a ranking of zeros. */
export function TopPerformers({ members }: { members: readonly TeamMember[] }) {
  const { t } = useTeamTexts();
  const format = useTeamFormat();
  const titleId = useId();
  const performers = rankTopPerformers(members);
  return (
    <Card as="section" aria-labelledby={titleId}>
      <div>
        <Heading level={4} as="h2" id={titleId}>
          {t('performers.title')}
        </Heading>
        <Text tone="secondary" size="sm">
          {t('performers.description')}
        </Text>
      </div>
      {performers.length === 0 ? (
        <Text tone="muted">{t('performers.empty')}</Text>
      ) : (
        <StyledList>
          {performers.map(({ member, rank }) => {
            const stats = statsOf(member);
            return (
              <StyledItem key={member.id}>
                <StyledRank>
                  <VisuallyHidden>{t('performers.rank', { rank })}</VisuallyHidden>
                  <span aria-hidden="true">{format.count(rank)}</span>
                </StyledRank>
                <MemberIdentity member={member} />
                <StyledFacts>
                  <RoleBadge role={member.role} />
                  <span>{t('performers.replies', { count: stats.totalReplies })}</span>
                  <span>{t('performers.avgResponse', { time: format.duration(stats.avgResponseTime) })}</span>
                </StyledFacts>
              </StyledItem>
            );
          })}
        </StyledList>
      )}
    </Card>
  );
}

const StyledList = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  ${outlinedBox({ padding: 4, background: 'surfaceRaised' })}
`;

const StyledRank = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 1.75rem;
  block-size: 1.75rem;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.accentText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledFacts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
