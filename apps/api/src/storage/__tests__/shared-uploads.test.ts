// Uploaded images where several API processes share one PostgreSQL: a logo uploaded through one process is
// served by another with its own data folder (they used to 404 there). The database store itself is checked on
// every engine; the two processes need a server (DATABASE_URL).
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bearer, registerAccount } from '../../testing/factories';
import { TINY_PNG } from '../../testing/images';
import { multipartBody } from '../../testing/multipart';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { DatabaseAvatarStore } from '../database-avatar-store';
import { sharedSecretsFor } from '../../testing/shared-secrets';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the database avatar store', () => {
  it('keeps the re-encoded image under a fresh name, serves it and removes it', async () => {
    const store = new DatabaseAvatarStore(t.app.db, t.clock.now);
    const name = await store.save(TINY_PNG, 'png');
    expect(name).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(await store.read(name)).toMatchObject({ type: 'png' });
    expect(await store.read('../../etc/passwd')).toBeNull();
    await store.remove(name);
    expect(await store.read(name)).toBeNull();
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('uploads across API processes', () => {
  let otherDir: string;
  let other: FastifyInstance;
  beforeAll(async () => {
    otherDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-api-other-'));
    other = await buildApp({
      // Its own data folder, as another machine has; the same database and secrets' source.
      config: loadConfig({
        DATA_DIR: otherDir,
        DATABASE_URL: process.env.DATABASE_URL,
        ...sharedSecretsFor(process.env.DATABASE_URL),
        LOG_LEVEL: 'silent',
        JOBS_WORKER: 'off',
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

  it('serves a logo uploaded through one process from the other', async () => {
    const owner = await registerAccount(t.app);
    const upload = await multipartBody({
      logo: { content: TINY_PNG, filename: 'logo.png', contentType: 'image/png' },
    });
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/Businesses/${owner.businessId}/logo`,
      headers: { ...bearer(owner.token), ...upload.headers },
      payload: upload.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    const file = new URL(uploaded.json().model.logoUrl).pathname.split('/').pop()!;
    const served = await other.inject({ method: 'GET', url: `/api/files/avatars/${file}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
  });
});
