import { AlertBanner, Button } from '@sumaa/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../shared/components/AuthCard';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /reset-password?token=… (links of the earlier product used `?code=`; both are read). */
export function ResetPasswordPage() {
  const { t } = useTranslation('public-site');
  const [params] = useSearchParams();
  const token = (params.get('token') ?? params.get('code') ?? '').trim();
  const [done, setDone] = useState(false);

  return (
    <AuthCard
      title={t('resetPassword.title')}
      description={token ? t('resetPassword.subtitle') : undefined}
      footer={done ? undefined : <Link to="/login">{t('forgotPassword.backToLogin')}</Link>}
    >
      {token ? (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      ) : (
        <>
          <AlertBanner tone="error">{t('resetPassword.invalidLink')}</AlertBanner>
          <Button as={Link} to="/forgot-password" fullWidth>
            {t('resetPassword.requestNewLink')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
