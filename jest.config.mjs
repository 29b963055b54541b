// Root config: runs every project's tests (npm run test:unit); each project also runs alone via nx.
export default {
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/i18n',
    '<rootDir>/libs/ui',
    '<rootDir>/libs/api-client',
    '<rootDir>/apps/shell',
    '<rootDir>/apps/public-site',
    '<rootDir>/apps/business',
    '<rootDir>/apps/onboarding',
    '<rootDir>/apps/admin',
    '<rootDir>/apps/api',
  ],
};
