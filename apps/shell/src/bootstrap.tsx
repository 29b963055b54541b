import { configureApiClient } from '@sumaa/api-client';
import { recordReactInstance } from '@sumaa/app-kit';
import { addAppResources, initI18n } from '@sumaa/i18n';
import * as React from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { remoteForPath } from './app/areas';
import { StartupFailure } from './app/StartupFailure';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { prefetchRemoteRoutes, registerRuntimeRemotes } from './federation/mf';
import { shellResources } from './i18n/resources';

recordReactInstance();

async function start() {
  const root = createRoot(document.getElementById('root')!);
  // i18n initialises while the runtime config (preloaded by index.html) arrives.
  const i18nReady = initI18n().then(() => addAppResources('shell', shellResources));
  try {
    const config = await loadRuntimeConfig();
    configureApiClient({ baseUrl: config.apiBaseUrl });
    registerRuntimeRemotes(config.remotes);
    // The area this URL shows starts downloading now rather than after the first render asks for it.
    prefetchRemoteRoutes(remoteForPath(window.location.pathname));
  } catch (error) {
    console.error('[shell] runtime config', error);
    await i18nReady;
    root.render(<StartupFailure />);
    return;
  }
  await i18nReady;
  root.render(
    <React.StrictMode>
      <App />
    </React.StrictMode>,
  );
}

void start();
