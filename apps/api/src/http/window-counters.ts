// Counters per key over a fixed window that opens at the first count, kept in memory like the other
// rate-limit counters (one API process per machine for now, ADR 0003) and read against the app clock,
// so tests can let a window pass. Bounded: past `maxKeys`, expired keys and then the least recently
// counted ones are dropped (an attacker would need that many fresh keys within one window to make us
// forget a count).

interface Window {
  count: number;
  endsAt: number;
}

export class WindowCounters {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => Date,
    private readonly maxKeys = 100_000,
  ) {}

  /** The count in the key's current window (0 when none is open). */
  count(key: string): number {
    return this.open(key)?.count ?? 0;
  }

  /** Adds one to the key's window, opening one if needed; returns the new count. */
  add(key: string): number {
    const current = this.open(key);
    const window = current ?? { count: 0, endsAt: this.now().getTime() + this.windowMs };
    window.count += 1;
    // Re-inserted so the map's order is least recently counted first.
    this.windows.delete(key);
    this.windows.set(key, window);
    if (this.windows.size > this.maxKeys) this.evict();
    return window.count;
  }

  clear(key: string): void {
    this.windows.delete(key);
  }

  /** Whole seconds until the key's window closes (at least 1 while one is open). */
  secondsLeft(key: string): number {
    const window = this.open(key);
    return window ? Math.max(1, Math.ceil((window.endsAt - this.now().getTime()) / 1000)) : 0;
  }

  private open(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now().getTime()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Down to 90 % of the bound, so a flood of new keys pays for a sweep only once in a while. */
  private evict(): void {
    const target = Math.floor(this.maxKeys * 0.9);
    const now = this.now().getTime();
    for (const [key, window] of this.windows) {
      if (window.endsAt <= now) this.windows.delete(key);
    }
    for (const key of this.windows.keys()) {
      if (this.windows.size <= target) break;
      this.windows.delete(key);
    }
  }
}
