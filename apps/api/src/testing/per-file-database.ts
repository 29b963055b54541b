// Jest setup of the API project (setupFilesAfterEnv): on PostgreSQL (DATABASE_URL), each test file gets a
// database of its own, cloned from the migrated template (migrated-template.ts), before its own hooks run.
// Files then share no rows, so they can run in parallel workers and count platform-wide figures safely.
// On PGlite nothing is needed: every test app already has its own in-memory database.
import { postgresDatabaseForTestFile } from './migrated-template';

const sharedServer = process.env.DATABASE_URL;
if (sharedServer) {
  beforeAll(async () => {
    // jest gives each test file its own process.env, so this stays within the file.
    process.env.DATABASE_URL = await postgresDatabaseForTestFile(
      sharedServer,
      expect.getState().testPath ?? '',
    );
  });
}
