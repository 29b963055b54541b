// Where the rate limits, lockouts and decoy counters count: fixed windows per key that open at the first hit.
// One API process on the embedded database counts in memory (PGlite is that one process's: nothing to share);
// on PostgreSQL every process counts in one UNLOGGED table (migration 038), so a client alternating between
// processes behind a load balancer meets the same limit as one talking to a single process. Keys are hashed
// before they are stored: an e-mail address being counted never lands in the database.
import { createHash } from 'node:crypto';
import type { Database, SqlStatement } from '../db/database';

export interface WindowCount {
  count: number;
  /** Epoch milliseconds at which the window closes. */
  endsAt: number;
}

export interface CounterStore {
  /** Adds one to the key's window, opening one of `windowMs` from `now` if none is open. */
  hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
  /** The key's open window, or null. */
  read(key: string, now: number): Promise<WindowCount | null>;
  clear(key: string): Promise<void>;
  /**
   * A store in the database: `hit` as a statement that can travel in another transaction's round trip (a
   * signed-in request's floor goes with its authentication), and the window its rows tell.
   */
  hitStatement?(key: string, windowMs: number, now: number): SqlStatement;
  windowOfHit?(rows: readonly Record<string, unknown>[]): WindowCount;
}

/**
 * Bounded: past `maxKeys`, expired keys and then the least recently counted ones are dropped (an attacker would
 * need that many fresh keys within one window to make a process forget a count).
 */
export class MemoryCounterStore implements CounterStore {
  private readonly windows = new Map<string, WindowCount>();

  constructor(private readonly maxKeys = 100_000) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const open = this.open(key, now);
    const window = open ?? { count: 0, endsAt: now + windowMs };
    window.count += 1;
    // Re-inserted so the map's order is least recently counted first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.evict(now);
    return { ...window };
  }

  async read(key: string, now: number): Promise<WindowCount | null> {
    const open = this.open(key, now);
    return open ? { ...open } : null;
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private open(key: string, now: number): WindowCount | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Down to 90 % of the bound, so a flood of new keys pays for a sweep only once in a while. */
  private evict(now: number): void {
    const target = Math.floor(this.maxKeys * 0.9);
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size <= target) break;
      this.windows.delete(key);
    }
  }
}

/** About one hit in this many also deletes windows that closed over an hour ago, so the table stays small. */
const SWEEP_ONE_IN = 500;
const SWEEP_AFTER_MS = 60 * 60 * 1000;

/**
 * Each count is a statement of its own, committed at once: a wrong code counts even when the caller's
 * transaction then rolls back. It is used on PostgreSQL only, where that statement takes another pooled
 * connection (on PGlite's single connection it would wait for the caller's transaction).
 */
export class DatabaseCounterStore implements CounterStore {
  constructor(private readonly db: Database) {}

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const statement = this.hitStatement(key, windowMs, now);
    const rows = await this.db.query(statement.text, statement.parameters);
    await this.sweepSometimes(now);
    return windowOf(rows);
  }

  hitStatement(key: string, windowMs: number, now: number): SqlStatement {
    return {
      // One statement, atomic under concurrent hits of every process: a closed window starts over at 1.
      text: `INSERT INTO rate_counters AS c (key, hits, window_ends_at) VALUES ($1, 1, $3)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN c.window_ends_at <= $2 THEN 1 ELSE c.hits + 1 END,
         window_ends_at = CASE WHEN c.window_ends_at <= $2 THEN $3 ELSE c.window_ends_at END
       RETURNING hits, window_ends_at`,
      parameters: [hashed(key), new Date(now), new Date(now + windowMs)],
    };
  }

  /** A hit sent with another transaction (hitStatement) sweeps too, after the fact and off its request's path. */
  windowOfHit(rows: readonly Record<string, unknown>[]): WindowCount {
    void this.sweepSometimes(Date.now()).catch(() => undefined);
    return windowOf(rows);
  }

  private async sweepSometimes(now: number): Promise<void> {
    if (Math.random() * SWEEP_ONE_IN < 1) {
      await this.db.query('DELETE FROM rate_counters WHERE window_ends_at < $1', [
        new Date(now - SWEEP_AFTER_MS),
      ]);
    }
  }

  async read(key: string, now: number): Promise<WindowCount | null> {
    const [row] = await this.db.query<{ hits: number; window_ends_at: Date }>(
      'SELECT hits, window_ends_at FROM rate_counters WHERE key = $1 AND window_ends_at > $2',
      [hashed(key), new Date(now)],
    );
    return row ? { count: row.hits, endsAt: new Date(row.window_ends_at).getTime() } : null;
  }

  async clear(key: string): Promise<void> {
    await this.db.query('DELETE FROM rate_counters WHERE key = $1', [hashed(key)]);
  }
}

function windowOf(rows: readonly Record<string, unknown>[]): WindowCount {
  const row = rows[0] as { hits: number; window_ends_at: Date | string };
  return { count: row.hits, endsAt: new Date(row.window_ends_at).getTime() };
}

function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** The counters every process of this deployment shares: in the database on PostgreSQL, in memory on PGlite. */
export function counterStoreFor(database: Database): CounterStore {
  return database.engine === 'postgres' ? new DatabaseCounterStore(database) : new MemoryCounterStore();
}
