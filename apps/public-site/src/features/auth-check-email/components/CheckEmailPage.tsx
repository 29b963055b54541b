import { useAuthStore } from '@sumaa/api-client';
import { AlertBanner } from '@sumaa/ui';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AuthCard } from '../../../shared/components/AuthCard';
import { CheckEmailForm } from './CheckEmailForm';

/** Why the user is here, as the signup and login forms leave it in the location state. */
function reasonOf(state: unknown): 'registered' | 'unconfirmed' | null {
  if (typeof state !== 'object' || state === null || !('reason' in state)) return null;
  return state.reason === 'registered' || state.reason === 'unconfirmed' ? state.reason : null;
}

/** /check-email?email=…: the code was sent; enter it, or ask for another (spec §2, §4). */
export function CheckEmailPage() {
  const { t } = useTranslation('public-site');
  const [params] = useSearchParams();
  const location = useLocation();
  const signedInUser = useAuthStore((state) => (state.isAuthenticated ? state.user : null));
  // The shell's guard and the login form pass the address; a signed-in, unconfirmed user is a fallback.
  const email = params.get('email')?.trim() || signedInUser?.email || '';
  const reason = reasonOf(location.state);

  return (
    <AuthCard
      title={t('checkEmail.title')}
      description={
        email ? (
          <Trans
            t={t}
            i18nKey="checkEmail.sentTo"
            values={{ email }}
            components={{ email: <StyledEmail dir="ltr" /> }}
          />
        ) : (
          t('checkEmail.enterEmail')
        )
      }
      footer={signedInUser ? undefined : <Link to="/login">{t('checkEmail.backToLogin')}</Link>}
    >
      {reason === 'registered' && <AlertBanner tone="success">{t('checkEmail.registered')}</AlertBanner>}
      {reason === 'unconfirmed' && <AlertBanner tone="info">{t('checkEmail.unconfirmed')}</AlertBanner>}
      {/* Keyed by the address so a different ?email= starts a fresh form. */}
      <CheckEmailForm key={email} email={email} />
    </AuthCard>
  );
}

/** The address as one left-to-right block: it moves to its own line rather than breaking at a hyphen. */
const StyledEmail = styled.strong`
  display: inline-block;
  max-inline-size: 100%;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.text};
`;
