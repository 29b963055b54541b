// Runtime registry of the remotes. The shell is built with no remotes at all: their manifest URLs come from the
// runtime config, so each remote is deployed, redeployed or rolled back on its own.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { useAuthStore } from '@sumaa/api-client';
import type { ComponentType } from 'react';
import type { RemoteKey, RuntimeConfig } from '../config/runtimeConfig';
import { earlyManifestPlugin } from './earlyManifestPlugin';

/** What every remote exposes as `./Routes`: its route tree, mounted by the shell under `basePath`. */
export interface RemoteRoutesProps {
  basePath: string;
}
/**
 * `buildId`: the remote's build, compared with a prerendered page's (bootstrap.tsx). `prefetch`: starts the first
 * data of the page at `path` (below `basePath`), for a signed-in user (libs/app-kit's createRoutePrefetch).
 */
type RemoteRoutesModule = {
  default: ComponentType<RemoteRoutesProps>;
  buildId?: string;
  prefetch?: (path: string, basePath: string) => void;
};

let registered: RuntimeConfig['remotes'] | null = null;

export function registerRuntimeRemotes(remotes: RuntimeConfig['remotes']): void {
  if (!registered) registerPlugins([earlyManifestPlugin()]);
  registered = remotes;
  registerRemotes(Object.entries(remotes).map(([name, entry]) => ({ name, entry })));
}

// The first load of each remote, shared by an early start (prefetchRemoteRoutes) and the area that shows it.
const firstLoads = new Map<RemoteKey, Promise<RemoteRoutesModule>>();

/**
 * Loads a remote's route tree. After a failure the remote is registered again with `force`, which drops the
 * runtime's cached (failed) entry so a retry really fetches the manifest and chunks anew.
 */
export function loadRemoteRoutes(remote: RemoteKey, isRetry: boolean): Promise<RemoteRoutesModule> {
  if (isRetry) return fetchRemoteRoutes(remote, true);
  let firstLoad = firstLoads.get(remote);
  if (!firstLoad) {
    firstLoad = fetchRemoteRoutes(remote, false);
    firstLoads.set(remote, firstLoad);
  }
  return firstLoad;
}

/**
 * Starts loading the remote the page will show before React renders the frame around it, so its manifest and
 * chunks download while the shell initialises. A failure surfaces when the area mounts, with its retry.
 */
export function prefetchRemoteRoutes(remote: RemoteKey, page?: { path: string; basePath: string }): void {
  const load = loadRemoteRoutes(remote, false);
  load.catch(() => undefined);
  // The page's first data, as soon as the entry is here and the session known (usually long before: its request
  // starts in session-start.js), in parallel with the route's first render instead of after it.
  if (page)
    void Promise.all([load, sessionSettled()])
      .then(([module]) => module.prefetch?.(page.path, page.basePath))
      .catch(() => undefined);
}

/** Resolves once the stored session has been confirmed or given up (the auth store's restore). */
export function sessionSettled(): Promise<void> {
  return new Promise((resolve) => {
    if (!useAuthStore.getState().isLoading) return resolve();
    const stop = useAuthStore.subscribe((state) => {
      if (state.isLoading) return;
      stop();
      resolve();
    });
  });
}

async function fetchRemoteRoutes(remote: RemoteKey, isRetry: boolean): Promise<RemoteRoutesModule> {
  if (!registered) throw new Error('Remotes are not registered');
  if (isRetry) registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/Routes`);
  if (!module?.default) throw new Error(`Remote ${remote} did not expose ./Routes`);
  return module;
}
