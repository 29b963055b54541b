// Writes one encrypted backup into BACKUP_DIR and keeps the newest BACKUP_KEEP of them. The dump goes straight
// through the cipher into a `.partial` file (0600) that is renamed once complete: no plain copy ever reaches a
// disk, and a half-written file never looks like a backup. Same engines as the on-demand backup (system/backups):
// PGlite's data-directory dump, or `pg_dump --format=custom` streamed from its standard output.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Database } from '../../../db/database';
import { PgliteDatabase } from '../../../db/pglite-database';
import { PostgresDatabase } from '../../../db/postgres-database';
import { libpqEnvironment } from '../system/backups';
import { encryptingStream } from './backup-cipher';

const DAILY_BACKUP_NAME = /^sumaa-daily-(pglite|postgres)-\d{8}T\d{6}Z-[a-f0-9]{6}\.(tar\.gz|dump)\.enc$/;

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The dump as a stream, and a promise that rejects if the tool producing it failed. */
async function dumpOf(
  db: Database,
): Promise<{ engine: 'pglite' | 'postgres'; stream: Readable; done: Promise<void> }> {
  if (db instanceof PgliteDatabase) {
    const dump = Buffer.from(await (await db.dumpDataDir()).arrayBuffer());
    return { engine: 'pglite', stream: Readable.from([dump]), done: Promise.resolve() };
  }
  if (db instanceof PostgresDatabase) {
    const child = spawn('pg_dump', ['--format=custom', '--no-password'], {
      env: libpqEnvironment(db.currentConnectionString()),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const done = new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0
          ? resolve()
          : reject(new Error(`pg_dump exited with ${code}: ${stderr.trim().slice(-400)}`)),
      );
    });
    return { engine: 'postgres', stream: child.stdout, done };
  }
  throw new Error('this database cannot be backed up');
}

export interface WrittenBackup {
  fileName: string;
  sizeBytes: number;
}

export async function writeEncryptedBackup(
  db: Database,
  target: { key: Buffer; dir: string; keep: number },
  now: Date,
): Promise<WrittenBackup> {
  await mkdir(target.dir, { recursive: true, mode: 0o700 });
  const { engine, stream, done } = await dumpOf(db);
  const fileName = `sumaa-daily-${engine}-${stamp(now)}-${randomBytes(3).toString('hex')}.${engine === 'pglite' ? 'tar.gz' : 'dump'}.enc`;
  const file = path.join(target.dir, fileName);
  const partial = `${file}.partial`;
  try {
    await Promise.all([
      pipeline(stream, encryptingStream(target.key), createWriteStream(partial, { mode: 0o600 })),
      done,
    ]);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await pruneDailyBackups(target.dir, target.keep);
  return { fileName, sizeBytes: (await stat(file)).size };
}

/** Deletes all but the newest `keep` daily backups; other files in the folder (a shared mount) are left alone. */
export async function pruneDailyBackups(dir: string, keep: number): Promise<void> {
  const names = (await readdir(dir)).filter((name) => DAILY_BACKUP_NAME.test(name));
  // The name carries the UTC time after the engine; sort on it, newest first.
  const newestFirst = names.sort((a, b) => b.split('-')[3].localeCompare(a.split('-')[3]));
  for (const old of newestFirst.slice(keep)) await unlink(path.join(dir, old)).catch(() => undefined);
}

export function isDailyBackupName(name: string): boolean {
  return DAILY_BACKUP_NAME.test(name);
}
