import { configureApiClient } from '@sumaa/api-client';
import { recordReactInstance } from '@sumaa/app-kit';
import { addAppResources, getLanguage, initI18n, readStoredLanguage, setLanguage } from '@sumaa/i18n';
import * as React from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { remoteForPath } from './app/areas';
import { StartupFailure } from './app/StartupFailure';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { loadRemoteRoutes, prefetchRemoteRoutes, registerRuntimeRemotes } from './federation/mf';
import { shellResources } from './i18n/resources';

recordReactInstance();

/**
 * A prerendered public page (docs/adr/0012-prerendered-public-pages.md) is hydrated only when the public site the
 * shell loads is the build the HTML was made from; a remote redeployed since (or failing) is rendered in the
 * browser instead, over the prerendered page, which stays in view until then.
 */
async function remoteMatches(prerenderedBuild: string): Promise<boolean> {
  try {
    const remote = await loadRemoteRoutes('publicSite', false);
    if (remote.buildId === prerenderedBuild) return true;
    console.info(
      `[shell] prerendered page from public-site build ${prerenderedBuild}, remote is ${remote.buildId}: rendering in the browser`,
    );
  } catch {
    // the area shows its own failure, with a retry
  }
  return false;
}

async function start() {
  const container = document.getElementById('root')!;
  const prerenderedBuild = document.documentElement.dataset.prerendered;
  const root = prerenderedBuild ? null : createRoot(container);
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
    (root ?? createRoot(container)).render(<StartupFailure />);
    return;
  }
  await i18nReady;
  const app = (
    <React.StrictMode>
      <App />
    </React.StrictMode>
  );
  if (prerenderedBuild && (await remoteMatches(prerenderedBuild))) {
    hydrateRoot(container, app);
    // The page came in the language the server chose; a stored choice it could not see (no cookie mirror yet)
    // wins now, unless the address named the language.
    const stored = readStoredLanguage();
    const addressed = new URLSearchParams(window.location.search).has('lang');
    if (stored && !addressed && stored !== getLanguage()) void setLanguage(stored);
    return;
  }
  (root ?? createRoot(container)).render(app);
}

void start();
