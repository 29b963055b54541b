import { useValidationMessage } from '@sumaa/i18n';
import { useParams } from 'react-router';
import { AuthCard } from '../../../shared/components/AuthCard';
import { useTeamInvitationTexts } from '../hooks/useTeamInvitationTexts';
import { InvitationFlow } from './InvitationFlow';
import { InvitationUnavailable } from './InvitationUnavailable';

/**
 * /invite/{token}: the page an invitation e-mail links to (spec §2, §4 "Invitation completion"). Opened directly
 * from the e-mail, it needs nothing but the token in its address.
 */
export function TeamInvitationPage() {
  const { t } = useTeamInvitationTexts();
  const message = useValidationMessage();
  const token = useParams().token?.trim() ?? '';

  return (
    <AuthCard title={t('title')}>
      {/* An invitation link is one person's key: search engines must not index or follow it. React 19 puts the
          tag in <head> while the page is shown and takes it away after. */}
      <meta name="robots" content="noindex, nofollow" />
      {token ? <InvitationFlow token={token} /> : <InvitationUnavailable message={message('missingToken')} />}
    </AuthCard>
  );
}
