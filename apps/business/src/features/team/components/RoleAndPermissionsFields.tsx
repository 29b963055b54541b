import type { Permission, TeamRole } from '@sumaa/contracts';
import { Select } from '@sumaa/ui';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTeamTexts } from '../hooks/useTeamTexts';
import { assignableRoles, type TeamEditor } from '../lib/teamRoles';
import { PermissionsFieldset } from './PermissionsFieldset';

export interface RoleAndPermissionsFieldsProps {
  /**
   * The dialog's `register('role', …)`: the select stays a registered field (a server error can focus it), and each
   * dialog sets the permissions that follow a role change its own way.
   */
  roleField: UseFormRegisterReturn<'role'>;
  role: TeamRole;
  roleError?: string;
  /** The `field` of the dialog's `useController({ name: 'permissions' })`. */
  permissionsField: { value: readonly string[]; onChange(next: Permission[]): void };
  editor: TeamEditor;
  disabled: boolean;
  /** Fields shown between the role and the permissions (the edit dialog's status). */
  children?: ReactNode;
}

/** The role select, offering roles up to the editor's own, and the boxes of that role's permissions. */
export function RoleAndPermissionsFields({
  roleField,
  role,
  roleError,
  permissionsField,
  editor,
  disabled,
  children,
}: RoleAndPermissionsFieldsProps) {
  const { t } = useTeamTexts();

  return (
    <>
      <Select
        {...roleField}
        label={t('form.role')}
        hint={t(`roleDescriptions.${role}`)}
        options={assignableRoles(editor).map((value) => ({ value, label: t(`roles.${value}`) }))}
        error={roleError}
      />
      {children}
      <PermissionsFieldset
        role={role}
        value={permissionsField.value}
        onChange={permissionsField.onChange}
        editor={editor}
        disabled={disabled}
      />
    </>
  );
}
