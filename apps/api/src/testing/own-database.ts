// A PostgreSQL database of its own for a test file that counts platform-wide figures (every subscription, every
// alert): on the one shared test database other files' rows would be counted too. On PGlite (no DATABASE_URL)
// every test app already has its own database, so nothing is created.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface OwnDatabase {
  /** The env to pass to createTestApp (empty on PGlite). */
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export async function ownDatabase(): Promise<OwnDatabase> {
  const shared = process.env.DATABASE_URL;
  if (!shared) return { env: {}, drop: async () => undefined };
  const name = `sumaa_test_${randomBytes(6).toString('hex')}`;
  await onServer(shared, `CREATE DATABASE ${name}`);
  const url = new URL(shared);
  url.pathname = `/${name}`;
  return {
    env: { DATABASE_URL: url.toString() },
    drop: () => onServer(shared, `DROP DATABASE IF EXISTS ${name}`),
  };
}
