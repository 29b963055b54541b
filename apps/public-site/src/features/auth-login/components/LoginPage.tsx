import { sessionEndReasonOf } from '@sumaa/api-client';
import { translateMessage } from '@sumaa/contracts';
import { useLanguage } from '@sumaa/i18n';
import { AlertBanner } from '@sumaa/ui';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../shared/components/AuthCard';
import { LoginForm } from './LoginForm';

/**
 * /login: the password form and "Sign in with Google" (LoginForm). `?reason=accessRemoved`
 * (the API client's landing when the server ended a deactivated member's session) says why they are here.
 */
export function LoginPage() {
  const { t } = useTranslation('public-site');
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const sessionEndReason = sessionEndReasonOf(params.get('reason'));
  return (
    <AuthCard
      title={t('login.title')}
      description={t('login.subtitle')}
      footer={
        <>
          <span>{t('login.noAccount')}</span>
          <Link to="/signup">{t('login.createAccount')}</Link>
        </>
      }
    >
      {sessionEndReason && (
        <AlertBanner tone="warning">{translateMessage(sessionEndReason, language)}</AlertBanner>
      )}
      <LoginForm />
    </AuthCard>
  );
}
