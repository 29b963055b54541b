// The super admin's overview and analytics (issue 13; decisions #4): each figure one grouped statement over the
// platform's rows, read in the platform admin's audited transaction (migrations 020 and 025). Total subscribers
// and MRR are the subscriptions list's own summary (summarizeSubscriptions), so the two screens always agree.
import {
  ACTIVITY_TYPES,
  INSIGHT_RULES,
  OVERVIEW_ALERTS_LIMIT,
  OVERVIEW_TOP_LIMIT,
  type ActivityType,
  type Insight,
  type InsightMetric,
  type InsightRuleCode,
  type OverviewKpis,
  type PerformanceMonth,
  type PlanPerformance,
  type PlatformAlert,
  type Segment,
  type SubscriptionSummary,
  type TopSubscriber,
} from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import { listSubscriptions, summarizeSubscriptions } from '../billing';
import { type Bucket, type InstantWindow, percent } from './insight-windows';

/** A subscription's monthly amount: 0 unless active, a yearly one as a twelfth (the list's own formula). */
const MONTHLY_AMOUNT = `CASE WHEN s.status <> 'active' THEN 0
                             WHEN s.billing_interval = 'yearly' THEN round(s.amount / 12, 2)
                             ELSE s.amount END`;

/** Active at `$1` (the period's start): begun, past its trial, not ended by then. */
const ACTIVE_AT_START = `s.created_at <= $1 AND s.status <> 'trialing'
  AND (s.trial_ends_at IS NULL OR s.trial_ends_at <= $1) AND (s.ended_at IS NULL OR s.ended_at > $1)`;

export async function overviewKpis(
  tx: SqlExecutor,
  current: InstantWindow,
  previous: InstantWindow,
): Promise<{ kpis: OverviewKpis; summary: SubscriptionSummary }> {
  const summary = await summarizeSubscriptions(tx);
  const [row] = await tx.query<{
    new_subscribers: number;
    previous_new: number;
    retention_base: number;
    retained: number;
  }>(
    `SELECT count(*) FILTER (WHERE s.created_at >= $1 AND s.created_at < $2)::int AS new_subscribers,
            count(*) FILTER (WHERE s.created_at >= $3 AND s.created_at < $1)::int AS previous_new,
            count(*) FILTER (WHERE ${ACTIVE_AT_START})::int AS retention_base,
            count(*) FILTER (WHERE ${ACTIVE_AT_START} AND s.status = 'active')::int AS retained
       FROM subscriptions s`,
    [current.from, current.to, previous.from],
  );
  return {
    summary,
    kpis: {
      totalSubscribers: summary.total,
      active: summary.active,
      trialing: summary.trialing,
      pastDue: summary.pastDue,
      monthlyRecurringRevenue: summary.monthlyRecurringRevenue,
      newSubscribers: row.new_subscribers,
      previousNewSubscribers: row.previous_new,
      growthRate:
        row.previous_new === 0 ? null : percent(row.new_subscribers - row.previous_new, row.previous_new),
      retentionBase: row.retention_base,
      retained: row.retained,
      retentionRate: row.retention_base === 0 ? null : percent(row.retained, row.retention_base),
    },
  };
}

const BUCKETS = `buckets AS (
  SELECT * FROM unnest($1::timestamptz[], $2::timestamptz[]) WITH ORDINALITY AS b(starts, ends, n)
)`;

const bucketParameters = (buckets: readonly Bucket[]) => [
  buckets.map((bucket) => bucket.from.toISOString()),
  buckets.map((bucket) => bucket.to.toISOString()),
];

/** The metric in each bucket, in the buckets' order. */
const METRIC_VALUE: Record<InsightMetric, string> = {
  revenue: `(SELECT coalesce(sum(i.amount_excl_vat), 0) FROM invoices i
              WHERE i.status = 'paid' AND i.paid_at >= b.starts AND i.paid_at < b.ends)`,
  customers: `(SELECT count(*) FROM subscriptions s WHERE s.created_at >= b.starts AND s.created_at < b.ends)`,
  subscriptions: `(SELECT count(*) FROM invoices i
                    WHERE i.status = 'paid' AND i.kind = 'subscription'
                      AND i.paid_at >= b.starts AND i.paid_at < b.ends)`,
};

