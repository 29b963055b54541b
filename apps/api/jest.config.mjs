import { projectConfig } from '../../jest.preset.mjs';

const base = projectConfig('api', import.meta.dirname, 'node');
const [swcPattern, swcTransform] = Object.entries(base.transform)[0];

export default {
  ...base,
  transform: {
    [swcPattern]: swcTransform,
    // PGlite's CommonJS build loads its WASM with `await import('fs/promises')`, which jest's module
    // sandbox only allows behind --experimental-vm-modules; swc rewrites those imports to require().
    '^.+/@electric-sql/pglite/dist/.+\\.cjs$': swcTransform,
  },
  // jose and cookie (ESM only, cookie via light-my-request) and PGlite (see above) go through swc like our own code.
  transformIgnorePatterns: ['/node_modules/(?!(ky|jose|cookie|@electric-sql/pglite)/)'],
  // Each test file boots its own embedded PostgreSQL (PGlite, a few seconds on a busy machine).
  testTimeout: 60_000,
  // On PostgreSQL, a database of each file's own, cloned from the migrated template.
  setupFilesAfterEnv: ['<rootDir>/src/testing/per-file-database.ts'],
};
