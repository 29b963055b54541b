// One API process per embedded database: a second process on the same DATA_DIR refuses to start with a clear
// message instead of silently losing writes, and a lock left by a process that died is taken over.
import { mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EmbeddedDatabaseInUseError, lockEmbeddedDatabase } from '../embedded-database-lock';
import { PgliteDatabase } from '../pglite-database';

function freshDataDir(): string {
  return path.join(mkdtempSync(path.join(os.tmpdir(), 'sumaa-lock-')), 'pg');
}

describe('the embedded database lock', () => {
  it('refuses a second process while the first has the database open, and lets it in once closed', async () => {
    const dataDir = freshDataDir();
    const first = await PgliteDatabase.openForProcess(dataDir);
    try {
      await first.ownerTransaction((tx) => tx.query('SELECT 1'));
      await expect(PgliteDatabase.openForProcess(dataDir)).rejects.toThrow(EmbeddedDatabaseInUseError);
      await expect(PgliteDatabase.openForProcess(dataDir)).rejects.toThrow(/set DATABASE_URL/);
    } finally {
      await first.close();
    }
    const next = await PgliteDatabase.openForProcess(dataDir);
    await expect(next.ownerTransaction((tx) => tx.query('SELECT 1 AS one'))).resolves.toEqual([{ one: 1 }]);
    await next.close();
  });

  it('names the process that holds it', () => {
    const dataDir = freshDataDir();
    const lock = lockEmbeddedDatabase(dataDir);
    try {
      expect(() => lockEmbeddedDatabase(dataDir)).toThrow(`pid ${process.pid} on ${os.hostname()}`);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock that its process stopped refreshing (it died), but not a fresh one', () => {
    const dataDir = freshDataDir();
    writeFileSync(`${dataDir}.lock`, 'pid 4242 on another-host\n');
    expect(() => lockEmbeddedDatabase(dataDir)).toThrow('pid 4242 on another-host');
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(`${dataDir}.lock`, longAgo, longAgo);
    const lock = lockEmbeddedDatabase(dataDir);
    lock.release();
  });
});
