import type { Permission, TeamRole } from '@sumaa/contracts';
import { Checkbox, Text } from '@sumaa/ui';
import styled from 'styled-components';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { editorHolds, grantablePermissions, holdsEveryPermission, type TeamEditor } from '../lib/teamRoles';

export interface PermissionsFieldsetProps {
  role: TeamRole;
  value: readonly string[];
  onChange(next: Permission[]): void;
  editor: TeamEditor;
  disabled?: boolean;
}

/**
 * The permission boxes of a role: only those the role may hold (GRANTABLE_PERMISSIONS); a box the editor cannot
 * grant, not holding it, is shown as it is but fixed. An admin's boxes are all ticked and fixed.
 */
export function PermissionsFieldset({
  role,
  value,
  onChange,
  editor,
  disabled = false,
}: PermissionsFieldsetProps) {
  const { t } = useTeamTexts();
  const everything = holdsEveryPermission(role);
  const options = grantablePermissions(role);
  const someNotYours = !everything && options.some((permission) => !editorHolds(editor, permission));

  const toggle = (permission: Permission, checked: boolean) => {
    const next = checked ? [...value, permission] : value.filter((item) => item !== permission);
    // Kept in the catalogue's order, whatever order they were ticked in.
    onChange(options.filter((option) => next.includes(option)));
  };

  return (
    <StyledFieldset disabled={disabled}>
      <StyledLegend>{t('form.permissions')}</StyledLegend>
      <Text tone="secondary" size="sm">
        {everything ? t('form.permissionsAdmin') : t('form.permissionsHint')}
      </Text>
      {options.map((permission) => (
        <Checkbox
          key={permission}
          label={t(`permissions.${permission}`)}
          checked={everything || value.includes(permission)}
          disabled={everything || !editorHolds(editor, permission)}
          onChange={(event) => toggle(permission, event.target.checked)}
        />
      ))}
      {someNotYours && (
        <Text tone="muted" size="sm">
          {t('form.permissionNotYours')}
        </Text>
      )}
    </StyledFieldset>
  );
}

const StyledFieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-inline-size: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;
