// The app under test, built exactly as in production from environment-style settings. With
// DATABASE_URL set (tools/ci/api-tests-postgres.sh) it runs on that PostgreSQL server, in a database of the test
// file's own (per-file-database.ts); otherwise on a fresh in-memory PGlite per app, loaded already migrated
// (migrated-template.ts). No part of our own code is replaced.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { sharedSecretsFor } from './shared-secrets';
import type { Database } from '../db/database';
import { openMigratedPglite } from './migrated-template';
import { registerTestClock } from './super-admin';
import { TestClock } from './test-clock';

/** Limits high enough that only the rate-limit tests, which lower them, ever meet them. */
const UNLIMITED = '1000000';

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    extraRoutes?: FastifyPluginAsync;
    /** Silent unless a test wants to read the log (e.g. `{ level: 'warn', stream }`). */
    logger?: FastifyServerOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL,
    ...sharedSecretsFor(env.DATABASE_URL ?? process.env.DATABASE_URL),
    PUBLIC_APP_URL: 'http://app.sumaa.test',
    LOG_LEVEL: 'silent',
    // Tests run jobs by hand (app.jobs.runUntilIdle()), so nothing happens behind their back.
    JOBS_WORKER: 'off',
    // Tests read codes and links from GET /dev/outbox, as the e2e run and the zero-setup start do.
    SUMAA_DEV_OUTBOX: 'on',
    // The webhook and SMTP tests aim at receivers on 127.0.0.1 (the production default refuses them).
    OUTBOUND_ALLOW_PRIVATE_NETWORK: 'on',
    RATE_LIMIT_GLOBAL_PER_MINUTE: UNLIMITED,
    RATE_LIMIT_LOGIN_MAX: UNLIMITED,
    RATE_LIMIT_OTP_MAX: UNLIMITED,
    RATE_LIMIT_OTP_CONFIRM_MAX: UNLIMITED,
    RATE_LIMIT_PASSWORD_RESET_MAX: UNLIMITED,
    RATE_LIMIT_REGISTER_MAX: UNLIMITED,
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_MAX: UNLIMITED,
    RATE_LIMIT_OTP_PER_EMAIL_DAILY_MAX: UNLIMITED,
    RATE_LIMIT_OTP_CONFIRM_PER_EMAIL_DAILY_MAX: UNLIMITED,
    RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_DAILY_MAX: UNLIMITED,
    RATE_LIMIT_OTP_FAILURES_PER_DAY: UNLIMITED,
    RATE_LIMIT_COMPETITOR_SEARCH_PER_MINUTE: UNLIMITED,
    ...env,
  });
  const clock = new TestClock();
  const database: Database | undefined = config.databaseUrl ? undefined : await openMigratedPglite();
  const app = await buildApp({
    config,
    database,
    now: clock.now,
    logger: options.logger ?? false,
    extraRoutes: options.extraRoutes,
  });
  // The super admin's sign-in helper may move it by a 30-second step (testing/super-admin.ts).
  registerTestClock(app, clock);
  return {
    app,
    clock,
    dataDir,
    async close() {
      await app.close();
      await database?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
