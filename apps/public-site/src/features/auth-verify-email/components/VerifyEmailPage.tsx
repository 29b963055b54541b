import { AlertBanner, Button, Spinner, Text } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { AuthCard } from '../../../shared/components/AuthCard';
import { useVerifyEmail } from '../hooks/useVerifyEmail';

/** /verify-email?email=…&otp=…: where the e-mail's link and the check-email form lead (spec §2, §4, §8). */
export function VerifyEmailPage() {
  const { t } = useTranslation('public-site');
  const { t: tCommon } = useTranslation('common');
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';
  const otp = params.get('otp')?.trim() ?? '';
  const { state, retry } = useVerifyEmail(email, otp);
  const checkEmailPath = email ? `/check-email?email=${encodeURIComponent(email)}` : '/check-email';

  return (
    <AuthCard title={t('verifyEmail.title')}>
      {state.status === 'verifying' && (
        <StyledVerifying>
          <Spinner size="lg" />
          <Text role="status">{t('verifyEmail.verifying')}</Text>
        </StyledVerifying>
      )}
      {state.status === 'invalid-link' && (
        <>
          <AlertBanner tone="error" title={t('verifyEmail.invalidLink')}>
            {t('verifyEmail.invalidLinkHelp')}
          </AlertBanner>
          <Button as={Link} to={checkEmailPath} fullWidth>
            {t('verifyEmail.enterCode')}
          </Button>
        </>
      )}
      {state.status === 'failed' && (
        <>
          <AlertBanner tone="error" title={state.message ?? t('verifyEmail.failed')}>
            {t('verifyEmail.failedHelp')}
          </AlertBanner>
          <Button as={Link} to={checkEmailPath} fullWidth>
            {t('verifyEmail.requestNewCode')}
          </Button>
        </>
      )}
      {state.status === 'error' && (
        <>
          <AlertBanner tone="error">{state.message ?? tCommon('genericError')}</AlertBanner>
          <Button onClick={retry} fullWidth>
            {t('verifyEmail.retry')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}

const StyledVerifying = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
  padding-block: ${({ theme }) => theme.space[6]};
  color: ${({ theme }) => theme.colors.primary};
  text-align: center;
`;
