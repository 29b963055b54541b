// Standalone start of a remote on its own dev server, for the team that owns it. Inside the product the shell
// provides theme, router, i18n and the session; here the remote provides its own. Each remote's bootstrap.tsx
// is one call of this.
import { configureApiClient, useAuthStore } from '@sumaa/api-client';
import { initI18n, useLanguage } from '@sumaa/i18n';
import { ThemeRoot } from '@sumaa/ui';
import { type ComponentType, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { RemoteRoutesProps } from './createRemoteEntry';

function Standalone({ routes: Routes }: { routes: ComponentType<RemoteRoutesProps> }) {
  const { dir } = useLanguage();
  return (
    <ThemeRoot direction={dir}>
      <BrowserRouter>
        <Routes basePath="/" />
      </BrowserRouter>
    </ThemeRoot>
  );
}

/** Reads `/config.json` (the API's address), restores the session and renders `routes` at the page's root. */
export async function startStandaloneRemote(
  name: string,
  routes: ComponentType<RemoteRoutesProps>,
): Promise<void> {
  await initI18n();
  const config = (await (await fetch('/config.json')).json()) as { apiBaseUrl: string };
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    onSessionExpired: () => console.warn(`[${name}] session expired`),
  });
  void useAuthStore.getState().bootstrap();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Standalone routes={routes} />
    </StrictMode>,
  );
}
