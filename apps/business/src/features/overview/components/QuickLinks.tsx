import { Card, ChartIcon, ChevronEndIcon, focusRing, Heading, StarIcon, UsersIcon } from '@sumaa/ui';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useOverviewTexts } from '../hooks/useOverviewTexts';

/** The pages the overview links to (spec §2); the dashboard says which of them this user may open. */
export type OverviewLinkPage = 'reviews' | 'analytics' | 'team';

const ICONS: Record<OverviewLinkPage, ReactNode> = {
  reviews: <StarIcon />,
  analytics: <ChartIcon />,
  team: <UsersIcon />,
};

/**
 * A card for each page the user may open, named and described as the sidebar names it. The links are
 * relative to the overview's own address (its sibling pages), wherever the shell mounts the dashboard.
 */
export function QuickLinks({ pages }: { pages: readonly OverviewLinkPage[] }) {
  const { t } = useOverviewTexts();
  const { t: business } = useTranslation('business');
  const titleId = useId();
  if (pages.length === 0) return null;
  return (
    <section aria-labelledby={titleId}>
      <StyledTitle level={4} as="h2" id={titleId}>
        {t('links.title')}
      </StyledTitle>
      <StyledList>
        {pages.map((page) => (
          <li key={page}>
            <StyledLink to={`../${page}`} relative="path">
              <StyledCard>
                <StyledIcon aria-hidden="true">{ICONS[page]}</StyledIcon>
                <StyledText>
                  <StyledName>{business(`pages.${page}.title`)}</StyledName>
                  <StyledSummary>{business(`pages.${page}.summary`)}</StyledSummary>
                </StyledText>
                <StyledChevron aria-hidden="true">
                  <ChevronEndIcon />
                </StyledChevron>
              </StyledCard>
            </StyledLink>
          </li>
        ))}
      </StyledList>
    </section>
  );
}

const StyledTitle = styled(Heading)`
  margin-block-end: ${({ theme }) => theme.space[3]};
`;

const StyledList = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(16rem, 100%), 1fr));
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledLink = styled(Link)`
  display: block;
  block-size: 100%;
  border-radius: ${({ theme }) => theme.radii.lg};
  color: inherit;
  text-decoration: none;

  &:focus-visible {
    ${focusRing}
  }
`;

const StyledCard = styled(Card)`
  flex-direction: row;
  align-items: center;
  block-size: 100%;
  transition: border-color ${({ theme }) => theme.motion.duration.fast};

  ${StyledLink}:hover & {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const StyledIcon = styled.span`
  display: inline-flex;
  flex: none;
  padding: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledText = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
`;

const StyledName = styled.span`
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSummary = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledChevron = styled.span`
  display: inline-flex;
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
`;
