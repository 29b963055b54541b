import { useAuthStore } from '@sumaa/api-client';
import { useLanguage } from '@sumaa/i18n';
import { LoadingScreen, ThemeRoot } from '@sumaa/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes';
import { MaintenanceGate } from './MaintenanceGate';

function AuthGate() {
  const { t } = useTranslation('common');
  const isLoading = useAuthStore((state) => state.isLoading);
  const bootstrap = useAuthStore((state) => state.bootstrap);

  // Stored token → POST /api/UsernameAuth/user → session; the routes wait so guards never see a half-known user.
  useEffect(() => {
    void bootstrap();
  }, [bootstrap]);

  if (isLoading) return <LoadingScreen label={t('loading')} />;
  return (
    <MaintenanceGate>
      <AppRoutes />
    </MaintenanceGate>
  );
}

/** The shell's providers: theme with the RTL style sheet, i18n, router, and the auth bootstrap. */
export function App() {
  const { dir } = useLanguage();
  return (
    <ThemeRoot direction={dir}>
      <BrowserRouter>
        <AuthGate />
      </BrowserRouter>
    </ThemeRoot>
  );
}
