// Packages shared as a fixed subset of their exports.
//
// A shared module is not tree-shaken: the app that provides it cannot know what another app will import, so
// sharing react-router whole put all of it (data routers, server rendering, cookies and sessions) on every
// first page load. For the packages below every app provides, under the package's usual share key, a small
// module that re-exports only the names listed here, built from the package and tree-shaken to them. All apps
// provide the same list, so whichever app's copy is loaded first serves every other app.
//
// Importing another name from one of these packages fails the build (SharedSubsetsPlugin): add the name here,
// and deploy the shell before a remote that relies on it (the shell's copy is the one the page runs).
import type { Compiler, Module } from '@rspack/core';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export const SHARED_SUBSETS: Record<string, readonly string[]> = {
  // Declarative routing: the browser router, routes, links and hooks. Not the data routers
  // (createBrowserRouter, loaders, actions, fetchers), framework mode or server rendering. (Tests use
  // MemoryRouter: they import the package itself, not the shared module.)
  'react-router': [
    'BrowserRouter',
    'Routes',
    'Route',
    'Navigate',
    'Outlet',
    'Link',
    'NavLink',
    'useLocation',
    'useNavigate',
    'useParams',
    'useSearchParams',
    'useMatch',
    'useHref',
    'useResolvedPath',
    'useInRouterContext',
    'useNavigationType',
    'useOutlet',
    'useOutletContext',
    'useRoutes',
    'createSearchParams',
    'generatePath',
    'matchPath',
  ],
  // Everything but server-side rendering helpers and the ICU-message components.
  'react-i18next': [
    'useTranslation',
    'Trans',
    'TransWithoutContext',
    'Translation',
    'withTranslation',
    'I18nextProvider',
    'I18nContext',
    'initReactI18next',
    'getI18n',
    'setI18n',
    'getDefaults',
    'setDefaults',
    'nodesToString',
  ],
};

/** Where the subset module of a package lives (in memory only: a virtual module). */
export function subsetModulePath(packageName: string): string {
  return path.join(root, 'node_modules/.sumaa-federation/shared-subsets', `${packageName}.js`);
}

/** The installed version, which MF cannot read from a module outside the package. */
export function installedVersion(packageName: string): string {
  const packageJson = path.join(root, 'node_modules', packageName, 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

// The subset module imports the package under this alias, which resolves like the package itself but is not
// the shared key, so the import is not turned back into a shared-scope lookup (that would be the subset itself).
const PACKAGE_ALIAS_PREFIX = 'sumaa-shared-subset-source/';

function subsetModuleSource(packageName: string): string {
  const names = SHARED_SUBSETS[packageName].join(', ');
  return `export { ${names} } from '${PACKAGE_ALIAS_PREFIX}${packageName}';\n`;
}

export interface SubsetViolation {
  packageName: string;
  /** The name imported, or how the package was imported when no single name can be checked. */
  what: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** Imports of `packageName` in a module's (compiled) source that the subset does not provide. */
export function findSubsetViolations(source: string, packageName: string): SubsetViolation[] {
  const allowed = new Set(SHARED_SUBSETS[packageName]);
  const from = String.raw`\s*from\s*["']${escapeRegExp(packageName)}["']`;
  const violations: SubsetViolation[] = [];
  const add = (what: string) => violations.push({ packageName, what });

  const named = new RegExp(String.raw`(?:import|export)\s+(?:([\w$]+)\s*,\s*)?\{([^}]*)\}${from}`, 'g');
  for (const [, defaultImport, list] of source.matchAll(named)) {
    if (defaultImport) add(`default import ${defaultImport}`);
    for (const specifier of list.split(',')) {
      const name = specifier.trim().split(/\s+as\s+/)[0];
      if (name && !name.startsWith('type ') && !allowed.has(name)) add(name);
    }
  }
  for (const match of source.matchAll(new RegExp(String.raw`import\s+([\w$]+)${from}`, 'g'))) {
    add(`default import ${match[1]}`);
  }
  const star = String.raw`(?:import\s*\*\s*as\s+[\w$]+|export\s*\*(?:\s*as\s+[\w$]+)?)${from}`;
  if (new RegExp(star).test(source)) add('a namespace import or re-export (*)');
  const dynamic = String.raw`(?:import|require)\(\s*["']${escapeRegExp(packageName)}["']\s*\)`;
  if (new RegExp(dynamic).test(source)) add('import() or require() of the whole package');
  return violations;
}

const PLUGIN = 'SharedSubsetsPlugin';

/** Adds the subset modules and their alias, and fails the build on an import the subsets do not provide. */
export class SharedSubsetsPlugin {
  apply(compiler: Compiler): void {
    const packages = Object.keys(SHARED_SUBSETS);
    new compiler.webpack.experiments.VirtualModulesPlugin(
      Object.fromEntries(packages.map((name) => [subsetModulePath(name), subsetModuleSource(name)])),
    ).apply(compiler);

    const resolve = compiler.options.resolve;
    resolve.alias = {
      ...(resolve.alias as Record<string, string>),
      ...Object.fromEntries(packages.map((name) => [`${PACKAGE_ALIAS_PREFIX}${name}$`, name])),
    };

    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules: Iterable<Module>) => {
        const problems: string[] = [];
        for (const module of modules) {
          const resource = (module as { resource?: string }).resource;
          if (!resource || resource.includes(`${path.sep}.sumaa-federation${path.sep}`)) continue;
          const source = module.originalSource()?.source().toString() ?? '';
          for (const packageName of packages) {
            if (resource.includes(`${path.sep}node_modules${path.sep}${packageName}${path.sep}`)) continue;
            if (!source.includes(packageName)) continue;
            for (const { what } of findSubsetViolations(source, packageName)) {
              problems.push(`${path.relative(root, resource)}: ${what} from '${packageName}'`);
            }
          }
        }
        if (problems.length === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${PLUGIN}: these imports are not in the shared subset of their package ` +
              `(tools/federation/shared-subsets.ts):\n  ${problems.join('\n  ')}\n` +
              'Import only listed names, or add the name to the list and deploy the shell first.',
          ),
        );
      });
    });
  }
}
