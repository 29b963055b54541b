import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../shared/components/AuthCard';
import { LoginForm } from './LoginForm';

/** /login. Google sign-in arrives with its own issue; until then no button stands for it. */
export function LoginPage() {
  const { t } = useTranslation('public-site');
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
      <LoginForm />
    </AuthCard>
  );
}
