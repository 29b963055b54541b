// The log of AI calls (migration 049): one row per call of the AI endpoint, success or failure, with no text —
// when, which business and review, the model and the endpoint's host, the tokens reported, the outcome. Kept
// AI_CALL_LOG_KEEP_DAYS days: a daily prune, as the jobs worker, deletes older rows of every business.
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';
import { DailySchedule, DAILY_SCHEDULE_CHECK_MS } from '../../../jobs/daily-schedule';

export const AI_CALL_LOG_KEEP_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AiCallOutcome = 'succeeded' | 'failed' | 'timedOut';

export interface AiCallRecord {
  calledAt: Date;
  reviewId: string | null;
  model: string;
  /** The endpoint's URL: only its host (and port) is kept. */
  endpointUrl: string;
  promptTokens: number | null;
  completionTokens: number | null;
  outcome: AiCallOutcome;
  durationMs: number;
}

/** The host and port of the endpoint, never its path or query (which may carry a key). */
export function endpointHostOf(url: string): string {
  try {
    return new URL(url).host || 'unknown';
  } catch {
    return 'unknown';
  }
}

/** Writes one call in the business's tenant transaction. */
export async function insertAiCallLog(
  tx: SqlExecutor,
  businessId: string,
  call: AiCallRecord,
): Promise<void> {
  await tx.query(
    `INSERT INTO ai_call_log (business_id, called_at, review_id, model, endpoint_host, prompt_tokens,
                              completion_tokens, outcome, duration_ms)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      businessId,
      call.calledAt,
      call.reviewId,
      call.model.slice(0, 200),
      endpointHostOf(call.endpointUrl).slice(0, 255),
      call.promptTokens,
      call.completionTokens,
      call.outcome,
      Math.max(0, Math.round(call.durationMs)),
    ],
  );
}

/** Deletes the calls older than the days kept, of every business; how many went. Safe in any number of processes. */
export async function pruneAiCallLog(app: FastifyInstance): Promise<number> {
  const cutoff = new Date(app.now().getTime() - AI_CALL_LOG_KEEP_DAYS * DAY_MS);
  const rows = await app.db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('app.jobs_worker', 'on', true)`);
    return tx.query('DELETE FROM ai_call_log WHERE called_at < $1 RETURNING id', [cutoff]);
  });
  return rows.length;
}

export function aiCallLogPruneSchedule(app: FastifyInstance): DailySchedule {
  return new DailySchedule({
    name: 'AI call log prune',
    now: app.now,
    checkEveryMs: DAILY_SCHEDULE_CHECK_MS,
    log: app.log.child({ component: 'jobs' }),
    task: async () => {
      const pruned = await pruneAiCallLog(app);
      if (pruned > 0) app.log.info({ pruned }, 'AI call log pruned');
    },
  });
}
