// One list of shared singletons for every federated app (host and remotes alike).
// Stateful libraries must exist once at run time: two Reacts break hooks, two auth stores split the session,
// two i18next instances split the language, two styled-components break the theme.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { installedVersion, subsetModulePath } from './shared-subsets';

const root = path.resolve(import.meta.dirname, '../..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

const fromPackageJson = (name: string) => ({
  singleton: true,
  requiredVersion: rootPackage.dependencies[name],
});

/** Shared as the subset of its exports listed in shared-subsets.ts, under the package's own share key. */
const subsetOf = (name: string) => ({
  ...fromPackageJson(name),
  import: subsetModulePath(name),
  version: installedVersion(name),
});

/** Workspace libs have no published version; they are pinned to the workspace version and must match exactly. */
const workspaceLib = { singleton: true, version: '0.0.0', requiredVersion: '0.0.0' };
// @sumaa/contracts is deliberately not shared: it holds no state, and a shared module is not tree-shaken, so
// sharing it would put the whole schema library on every first page load.
// @sumaa/ui is not shared either (ADR 0004): it holds no state (the theme reaches every app through the shared
// styled-components' ThemeProvider that the shell's ThemeRoot sets), so each app bundles only the components it
// uses instead of every page loading the whole kit.

export const sharedSingletons = {
  react: fromPackageJson('react'),
  'react/jsx-runtime': { singleton: true, requiredVersion: rootPackage.dependencies.react },
  'react-dom': fromPackageJson('react-dom'),
  'react-dom/client': { singleton: true, requiredVersion: rootPackage.dependencies['react-dom'] },
  'react-router': subsetOf('react-router'),
  zustand: fromPackageJson('zustand'),
  'styled-components': fromPackageJson('styled-components'),
  i18next: fromPackageJson('i18next'),
  'react-i18next': subsetOf('react-i18next'),
  ky: fromPackageJson('ky'),
  // Server state (caching, retries, refetch) for every remote; one copy so a provider and its hooks match.
  '@tanstack/react-query': fromPackageJson('@tanstack/react-query'),
  '@sumaa/api-client': workspaceLib,
  '@sumaa/i18n': workspaceLib,
};

// The shared modules the shell itself needs to start: every page loads them, so the shell bundles its copies
// into its entry (eager) as one download, instead of fetching a dozen chunks after the entry has run. The others
// (react-query) stay separate chunks, fetched when a remote asks for them.
const NOT_NEEDED_BY_THE_SHELL_AT_START = new Set<string>(['@tanstack/react-query']);

/** The shared list as the shell provides it. */
export const sharedByTheShell = Object.fromEntries(
  Object.entries(sharedSingletons).map(([name, config]) => [
    name,
    { ...config, eager: !NOT_NEEDED_BY_THE_SHELL_AT_START.has(name) },
  ]),
);
