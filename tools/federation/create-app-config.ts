// Builds the rspack configuration of one federated app (the shell or a remote) so that every app is wired
// the same way: its own output folder and origin, the shared singletons, an mf-manifest.json for runtime loading.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import path from 'node:path';
import type { FederatedApp } from './remotes';
import { sharedSingletons } from './shared';

const root = path.resolve(import.meta.dirname, '../..');

export interface AppConfigOptions {
  app: FederatedApp;
  /** Modules a remote exposes (e.g. `./Routes`); none for the shell. */
  exposes?: Record<string, string>;
}

export function createAppConfig({ app, exposes }: AppConfigOptions): Configuration {
  const isServe = process.argv.includes('serve');
  const mode = isServe ? 'development' : 'production';
  const projectDir = path.join(root, 'apps', app.dir);
  const isRemote = Boolean(exposes);

  return {
    mode,
    // Evergreen browsers only: ES2022 output keeps classes, async/await, spread and optional chaining as they
    // are instead of down-levelled helpers, for our code and for the bundler's own runtime code.
    target: ['web', 'es2022'],
    context: projectDir,
    devtool: isServe ? 'eval-cheap-module-source-map' : 'source-map',
    entry: { main: './src/index.ts' },
    output: {
      path: path.join(root, 'dist/apps', app.dir),
      publicPath: 'auto',
      uniqueName: app.name,
      filename: isServe ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: isServe ? '[name].js' : '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      tsConfig: path.join(root, 'tsconfig.base.json'),
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              target: 'es2022',
              transform: { react: { runtime: 'automatic', development: isServe, refresh: false } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(woff2?|png|jpe?g|svg|webp)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.HtmlRspackPlugin({
        template: path.join(projectDir, 'src/index.html'),
        // Absolute script URLs in the page, so a deep link such as /customer/reviews finds its scripts;
        // chunks still resolve against the origin they were served from (output.publicPath 'auto').
        publicPath: '/',
        // A remote's own page must not inject its remoteEntry: only the host loads it, at run time.
        excludeChunks: isRemote ? [app.name] : [],
      }),
      new rspack.CopyRspackPlugin({
        patterns: [{ from: path.join(projectDir, 'public'), noErrorOnMissing: true }],
      }),
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      new ModuleFederationPlugin({
        name: app.name,
        filename: 'remoteEntry.js',
        exposes,
        remotes: {},
        shared: sharedSingletons,
        manifest: true,
        dts: false,
        // Remotes are registered at run time from the shell's config; a remote that is down must not block
        // the first render, so shared versions are taken from what is already loaded.
        shareStrategy: 'loaded-first',
      }),
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
