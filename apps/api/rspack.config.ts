// The API compiled for `npm start` and production: one ES module, dist/apps/api/main.js, run by plain Node
// (no TypeScript loader at run time). Our own code and the workspace libraries (@sumaa/*) are bundled;
// every package from node_modules stays an import, resolved at run time as usual, since several read files
// beside themselves (PGlite's WASM, sharp's and argon2's native binaries, Swagger UI's assets).
// What the API reads from disk at run time is copied next to the bundle: the SQL migrations.
import path from 'node:path';
import { rspack, type Compiler, type Configuration } from '@rspack/core';

const root = path.resolve(__dirname, '../..');
const outputDir = path.join(root, 'dist/apps/api');

/** A bare import that is not one of ours: left to Node. */
const PACKAGE_IMPORT = /^(?!@sumaa\/)(@[^/]+\/)?[^./][^:]*$/;

const config: Configuration = {
  mode: 'production',
  target: 'node20',
  context: root,
  entry: { main: path.join(root, 'apps/api/src/server.ts') },
  output: {
    path: outputDir,
    filename: '[name].js',
    module: true,
    chunkFormat: 'module',
    library: { type: 'module' },
    clean: true,
  },
  // __dirname in our sources (the migrations folder, the workspace root) is the bundle's own folder.
  node: { __dirname: 'node-module', __filename: 'node-module' },
  externalsType: 'module',
  externals: [
    ({ request }, callback) => {
      if (request && (request.startsWith('node:') || PACKAGE_IMPORT.test(request))) {
        return callback(undefined, request);
      }
      return callback();
    },
  ],
  externalsPresets: { node: true },
  devtool: 'source-map',
  // Readable stack traces in the logs; the size of a server bundle hardly matters.
  optimization: { minimize: false },
  resolve: {
    extensions: ['.ts', '.mjs', '.js', '.json'],
    tsConfig: path.join(root, 'tsconfig.base.json'),
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
    new rspack.CopyRspackPlugin({
      patterns: [
        { from: path.join(root, 'apps/api/src/db/migrations'), to: path.join(outputDir, 'migrations') },
      ],
    }),
    // `type: module` makes Node read main.js as the ES module it is.
    {
      apply(compiler: Compiler) {
        compiler.hooks.thisCompilation.tap('ApiPackageJson', (compilation) => {
          compilation.hooks.processAssets.tap('ApiPackageJson', () => {
            compilation.emitAsset(
              'package.json',
              new compiler.webpack.sources.RawSource(
                `${JSON.stringify({ name: '@sumaa/api-dist', private: true, type: 'module' }, null, 2)}\n`,
              ),
            );
          });
        });
      },
    },
  ],
  stats: 'errors-warnings',
};

export default config;
