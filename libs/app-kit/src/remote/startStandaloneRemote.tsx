// Standalone start of the public-site remote on its own dev server, for the team that owns it.
// Inside the product the shell provides theme, router, i18n and the session; here the remote provides its own.
import { configureApiClient, useAuthStore } from '@sumaa/api-client';
import { initI18n, useLanguage } from '@sumaa/i18n';
import { ThemeRoot } from '@sumaa/ui';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import RemoteRoutes from './remote-entry';

function Standalone() {
  const { dir } = useLanguage();
  return (
    <ThemeRoot direction={dir}>
      <BrowserRouter>
        <RemoteRoutes basePath="/" />
      </BrowserRouter>
    </ThemeRoot>
  );
}

async function start() {
  await initI18n();
  const config = (await (await fetch('/config.json')).json()) as { apiBaseUrl: string };
  configureApiClient({
    baseUrl: config.apiBaseUrl,
    onSessionExpired: () => console.warn('[public-site] session expired'),
  });
  void useAuthStore.getState().bootstrap();
  createRoot(document.getElementById('root')!).render(
    <React.StrictMode>
      <Standalone />
    </React.StrictMode>,
  );
}

void start();
