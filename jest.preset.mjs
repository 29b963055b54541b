// One jest setup for every project: swc for speed, workspace paths from tsconfig.base.json,
// jsdom for browser code and node for the API. ESM-only packages (ky) are let through swc.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = import.meta.dirname;
const base = JSON.parse(readFileSync(path.join(root, 'tsconfig.base.json'), 'utf8'));
const moduleNameMapper = Object.fromEntries(
  Object.entries(base.compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias}$`,
    path.join(root, target),
  ]),
);

const ENVIRONMENTS = {
  node: 'node',
  jsdom: 'jsdom',
  // jsdom with Node's fetch family, for code that talks to the API through ky (see the file's header).
  'jsdom-fetch': path.join(root, 'tools/jest/jsdom-with-node-fetch.mjs'),
};

/** environment: 'node' (API), 'jsdom' (components), 'jsdom-fetch' (components that call the API client). */
export function projectConfig(name, dir, environment) {
  return {
    displayName: name,
    rootDir: dir,
    testEnvironment: ENVIRONMENTS[environment],
    testMatch: ['<rootDir>/src/**/__tests__/**/*.test.ts?(x)'],
    transform: {
      '^.+\\.(t|j|mj)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(ky)/)'],
    moduleNameMapper: {
      ...moduleNameMapper,
      '\\.(css|woff2?|png|jpe?g|svg)$': path.join(root, 'tools/jest/file-stub.cjs'),
    },
    setupFilesAfterEnv: environment === 'node' ? [] : [path.join(root, 'tools/jest/setup-dom.ts')],
  };
}
