import { configureApiClient, useAuthStore } from '@sumaa/api-client';
import { markPageInteractive, recordReactInstance } from '@sumaa/app-kit';
import { addAppResources, initI18n } from '@sumaa/i18n';
import * as React from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app/App';
import { areaPathOf, remoteForPath } from './app/areas';
import { StartupFailure } from './app/StartupFailure';
import { loadRuntimeConfig } from './config/runtimeConfig';
import { loadRemoteRoutes, prefetchRemoteRoutes, registerRuntimeRemotes } from './federation/mf';
import { shellResources } from './i18n/resources';
import { registerServiceWorker } from './service-worker/registerServiceWorker';

recordReactInstance();
// public/session-start.js starts nothing once this runs: the shell then reads the config and the user itself.
(globalThis as typeof globalThis & { __sumaaShellStarted?: boolean }).__sumaaShellStarted = true;

/** The longest a prerendered page's controls stay held when its scripts stall. */
const HELD_AT_MOST_MS = 20_000;

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

/**
 * Renders in the browser, over whatever is in the container. A prerendered page that is not hydrated keeps its
 * controls held (and a stale one stays hidden) until React's first commit has replaced it, then releases them:
 * nothing of the served page stays half-alive, and no page stays held when the public site does not render.
 */
function renderInBrowser(root: Root, element: React.ReactNode): void {
  flushSync(() => root.render(element));
  markPageInteractive();
}

async function start() {
  const container = document.getElementById('root')!;
  // lang-dir.js has already dropped the mark from a page served in another language than the stored one.
  const prerenderedBuild = document.documentElement.dataset.prerendered;
  const root = prerenderedBuild ? null : createRoot(container);
  // i18n initialises while the runtime config (preloaded by index.html) arrives.
  const i18nReady = initI18n().then(() => addAppResources('shell', shellResources));
  try {
    const config = await loadRuntimeConfig();
    configureApiClient({ baseUrl: config.apiBaseUrl });
    registerRuntimeRemotes(config.remotes);
    // The session is restored now, not in the first render's effect (App's AuthGate then finds it under way or
    // done), from the answer session-start.js asked for when there is one. Not on a prerendered page: it hydrates
    // signed out, as it was served, and learns the session after that.
    if (!prerenderedBuild) void useAuthStore.getState().bootstrap();
    // The area this URL shows starts downloading now rather than after the first render asks for it, and a
    // signed-in area's page its first data once that area's entry is in.
    const remote = remoteForPath(window.location.pathname);
    const basePath = areaPathOf(remote);
    prefetchRemoteRoutes(
      remote,
      basePath ? { path: window.location.pathname + window.location.search, basePath } : undefined,
    );
  } catch (error) {
    console.error('[shell] runtime config', error);
    await i18nReady;
    renderInBrowser(root ?? createRoot(container), <StartupFailure />);
    return;
  }
  await i18nReady;
  const app = (
    <React.StrictMode>
      <App />
    </React.StrictMode>
  );
  if (prerenderedBuild && (await remoteMatches(prerenderedBuild))) {
    // The public site's page releases the held controls once it has hydrated (markPageInteractive); an error
    // caught instead, or a page that never arrives, must not leave the served page held.
    hydrateRoot(container, app, {
      onCaughtError(error, info) {
        console.error(error, info.componentStack);
        markPageInteractive();
      },
    });
    window.setTimeout(markPageInteractive, HELD_AT_MOST_MS);
    return;
  }
  if (root) root.render(app);
  else renderInBrowser(createRoot(container), app);
}

void start();
// Production builds only, after the page has loaded, when the main thread is idle.
registerServiceWorker();
