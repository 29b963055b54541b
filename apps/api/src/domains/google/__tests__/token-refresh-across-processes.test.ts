// Two API processes on one PostgreSQL need a business's Google token renewed at the same moment: Google sees one
// refresh, and both go on with the token it gave (an advisory lock in a transaction, pgbouncer-safe). PGlite is
// one process's database (embedded-database-lock.ts), so this runs on PostgreSQL only.
import type { FastifyInstance } from 'fastify';
import { googleClientFor } from '..';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { STANDIN_USERS, startStandinTestBed, type StandinTestBed } from './support/standin';
import { connectedOwner, tokenEndpointCalls } from './support/standin-connection';
import { sharedSecretsFor } from '../../../testing/shared-secrets';

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

let bed: StandinTestBed;
let other: FastifyInstance;
beforeAll(async () => {
  bed = await startStandinTestBed();
  // Another process: its own configuration (so its own in-process refresh coalescing), the same database,
  // clock and secrets (DATA_DIR holds the token key, as every process of a deployment shares it).
  other = await buildApp({
    config: loadConfig({
      DATA_DIR: bed.t.dataDir,
      DATABASE_URL: process.env.DATABASE_URL,
      ...sharedSecretsFor(process.env.DATABASE_URL),
      LOG_LEVEL: 'silent',
      JOBS_WORKER: 'off',
      GOOGLE_STANDIN_URL: bed.standin.url,
    }),
    database: bed.t.app.db,
    now: bed.t.clock.now,
    logger: false,
  });
});
afterAll(async () => {
  await other?.close();
  await bed.close();
});

onPostgres('the Google token refresh across API processes', () => {
  it('runs once when two processes need it at once, and both use the renewed token', async () => {
    const { owner } = await connectedOwner(bed, STANDIN_USERS.cafeOwner);
    bed.t.clock.advance(3600_000); // the stored access token has expired
    // A slow token endpoint, so both processes really overlap.
    bed.standin.setFaults({ delayMs: { ms: 300 }, includeTokenEndpoint: true });
    const before = tokenEndpointCalls(bed);
    const [here, there] = await Promise.all([
      googleClientFor(bed.t.app, owner.businessId),
      googleClientFor(other, owner.businessId),
    ]);
    const listed = await Promise.all([here.listAccounts(), there.listAccounts(), here.listAccounts()]);
    bed.standin.clearFaults();
    expect(tokenEndpointCalls(bed)).toBe(before + 1);
    for (const accounts of listed) expect(accounts.length).toBeGreaterThan(0);
  });
});
