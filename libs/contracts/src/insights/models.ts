// The super admin's overview and analytics (issue 13, spec §2 "Admin console" overview and analytics;
// decisions #3, #4): every figure computed from the platform's own rows, in the platform admin's audited path.
import { z } from 'zod';
import { ACTIVITY_TYPES } from '../auth/rules';
import { SUBSCRIPTION_STATUSES } from '../billing/subscription';

/** The analytics periods (spec §2): the last 7, 30 or 90 days, or the last 12 months. */
export const INSIGHT_PERIODS = ['7d', '30d', '90d', '1y'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];

/** revenue: paid invoices (VAT excluded); customers: new subscribers; subscriptions: subscriptions paid for the first time. */
export const INSIGHT_METRICS = ['revenue', 'customers', 'subscriptions'] as const;
export type InsightMetric = (typeof INSIGHT_METRICS)[number];

/** The days of each period; 1y is the last 12 calendar months (Asia/Riyadh), the current one so far. */
export const INSIGHT_PERIOD_DAYS: Record<InsightPeriod, number> = {
  '7d': 7,
  '30d': 30,
  '90d': 90,
  '1y': 365,
};

/** The trend's bars: a day for 7d, a week for 30d, a calendar month for 90d and 1y. */
export const INSIGHT_BUCKETS = ['day', 'week', 'month'] as const;
export type InsightBucketKind = (typeof INSIGHT_BUCKETS)[number];

const periodSchema = z.enum(INSIGHT_PERIODS, { error: 'invalidValue' });

export const overviewQuerySchema = z.object({ period: periodSchema.default('30d') });
export type OverviewQuery = z.input<typeof overviewQuerySchema>;

export const analyticsQuerySchema = z.object({
  period: periodSchema.default('30d'),
  metric: z.enum(INSIGHT_METRICS, { error: 'invalidValue' }).default('revenue'),
});
export type AnalyticsQuery = z.input<typeof analyticsQuerySchema>;

/** The window a figure covers: [from, to), whole local days (Asia/Riyadh) up to and including today. */
const windowSchema = z.object({ from: z.string(), to: z.string() });

export const overviewKpisSchema = z.object({
  /** Every business's subscription, whatever its status (= GET /api/subscriptions' summary.total). */
  totalSubscribers: z.number().int(),
  active: z.number().int(),
  trialing: z.number().int(),
  pastDue: z.number().int(),
  /** Active subscriptions' monthly amounts, a yearly one as round(amount / 12, 2) (= the list's summary). */
  monthlyRecurringRevenue: z.number(),
  /** Businesses whose subscription began in the period, and in the period before it. */
  newSubscribers: z.number().int(),
  previousNewSubscribers: z.number().int(),
  /** (new − previous new) / previous new × 100, one decimal; null when the previous period had none. */
  growthRate: z.number().nullable(),
  /** Subscriptions active (paid, past their trial, not ended) at the period's start, and of them still active now. */
  retentionBase: z.number().int(),
  retained: z.number().int(),
  /** retained / retentionBase × 100, one decimal; null when none was active at the start. */
  retentionRate: z.number().nullable(),
});
export type OverviewKpis = z.infer<typeof overviewKpisSchema>;

export const performanceMonthSchema = z.object({
  /** YYYY-MM, Asia/Riyadh. */
  month: z.string(),
  newSubscribers: z.number().int(),
  /** Paid invoices of the month, VAT excluded. */
  revenue: z.number(),
});
export type PerformanceMonth = z.infer<typeof performanceMonthSchema>;

