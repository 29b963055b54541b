// Builds the rspack configuration of one federated app (the shell or a remote) so that every app is wired
// the same way: its own output folder and origin, the shared singletons, an mf-manifest.json for runtime loading.
//
// One federation runtime per page (docs/adr/0004-one-federation-runtime.md): the shell brings the runtime and
// hands it to the remotes, whose built containers (remoteEntry.js) leave it out. A remote's own page, which
// has no shell, is built beside its container as a second configuration with the runtime included.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FederatedApp } from './remotes';
import { CompressAssetsPlugin } from './compress-assets';
import { EsmFederationRuntimePlugin } from './esm-federation-runtime';
import { sharedByTheShell, sharedSingletons } from './shared';
import { SharedSubsetsPlugin } from './shared-subsets';

const root = path.resolve(import.meta.dirname, '../..');

type FederationOptions = ConstructorParameters<typeof ModuleFederationPlugin>[0];

export interface AppConfigOptions {
  app: FederatedApp;
  /** Modules a remote exposes (e.g. `./Routes`); none for the shell. */
  exposes?: Record<string, string>;
  /** A remote whose pages are prerendered: the entry of its renderer (see prerenderConfig). */
  prerender?: string;
}

/**
 * The shell: its page and the federation host, which provides the federation runtime to the remotes.
 * A remote under `rspack serve`: its own page and its container, both with their own runtime (any host works).
 * A remote under `rspack build`: two configurations, [its container on the shell's runtime, its own page].
 */
export function createAppConfig({
  app,
  exposes,
  prerender,
}: AppConfigOptions): Configuration | Configuration[] {
  const isServe = process.argv.includes('serve');
  if (!exposes) {
    return appConfig(app, {
      isServe,
      withPage: true,
      shared: sharedByTheShell,
      experiments: { provideExternalRuntime: true },
    });
  }
  if (isServe) return appConfig(app, { isServe, withPage: true, exposes });

  // One id per build, in the container (process.env.SUMAA_BUILD_ID) and in the prerendered HTML, so the shell can
  // tell whether the HTML was made from the remote it loads.
  const buildId = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
  const container = appConfig(app, {
    isServe,
    buildId,
    exposes,
    // A remote never loads another remote (they do not import each other), so its runtime drops that code.
    experiments: { externalRuntime: true, optimization: { disableRemote: true } },
  });
  const standalone = appConfig(app, { isServe, withPage: true, standalone: true });
  // After the container, whose output.clean empties the folder both write into.
  standalone.dependencies = [container.name!];
  return prerender
    ? [container, standalone, prerenderConfig(app, prerender, buildId)]
    : [container, standalone];
}

interface BuildOptions {
  isServe: boolean;
  buildId?: string;
  /** Emit the app's own index.html with its entry (the shell, a remote's standalone page, a remote in serve). */
  withPage?: boolean;
  exposes?: Record<string, string>;
  /** A remote's own page built beside its container: a federation host of its own, without a manifest. */
  standalone?: boolean;
  shared?: FederationOptions['shared'];
  experiments?: FederationOptions['experiments'];
}

