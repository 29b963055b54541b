import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../shared/components/AuthCard';
import { ForgotPasswordForm } from './ForgotPasswordForm';

/** /forgot-password. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('public-site');
  return (
    <AuthCard
      title={t('forgotPassword.title')}
      description={t('forgotPassword.subtitle')}
      footer={<Link to="/login">{t('forgotPassword.backToLogin')}</Link>}
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