export async function metricByBucket(
  tx: SqlExecutor,
  metric: InsightMetric,
  buckets: readonly Bucket[],
): Promise<number[]> {
  if (buckets.length === 0) return [];
  const rows = await tx.query<{ value: string }>(
    `WITH ${BUCKETS} SELECT ${METRIC_VALUE[metric]}::text AS value FROM buckets b ORDER BY b.n`,
    bucketParameters(buckets),
  );
  return rows.map((row) => Number(row.value));
}

export async function performanceByMonth(
  tx: SqlExecutor,
  months: readonly (Bucket & { month: string })[],
): Promise<PerformanceMonth[]> {
  const rows = await tx.query<{ new_subscribers: string; revenue: string }>(
    `WITH ${BUCKETS}
     SELECT ${METRIC_VALUE.customers}::text AS new_subscribers, ${METRIC_VALUE.revenue}::text AS revenue
       FROM buckets b ORDER BY b.n`,
    bucketParameters(months),
  );
  return rows.map((row, index) => ({
    month: months[index].month,
    newSubscribers: Number(row.new_subscribers),
    revenue: Number(row.revenue),
  }));
}

/**
 * What needs the operator, newest first: open invoices whose payment failed, past-due subscriptions, syncs that
 * failed in the period, Google connections Google withdrew (or a business disconnected), and contact messages past
 * their SLA that are not resolved or closed.
 */
export async function recentAlerts(
  tx: SqlExecutor,
  window: InstantWindow,
  now: Date,
): Promise<PlatformAlert[]> {
  const rows = await tx.query<{
    id: string;
    kind: PlatformAlert['kind'];
    at: Date;
    business_id: string | null;
    subject: string;
    detail: string | null;
  }>(
    `SELECT * FROM (
       SELECT 'invoice:' || i.id AS id, 'paymentFailed' AS kind, i.updated_at AS at, b.business_id,
              b.name AS subject, i.last_payment_error AS detail
         FROM invoices i JOIN businesses b ON b.business_id = i.business_id
        WHERE i.status = 'open' AND i.last_payment_error IS NOT NULL
       UNION ALL
       SELECT 'subscription:' || s.id, 'pastDue', coalesce(s.past_due_since, s.updated_at), b.business_id,
              b.name, NULL
         FROM subscriptions s JOIN businesses b ON b.business_id = s.business_id
        WHERE s.status = 'past_due'
       UNION ALL
       SELECT 'sync:' || j.id, 'syncFailed', coalesce(j.finished_at, j.updated_at), b.business_id, b.name,
              coalesce(j.error_code, j.last_error)
         FROM sync_jobs j JOIN businesses b ON b.business_id = j.business_id
        WHERE j.status = 'failed' AND coalesce(j.finished_at, j.updated_at) >= $1
       UNION ALL
       SELECT 'google:' || g.business_id, 'googleLost', g.revoked_at, b.business_id, b.name, g.revoke_reason
         FROM google_connections g JOIN businesses b ON b.business_id = g.business_id
        WHERE g.revoked_at IS NOT NULL
       UNION ALL
       SELECT 'contact:' || c.id, 'slaBreached', c.sla_due_at, NULL, c.name, c.status
         FROM contact_messages c
        WHERE c.sla_due_at < $2 AND c.status NOT IN ('resolved', 'closed')
     ) alerts
     ORDER BY at DESC, id DESC
     LIMIT $3`,
    [window.from, now, OVERVIEW_ALERTS_LIMIT],
  );
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    at: new Date(row.at).toISOString(),
    businessId: row.business_id,
    subject: row.subject,
    detail: row.detail,
    link: {
      section:
        row.kind === 'slaBreached'
          ? 'contacts'
          : row.kind === 'paymentFailed' || row.kind === 'pastDue'
            ? 'subscriptions'
            : 'customers',
      search: row.subject,
    },
  }));
}

