import { useAuthStore } from '@sumaa/api-client';
import { useLanguage } from '@sumaa/i18n';
import { LoadingScreen, ThemeRoot } from '@sumaa/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, useLocation } from 'react-router';
import { remoteForPath } from './areas';
import { AppRoutes } from './AppRoutes';
import { MaintenanceGate } from './MaintenanceGate';

/** The page was prerendered (docs/adr/0012-prerendered-public-pages.md). */
const PRERENDERED =
  typeof document !== 'undefined' && document.documentElement.hasAttribute('data-prerendered');

function AuthGate() {
  const { t } = useTranslation('common');
  const isLoading = useAuthStore((state) => state.isLoading);
  const bootstrap = useAuthStore((state) => state.bootstrap);
  const { pathname } = useLocation();

  // Stored token → POST /api/UsernameAuth/user → session; the routes wait so guards never see a half-known user.
  // The shell's start (bootstrap.tsx) has usually begun it already: joined while under way, not asked twice once
  // settled (a signed-out start has nothing to restore).
  useEffect(() => {
    if (useAuthStore.getState().isLoading) void bootstrap();
  }, [bootstrap]);

  // A prerendered public page shows at once, signed-out parts first, and is hydrated as it was served: the
  // session's parts (the header's account link) come in when it is known.
  if (isLoading && !(PRERENDERED && remoteForPath(pathname) === 'publicSite'))
    return <LoadingScreen label={t('loading')} />;
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
