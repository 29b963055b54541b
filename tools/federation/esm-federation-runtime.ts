// The module-federation packages ship a CommonJS build (dist/*.cjs) and an ES-module build (dist/*.js) side by
// side, and the federation plugins point the bundle at the CommonJS one. CommonJS modules are neither
// concatenated nor tree-shaken, so the runtime every page loads first was about a fifth larger than it needs
// to be. This plugin points those requests at the ES-module files instead, and fails the build if a file is
// bundled in both forms: two copies of the runtime would split its state.
import type { Compiler, Module } from '@rspack/core';
import { existsSync } from 'node:fs';

const PLUGIN = 'EsmFederationRuntimePlugin';
const FEDERATION_CJS_FILE = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES-module twin of a federation runtime file, when the package has one; otherwise the file itself. */
export function esmTwinOf(file: string): string {
  if (!FEDERATION_CJS_FILE.test(file)) return file;
  const twin = file.replace(/\.cjs$/, '.js');
  return existsSync(twin) ? twin : file;
}

export class EsmFederationRuntimePlugin {
  apply(compiler: Compiler): void {
    // The runtime glue each entry gets imports the bundler runtime by its absolute .cjs path.
    new compiler.webpack.NormalModuleReplacementPlugin(
      FEDERATION_CJS_FILE,
      (resource: { request: string }) => {
        resource.request = esmTwinOf(resource.request);
      },
    ).apply(compiler);

    // The federation plugins alias '@module-federation/runtime' (and friends) to .cjs files after every plugin
    // is applied; this tap is registered after theirs, so it sees and rewrites those aliases.
    compiler.hooks.afterPlugins.tap(PLUGIN, () => {
      const alias = compiler.options.resolve.alias;
      if (!alias || Array.isArray(alias)) return;
      for (const [request, target] of Object.entries(alias)) {
        if (typeof target === 'string') alias[request] = esmTwinOf(target);
      }
    });

    compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
      compilation.hooks.finishModules.tap(PLUGIN, (modules: Iterable<Module>) => {
        const resources = new Set(
          [...modules].map((module) => (module as { resource?: string }).resource).filter(Boolean),
        );
        const twice = [...resources].filter(
          (resource) => FEDERATION_CJS_FILE.test(resource!) && resources.has(esmTwinOf(resource!)),
        );
        if (twice.length === 0) return;
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `${PLUGIN}: ${twice.length} federation runtime files are bundled twice, as CommonJS and as ES ` +
              `modules (e.g. ${twice[0]}); find the request that still resolves the .cjs file.`,
          ),
        );
      });
    });
  }
}
