import { FormErrorBanner, FormStack, useServerErrors } from '@sumaa/app-kit';
import {
  EMAIL_PATTERN,
  INVITATION_VALID_DAYS,
  type Permission,
  PERMISSIONS,
  type TeamInvitation,
  type TeamRole,
} from '@sumaa/contracts';
import { useValidationMessage } from '@sumaa/i18n';
import { Button, Dialog, Inline, TextField } from '@sumaa/ui';
import { useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useInviteTeamMemberMutation } from '../api/inviteTeamMember';
import { useTeamTexts } from '../hooks/useTeamTexts';
import {
  assignableRoles,
  defaultPermissionsFor,
  holdsEveryPermission,
  type TeamEditor,
} from '../lib/teamRoles';
import { RoleAndPermissionsFields } from './RoleAndPermissionsFields';

interface InviteValues {
  email: string;
  role: TeamRole;
  permissions: Permission[];
}

export interface InviteMemberDialogProps {
  open: boolean;
  editor: TeamEditor & { businessId: string | null };
  onClose(): void;
  onInvited(invitation: TeamInvitation): void;
}

/** Invite by e-mail with a role up to the inviter's own and the role's permissions (spec §2 "invite modal"). */
export function InviteMemberDialog({ open, ...rest }: InviteMemberDialogProps) {
  return open ? <OpenInviteMemberDialog {...rest} /> : null;
}

function OpenInviteMemberDialog({ editor, onClose, onInvited }: Omit<InviteMemberDialogProps, 'open'>) {
  const { t } = useTeamTexts();
  const { t: common } = useTranslation('common');
  const message = useValidationMessage();
  const invite = useInviteTeamMemberMutation(editor.businessId);
  const roles = assignableRoles(editor);
  // The usual invitation is for customer service; the list is never empty on a page that needs ManageTeam.
  const initialRole: TeamRole = roles.includes('Agent') ? 'Agent' : (roles[roles.length - 1] ?? 'Viewer');
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<InviteValues>({
    defaultValues: { email: '', role: initialRole, permissions: defaultPermissionsFor(initialRole, editor) },
  });
  const { failure, showServerError, clearFailure } = useServerErrors(setError, setFocus);
  const role = watch('role');
  const { field: permissionsField } = useController({ control, name: 'permissions' });

  const onSubmit = handleSubmit(async (values) => {
    clearFailure();
    try {
      const invitation = await invite.mutateAsync({
        email: values.email.trim(),
        role: values.role,
        permissions: holdsEveryPermission(values.role) ? [...PERMISSIONS] : values.permissions,
        businessId: editor.businessId ?? undefined,
      });
      onInvited(invitation);
      onClose();
    } catch (error) {
      showServerError(error, {
        fieldFor: (field) => {
          const name = field.toLowerCase();
          return name === 'email' || name === 'role' ? name : undefined;
        },
        fallback: t('invite.failed'),
      });
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('invite.title')}
      description={t('invite.description', { days: INVITATION_VALID_DAYS })}
      closeLabel={common('close')}
      preventClose={isSubmitting}
    >
      <FormStack noValidate onSubmit={onSubmit} aria-busy={isSubmitting || undefined}>
        <FormErrorBanner message={failure} />
        <TextField
          {...register('email', {
            validate: (value) => {
              const email = value.trim();
              if (email === '') return t('form.requiredFields');
              return EMAIL_PATTERN.test(email) || message('emailInvalid');
            },
          })}
          label={t('form.email')}
          type="email"
          dir="ltr"
          inputMode="email"
          autoComplete="off"
          placeholder={t('form.emailPlaceholder')}
          aria-required
          error={errors.email?.message}
        />
        <RoleAndPermissionsFields
          roleField={register('role', {
            onChange: (event: { target: { value: TeamRole } }) =>
              setValue('permissions', defaultPermissionsFor(event.target.value, editor)),
          })}
          role={role}
          roleError={errors.role?.message}
          permissionsField={permissionsField}
          editor={editor}
          disabled={isSubmitting}
        />
        <Inline>
          <Button type="submit" loading={isSubmitting}>
            {isSubmitting ? t('invite.sending') : t('invite.submit')}
          </Button>
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {common('cancel')}
          </Button>
        </Inline>
      </FormStack>
    </Dialog>
  );
}
