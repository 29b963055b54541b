// Root config: runs every project's tests (npm run test:unit); each project also runs alone via nx.
import os from 'node:os';

export default {
  // A global option (ignored inside a project's config): API test files boot an embedded PostgreSQL each,
  // which takes seconds on a busy 2-core machine.
  testTimeout: 60_000,
  // On purpose, not jest's default (one fewer than the cores, which on the 2-core CI machine means a single
  // process running every file in turn): one worker per core. The main process only schedules and reports.
  // JEST_MAX_WORKERS overrides (jest's own --maxWorkers too).
  maxWorkers: Number(process.env.JEST_MAX_WORKERS ?? Math.max(2, os.availableParallelism())),
  // A worker that has grown past this (PGlite instances, jsdom windows) is replaced between files.
  workerIdleMemoryLimit: '1.5GB',
  // The slowest files and tests after every run (tools/jest/slowest-reporter.mjs).
  reporters: ['default', '<rootDir>/tools/jest/slowest-reporter.mjs'],
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/i18n',
    '<rootDir>/libs/ui',
    '<rootDir>/libs/api-client',
    '<rootDir>/libs/app-kit',
    '<rootDir>/apps/shell',
    '<rootDir>/apps/public-site',
    '<rootDir>/apps/business',
    '<rootDir>/apps/onboarding',
    '<rootDir>/apps/admin',
    '<rootDir>/apps/api',
    '<rootDir>/tools/jest',
    '<rootDir>/tools/e2e',
    '<rootDir>/tools/start',
    '<rootDir>/tools/eslint',
    '<rootDir>/tools/google-standin',
    '<rootDir>/tools/moyasar-standin',
    '<rootDir>/tools/whatsapp-standin',
    '<rootDir>/tools/sms-standin',
    '<rootDir>/tools/ai-standin',
  ],
};
