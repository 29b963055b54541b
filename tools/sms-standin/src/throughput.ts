// An account's throughput limit: Unifonic publishes no default figure (an account's rate is agreed with it), so
// the stand-in takes 10 messages a second by default, the cautious floor the API paces at too
// (apps/api/src/domains/review-requests/delivery-claims.ts); past it a send gets HTTP 429 (the stand-in's own
// answer, errorCode ER-429: Unifonic documents none). Played as a token bucket holding one second's worth: a
// client pacing itself at the limit is never refused, one that bursts past it is. Counts what it took and refused, and the busiest second, for the inspection path.

export const DEFAULT_MESSAGES_PER_SECOND = 10;

export interface ThroughputFigures {
  /** null: no limit. */
  messagesPerSecond: number | null;
  accepted: number;
  /** Sends refused with 429. */
  rateLimited: number;
  /** The most sends accepted within one calendar second. */
  peakPerSecond: number;
}

export class ThroughputLimit {
  private tokens: number;
  private refilledAt: number;
  private accepted = 0;
  private rateLimited = 0;
  private second = -1;
  private inSecond = 0;
  private peak = 0;

  constructor(
    private readonly messagesPerSecond: number | null,
    private readonly clock: () => number = () => performance.now(),
  ) {
    this.tokens = messagesPerSecond ?? 0;
    this.refilledAt = clock();
  }

  /** One send: true when it fits (and is counted), false when it is over the limit. */
  take(): boolean {
    const now = this.clock();
    if (this.messagesPerSecond !== null) {
      this.tokens = Math.min(
        this.messagesPerSecond,
        this.tokens + ((now - this.refilledAt) / 1000) * this.messagesPerSecond,
      );
      this.refilledAt = now;
      if (this.tokens < 1) {
        this.rateLimited += 1;
        return false;
      }
      this.tokens -= 1;
    }
    this.accepted += 1;
    const second = Math.floor(now / 1000);
    if (second !== this.second) {
      this.second = second;
      this.inSecond = 0;
    }
    this.inSecond += 1;
    this.peak = Math.max(this.peak, this.inSecond);
    return true;
  }

  figures(): ThroughputFigures {
    return {
      messagesPerSecond: this.messagesPerSecond,
      accepted: this.accepted,
      rateLimited: this.rateLimited,
      peakPerSecond: this.peak,
    };
  }

  /** Counts start again (the bucket stays as it is). */
  resetCounts(): void {
    this.accepted = 0;
    this.rateLimited = 0;
    this.peak = 0;
    this.inSecond = 0;
  }
}
