// Runtime registry of the remotes. The shell is built with no remotes at all: their manifest URLs come from the
// runtime config, so each remote is deployed, redeployed or rolled back on its own.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RemoteKey, RuntimeConfig } from '../config/runtimeConfig';

/** What every remote exposes as `./Routes`: its route tree, mounted by the shell under `basePath`. */
export interface RemoteRoutesProps {
  basePath: string;
}
/** `buildId`: the remote's build, compared with a prerendered page's (bootstrap.tsx). */
type RemoteRoutesModule = { default: ComponentType<RemoteRoutesProps>; buildId?: string };

let registered: RuntimeConfig['remotes'] | null = null;

export function registerRuntimeRemotes(remotes: RuntimeConfig['remotes']): void {
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
export function prefetchRemoteRoutes(remote: RemoteKey): void {
  loadRemoteRoutes(remote, false).catch(() => undefined);
}

async function fetchRemoteRoutes(remote: RemoteKey, isRetry: boolean): Promise<RemoteRoutesModule> {
  if (!registered) throw new Error('Remotes are not registered');
  if (isRetry) registerRemotes([{ name: remote, entry: registered[remote] }], { force: true });
  const module = await loadRemote<RemoteRoutesModule>(`${remote}/Routes`);
  if (!module?.default) throw new Error(`Remote ${remote} did not expose ./Routes`);
  return module;
}
