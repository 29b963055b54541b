import type { TeamMember } from '@sumaa/contracts';
import styled from 'styled-components';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { effectivePermissions, holdsEveryPermission } from '../lib/teamRoles';

/** What a member may do, as the server counts it for their role (an admin: everything). */
export function PermissionList({ member }: { member: Pick<TeamMember, 'role' | 'permissions'> }) {
  const { t } = useTeamTexts();
  if (holdsEveryPermission(member.role)) return <span>{t('allPermissions')}</span>;
  const permissions = effectivePermissions(member);
  if (permissions.length === 0) return <StyledNone>{t('noPermissions')}</StyledNone>;
  return (
    <StyledList>
      {permissions.map((permission) => (
        <li key={permission}>{t(`permissions.${permission}`)}</li>
      ))}
    </StyledList>
  );
}

const StyledList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding-block: 1px;
    padding-inline: ${({ theme }) => theme.space[2]};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    font-size: ${({ theme }) => theme.fontSizes.xs};
    white-space: nowrap;
  }
`;

const StyledNone = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;
