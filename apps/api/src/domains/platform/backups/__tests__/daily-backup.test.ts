// The daily encrypted backup (issue 21): queued once a day however often it is asked, written encrypted into
// BACKUP_DIR (outside DATA_DIR), the newest BACKUP_KEEP kept, its last success and failure on the system page;
// restored into a fresh database through the restore route, and refused when altered or under another key.
// Without a key nothing is scheduled and the page says so. Real PGlite throughout.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bearer, registerConfirmedAccount, signIn, uniqueEmail } from '../../../../testing/factories';
import { multipartBody } from '../../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { queueDailyBackup } from '../daily-backup-job';

const KEY = randomBytes(32).toString('base64');
const ADMIN = { email: uniqueEmail('backup-admin'), password: 'Backup-admin-pass-1' };
const DAY_MS = 24 * 60 * 60 * 1000;
// Restoring switches PostgreSQL to a new database on the shared test server; this file checks the PGlite path.
const onPostgres = Boolean(process.env.DATABASE_URL);

let backupDir: string;
const apps: TestApp[] = [];

async function appWith(env: Record<string, string>): Promise<{ t: TestApp; admin: Record<string, string> }> {
  const t = await createTestApp({
    SUMAA_ADMIN_EMAIL: ADMIN.email,
    SUMAA_ADMIN_PASSWORD: ADMIN.password,
    ...env,
  });
  apps.push(t);
  const admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
  return { t, admin };
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
    const admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
    const status = await schedule(t, admin);
    expect(status.lastSuccess).toBeNull();
    expect(status.lastFailure).toMatchObject({
      at: expect.any(String),
      error: expect.stringMatching(/E(EXIST|NOTDIR)/),
    });
  }, 60_000);
});

describe('without BACKUP_ENCRYPTION_KEY', () => {
  it('schedules nothing, writes nothing, and the system page says why', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'sumaa-daily-nokey-'));
    const { t, admin } = await appWith({ BACKUP_DIR: dir });
    expect(await queueDailyBackup(t.app)).toBe(false);
    await t.app.jobs.runUntilIdle();
    expect(await readdir(dir)).toEqual([]);
    expect(await schedule(t, admin)).toMatchObject({ enabled: false, refusal: 'noKey', lastSuccess: null });
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
