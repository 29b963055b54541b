import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../shared/components/AuthCard';
import { SignupForm } from './SignupForm';

/** /signup: the company registration of spec §2 "Signup screen". */
export function SignupPage() {
  const { t } = useTranslation('public-site');
  return (
    <AuthCard
      width="wide"
      title={t('signup.title')}
      description={t('signup.subtitle')}
      footer={
        <>
          <span>{t('signup.haveAccount')}</span>
          <Link to="/login">{t('signup.login')}</Link>
        </>
      }
    >
      <SignupForm />
    </AuthCard>
  );
}
