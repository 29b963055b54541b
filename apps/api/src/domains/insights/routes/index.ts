// The super admin's overview and analytics (issue 13), each read in the platform admin's audited transaction
// (domains/platform/audit; migrations 020 and 025).
import { ALERTS_PERIOD, insightRoutes, type AdminAnalytics, type AnalyticsQuery } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { csvDownloadHeaders } from '../../../lib/csv-file';
import { platformAdminTransaction } from '../../platform';
import { analyticsCsv, analyticsCsvFileName } from '../insights-csv';
import {
  deriveInsights,
  metricByBucket,
  overviewKpis,
  performanceByMonth,
  planPerformance,
  recentAlerts,
  revenueIn,
  segmentsByActivity,
  topSubscribers,
  trialConversion,
} from '../insights-store';
import { bucketKind, lastMonths, periodBuckets, periodWindows } from '../insight-windows';

/** The performance bars' months. */
const PERFORMANCE_MONTHS = 6;

type AnalyticsSelection = Required<AnalyticsQuery>;

async function readAnalytics(
  app: FastifyInstance,
  request: FastifyRequest,
  selection: AnalyticsSelection,
  action: string,
): Promise<AdminAnalytics> {
  const { period, metric } = selection;
  const now = app.now();
  const { current, previous } = periodWindows(period, now);
  const buckets = periodBuckets(period, now);
  return platformAdminTransaction(
    app,
    request,
    { action, targetType: 'platform', detail: { period, metric } },
    async (tx) => {
      const values = await metricByBucket(tx, metric, buckets);
      const [previousTotal] = await metricByBucket(tx, metric, [{ ...previous, firstDay: '', lastDay: '' }]);
      const { kpis, summary } = await overviewKpis(tx, current, previous);
      const plans = await planPerformance(tx, current, request.language);
      const trials = await trialConversion(tx, current);
      const insights = deriveInsights({
        retentionRate: kpis.retentionRate,
        growthRate: kpis.growthRate,
        revenue: await revenueIn(tx, current),
        previousRevenue: await revenueIn(tx, previous),
        paying: summary.active + summary.pastDue,
        pastDue: summary.pastDue,
        trialsEnded: trials.ended,
        trialsConverted: trials.converted,
        plans,
      });
      const total = values.reduce((sum, value) => sum + value, 0);
      return {
        period,
        metric,
        bucket: bucketKind(period),
        window: { from: current.from.toISOString(), to: current.to.toISOString() },
        trend: buckets.map((bucket, index) => ({
          from: bucket.firstDay,
          to: bucket.lastDay,
          value: values[index],
        })),
        total: Math.round(total * 100) / 100,
        previousTotal,
        plans,
        segments: await segmentsByActivity(tx),
        ...insights,
      };
    },
  );
}

export const insightsDomain: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, insightRoutes.overview, {
    handler: async (request) => {
      const { period } = request.query;
      const now = app.now();
      const { current, previous } = periodWindows(period, now);
      const model = await platformAdminTransaction(
        app,
        request,
        { action: 'platform.overview', targetType: 'platform', detail: { period } },
        async (tx) => ({
          period,
          window: { from: current.from.toISOString(), to: current.to.toISOString() },
          previousWindow: { from: previous.from.toISOString(), to: previous.to.toISOString() },
          kpis: (await overviewKpis(tx, current, previous)).kpis,
          performance: await performanceByMonth(tx, lastMonths(now, PERFORMANCE_MONTHS)),
          alerts: await recentAlerts(tx, current, now),
          topSubscribers: await topSubscribers(tx, request.language),
        }),
      );
      return successEnvelope(model, request.language);
    },
  });

  // The bell's list: the overview's alerts by the same query (recentAlerts), without the rest of the overview.
  registerRoute(app, insightRoutes.alerts, {
    handler: async (request) => {
      const now = app.now();
      const { current } = periodWindows(ALERTS_PERIOD, now);
      const items = await platformAdminTransaction(
        app,
        request,
        { action: 'platform.alerts', targetType: 'platform', detail: { period: ALERTS_PERIOD } },
        (tx) => recentAlerts(tx, current, now),
      );
      return successEnvelope({ items }, request.language);
    },
  });

  registerRoute(app, insightRoutes.analytics, {
    handler: async (request) => {
      const model = await readAnalytics(app, request, request.query, 'platform.analytics');
      return successEnvelope(model, request.language);
    },
  });

  registerRoute(app, insightRoutes.analyticsExport, {
    handler: async (request, reply) => {
      const analytics = await readAnalytics(app, request, request.query, 'platform.analytics.export');
      return reply
        .headers(csvDownloadHeaders(analyticsCsvFileName(analytics.metric, analytics.period, app.now())))
        .send(analyticsCsv(analytics, request.language));
    },
  });
};
