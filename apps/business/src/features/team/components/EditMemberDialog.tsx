import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import {
  type Permission,
  PERMISSIONS,
  TEAM_MEMBER_STATUSES,
  type TeamMember,
  type TeamMemberStatus,
  type TeamRole,
} from '@sumaa/contracts';
import { Button, Dialog, Inline, Select } from '@sumaa/ui';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUpdateTeamMemberMutation } from '../api/updateTeamMember';
import { useTeamTexts } from '../hooks/useTeamTexts';
import {
  effectivePermissions,
  holdsEveryPermission,
  permissionsAfterRoleChange,
  type TeamEditor,
} from '../lib/teamRoles';
import { MemberIdentity } from './MemberIdentity';
import { RoleAndPermissionsFields } from './RoleAndPermissionsFields';

interface EditValues {
  role: TeamRole;
  status: TeamMemberStatus;
  permissions: Permission[];
}

export interface EditMemberDialogProps {
  member: TeamMember;
  editor: TeamEditor & { businessId: string | null };
  onClose(): void;
  onSaved(member: TeamMember): void;
}

/** Role, status (Active/Inactive) and permissions of one member (spec §2 "edit modal", spec §7's PUT body). */
export function EditMemberDialog({ member, editor, onClose, onSaved }: EditMemberDialogProps) {
  const { t } = useTeamTexts();
  const { t: common } = useTranslation('common');
  const update = useUpdateTeamMemberMutation();
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<EditValues>({
    defaultValues: { role: member.role, status: member.status, permissions: effectivePermissions(member) },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);
  const role = watch('role');
  const { field: permissionsField } = useController({ control, name: 'permissions' });

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    try {
      const saved = await update.mutateAsync({
        id: member.id,
        businessId: editor.businessId ?? undefined,
        role: values.role,
        status: values.status,
        permissions: holdsEveryPermission(values.role) ? [...PERMISSIONS] : values.permissions,
      });
      onSaved(saved);
      onClose();
    } catch (error) {
      showServerError(error, {
        fieldFor: (field) => {
          const name = field.toLowerCase();
          return name === 'role' || name === 'status' ? name : undefined;
        },
        fallback: t('edit.failed'),
      });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('edit.title', { name: member.name })}
      closeLabel={common('close')}
      preventClose={isSubmitting}
    >
      <MemberIdentity member={member} />
      <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
        <FormErrorBanner message={failure} />
        <RoleAndPermissionsFields
          roleField={register('role', {
            onChange: (event: { target: { value: TeamRole } }) =>
              setValue(
                'permissions',
                permissionsAfterRoleChange(event.target.value, getValues('permissions'), editor),
              ),
          })}
          role={role}
          roleError={errors.role?.message}
          permissionsField={permissionsField}
          editor={editor}
          disabled={isSubmitting}
        >
          <Select
            {...register('status')}
            label={t('form.status')}
            options={TEAM_MEMBER_STATUSES.map((value) => ({ value, label: t(`statuses.${value}`) }))}
            error={errors.status?.message}
          />
        </RoleAndPermissionsFields>
        <Inline>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('edit.saving') : common('saveChanges')}
          </Button>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {common('cancel')}
          </Button>
        </Inline>
      </FormStack>
    </Dialog>
  );
}
