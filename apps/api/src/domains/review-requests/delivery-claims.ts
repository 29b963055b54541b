// The delivery's own SQL beside the job queue's (request-delivery.ts): the mark that a request is at the
// provider, and the pace every API process keeps under the provider's rate limit.
//
// At the provider: WhatsApp's and Unifonic's send APIs take no idempotency key, so a send whose outcome never
// committed (the process killed between the provider's answer and the outcome's commit) cannot be told from one
// that never left. Sending it again may ask a customer twice — a real harm — so the delivery is at most once
// for that window: right before the provider call, in its own short transaction under the job's lease, the
// delivery row records "sending: attempt N by <worker> at <time>" (its last_error column: the request's status
// stays 'queued', the only waiting status migration 044 and the contracts know). Any outcome clears it. A later
// claim that finds it (the holder died: the queue only claims a job whose lease ran out) sends nothing and fails
// the request with the reason `interrupted`, which the history shows and the owner can send again.
//
// The pace: one slot per message per channel, reserved in PostgreSQL (rate_counters, migration 038: a row per
// key, here one per channel), so every API process behind the load balancer shares it. A slot is the channel's
// "theoretical arrival time" (GCRA): each reservation moves it 1/rate later and waits until its own slot.
import type { SqlExecutor } from '../../db/database';

export const DELIVERY_TABLE = 'review_request_deliveries';

/** The failure reason of a request whose send was cut off with its outcome unknown. */
export const INTERRUPTED_REASON = 'interrupted';

/**
 * Messages per second each provider takes from one sender: Meta's Cloud API throughput of a business phone
 * number by default (80; error 130429 past it). Unifonic publishes no default figure (an account's throughput
 * is agreed with it): 10 a second is a cautious floor, to raise once the account's figure is known. One WhatsApp
 * number and one Unifonic account per deployment (channels/channel-config.ts); the stand-ins enforce the same.
 */
export const PROVIDER_MESSAGES_PER_SECOND = { whatsapp: 80, sms: 10 } as const;

const SENDING_MARK = /^sending: attempt (\d+) by (\S+) at (\S+)$/;

export interface SendingMark {
  attempt: number;
  workerId: string;
  at: Date;
}

/**
 * Records that this attempt is about to hand the message to the provider, renewing the lease. False when the
 * lease is lost (another worker took the job over): then nothing may be sent.
 */
export async function markDeliverySending(
  tx: SqlExecutor,
  delivery: { businessId: string; id: string; attempt: number },
  lease: { workerId: string; lockedUntil: Date },
  at: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE ${DELIVERY_TABLE} SET last_error = $4, locked_until = $5, updated_at = $6
      WHERE business_id = $1 AND id = $2 AND locked_by = $3 AND status = 'running'
    RETURNING id`,
    [
      delivery.businessId,
      delivery.id,
      lease.workerId,
      `sending: attempt ${delivery.attempt} by ${lease.workerId} at ${at.toISOString()}`,
      lease.lockedUntil,
      at,
    ],
  );
  return rows.length > 0;
}

/** The mark a previous attempt left (it never recorded its outcome), or null. */
export async function readSendingMark(
  tx: SqlExecutor,
  businessId: string,
  id: string,
): Promise<SendingMark | null> {
  const [row] = await tx.query<{ last_error: string | null }>(
    `SELECT last_error FROM ${DELIVERY_TABLE} WHERE business_id = $1 AND id = $2`,
    [businessId, id],
  );
  const match = row?.last_error ? SENDING_MARK.exec(row.last_error) : null;
  if (!match) return null;
  return { attempt: Number(match[1]), workerId: match[2], at: new Date(match[3]) };
}

/**
 * The provider answered (or the send was refused before it left): the mark goes, replaced by what happened
 * (null on success). Only this worker's own mark, while it holds the job.
 */
export async function clearSendingMark(
  tx: SqlExecutor,
  delivery: { businessId: string; id: string },
  workerId: string,
  outcome: string | null,
): Promise<void> {
  await tx.query(
    `UPDATE ${DELIVERY_TABLE} SET last_error = $4
      WHERE business_id = $1 AND id = $2 AND locked_by = $3 AND last_error LIKE 'sending: %'`,
    [delivery.businessId, delivery.id, workerId, outcome?.slice(0, 2000) ?? null],
  );
}

/**
 * Reserves the channel's next send slot, shared by every process on this database, and answers how many
 * milliseconds to wait for it (0: now). The database's clock decides, so processes on several machines agree.
 */
export async function reserveSendSlot(
  tx: SqlExecutor,
  channel: keyof typeof PROVIDER_MESSAGES_PER_SECOND,
  messagesPerSecond: number = PROVIDER_MESSAGES_PER_SECOND[channel],
): Promise<number> {
  const spacingMs = 1000 / messagesPerSecond;
  const [row] = await tx.query<{ wait_ms: number | string }>(
    `WITH clock AS (SELECT clock_timestamp() AS now)
     INSERT INTO rate_counters AS c (key, hits, window_ends_at)
     SELECT $1, 1, clock.now + $2 * interval '1 millisecond' FROM clock
     ON CONFLICT (key) DO UPDATE
       SET hits = CASE WHEN c.window_ends_at <= (SELECT now FROM clock) THEN 1 ELSE c.hits + 1 END,
           window_ends_at = greatest(c.window_ends_at, (SELECT now FROM clock)) + $2 * interval '1 millisecond'
     RETURNING greatest(0, extract(epoch FROM (c.window_ends_at - (SELECT now FROM clock))) * 1000 - $2)::float8
               AS wait_ms`,
    [`review-requests:pace:${channel}`, spacingMs],
  );
  return Math.max(0, Number(row?.wait_ms ?? 0));
}
