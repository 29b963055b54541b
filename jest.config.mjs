// Root config: runs every project's tests (npm run test:unit); each project also runs alone via nx.
export default {
  // A global option (ignored inside a project's config): API test files boot an embedded PostgreSQL each,
  // which takes seconds on a busy 2-core machine.
  testTimeout: 60_000,
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
    '<rootDir>/tools/start',
    '<rootDir>/tools/eslint',
    '<rootDir>/tools/google-standin',
    '<rootDir>/tools/moyasar-standin',
  ],
};
