// Backups and restore (issue 13): a consistent copy of the database under DATA_DIR/backups, and a restore into a
// fresh database that replaces the current one only once it has been loaded, migrated and checked.
// - PGlite (the embedded default): its data-directory dump (a gzipped tar); a restore loads it into a new
//   instance (in a new folder), and the adapter swaps instances (PgliteDatabase.replaceInstance).
// - PostgreSQL: `pg_dump --format=custom`; a restore creates a new database on the same server, `pg_restore`s into
//   it, and this process switches its pool to it (PostgresDatabase.switchTo); the old database names the new one,
//   so every other process follows within seconds (database-moves.ts). The reply names the new database.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { SYSTEM_BACKUP_ID_PATTERN, type SystemBackup, type SystemRestoreResult } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { AppConfig } from '../../../config';
import { PgliteDatabase } from '../../../db/pglite-database';
import { PostgresDatabase } from '../../../db/postgres-database';
import { prepareDatabase } from '../../../db/prepare-database';
import type { Database } from '../../../db/database';
import { recordDatabaseMove, withDatabase } from './database-moves';

const run = promisify(execFile);
const TOOL_TIMEOUT_MS = 10 * 60_000;
const TOOL_MAX_OUTPUT = 10 * 1024 * 1024;

export type Engine = 'pglite' | 'postgres';

export class BackupError extends Error {
  constructor(
    readonly kind: 'busy' | 'invalidFile' | 'failed' | 'toolMissing',
    message: string,
  ) {
    super(message);
  }
}

const GZIP_MAGIC = Buffer.from([0x1f, 0x8b]);
const PGDMP_MAGIC = Buffer.from('PGDMP');

/** What the file is by its first bytes (a restore refuses anything else before doing any work). */
export function backupEngineOf(bytes: Buffer): Engine | null {
  if (bytes.subarray(0, 2).equals(GZIP_MAGIC)) return 'pglite';
  if (bytes.subarray(0, 5).equals(PGDMP_MAGIC)) return 'postgres';
  return null;
}