/** The businesses that paid the most (the list sorted by revenue), only those that paid. */
export async function topSubscribers(tx: SqlExecutor, language: string): Promise<TopSubscriber[]> {
  const items = await listSubscriptions(
    tx,
    { status: 'all', plan: 'all', sortBy: 'revenue', sortDir: 'desc' },
    { language, page: { page: 1, pageSize: OVERVIEW_TOP_LIMIT } },
  );
  return items
    .filter((item) => item.revenue > 0)
    .map((item) => ({
      subscriptionId: item.id,
      businessId: item.businessId,
      name: item.name,
      planName: item.planName,
      status: item.status,
      revenue: item.revenue,
      monthlyRevenue: item.monthlyRevenue,
    }));
}

/** Each plan with a subscription or revenue in the period: by revenue, then subscribers. */
export async function planPerformance(
  tx: SqlExecutor,
  window: InstantWindow,
  language: string,
): Promise<PlanPerformance[]> {
  const rows = await tx.query<{
    plan_id: string;
    name: string;
    subscribers: number;
    active: number;
    mrr: string;
    revenue: string;
  }>(
    `WITH held AS (
       SELECT s.plan_id,
              count(*) FILTER (WHERE s.status IN ('trialing', 'active', 'past_due'))::int AS subscribers,
              count(*) FILTER (WHERE s.status = 'active')::int AS active,
              sum(${MONTHLY_AMOUNT}) AS mrr
         FROM subscriptions s GROUP BY s.plan_id
     ),
     paid AS (
       SELECT i.plan_id, sum(i.amount_excl_vat) AS revenue
         FROM invoices i
        WHERE i.status = 'paid' AND i.paid_at >= $2 AND i.paid_at < $3
        GROUP BY i.plan_id
     )
     SELECT p.id AS plan_id,
            coalesce(p.translations #>> ARRAY[$1::text, 'name'], p.translations #>> '{en,name}', p.name) AS name,
            coalesce(h.subscribers, 0) AS subscribers, coalesce(h.active, 0) AS active,
            coalesce(h.mrr, 0)::text AS mrr, coalesce(paid.revenue, 0)::text AS revenue
       FROM plans p
       LEFT JOIN held h ON h.plan_id = p.id
       LEFT JOIN paid ON paid.plan_id = p.id
      WHERE coalesce(h.subscribers, 0) > 0 OR coalesce(paid.revenue, 0) > 0
      ORDER BY coalesce(paid.revenue, 0) DESC, coalesce(h.subscribers, 0) DESC, p.id`,
    [language, window.from, window.to],
  );
  return rows.map((row) => ({
    planId: row.plan_id,
    name: row.name,
    subscribers: row.subscribers,
    active: row.active,
    monthlyRecurringRevenue: Number(row.mrr),
    revenue: Number(row.revenue),
  }));
}

const KNOWN_ACTIVITIES: readonly string[] = ACTIVITY_TYPES;

/** Every subscriber by its registration activity (a custom one is 'other'), most subscribers first. */
export async function segmentsByActivity(tx: SqlExecutor): Promise<Segment[]> {
  const rows = await tx.query<{ industry: string | null; subscribers: number; active: number; mrr: string }>(
    `SELECT lower(trim(b.industry)) AS industry, count(*)::int AS subscribers,
            count(*) FILTER (WHERE s.status = 'active')::int AS active,
            sum(${MONTHLY_AMOUNT})::text AS mrr
       FROM subscriptions s JOIN businesses b ON b.business_id = s.business_id
      GROUP BY lower(trim(b.industry))`,
  );
  const segments = new Map<ActivityType, Segment>();
  for (const row of rows) {
    const activityType = (
      row.industry && KNOWN_ACTIVITIES.includes(row.industry) ? row.industry : 'other'
    ) as ActivityType;
    const segment = segments.get(activityType) ?? {
      activityType,
      subscribers: 0,
      active: 0,
      monthlyRecurringRevenue: 0,
    };
    segment.subscribers += row.subscribers;
    segment.active += row.active;
    segment.monthlyRecurringRevenue =
      Math.round((segment.monthlyRecurringRevenue + Number(row.mrr)) * 100) / 100;
    segments.set(activityType, segment);
  }
  return [...segments.values()].sort(
    (a, b) => b.subscribers - a.subscribers || a.activityType.localeCompare(b.activityType),
  );
}

