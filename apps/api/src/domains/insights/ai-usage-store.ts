// The super admin's AI usage (issue 24) from ai_call_log (migration 049), read in the platform admin's transaction
// (migration 052's policy): the calls of a window per local day and outcome, the tokens, the hosts and models they
// went to, and the businesses that called most. Days are the platform's (Asia/Riyadh, as the other insights).
import { AI_USAGE_TOP_BUSINESSES, type AiUsage } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import { localDayOf, localMidnight, type InstantWindow } from './insight-windows';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Asia/Riyadh, UTC+3 all year (insight-windows.ts): the SQL's local day. */
const LOCAL_DAY_SQL = `to_char((called_at AT TIME ZONE 'UTC') + interval '3 hours', 'YYYY-MM-DD')`;

/** The last `days` whole local days, today included (today up to now). */
export function aiUsageWindow(now: Date, days: number): InstantWindow & { days: string[] } {
  const from = new Date(localMidnight(now).getTime() - (days - 1) * DAY_MS);
  return {
    from,
    to: now,
    days: Array.from({ length: days }, (_, index) => localDayOf(new Date(from.getTime() + index * DAY_MS))),
  };
}

type Counts = Pick<AiUsage['byDay'][number], 'succeeded' | 'failed' | 'timedOut'>;

export async function readAiUsage(
  tx: SqlExecutor,
  window: ReturnType<typeof aiUsageWindow>,
): Promise<Pick<AiUsage, 'totals' | 'byDay' | 'destinations' | 'topBusinesses'>> {
  const range = [window.from, window.to];
  const perDay = await tx.query<{ day: string; outcome: keyof Counts; calls: number }>(
    `SELECT ${LOCAL_DAY_SQL} AS day, outcome, count(*)::int AS calls
       FROM ai_call_log WHERE called_at >= $1 AND called_at < $2
      GROUP BY 1, 2`,
    range,
  );
  const [tokens] = await tx.query<{ prompt: number; completion: number }>(
    `SELECT coalesce(sum(prompt_tokens), 0)::int AS prompt, coalesce(sum(completion_tokens), 0)::int AS completion
       FROM ai_call_log WHERE called_at >= $1 AND called_at < $2`,
    range,
  );
  const destinations = await tx.query<{ host: string; model: string; calls: number }>(
    `SELECT endpoint_host AS host, model, count(*)::int AS calls
       FROM ai_call_log WHERE called_at >= $1 AND called_at < $2
      GROUP BY endpoint_host, model ORDER BY calls DESC, host, model`,
    range,
  );
  const topBusinesses = await tx.query<{ businessId: string; name: string; calls: number; tokens: number }>(
    `SELECT log.business_id::text AS "businessId", coalesce(b.name, '') AS name, count(*)::int AS calls,
            coalesce(sum(coalesce(log.prompt_tokens, 0) + coalesce(log.completion_tokens, 0)), 0)::int AS tokens
       FROM ai_call_log log
       LEFT JOIN businesses b ON b.business_id = log.business_id
      WHERE log.called_at >= $1 AND log.called_at < $2
      GROUP BY log.business_id, b.name
      ORDER BY calls DESC, name, "businessId"
      LIMIT $3`,
    [...range, AI_USAGE_TOP_BUSINESSES],
  );

  const byDay = new Map<string, Counts>(
    window.days.map((day) => [day, { succeeded: 0, failed: 0, timedOut: 0 }]),
  );
  const totals = { calls: 0, succeeded: 0, failed: 0, timedOut: 0 };
  for (const row of perDay) {
    const counts = byDay.get(row.day);
    if (counts) counts[row.outcome] += row.calls;
    totals[row.outcome] += row.calls;
    totals.calls += row.calls;
  }
  return {
    totals: { ...totals, promptTokens: tokens.prompt, completionTokens: tokens.completion },
    byDay: [...byDay].map(([day, counts]) => ({ day, ...counts })),
    destinations,
    topBusinesses,
  };
}
