// When a member was last seen (spec §9, the team page): stamped after the reply is sent, never in a request's
// transaction, at most once a minute per user. This process remembers whom it stamped in the last minute and
// sends nothing for them; the statement's own condition keeps several processes to once a minute as well.
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { stampLastSeen } from './auth-store';

const STAMP_EVERY_MS = 60_000;
/** Past this many users remembered, the oldest stamps are forgotten (they only cost one more statement). */
const REMEMBERED_USERS_MAX = 50_000;

export class LastSeenStamps {
  private readonly stampedAt = new Map<string, number>();
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** A signed-in request of `userId` was answered. */
  seen(userId: string): void {
    const now = this.now();
    const last = this.stampedAt.get(userId);
    if (last !== undefined && Math.abs(now.getTime() - last) < STAMP_EVERY_MS) return;
    this.stampedAt.delete(userId);
    this.stampedAt.set(userId, now.getTime());
    if (this.stampedAt.size > REMEMBERED_USERS_MAX) {
      const oldest = this.stampedAt.keys().next().value;
      if (oldest !== undefined) this.stampedAt.delete(oldest);
    }
    const write = stampLastSeen(this.db, userId, now).catch((error: unknown) => {
      this.stampedAt.delete(userId); // the next request tries again
      this.log.warn({ err: error }, 'last seen not stamped');
    });
    this.writing.add(write);
    void write.finally(() => this.writing.delete(write));
  }

  /** Once the answered requests' hooks have run, their stamps are written (tests; closing the app). */
  async settled(): Promise<void> {
    await new Promise((resolve) => setImmediate(resolve));
    await Promise.all([...this.writing]);
  }
}
