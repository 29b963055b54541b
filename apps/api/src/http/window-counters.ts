// Counters per key over a fixed window that opens at the first count, in one of the app's counter stores
// (counter-store.ts: shared by every API process on PostgreSQL), read against the app clock so tests can let a
// window pass. Each use names its counters (`name`), so two of them never share a key.
import type { CounterStore } from './counter-store';

export class WindowCounters {
  constructor(
    private readonly store: CounterStore,
    private readonly name: string,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** The count in the key's current window (0 when none is open). */
  async count(key: string): Promise<number> {
    return (await this.store.read(this.keyOf(key), this.now().getTime()))?.count ?? 0;
  }

  /** Adds one to the key's window, opening one if needed; returns the new count. */
  async add(key: string): Promise<number> {
    return (await this.store.hit(this.keyOf(key), this.windowMs, this.now().getTime())).count;
  }

  async clear(key: string): Promise<void> {
    await this.store.clear(this.keyOf(key));
  }

  /** Whole seconds until the key's window closes (at least 1 while one is open). */
  async secondsLeft(key: string): Promise<number> {
    const now = this.now().getTime();
    const window = await this.store.read(this.keyOf(key), now);
    return window ? Math.max(1, Math.ceil((window.endsAt - now) / 1000)) : 0;
  }

  private keyOf(key: string): string {
    return `${this.name}:${key}`;
  }
}
