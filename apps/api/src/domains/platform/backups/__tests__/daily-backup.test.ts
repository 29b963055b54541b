// The daily encrypted backup (issue 21): queued once a day however often it is asked, written encrypted into
// BACKUP_DIR (outside DATA_DIR), the newest BACKUP_KEEP kept, its last success and failure on the system page;
// restored into a fresh database through the restore route, and refused when altered or under another key.
// Without a key nothing is scheduled and the page says so. Real PGlite throughout.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { bearer, registerConfirmedAccount, signIn, uniqueEmail } from '../../../../testing/factories';
import { multipartBody } from '../../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { queueDailyBackup } from '../daily-backup-job';

const KEY = randomBytes(32).toString('base64');
// A super admin of its own per app: on PostgreSQL the apps of this file share one database.
const ADMIN_PASSWORD = 'Backup-admin-pass-1';
const admins = new Map<TestApp, string>();
const DAY_MS = 24 * 60 * 60 * 1000;
// Restoring switches PostgreSQL to a new database on the shared test server; this file checks the PGlite path.
const onPostgres = Boolean(process.env.DATABASE_URL);

let backupDir: string;
const apps: TestApp[] = [];

async function appWith(env: Record<string, string>): Promise<{ t: TestApp; admin: Record<string, string> }> {
  const email = uniqueEmail('backup-admin');
  const t = await createTestApp({ SUMAA_ADMIN_EMAIL: email, SUMAA_ADMIN_PASSWORD: ADMIN_PASSWORD, ...env });
  apps.push(t);
  admins.set(t, email);
  return { t, admin: await signInAdmin(t) };
}

async function signInAdmin(t: TestApp): Promise<Record<string, string>> {
  return bearer((await signIn(t.app, admins.get(t)!, ADMIN_PASSWORD)).json().model.token);
}

async function schedule(t: TestApp, admin: Record<string, string>) {
  const reply = await t.app.inject({ method: 'GET', url: '/api/system/backups', headers: admin });
  expect(reply.statusCode).toBe(200);
  return reply.json().model.schedule;
}

async function restore(t: TestApp, admin: Record<string, string>, content: Buffer, filename: string) {
  const body = await multipartBody({
    file: { content, filename, contentType: 'application/octet-stream' },
    confirmation: 'RESTORE',
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/system/restore',
    headers: { ...admin, ...body.headers, 'accept-language': 'en' },
    payload: body.payload,
  });
}

const usersNamed = async (t: TestApp, email: string) =>
  (await t.app.db.ownerTransaction((tx) => tx.query('SELECT id FROM users WHERE email = $1', [email])))
    .length;

beforeAll(async () => {
  backupDir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-daily-backups-'));
});

afterAll(async () => {
  for (const t of apps) await t.close();
  await rm(backupDir, { recursive: true, force: true });
});

(onPostgres ? describe.skip : describe)('the daily encrypted backup', () => {
  it('is written once a day, encrypted, restorable into a fresh database, and refused once altered', async () => {
    const { t, admin } = await appWith({
      BACKUP_ENCRYPTION_KEY: KEY,
      BACKUP_DIR: backupDir,
      BACKUP_KEEP: '2',
    });
    const kept = await registerConfirmedAccount(t.app);

    expect(await queueDailyBackup(t.app)).toBe(true);
    // A second process (or a restart) asking for the same day queues nothing.
    expect(await queueDailyBackup(t.app)).toBe(false);
    expect(await t.app.jobs.runUntilIdle()).toBe(1);

    const files = await readdir(backupDir);
    expect(files).toHaveLength(1);
    const encrypted = await readFile(path.join(backupDir, files[0]));
    expect(encrypted.subarray(0, 8).toString()).toBe('SUMAABK1');
    // Not a readable gzip: the dump never reaches the folder in the clear.
    expect(encrypted.subarray(0, 2).equals(Buffer.from([0x1f, 0x8b]))).toBe(false);
    const status = await schedule(t, admin);
    expect(status).toMatchObject({
      enabled: true,
      refusal: null,
      keep: 2,
      lastSuccess: { fileName: files[0], sizeBytes: encrypted.length },
      lastFailure: null,
    });

    // A fresh database that has never seen the account, with the same key: the restore brings it in.
    const fresh = await appWith({ BACKUP_ENCRYPTION_KEY: KEY });
    expect(await usersNamed(fresh.t, kept.email)).toBe(0);

    const tampered = Buffer.from(encrypted);
    tampered[Math.floor(tampered.length / 2)] ^= 0x01;
    const refused = await restore(fresh.t, fresh.admin, tampered, files[0]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      message: 'This backup file was altered or damaged; nothing was restored',
    });
    expect(await usersNamed(fresh.t, kept.email)).toBe(0);

    const restored = await restore(fresh.t, fresh.admin, encrypted, files[0]);
    expect(restored.statusCode).toBe(200);
    expect(await usersNamed(fresh.t, kept.email)).toBe(1);
    expect((await signIn(fresh.t.app, kept.email, kept.password)).statusCode).toBe(200);
  }, 120_000);

  it('keeps only the newest BACKUP_KEEP files, and leaves other files of the folder alone', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-daily-keep-'));
    await writeFile(path.join(dir, 'notes.txt'), 'not ours');
    const { t } = await appWith({ BACKUP_ENCRYPTION_KEY: KEY, BACKUP_DIR: dir, BACKUP_KEEP: '2' });
    for (let day = 0; day < 3; day += 1) {
      expect(await queueDailyBackup(t.app)).toBe(true);
      await t.app.jobs.runUntilIdle();
      t.clock.advance(DAY_MS);
    }
    const names = (await readdir(dir)).sort();
    expect(names.filter((name) => name.endsWith('.enc'))).toHaveLength(2);
    expect(names).toContain('notes.txt');
    await rm(dir, { recursive: true, force: true });
  }, 120_000);

  it('refuses a backup encrypted under another key', async () => {
    const [name] = (await readdir(backupDir)).filter((file) => file.endsWith('.enc'));
    const other = await appWith({ BACKUP_ENCRYPTION_KEY: randomBytes(32).toString('hex') });
    const reply = await restore(other.t, other.admin, await readFile(path.join(backupDir, name)), name);
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe('This backup was encrypted with another key; nothing was restored');
  }, 60_000);

  it('shows the last failure when the folder cannot be written', async () => {
    const notADirectory = path.join(backupDir, 'a-file');
    await writeFile(notADirectory, 'in the way');
    const { t } = await appWith({ BACKUP_ENCRYPTION_KEY: KEY, BACKUP_DIR: notADirectory });
    expect(await queueDailyBackup(t.app)).toBe(true);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await t.app.jobs.runUntilIdle();
      t.clock.advance(60 * 60 * 1000);
    }
    // Signed in again: hours have passed on the app's clock.
    const admin = await signInAdmin(t);
    const status = await schedule(t, admin);
    expect(status.lastSuccess).toBeNull();
    expect(status.lastFailure).toMatchObject({
      at: expect.any(String),
      error: expect.stringMatching(/E(EXIST|NOTDIR)/),
    });
  }, 60_000);
});

