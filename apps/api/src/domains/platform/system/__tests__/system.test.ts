// The system page's API (issue 13): real checks with their thresholds and time bounds, the redacted log ring,
// and backup → change → restore on the database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL).
import { execFileSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SystemCheck, SystemOverview } from '@sumaa/contracts';
import pg from 'pg';
import { bearer, registerConfirmedAccount, signIn, uniqueEmail } from '../../../../testing/factories';
import { captureLogs } from '../../../../testing/log-capture';
import { multipartBody } from '../../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { LogRing } from '../log-ring';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../app';
import { loadConfig } from '../../../../config';
import { PostgresDatabase } from '../../../../db/postgres-database';
import { sharedSecretsFor } from '../../../../testing/shared-secrets';
import { DATABASE_MOVE_CHECK_MS } from '../database-moves';

const ADMIN = { email: uniqueEmail('system-admin'), password: 'System-admin-pass-1' };
const MANIFEST = {
  id: 'admin',
  name: 'admin',
  metaData: { buildInfo: { buildVersion: '1.2.3', buildName: '@sumaa/admin' } },
};

let server: http.Server;
let base = '';
let t: TestApp;
let admin: Record<string, string>;
const logs = captureLogs();

function hasPgDump(): boolean {
  try {
    execFileSync('pg_dump', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
const onPostgres = Boolean(process.env.DATABASE_URL);

beforeAll(async () => {
  // One stand-in for every outside service: Google, the payment provider and two micro-frontends (one broken).
  server = http.createServer((request, response) => {
    if (request.url === '/admin/mf-manifest.json') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(MANIFEST));
    } else if (request.url?.startsWith('/missing/')) {
      response.writeHead(404).end('Not found');
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.env.REMOTE_MANIFEST_URLS = `admin=${base}/admin/mf-manifest.json`;
  process.env.SYSTEM_CHECK_CACHE_MS = '0';
  process.env.SYSTEM_CHECK_TIMEOUT_MS = '1500';
  process.env.SYSTEM_LOG_RING_SIZE = '500';
  t = await createTestApp(
    {
      SUMAA_ADMIN_EMAIL: ADMIN.email,
      SUMAA_ADMIN_PASSWORD: ADMIN.password,
      GOOGLE_STANDIN_URL: base,
      MOYASAR_API_URL: `${base}/v1`,
      MOYASAR_SECRET_KEY: 'sk_test_system',
    },
    { logger: { level: 'info', stream: logs.stream } },
  );
  admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
}, 60_000);

afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.REMOTE_MANIFEST_URLS;
});

async function overview(): Promise<SystemOverview> {
  const reply = await t.app.inject({ method: 'GET', url: '/api/system/overview', headers: admin });
  expect(reply.statusCode).toBe(200);
  return reply.json().model;
}
const row = (model: SystemOverview, id: string): SystemCheck => {
  const found = model.checks.find((check) => check.id === id);
  if (!found) throw new Error(`no row ${id} in ${JSON.stringify(model.checks)}`);
  return found;
};

describe('GET /api/system/overview', () => {
  it('checks every service for real: all healthy on a working app, with their figures', async () => {
    const model = await overview();
    // On the shared PostgreSQL test database the queue holds other files' jobs (some failed on purpose), so
    // there the jobs row is read as it is; on a fresh database it is healthy with nothing waiting or failed.
    const jobs = row(model, 'jobs');
    expect(model.checks.map((check) => [check.id, check.status, check.problem])).toEqual([
      ['database', 'healthy', null],
      onPostgres ? ['jobs', jobs.status, jobs.problem] : ['jobs', 'healthy', null],
      ['mail', 'healthy', null],
      ['google', 'healthy', null],
      ['payments', 'healthy', null],
      ['remote:admin', 'healthy', null],
    ]);
    expect(model.status).toBe(onPostgres ? jobs.status : 'healthy');
    expect(row(model, 'database').figures).toMatchObject({ engine: onPostgres ? 'postgres' : 'pglite' });
    expect(Number(row(model, 'database').figures.sizeBytes)).toBeGreaterThan(0);
    if (!onPostgres) {
      expect(jobs.figures).toMatchObject({ backlog: 0, failedLastHour: 0, oldestWaitingSeconds: null });
    }
    expect(row(model, 'mail').figures).toMatchObject({ transport: 'outbox' });
    expect(row(model, 'remote:admin').figures).toMatchObject({ httpStatus: 200, buildVersion: '1.2.3' });
    expect(model.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('is refused to a business owner', async () => {
    const owner = await registerConfirmedAccount(t.app);
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/system/overview',
      headers: bearer(owner.token),
    });
    expect(reply.statusCode).toBe(403);
  });

  it('shows a manifest that cannot be fetched as an error row, and the overall status follows', async () => {
    process.env.REMOTE_MANIFEST_URLS = `admin=${base}/admin/mf-manifest.json,business=${base}/missing/mf-manifest.json,onboarding=http://127.0.0.1:9/mf-manifest.json`;
    const other = await createTestApp({
      GOOGLE_STANDIN_URL: base,
      MOYASAR_API_URL: `${base}/v1`,
      MOYASAR_SECRET_KEY: 'sk_x',
      SUMAA_ADMIN_EMAIL: ADMIN.email,
      SUMAA_ADMIN_PASSWORD: ADMIN.password,
    });
    try {
      const token = bearer((await signIn(other.app, ADMIN.email, ADMIN.password)).json().model.token);
      const model: SystemOverview = (
        await other.app.inject({ method: 'GET', url: '/api/system/overview', headers: token })
      ).json().model;
      expect(row(model, 'remote:admin').status).toBe('healthy');
      expect(row(model, 'remote:business')).toMatchObject({ status: 'error', problem: 'httpError' });
      expect(row(model, 'remote:onboarding')).toMatchObject({ status: 'error', problem: 'unreachable' });
      expect(model.status).toBe('error');
    } finally {
      await other.close();
      process.env.REMOTE_MANIFEST_URLS = `admin=${base}/admin/mf-manifest.json`;
    }
  }, 60_000);

  it('shows the database as error when it fails, and when it hangs still answers within the bound', async () => {
    // The database's own check (its ping and size), broken; sign-in checks still reach the real one.
    const real = t.app.db.query.bind(t.app.db);
    const isCheck = (text: string) => text === 'SELECT 1' || text.includes('pg_database_size');
    const failing = jest
      .spyOn(t.app.db, 'query')
      .mockImplementation(((text: string, parameters?: never) =>
        isCheck(text)
          ? Promise.reject(new Error('connection terminated'))
          : real(text, parameters)) as never);
    try {
      const model = await overview();
      expect(row(model, 'database')).toMatchObject({ status: 'error', problem: 'queryFailed' });
      expect(model.status).toBe('error');
    } finally {
      failing.mockRestore();
    }
    const hanging = jest
      .spyOn(t.app.db, 'query')
      .mockImplementation(((text: string, parameters?: never) =>
        isCheck(text) ? new Promise(() => undefined) : real(text, parameters)) as never);
    try {
      const started = Date.now();
      const model = await overview();
      expect(Date.now() - started).toBeLessThan(5000);
      expect(row(model, 'database')).toMatchObject({ status: 'error', problem: 'timeout' });
    } finally {
      hanging.mockRestore();
    }
    expect(row(await overview(), 'database').status).toBe('healthy');
  });
});

describe('GET /api/system/logs', () => {
  it('serves the recent lines from the ring, filtered and searched, with secrets redacted', async () => {
    t.app.log.info(
      { password: 'hunter2-Secret', token: 'tok-SECRET-1', nested: { refreshToken: 'rt-SECRET-2' } },
      'signing in with code=481516',
    );
    t.app.log.warn('slow Google answer Bearer abc.SECRET.def');
    t.app.log.error({ err: new Error('boom') }, 'sync failed');
    await t.app.inject({ method: 'GET', url: '/api/launch?code=934711&state=SECRETSTATE' });

    const all = await t.app.inject({ method: 'GET', url: '/api/system/logs?limit=500', headers: admin });
    expect(all.statusCode).toBe(200);
    // Each process keeps its own ring: the page is told which one answered.
    expect(all.json().model.process).toEqual({
      name: `${os.hostname()}:${process.pid}`,
      startedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const text = all.body;
    for (const secret of [
      'hunter2-Secret',
      'tok-SECRET-1',
      'rt-SECRET-2',
      '481516',
      'abc.SECRET.def',
      '934711',
      'SECRETSTATE',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('signing in with code=[redacted]');
    // stdout got the lines as well.
    expect(logs.lines.some((line) => line.includes('sync failed'))).toBe(true);

    const errors = (
      await t.app.inject({ method: 'GET', url: '/api/system/logs?level=error', headers: admin })
    ).json().model;
    expect(errors.items.length).toBeGreaterThan(0);
    expect(errors.items.every((line: { level: string }) => line.level === 'error')).toBe(true);
    const searched = (
      await t.app.inject({ method: 'GET', url: '/api/system/logs?search=SLOW%20google', headers: admin })
    ).json().model;
    expect(searched.items.map((line: { message: string }) => line.message)).toEqual([
      'slow Google answer Bearer [redacted]',
    ]);
  });

  it('keeps at most its capacity, newest first', () => {
    const ring = new LogRing(10);
    for (let i = 0; i < 25; i++)
      ring.write(`${JSON.stringify({ level: 30, time: Date.now(), msg: `line ${i}` })}\n`);
    ring.write(`${JSON.stringify({ level: 20, msg: 'debug is not kept' })}\n`);
    expect(ring.size).toBe(10);
    expect(ring.read({ level: 'info', limit: 3 }).map((line) => line.message)).toEqual([
      'line 24',
      'line 23',
      'line 22',
    ]);
  });
});

// Before the restore's block: on PostgreSQL its afterAll closes the app to drop the restored database.
describe('GET /api/system/version', () => {
  it('names the running build and what each remote reports', async () => {
    const model = (await t.app.inject({ method: 'GET', url: '/api/system/version', headers: admin })).json()
      .model;
    expect(model.version).toEqual(expect.any(String));
    expect(model.remotes).toEqual([
      expect.objectContaining({
        name: 'admin',
        reachable: true,
        buildVersion: '1.2.3',
        buildName: '@sumaa/admin',
      }),
    ]);
  });
});

const restoreSkip = onPostgres && !hasPgDump();
(restoreSkip ? describe.skip : describe)(
  `backup and restore on ${onPostgres ? 'PostgreSQL' : 'PGlite'}${restoreSkip ? ' (skipped: pg_dump is not installed)' : ''}`,
  () => {
    let restoredDatabase: string | null = null;
    // On PostgreSQL, a second API process on the same database (its own pool and DATA_DIR), as behind a load
    // balancer: a restore run through the first must move it too.
    let otherDir = '';
    let other: FastifyInstance | null = null;
    let originalUrl = '';
    const otherProcess = async (databaseUrl: string) => {
      otherDir = otherDir || (await mkdtemp(path.join(os.tmpdir(), 'sumaa-api-other-')));
      return buildApp({
        config: loadConfig({
          DATA_DIR: await mkdtemp(path.join(otherDir, 'process-')),
          DATABASE_URL: databaseUrl,
          ...sharedSecretsFor(databaseUrl),
          LOG_LEVEL: 'silent',
          JOBS_WORKER: 'off',
        }),
        now: t.clock.now,
        logger: false,
      });
    };
    beforeAll(async () => {
      if (!(t.app.db instanceof PostgresDatabase)) return;
      originalUrl = t.app.db.currentConnectionString();
      other = await otherProcess(originalUrl);
    });
    afterAll(async () => {
      await other?.close();
      if (otherDir) await rm(otherDir, { recursive: true, force: true });
      if (!restoredDatabase || !process.env.DATABASE_URL) return;
      await t.close();
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(restoredDatabase)}`);
      await client.end();
    });

    const usersNamed = async (email: string) =>
      (await t.app.db.ownerTransaction((tx) => tx.query('SELECT id FROM users WHERE email = $1', [email])))
        .length;

    it('a backup taken, data changed, and the backup restored brings the data back; each step audited', async () => {
      const before = await registerConfirmedAccount(t.app);
      const made = await t.app.inject({ method: 'POST', url: '/api/system/backups', headers: admin });
      expect(made.statusCode).toBe(201);
      const backup = made.json().model;
      expect(backup.sizeBytes).toBeGreaterThan(0);

      const listed = (
        await t.app.inject({ method: 'GET', url: '/api/system/backups', headers: admin })
      ).json().model;
      expect(listed.items[0]).toMatchObject({ id: backup.id, sizeBytes: backup.sizeBytes });

      const download = await t.app.inject({
        method: 'GET',
        url: `/api/system/backups/${backup.id}/download`,
        headers: admin,
      });
      expect(download.statusCode).toBe(200);
      expect(download.rawPayload.length).toBe(backup.sizeBytes);

      const after = await registerConfirmedAccount(t.app);
      expect(await usersNamed(after.email)).toBe(1);

      const file = {
        content: download.rawPayload,
        filename: backup.id,
        contentType: 'application/octet-stream',
      };
      const wrongWord = await multipartBody({ file, confirmation: 'restore please' });
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/system/restore',
        headers: { ...admin, ...wrongWord.headers },
        payload: wrongWord.payload,
      });
      expect(refused.statusCode).toBe(400);

      const garbage = await multipartBody({
        file: { ...file, content: Buffer.from('not a backup at all') },
        confirmation: 'RESTORE',
      });
      const invalid = await t.app.inject({
        method: 'POST',
        url: '/api/system/restore',
        headers: { ...admin, ...garbage.headers },
        payload: garbage.payload,
      });
      expect(invalid.statusCode).toBe(400);
      expect(await usersNamed(after.email)).toBe(1);

      const body = await multipartBody({ file, confirmation: 'RESTORE' });
      const restored = await t.app.inject({
        method: 'POST',
        url: '/api/system/restore',
        headers: { ...admin, ...body.headers },
        payload: body.payload,
      });
      expect(restored.statusCode).toBe(200);
      restoredDatabase = restored.json().model.database;

      expect(await usersNamed(after.email)).toBe(0);
      expect(await usersNamed(before.email)).toBe(1);
      // The app goes on working on the restored database.
      expect(row(await overview(), 'database').status).toBe('healthy');
      const signedIn = await signIn(t.app, before.email, before.password);
      expect(signedIn.statusCode).toBe(200);

      const actions = await t.app.db.ownerTransaction((tx) =>
        tx.query<{ action: string }>(
          `SELECT action FROM platform_audit_log WHERE action LIKE 'system.%' ORDER BY id`,
        ),
      );
      expect(actions.map((entry) => entry.action)).toEqual(expect.arrayContaining(['system.restore']));

      if (!other || !(t.app.db instanceof PostgresDatabase)) return;
      // The other process follows within its next look, and a process started later with the old
      // DATABASE_URL starts on the restored database (its migrations run there too).
      const usersNamedOn = async (app: FastifyInstance, email: string) =>
        (await app.db.ownerTransaction((tx) => tx.query('SELECT id FROM users WHERE email = $1', [email])))
          .length;
      const deadline = Date.now() + DATABASE_MOVE_CHECK_MS * 3;
      while ((await usersNamedOn(other, after.email)) > 0 && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 250));
      expect(await usersNamedOn(other, after.email)).toBe(0);
      expect(await usersNamedOn(other, before.email)).toBe(1);
      expect((await signIn(other, before.email, before.password)).statusCode).toBe(200);

      const later = await otherProcess(originalUrl);
      try {
        expect((later.db as PostgresDatabase).currentConnectionString()).toContain(`/${restoredDatabase}`);
        expect(await usersNamedOn(later, after.email)).toBe(0);
      } finally {
        await later.close();
      }
    }, 120_000);
  },
);