function stamp(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

function fileNameFor(engine: Engine, date: Date): string {
  return `sumaa-backup-${engine}-${stamp(date)}-${randomBytes(3).toString('hex')}.${engine === 'pglite' ? 'tar.gz' : 'dump'}`;
}

/** `sumaa-backup-pglite-20260101T101010Z-abcdef.tar.gz` → its engine and time. */
function parseBackupName(name: string): { engine: Engine; createdAt: Date } | null {
  if (!SYSTEM_BACKUP_ID_PATTERN.test(name)) return null;
  const match = /^sumaa-backup-(pglite|postgres)-(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z/.exec(name);
  if (!match) return null;
  const [, engine, y, mo, d, h, mi, s] = match;
  return { engine: engine as Engine, createdAt: new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}Z`) };
}

/** pg_dump and pg_restore get the server through PG* variables, so the password is not on a command line. */
export function libpqEnvironment(connectionString: string, database?: string): NodeJS.ProcessEnv {
  const url = new URL(connectionString);
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) if (key.startsWith('PG')) delete env[key];
  if (url.hostname) env.PGHOST = decodeURIComponent(url.hostname);
  const host = url.searchParams.get('host');
  if (host) env.PGHOST = host;
  if (url.port) env.PGPORT = url.port;
  if (url.username) env.PGUSER = decodeURIComponent(url.username);
  if (url.password) env.PGPASSWORD = decodeURIComponent(url.password);
  env.PGDATABASE = database ?? decodeURIComponent(url.pathname.replace(/^\//, ''));
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

function toolFailure(error: unknown): string {
  const failure = error as { code?: string; stderr?: string; message?: string };
  if (failure.code === 'ENOENT')
    return 'pg_dump/pg_restore is not installed (apt-get install postgresql-client)';
  return (failure.stderr || failure.message || String(error))
    .split('\n')
    .filter(Boolean)
    .slice(-3)
    .join(' ')
    .slice(0, 400);
}

export class BackupService {
  /** One backup or restore at a time. */
  private busy = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly dir: string,
    private readonly kept: number,
  ) {}

  get engine(): Engine {
    return this.app.db.engine === 'pglite' ? 'pglite' : 'postgres';
  }

  async list(): Promise<SystemBackup[]> {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return [];
    }
    const items: SystemBackup[] = [];
    for (const name of names) {
      const parsed = parseBackupName(name);
      if (!parsed) continue;
      const info = await stat(path.join(this.dir, name)).catch(() => null);
      if (!info?.isFile()) continue;
      items.push({
        id: name,
        engine: parsed.engine,
        createdAt: parsed.createdAt.toISOString(),
        sizeBytes: info.size,
      });
    }
    return items.sort((a, b) => b.id.localeCompare(a.id));
  }

  /** The file of a backup, or null (the id is checked against the pattern: never a path). */
  async filePath(id: string): Promise<string | null> {
    if (!parseBackupName(id)) return null;
    const file = path.join(this.dir, id);
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? file : null;
  }

  private async exclusive<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) throw new BackupError('busy', 'a backup or restore is running');
    this.busy = true;
    try {
      return await work();
    } finally {
      this.busy = false;
    }
  }

  async create(now: Date): Promise<SystemBackup> {
    return this.exclusive(async () => {
      await mkdir(this.dir, { recursive: true });
      const engine = this.engine;
      const name = fileNameFor(engine, now);
      const file = path.join(this.dir, name);
      const partial = `${file}.partial`;
      try {
        const db = this.app.db;
        if (db instanceof PgliteDatabase) {
          const dump = await db.dumpDataDir();
          await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
        } else if (db instanceof PostgresDatabase) {
          await run('pg_dump', ['--format=custom', '--no-password', `--file=${partial}`], {
            env: libpqEnvironment(db.currentConnectionString()),
            timeout: TOOL_TIMEOUT_MS,
            maxBuffer: TOOL_MAX_OUTPUT,
          });
        } else {
          throw new Error('this database cannot be backed up');
        }
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        const toolMissing = (error as { code?: string }).code === 'ENOENT';
        throw new BackupError(toolMissing ? 'toolMissing' : 'failed', toolFailure(error));
      }
      await this.prune();
      const info = await stat(file);
      return { id: name, engine, createdAt: now.toISOString(), sizeBytes: info.size };
    });
  }

  private async prune(): Promise<void> {
    const items = await this.list();
    for (const old of items.slice(this.kept))
      await unlink(path.join(this.dir, old.id)).catch(() => undefined);
  }

  async restore(bytes: Buffer, config: AppConfig, now: Date): Promise<SystemRestoreResult> {
    const engine = this.engine;
    if (backupEngineOf(bytes) !== engine) throw new BackupError('invalidFile', engine);
    return this.exclusive(async () => {
      const db = this.app.db;
      if (db instanceof PgliteDatabase) {
        await this.restorePglite(db, bytes, config, now);
        return { engine, restoredAt: now.toISOString(), sizeBytes: bytes.length, database: null };
      }
      if (db instanceof PostgresDatabase) {
        const database = await this.restorePostgres(db, bytes, config, now);
        return { engine, restoredAt: now.toISOString(), sizeBytes: bytes.length, database };
      }
      throw new BackupError('failed', 'this database cannot be restored');
    });
  }

  /** Loads, migrates and checks the dump in a new instance; only then swaps it in. */
  private async restorePglite(
    db: PgliteDatabase,
    bytes: Buffer,
    config: AppConfig,
    now: Date,
  ): Promise<void> {
    const liveDir = db.dataDir;
    const loadDir = liveDir ? `${liveDir}.restore-${stamp(now)}` : undefined;
    let next: PgliteDatabase | null = null;
    try {
      if (loadDir) await rm(loadDir, { recursive: true, force: true });
      next = await PgliteDatabase.open(loadDir, new Blob([new Uint8Array(bytes)]));
      await checkRestored(next, config, now);
    } catch (error) {
      await next?.close().catch(() => undefined);
      if (loadDir) await rm(loadDir, { recursive: true, force: true });
      throw new BackupError('failed', describe(error));
    }
    const loaded = next;
    if (!liveDir || !loadDir) {
      await db.replaceInstance(
        async () => loaded,
        async () => loaded,
      );
      return;
    }
    // On disk: the restored folder takes the live folder's place (the old one is kept beside it).
    await loaded.close();
    const keptDir = `${liveDir}.before-restore-${stamp(now)}`;
    try {
      await db.replaceInstance(
        async () => {
          await rename(liveDir, keptDir);
          await rename(loadDir, liveDir);
          return PgliteDatabase.open(liveDir);
        },
        async () => {
          await rm(liveDir, { recursive: true, force: true }).catch(() => undefined);
          await rename(keptDir, liveDir).catch(() => undefined);
          return PgliteDatabase.open(liveDir);
        },
      );
    } catch (error) {
      throw new BackupError('failed', describe(error));
    }
  }

  /** pg_restore into a new database on the same server, migrated and checked; then this process switches to it. */
  private async restorePostgres(
    db: PostgresDatabase,
    bytes: Buffer,
    config: AppConfig,
    now: Date,
  ): Promise<string> {
    const current = db.currentConnectionString();
    const base = decodeURIComponent(new URL(current).pathname.replace(/^\//, '')).replace(
      /_restored_\d{8}t\d{6}z$/i,
      '',
    );
    const name = `${base.slice(0, 40)}_restored_${stamp(now).toLowerCase()}`;
    const file = path.join(this.dir, `restore-${stamp(now)}-${randomBytes(3).toString('hex')}.dump`);
    await mkdir(this.dir, { recursive: true });
    await writeFile(file, bytes);
    const admin = new pg.Client({ connectionString: current });
    let created = false;
    try {
      await admin.connect();
      await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      created = true;
      await run(
        'pg_restore',
        ['--no-password', '--exit-on-error', '--single-transaction', `--dbname=${name}`, file],
        {
          env: libpqEnvironment(current, name),
          timeout: TOOL_TIMEOUT_MS,
          maxBuffer: TOOL_MAX_OUTPUT,
        },
      );
      const target = withDatabase(current, name);
      const restored = await PostgresDatabase.open(target, config.databaseTimeouts);
      try {
        await checkRestored(restored, config, now);
        // Before this process switches: the other processes, and later starts, follow the old database's note.
        await recordDatabaseMove(db, restored, name, now);
      } finally {
        await restored.close();
      }
      await db.switchTo(target);
      return name;
    } catch (error) {
      if (created)
        await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`).catch(() => undefined);
      throw new BackupError('failed', toolFailure(error));
    } finally {
      await admin.end().catch(() => undefined);
      await rm(file, { force: true });
    }
  }
}

function describe(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 400);
}

/** The restored database is brought to this build's schema and must hold Sumaa's tables. */
async function checkRestored(database: Database, config: AppConfig, now: Date): Promise<void> {
  await prepareDatabase(database, config, now);
  const [row] = await database.ownerTransaction((tx) =>
    tx.query<{ users: string }>('SELECT count(*)::text AS users FROM users'),
  );
  if (!row) throw new Error('the restored database has no users table');
}
