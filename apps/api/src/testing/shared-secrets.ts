// What every API process on one PostgreSQL must share (config.ts refuses DATABASE_URL without them): fixed values
// for the tests, which start several processes on the suite's server. On PGlite they are left out, so the
// embedded default still generates its own into DATA_DIR, as a newcomer's start does.
export const TEST_JWT_SECRET = 'sumaa-tests-signing-secret-0123456789abcdef';
export const TEST_GOOGLE_TOKEN_ENCRYPTION_KEY = '5a'.repeat(32);

/** The secrets to add to a test process's environment: set on PostgreSQL, none on PGlite. */
export function sharedSecretsFor(databaseUrl: string | undefined): Record<string, string> {
  return databaseUrl
    ? { JWT_SECRET: TEST_JWT_SECRET, GOOGLE_TOKEN_ENCRYPTION_KEY: TEST_GOOGLE_TOKEN_ENCRYPTION_KEY }
    : {};
}
