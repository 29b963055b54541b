import { TextField } from '@sumaa/ui';
import { useTeamInvitationTexts } from '../hooks/useTeamInvitationTexts';

/**
 * The invited address, read-only: the invitation is for it and nobody else. Named `username` so a password
 * manager files the new password under it.
 */
export function InvitedEmailField({ email }: { email: string }) {
  const { t } = useTeamInvitationTexts();
  return (
    <TextField
      label={t('invitedEmail')}
      name="email"
      type="email"
      dir="ltr"
      autoComplete="username"
      value={email}
      readOnly
    />
  );
}
