import { resolveAssetUrl } from '@sumaa/api-client';
import type { TeamMember } from '@sumaa/contracts';
import { Avatar, type AvatarSize, Badge } from '@sumaa/ui';
import styled from 'styled-components';
import { useTeamTexts } from '../hooks/useTeamTexts';

export interface MemberIdentityProps {
  member: TeamMember;
  /** The signed-in person's own row says so. */
  isYou?: boolean;
  size?: AvatarSize;
}

/** Photo, name (with "Owner" and "You" marks) and e-mail of a member. */
export function MemberIdentity({ member, isYou = false, size = 'sm' }: MemberIdentityProps) {
  const { t } = useTeamTexts();
  return (
    <StyledIdentity>
      <Avatar name={member.name} src={resolveAssetUrl(member.avatarUrl)} size={size} decorative />
      <StyledText>
        <StyledNameLine>
          <StyledName>{member.name}</StyledName>
          {member.isOwner && <Badge tone="brand">{t('owner')}</Badge>}
          {isYou && <Badge>{t('you')}</Badge>}
        </StyledNameLine>
        {member.email && (
          <StyledEmail title={member.email}>
            <bdi>{member.email}</bdi>
          </StyledEmail>
        )}
      </StyledText>
    </StyledIdentity>
  );
}

const StyledIdentity = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  min-inline-size: 0;
`;

const StyledText = styled.div`
  display: flex;
  flex-direction: column;
  min-inline-size: 0;
  text-align: start;
`;

const StyledNameLine = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledEmail = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  /* One line: an address broken in the middle reads as two. The full address is in the details dialog. */
  white-space: nowrap;
  overflow: hidden;
  text-overflow: ellipsis;
`;
