// How a provider's status moves a review request (issue 23, "Tracking"): only forward, queued → sent → delivered →
// read → clicked; failed (with the provider's reason) only from queued or sent; failed and opted_out are final.
// Statuses arrive late, twice and out of order (Meta and Unifonic retry, and promise no order), so a late
// 'delivered' never takes a 'read' or 'clicked' back; its time is still kept when none was. A status that would
// change nothing answers null, which is what makes a replayed webhook harmless.
import type { ReviewRequestStatus } from '@sumaa/contracts';
import type { ChannelStatusUpdate } from '../channels';

export interface TrackedRequestState {
  status: ReviewRequestStatus;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  failure_reason: string | null;
}

const RANK: Partial<Record<ReviewRequestStatus, number>> = {
  queued: 0,
  sent: 1,
  delivered: 2,
  read: 3,
  clicked: 4,
};

const TIME_COLUMN = { sent: 'sent_at', delivered: 'delivered_at', read: 'read_at' } as const;

/** The request's state after the update, or null when the update changes nothing. */
export function progressedState(
  current: TrackedRequestState,
  update: Pick<ChannelStatusUpdate, 'status' | 'reason'>,
  at: Date,
): TrackedRequestState | null {
  const rank = RANK[current.status];
  if (rank === undefined) return null;
  if (update.status === 'failed') {
    if (current.status !== 'queued' && current.status !== 'sent') return null;
    return {
      ...current,
      status: 'failed',
      failure_reason: (update.reason ?? 'failed').slice(0, 500),
    };
  }
  const column = TIME_COLUMN[update.status];
  const next: TrackedRequestState = { ...current };
  if (next[column] === null) next[column] = at;
  if ((RANK[update.status] ?? -1) > rank) next.status = update.status;
  const changed = next.status !== current.status || next[column] !== current[column];
  return changed ? next : null;
}
