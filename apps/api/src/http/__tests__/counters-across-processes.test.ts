// Two API processes on one PostgreSQL, a client alternating between them as a load balancer sends it: the floor
// of every route, the lockout after failed sign-ins and the decoy lockout of an address without an account count
// once for both (they used to count per process: the first 429 came at twice the limit, and an unknown address
// answered differently from a real one). The counter stores themselves are checked on every engine.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { ENGLISH, registerAccount, signIn, uniqueEmail } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DatabaseCounterStore, MemoryCounterStore, type CounterStore } from '../counter-store';
import { sharedSecretsFor } from '../../testing/shared-secrets';

const LIMITS = {
  RATE_LIMIT_GLOBAL_PER_MINUTE: '6',
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_MAX: '3',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(LIMITS);
});
afterAll(async () => {
  await t.close();
});

describe.each([
  ['in memory', () => new MemoryCounterStore()],
  ['in the database', () => new DatabaseCounterStore(t.app.db)],
])('a counter store %s', (_name, makeStore: () => CounterStore) => {
  it('counts hits in a window that opens at the first, starts over once it closed, and forgets a cleared key', async () => {
    const store = makeStore();
    const key = `test:${uniqueEmail('counted')}`;
    expect(await store.read(key, 1_000)).toBeNull();
    expect(await store.hit(key, 60_000, 1_000)).toEqual({ count: 1, endsAt: 61_000 });
    expect(await store.hit(key, 60_000, 30_000)).toEqual({ count: 2, endsAt: 61_000 });
    expect(await store.read(key, 60_999)).toEqual({ count: 2, endsAt: 61_000 });
    expect(await store.read(key, 61_000)).toBeNull();
    expect(await store.hit(key, 60_000, 61_000)).toEqual({ count: 1, endsAt: 121_000 });
    await store.clear(key);
    expect(await store.read(key, 61_001)).toBeNull();
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('counters across API processes', () => {
  let otherDir: string;
  let other: FastifyInstance;
  beforeAll(async () => {
    otherDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-api-other-'));
    other = await buildApp({
      config: loadConfig({
        ...LIMITS,
        DATA_DIR: otherDir,
        DATABASE_URL: process.env.DATABASE_URL,
        ...sharedSecretsFor(process.env.DATABASE_URL),
        LOG_LEVEL: 'silent',
        JOBS_WORKER: 'off',
        SUMAA_DEV_OUTBOX: 'on',
        RATE_LIMIT_LOGIN_MAX: '1000',
        RATE_LIMIT_OTP_CONFIRM_MAX: '1000',
      }),
      database: t.app.db,
      now: t.clock.now,
      logger: false,
    });
  });
  afterAll(async () => {
    await other.close();
    await rm(otherDir, { recursive: true, force: true });
  });

  /** Request `index` goes to one process or the other, as a round-robin load balancer sends them. */
  const processFor = (index: number) => (index % 2 === 0 ? t.app : other);

  it('refuses the request past the floor, wherever it lands', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const response = await processFor(index).inject({
        method: 'GET',
        url: '/api/launch',
        remoteAddress: '203.0.113.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
  });

  it('locks an account after its failed sign-ins on either process, even for the right password', async () => {
    const owner = await registerAccount(t.app);
    const statuses: number[] = [];
    for (let index = 0; index < 3; index += 1) {
      statuses.push((await signIn(processFor(index), owner.email, 'Wrong-Passw0rd!')).statusCode);
    }
    statuses.push((await signIn(processFor(3), owner.email, owner.password)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('locks an address without an account after five wrong codes on either process, as a real one', async () => {
    const email = uniqueEmail('nobody');
    const statuses: number[] = [];
    for (let index = 0; index < 6; index += 1) {
      const response = await processFor(index).inject({
        method: 'POST',
        url: '/api/UsernameAuth/confirm-email-jwt',
        payload: { email, Otp: '000000' },
        headers: ENGLISH,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});
