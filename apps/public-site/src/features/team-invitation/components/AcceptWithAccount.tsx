import { ApiError, extractErrorMessage, useAuthStore } from '@sumaa/api-client';
import { FormErrorBanner } from '@sumaa/app-kit';
import type { InvitationPreview } from '@sumaa/contracts';
import { AlertBanner, Button, Text } from '@sumaa/ui';
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { useAcceptInvitationMutation } from '../api/acceptInvitation';
import { isInvitationRefused } from '../api/getInvitationPreview';
import { useTeamInvitationTexts } from '../hooks/useTeamInvitationTexts';
import { InvitedEmailField } from './InvitedEmailField';

export interface AcceptWithAccountProps {
  token: string;
  invitation: InvitationPreview;
  /** The server's own explanation when it refused the new-account form with 409; else the page's. */
  notice: string | null;
  onRefused(message: string | null): void;
}

/**
 * An address that already has a Sumaa account joins with it: signed out, a way to sign in that comes back here;
 * signed in as the invited address, the accept button; signed in as someone else, a way to switch accounts.
 */
export function AcceptWithAccount({ token, invitation, notice, onRefused }: AcceptWithAccountProps) {
  const { t } = useTeamInvitationTexts();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useAuthStore((state) => (state.isAuthenticated ? state.user : null));
  const refreshUser = useAuthStore((state) => state.refreshUser);
  const logout = useAuthStore((state) => state.logout);
  const accept = useAcceptInvitationMutation();
  const [failure, setFailure] = useState<string | null>(null);
  // Covers the refresh of the session after the accept too, so the button cannot be pressed twice.
  const [accepting, setAccepting] = useState(false);
  const [switching, setSwitching] = useState(false);

  // In the address rather than the router's state, so the way back survives a reload of the login page.
  const loginPath = `/login?returnTo=${encodeURIComponent(pathname)}`;
  const isInvitedAccount = user !== null && user.email.toLowerCase() === invitation.email.toLowerCase();

  const onAccept = async () => {
    setFailure(null);
    setAccepting(true);
    try {
      await accept.mutateAsync(token);
    } catch (error) {
      setAccepting(false);
      if (isInvitationRefused(error)) return onRefused(error.serverMessage);
      // Spec §8: the server's message, else the error's text, else "Unknown error" (no programming error text).
      return setFailure(error instanceof ApiError ? extractErrorMessage(error) : t('form.unknownError'));
    }
    try {
      // The session's role, permissions and business are the new team's now.
      await refreshUser();
    } catch {
      // Joined all the same; the session is read again on the next page load.
    }
    navigate('/customer', { replace: true });
  };

  const onSwitchAccount = async () => {
    setSwitching(true);
    await logout();
    navigate(loginPath);
  };

  let action;
  if (isInvitedAccount) {
    action = (
      <Button size="lg" fullWidth loading={accepting} onClick={() => void onAccept()}>
        {t('existingAccount.accept')}
      </Button>
    );
  } else if (user) {
    action = (
      <>
        <AlertBanner tone="warning">
          <Trans
            t={t}
            i18nKey="existingAccount.signedInAsOther"
            values={{ email: user.email, invited: invitation.email }}
            components={{ email: <bdi dir="ltr" /> }}
          />
        </AlertBanner>
        <Button
          size="lg"
          fullWidth
          variant="secondary"
          loading={switching}
          onClick={() => void onSwitchAccount()}
        >
          {t('existingAccount.switchAccount')}
        </Button>
      </>
    );
  } else {
    action = (
      <Button as={Link} to={loginPath} size="lg" fullWidth>
        {t('existingAccount.signIn')}
      </Button>
    );
  }

  return (
    <>
      <FormErrorBanner message={failure} />
      <Text tone="secondary">{notice || t('existingAccount.message')}</Text>
      <InvitedEmailField email={invitation.email} />
      {action}
    </>
  );
}
