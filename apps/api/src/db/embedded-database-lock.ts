// PGlite is one process's database: two API processes on one data directory both start, and each overwrites
// the other's writes. So the process that opens it holds a lock file beside it, refreshed while it runs, and a
// second process refuses to start. A lock left by a process that died (not refreshed for STALE_AFTER_MS) is taken
// over, so a crash never needs a hand to clean up; pids alone could not tell, as a container restarts as pid 1.
import { closeSync, openSync, readFileSync, statSync, unlinkSync, utimesSync, writeSync } from 'node:fs';
import os from 'node:os';

const REFRESH_EVERY_MS = 5_000;
const STALE_AFTER_MS = 20_000;

export class EmbeddedDatabaseInUseError extends Error {
  constructor(dataDir: string, holder: string) {
    super(
      `The embedded database in ${dataDir} is in use by another API process (${holder}). PGlite serves one ` +
        'process: stop the other one, give this one its own DATA_DIR, or set DATABASE_URL to run several ' +
        'processes on a PostgreSQL server.',
    );
    this.name = 'EmbeddedDatabaseInUseError';
  }
}

export interface EmbeddedDatabaseLock {
  release(): void;
}

function holderOf(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim() || 'unknown';
  } catch {
    return 'unknown';
  }
}

function isStale(file: string, now: number): boolean {
  try {
    return now - statSync(file).mtimeMs > STALE_AFTER_MS;
  } catch {
    return true; // gone meanwhile
  }
}

/** Takes `<dataDir>.lock` for this process, or throws EmbeddedDatabaseInUseError while another holds it. */
export function lockEmbeddedDatabase(dataDir: string, now: () => number = Date.now): EmbeddedDatabaseLock {
  const file = `${dataDir}.lock`;
  const holder = `pid ${process.pid} on ${os.hostname()}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(file, 'wx'); // exclusive: of two processes starting together, one wins
      writeSync(fd, `${holder}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (attempt > 0 || !isStale(file, now())) throw new EmbeddedDatabaseInUseError(dataDir, holderOf(file));
      try {
        unlinkSync(file); // left by a process that died: take it over (once; a second race means it is alive)
      } catch {
        // another process took it over first: the next attempt sees its lock
      }
    }
  }
  const refresh = setInterval(() => {
    try {
      const at = new Date(now());
      utimesSync(file, at, at);
    } catch {
      // removed by hand: nothing to refresh
    }
  }, REFRESH_EVERY_MS);
  refresh.unref();
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      clearInterval(refresh);
      try {
        if (holderOf(file) === holder) unlinkSync(file);
      } catch {
        // already gone
      }
    },
  };
}