// The same file format and restore path on a PostgreSQL server: pg_dump's output streamed through the cipher, and
// a restore into a new database on the server (system/backups.ts). Files share the test server's database, so
// the data changed after the backup is what must go away.
(onPostgres ? describe : describe.skip)('the daily encrypted backup on PostgreSQL', () => {
  let restoredDatabase: string | null = null;
  afterAll(async () => {
    if (!restoredDatabase || !process.env.DATABASE_URL) return;
    for (const t of apps.splice(0)) await t.close();
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(restoredDatabase)}`);
    await client.end();
  });

  it('streams pg_dump through the cipher, and the restore brings back the data of that moment', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-daily-pg-'));
    const { t } = await appWith({ BACKUP_ENCRYPTION_KEY: KEY, BACKUP_DIR: dir });
    const before = await registerConfirmedAccount(t.app);
    // Another file may have queued today's run on the shared database; a later day is this file's own.
    t.clock.advance(400 * DAY_MS);
    expect(await queueDailyBackup(t.app)).toBe(true);
    await t.app.jobs.runUntilIdle();
    const [name] = (await readdir(dir)).filter((file) => file.startsWith('sumaa-daily-postgres-'));
    expect(name).toBeDefined();
    const encrypted = await readFile(path.join(dir, name));
    expect(encrypted.subarray(0, 8).toString()).toBe('SUMAABK1');
    expect(encrypted.includes(Buffer.from('PGDMP'))).toBe(false);

    const after = await registerConfirmedAccount(t.app);
    const signedIn = await signInAdmin(t);
    const restored = await restore(t, signedIn, encrypted, name);
    expect(restored.statusCode).toBe(200);
    restoredDatabase = restored.json().model.database;
    expect(await usersNamed(t, before.email)).toBe(1);
    expect(await usersNamed(t, after.email)).toBe(0);
    await rm(dir, { recursive: true, force: true });
  }, 180_000);
});

describe('without BACKUP_ENCRYPTION_KEY', () => {
  it('schedules nothing, writes nothing, and the system page says why', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-daily-nokey-'));
    const { t, admin } = await appWith({ BACKUP_DIR: dir });
    expect(await queueDailyBackup(t.app)).toBe(false);
    await t.app.jobs.runUntilIdle();
    expect(await readdir(dir)).toEqual([]);
    expect(await schedule(t, admin)).toMatchObject({
      enabled: false,
      refusal: 'noKey',
      // On PostgreSQL the database is shared with the other apps of this file, whose backups ran.
      ...(onPostgres ? {} : { lastSuccess: null }),
    });
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('refuses to start with BACKUP_DIR inside DATA_DIR', async () => {
    await expect(
      createTestApp({
        BACKUP_ENCRYPTION_KEY: KEY,
        BACKUP_DIR: path.join(os.tmpdir(), 'x'),
        DATA_DIR: os.tmpdir(),
      }),
    ).rejects.toThrow(/BACKUP_DIR: must be outside DATA_DIR/);
  });
});