export interface InsightFigures {
  retentionRate: number | null;
  growthRate: number | null;
  revenue: number;
  previousRevenue: number;
  /** Active and past-due subscriptions, and of them past due. */
  paying: number;
  pastDue: number;
  /** Trials that ended in the period, and of them now active or past due. */
  trialsEnded: number;
  trialsConverted: number;
  plans: readonly PlanPerformance[];
}

export async function trialConversion(
  tx: SqlExecutor,
  window: InstantWindow,
): Promise<{ ended: number; converted: number }> {
  const [row] = await tx.query<{ ended: number; converted: number }>(
    `SELECT count(*)::int AS ended,
            count(*) FILTER (WHERE s.status IN ('active', 'past_due'))::int AS converted
       FROM subscriptions s
      WHERE s.trial_ends_at >= $1 AND s.trial_ends_at < $2`,
    [window.from, window.to],
  );
  return row;
}

export async function revenueIn(tx: SqlExecutor, window: InstantWindow): Promise<number> {
  const [row] = await tx.query<{ revenue: string }>(
    `SELECT coalesce(sum(amount_excl_vat), 0)::text AS revenue FROM invoices
      WHERE status = 'paid' AND paid_at >= $1 AND paid_at < $2`,
    [window.from, window.to],
  );
  return Number(row.revenue);
}

const insight = (code: InsightRuleCode, value: number, params: Record<string, string> = {}): Insight => ({
  code,
  value,
  threshold: INSIGHT_RULES[code].threshold,
  params,
});

/** The strengths and improvements the figures meet, each named by the rule (INSIGHT_RULES) that produced it. */
export function deriveInsights(figures: InsightFigures): { strengths: Insight[]; improvements: Insight[] } {
  const found: Insight[] = [];
  const { retentionRate, growthRate } = figures;
  if (retentionRate !== null) {
    if (retentionRate >= INSIGHT_RULES.retentionHigh.threshold)
      found.push(insight('retentionHigh', retentionRate));
    if (retentionRate < INSIGHT_RULES.retentionLow.threshold)
      found.push(insight('retentionLow', retentionRate));
  }
  if (growthRate !== null) {
    if (growthRate > INSIGHT_RULES.growthPositive.threshold)
      found.push(insight('growthPositive', growthRate));
    if (growthRate < INSIGHT_RULES.growthNegative.threshold)
      found.push(insight('growthNegative', growthRate));
  }
  if (figures.previousRevenue > 0) {
    const change = percent(figures.revenue - figures.previousRevenue, figures.previousRevenue);
    if (change > INSIGHT_RULES.revenueUp.threshold) found.push(insight('revenueUp', change));
    if (change < INSIGHT_RULES.revenueDown.threshold) found.push(insight('revenueDown', change));
  }
  if (figures.paying > 0) {
    const share = percent(figures.pastDue, figures.paying);
    if (share <= INSIGHT_RULES.pastDueLow.threshold) found.push(insight('pastDueLow', share));
    if (share > INSIGHT_RULES.pastDueHigh.threshold) found.push(insight('pastDueHigh', share));
  }
  if (figures.trialsEnded > 0) {
    const share = percent(figures.trialsConverted, figures.trialsEnded);
    if (share >= INSIGHT_RULES.trialConversionHigh.threshold)
      found.push(insight('trialConversionHigh', share));
    if (share < INSIGHT_RULES.trialConversionLow.threshold) found.push(insight('trialConversionLow', share));
  }
  const [leader] = figures.plans.filter((plan) => plan.revenue > 0);
  if (leader && figures.revenue > 0) {
    const share = percent(leader.revenue, figures.revenue);
    if (share > INSIGHT_RULES.revenueConcentrated.threshold) {
      found.push(insight('revenueConcentrated', share, { plan: leader.name }));
    }
  }
  return {
    strengths: found.filter((item) => INSIGHT_RULES[item.code].kind === 'strength'),
    improvements: found.filter((item) => INSIGHT_RULES[item.code].kind === 'improvement'),
  };
}
