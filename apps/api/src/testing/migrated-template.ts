// Migrate once, clone per test file. Running the 26 migrations is cheap; what costs is PGlite's initdb (about
// 5 s of CPU per fresh database), paid by every API test file. So the migrated schema is made once and each
// test file starts from a copy of it:
// - PGlite: a tar of a migrated data directory, kept in the temp folder under the hash of the migrations and of
//   PGlite's version, loaded into a fresh in-memory instance (loadDataDir) instead of running initdb;
// - PostgreSQL (DATABASE_URL): a template database, from which every test file gets a database of its own
//   (CREATE DATABASE … TEMPLATE), so files no longer share rows and can run in parallel workers.
// The copy holds the schema only: seeds (plans, settings, super admin) still run at each app's start with the
// test's clock, exactly as on a fresh database. Both are real databases; nothing is mocked.
import { Blob } from 'node:buffer';
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { listMigrations, applyMigrations } from '../db/migrate';
import { PgliteDatabase } from '../db/pglite-database';
import { PostgresDatabase } from '../db/postgres-database';

/** What the copy depends on: every migration's text, the code that applies them, and the engine that wrote it. */
function schemaKey(): string {
  const hash = createHash('sha256');
  for (const code of ['../db/migrate.ts', '../db/pglite-database.ts']) {
    hash.update(readFileSync(path.join(__dirname, code)));
  }
  // Its exports map hides package.json: read it beside the resolved entry (dist/…).
  const entry = require.resolve('@electric-sql/pglite');
  hash.update(readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  for (const migration of listMigrations()) hash.update(`${migration.name}\n${migration.sql}\n`);
  return hash.digest('hex').slice(0, 16);
}

const TEMPLATE_DIR = path.join(os.tmpdir(), 'sumaa-test-templates');

/** A migrated PGlite data directory (uncompressed tar: it loads faster than gzip and stays in the page cache). */
function pgliteSnapshotFile(): string {
  return path.join(TEMPLATE_DIR, `pglite-${schemaKey()}.tar`);
}

async function makePgliteSnapshot(file: string): Promise<Buffer> {
  const database = await PgliteDatabase.open();
  try {
    await database.ownerTransaction((tx) => applyMigrations(tx));
    const tar = Buffer.from(await (await database.dumpDataDir('none')).arrayBuffer());
    mkdirSync(TEMPLATE_DIR, { recursive: true });
    // Written aside and renamed: another worker making it at the same time never reads half a file.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, tar);
    renameSync(partial, file);
    return tar;
  } finally {
    await database.close();
  }
}

/** A fresh in-memory PGlite holding every migration, loaded from the snapshot (made on first use). */
export async function openMigratedPglite(): Promise<PgliteDatabase> {
  const file = pgliteSnapshotFile();
  let tar: Buffer;
  try {
    tar = readFileSync(file);
  } catch {
    tar = await makePgliteSnapshot(file);
  }
  return PgliteDatabase.open(undefined, new Blob([tar]) as unknown as globalThis.Blob);
}

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const OBJECT_IN_USE = '55006';

/** CREATE DATABASE … TEMPLATE, retried while a connection that just closed still counts as using the template. */
async function cloneDatabase(client: pg.Client, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.query(
        `CREATE DATABASE ${pg.escapeIdentifier(name)} TEMPLATE ${pg.escapeIdentifier(template)}`,
      );
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== OBJECT_IN_USE || attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

function withDatabase(url: string, name: string): string {
  const next = new URL(url);
  next.pathname = `/${name}`;
  return next.toString();
}

/** The migrated template database on the server of `url`, made once (under an advisory lock) per schema. */
async function ensurePostgresTemplate(url: string): Promise<string> {
  const template = `sumaa_template_${schemaKey()}`;
  await onServer(url, async (client) => {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [template]);
    try {
      const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [template]);
      if (exists.rowCount) return;
      // Migrated under another name and renamed when complete: a template is never seen half-made.
      const building = `${template}_building`;
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(building)}`);
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(building)}`);
      const database = await PostgresDatabase.open(withDatabase(url, building), {
        statementMs: 0,
        idleInTransactionMs: 0,
      });
      try {
        await database.ownerTransaction((tx) => applyMigrations(tx));
      } finally {
        await database.close();
      }
      await client.query(
        `ALTER DATABASE ${pg.escapeIdentifier(building)} RENAME TO ${pg.escapeIdentifier(template)}`,
      );
    } finally {
      await client.query('SELECT pg_advisory_unlock(hashtext($1))', [template]);
    }
  });
  return template;
}

/**
 * A database of this test file's own on the server of `url`, cloned from the migrated template, named after
 * the file so that a rerun replaces it rather than piling up (the CI cluster is thrown away afterwards).
 */
export async function postgresDatabaseForTestFile(url: string, testPath: string): Promise<string> {
  const template = await ensurePostgresTemplate(url);
  const name = `sumaa_test_${createHash('sha256').update(testPath).digest('hex').slice(0, 20)}`;
  await onServer(url, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    await cloneDatabase(client, template, name);
  });
  return withDatabase(url, name);
}