export const ALERT_KINDS = ['paymentFailed', 'pastDue', 'syncFailed', 'googleLost', 'slaBreached'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** The admin section an alert opens, with the search that finds its row there. */
export const ALERT_SECTIONS = ['subscriptions', 'customers', 'contacts'] as const;

export const platformAlertSchema = z.object({
  id: z.string(),
  kind: z.enum(ALERT_KINDS),
  at: z.string(),
  businessId: z.string().nullable(),
  /** The business, or for a contact message its sender. */
  subject: z.string(),
  /** The provider's error, the sync's error code, Google's revoke reason, the message's status. */
  detail: z.string().nullable(),
  link: z.object({ section: z.enum(ALERT_SECTIONS), search: z.string() }),
});
export type PlatformAlert = z.infer<typeof platformAlertSchema>;

export const topSubscriberSchema = z.object({
  subscriptionId: z.string(),
  businessId: z.string(),
  name: z.string(),
  planName: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** Paid invoices, VAT excluded (= the list's revenue). */
  revenue: z.number(),
  monthlyRevenue: z.number(),
});
export type TopSubscriber = z.infer<typeof topSubscriberSchema>;

export const adminOverviewSchema = z.object({
  period: periodSchema,
  window: windowSchema,
  previousWindow: windowSchema,
  kpis: overviewKpisSchema,
  /** The last 6 calendar months, oldest first, the current one so far. */
  performance: z.array(performanceMonthSchema),
  /** Newest first, at most OVERVIEW_ALERTS_LIMIT. */
  alerts: z.array(platformAlertSchema),
  /** By revenue, at most OVERVIEW_TOP_LIMIT, only those that paid. */
  topSubscribers: z.array(topSubscriberSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

export const OVERVIEW_ALERTS_LIMIT = 10;

/** The period whose alerts the console's bell shows: the overview's default, so both list the same ones. */
export const ALERTS_PERIOD = '30d' satisfies z.infer<typeof periodSchema>;

/** GET /api/admin/alerts: the overview's alerts alone, for the header's bell on every page of the console. */
export const platformAlertsSchema = z.object({
  /** Newest first, at most OVERVIEW_ALERTS_LIMIT: the same list as the overview's for ALERTS_PERIOD. */
  items: z.array(platformAlertSchema),
});
export type PlatformAlerts = z.infer<typeof platformAlertsSchema>;
export const OVERVIEW_TOP_LIMIT = 5;

export const trendBucketSchema = z.object({
  /** The bucket's first local day (YYYY-MM-DD) and its last. */
  from: z.string(),
  to: z.string(),
  value: z.number(),
});
export type TrendBucket = z.infer<typeof trendBucketSchema>;

export const planPerformanceSchema = z.object({
  planId: z.string(),
  name: z.string(),
  /** Subscriptions on the plan that are trialing, active or past due. */
  subscribers: z.number().int(),
  active: z.number().int(),
  monthlyRecurringRevenue: z.number(),
  /** Paid invoices of the plan in the period, VAT excluded. */
  revenue: z.number(),
});
export type PlanPerformance = z.infer<typeof planPerformanceSchema>;

export const segmentSchema = z.object({
  /** Registration's ActivityType; a custom activity counts as 'other'. */
  activityType: z.enum(ACTIVITY_TYPES),
  subscribers: z.number().int(),
  active: z.number().int(),
  monthlyRecurringRevenue: z.number(),
});
export type Segment = z.infer<typeof segmentSchema>;

/** The rules that produce a strength or an improvement; the page words them, with their value and threshold. */
export const INSIGHT_RULES = {
  /** retentionRate ≥ threshold. */
  retentionHigh: { kind: 'strength', threshold: 90 },
  /** retentionRate < threshold. */
  retentionLow: { kind: 'improvement', threshold: 80 },
  /** growthRate > threshold (%). */
  growthPositive: { kind: 'strength', threshold: 0 },
  /** growthRate < threshold (%). */
  growthNegative: { kind: 'improvement', threshold: 0 },
  /** revenue change vs the previous period > threshold (%). */
  revenueUp: { kind: 'strength', threshold: 0 },
  /** revenue change vs the previous period < threshold (%). */
  revenueDown: { kind: 'improvement', threshold: 0 },
  /** past-due share of paying subscriptions ≤ threshold (%). */
  pastDueLow: { kind: 'strength', threshold: 5 },
  /** past-due share of paying subscriptions > threshold (%). */
  pastDueHigh: { kind: 'improvement', threshold: 10 },
  /** of the trials that ended in the period, share now paying ≥ threshold (%). */
  trialConversionHigh: { kind: 'strength', threshold: 50 },
  /** of the trials that ended in the period, share now paying < threshold (%). */
  trialConversionLow: { kind: 'improvement', threshold: 25 },
  /** one plan brings more than threshold (%) of the period's revenue. */
  revenueConcentrated: { kind: 'improvement', threshold: 70 },
} as const;
export type InsightRuleCode = keyof typeof INSIGHT_RULES;
export const INSIGHT_RULE_CODES = Object.keys(INSIGHT_RULES) as InsightRuleCode[];

export const insightSchema = z.object({
  code: z.enum(INSIGHT_RULE_CODES as [InsightRuleCode, ...InsightRuleCode[]]),
  /** The measured figure (a percentage, one decimal). */
  value: z.number(),
  threshold: z.number(),
  /** e.g. the plan's name for revenueConcentrated. */
  params: z.record(z.string(), z.string()),
});
export type Insight = z.infer<typeof insightSchema>;

export const adminAnalyticsSchema = z.object({
  period: periodSchema,
  metric: z.enum(INSIGHT_METRICS),
  bucket: z.enum(INSIGHT_BUCKETS),
  window: windowSchema,
  /** Oldest first, every bucket present. */
  trend: z.array(trendBucketSchema),
  total: z.number(),
  previousTotal: z.number(),
  plans: z.array(planPerformanceSchema),
  segments: z.array(segmentSchema),
  strengths: z.array(insightSchema),
  improvements: z.array(insightSchema),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;
