// What GET /api/integration/google/locations last found, per business, for a short while: linking right
// after the list checks the chosen places against it instead of asking Google for everything again.
// In memory (one API process, like the rate-limit counters): a miss in another process re-lists.
import type { GoogleLocationDetails } from './google-locations';

const TTL_MS = 5 * 60_000;
const MAX_BUSINESSES = 1000;

export class GoogleLocationCache {
  private readonly entries = new Map<string, { expiresAt: number; locations: GoogleLocationDetails[] }>();

  constructor(private readonly now: () => Date) {}

  get(businessId: string): GoogleLocationDetails[] | null {
    const entry = this.entries.get(businessId);
    if (!entry) return null;
    if (entry.expiresAt <= this.now().getTime()) {
      this.entries.delete(businessId);
      return null;
    }
    return entry.locations;
  }

  set(businessId: string, locations: GoogleLocationDetails[]): void {
    this.entries.delete(businessId);
    this.entries.set(businessId, { expiresAt: this.now().getTime() + TTL_MS, locations });
    // Oldest first in a Map: drop from the front past the bound.
    for (const key of this.entries.keys()) {
      if (this.entries.size <= MAX_BUSINESSES) break;
      this.entries.delete(key);
    }
  }
}
