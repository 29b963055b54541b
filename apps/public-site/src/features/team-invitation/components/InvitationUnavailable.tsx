import { AlertBanner, Button } from '@sumaa/ui';
import { Link } from 'react-router';
import { useTeamInvitationTexts } from '../hooks/useTeamInvitationTexts';

export interface InvitationUnavailableProps {
  /** Why: the server's message (unknown, expired or used), else the page's own. */
  message?: string | null;
}

/** An invitation that cannot be used says so and offers nothing else than the way home. */
export function InvitationUnavailable({ message }: InvitationUnavailableProps) {
  const { t } = useTeamInvitationTexts();
  return (
    <>
      <AlertBanner tone="error" title={t('unavailable.title')}>
        {message || t('unavailable.message')}
      </AlertBanner>
      <Button as={Link} to="/" variant="secondary" fullWidth>
        {t('unavailable.home')}
      </Button>
    </>
  );
}