function appConfig(app: FederatedApp, options: BuildOptions): Configuration {
  const {
    isServe,
    buildId = 'dev',
    withPage,
    exposes,
    standalone,
    shared = sharedSingletons,
    experiments,
  } = options;
  const mode = isServe ? 'development' : 'production';
  const projectDir = path.join(root, 'apps', app.dir);
  const federationName = standalone ? `${app.name}Standalone` : app.name;

  return {
    name: standalone ? `${app.name}-standalone` : app.name,
    mode,
    // Evergreen browsers only: ES2022 output keeps classes, async/await, spread and optional chaining as they
    // are instead of down-levelled helpers, for our code and for the bundler's own runtime code.
    target: ['web', 'es2022'],
    context: projectDir,
    devtool: isServe ? 'eval-cheap-module-source-map' : 'source-map',
    entry: withPage ? { main: './src/index.ts' } : {},
    output: {
      path: path.join(root, 'dist/apps', app.dir),
      publicPath: 'auto',
      uniqueName: federationName,
      filename: isServe ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isServe ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: !standalone,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: path.join(root, 'tsconfig.base.json'),
      alias: { stylis$: stylisOfStyledComponents() },
    },
    module: {
      rules: [
        typescriptRule(isServe),
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      ...(withPage
        ? [
            new rspack.HtmlRspackPlugin({
              template: path.join(projectDir, 'src/index.html'),
              // Absolute script URLs in the page, so a deep link such as /customer/reviews finds its scripts;
              // chunks still resolve against the origin they were served from (output.publicPath 'auto').
              publicPath: '/',
              // A remote's own page must not inject its remoteEntry: only the host loads it, at run time.
              excludeChunks: exposes ? [app.name] : [],
            }),
            new rspack.CopyRspackPlugin({
              patterns: [{ from: path.join(projectDir, 'public'), noErrorOnMissing: true }],
            }),
          ]
        : []),
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(mode),
        'process.env.SUMAA_BUILD_ID': JSON.stringify(buildId),
      }),
      new ModuleFederationPlugin({
        name: federationName,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared,
        manifest: !standalone,
        dts: false,
        // Remotes are registered at run time from the shell's config; a remote that is down must not block
        // the first render, so shared versions are taken from what is already loaded.
        shareStrategy: 'loaded-first',
        experiments: {
          ...experiments,
          // Browser-only runtime: the Node.js script loading paths are left out.
          optimization: { ...experiments?.optimization, target: 'web' },
        },
      }),
      // After the federation plugin, so that it sees the aliases that plugin sets.
      new EsmFederationRuntimePlugin(),
      new SharedSubsetsPlugin(),
      // Brotli and gzip copies beside every text file, served by Accept-Encoding (not under rspack serve).
      ...(isServe ? [] : [new CompressAssetsPlugin()]),
    ],
    devServer: {
      port: app.port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/** Our TypeScript through swc, after stable styled-components ids (styled-component-ids-loader.cjs). */
function typescriptRule(isServe: boolean) {
  return {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    use: [
      {
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', development: isServe, refresh: false } },
          },
        },
      },
      { loader: path.join(import.meta.dirname, 'styled-component-ids-loader.cjs') },
    ],
    type: 'javascript/auto' as const,
  };
}

/**
 * The renderer a remote's build leaves for the prerender step (tools/prerender/publish.mjs): its public pages
 * rendered in Node with react-dom/static and styled-components' server style sheet, the same source as its
 * container, in one CommonJS file under dist/prerender/<app>/ (not served). Same build id as the container.
 */
function prerenderConfig(app: FederatedApp, entry: string, buildId: string): Configuration {
  const projectDir = path.join(root, 'apps', app.dir);
  return {
    name: `${app.name}-prerender`,
    mode: 'production',
    target: ['node', 'es2022'],
    context: projectDir,
    devtool: false,
    entry: { render: entry },
    output: {
      path: path.join(root, 'dist/prerender', app.dir),
      filename: '[name].cjs',
      chunkFilename: '[name].cjs',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: path.join(root, 'tsconfig.base.json'),
      alias: { stylis$: stylisOfStyledComponents() },
    },
    module: {
      rules: [
        typescriptRule(false),
        // The page's CSS and fonts reach the browser through the shell; here they are only names.
        { test: /\.css$/, type: 'asset/source' },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify('production'),
        'process.env.SUMAA_BUILD_ID': JSON.stringify(buildId),
      }),
      // One file: the lazily loaded pages are rendered too, and Node need not fetch chunks.
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}

/**
 * The stylis that styled-components compiles with (npm nests the version it pins). stylis-plugin-rtl takes stylis
 * as a peer dependency, so it gets this same copy instead of bundling a second one.
 */
function stylisOfStyledComponents(): string {
  const fromStyledComponents = createRequire(path.join(root, 'node_modules/styled-components/package.json'));
  const packageJson = fromStyledComponents.resolve('stylis/package.json');
  const { exports } = JSON.parse(readFileSync(packageJson, 'utf8')) as {
    exports: { '.': { import: string } };
  };
  return path.join(path.dirname(packageJson), exports['.'].import);
}
