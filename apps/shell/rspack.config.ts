import { type Configuration, rspack } from '@rspack/core';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { CompressAssetsPlugin } from '../../tools/federation/compress-assets';
import { createAppConfig } from '../../tools/federation/create-app-config';
import { SHELL } from '../../tools/federation/remotes';

const shell = createAppConfig({ app: SHELL }) as Configuration;

/** What the service worker stores at install: the offline page and what it loads, each with its content's hash. */
const PRECACHED = ['offline.html', 'lang-dir.js', 'favicon.svg'];

function precacheEntries(): { url: string; revision: string }[] {
  return PRECACHED.map((file) => ({
    url: `/${file}`,
    revision: createHash('sha256')
      .update(readFileSync(path.join(import.meta.dirname, 'public', file)))
      .digest('hex')
      .slice(0, 16),
  }));
}

/**
 * The service worker (src/service-worker/), built beside the shell after it, as /sw.js: a fixed name, as the browser
 * checks that address for a new worker. Only in `rspack build`: registerServiceWorker.ts never registers it in
 * development.
 */
const serviceWorker: Configuration = {
  name: 'shell-service-worker',
  dependencies: [shell.name!],
  mode: 'production',
  target: ['webworker', 'es2022'],
  context: import.meta.dirname,
  devtool: false,
  entry: { sw: './src/service-worker/service-worker.ts' },
  output: {
    path: shell.output!.path,
    filename: 'sw.js',
    // The shell's configuration empties the folder; this one only adds to it.
    clean: false,
  },
  resolve: {
    extensions: ['.ts', '.mjs', '.js'],
    tsConfig: path.join(import.meta.dirname, '../../tsconfig.base.json'),
  },
  module: {
    rules: [
      {
        test: /\.ts$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    new rspack.DefinePlugin({
      // Workbox's logging is development-only.
      'process.env.NODE_ENV': JSON.stringify('production'),
      SHELL_PRECACHE: JSON.stringify(precacheEntries()),
    }),
    new CompressAssetsPlugin(),
  ],
  performance: { hints: false },
  stats: 'errors-warnings',
};

export default process.argv.includes('serve') ? shell : [shell, serviceWorker];
