// The super admin's overview and analytics (issue 13): figures from the platform's own rows, audited.
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import { aiUsageQuerySchema, aiUsageSchema } from './ai-usage';
import {
  adminAiUsageEndpoint,
  adminAlertsEndpoint,
  adminAnalyticsEndpoint,
  adminAnalyticsExportEndpoint,
  adminOverviewEndpoint,
} from './endpoints';
import {
  adminAnalyticsSchema,
  adminOverviewSchema,
  analyticsQuerySchema,
  overviewQuerySchema,
  platformAlertsSchema,
} from './models';

const TAGS = ['Admin insights'] as const;

export const adminOverviewRoute = defineRoute({
  ...adminOverviewEndpoint,
  query: overviewQuerySchema,
  response: adminOverviewSchema,
  tags: TAGS,
  summary:
    'The console’s overview: KPIs, the last 6 months, recent alerts, top subscribers (super admin, audited)',
  description:
    'Total subscribers and monthly recurring revenue are those of GET /api/subscriptions’ summary. Growth compares ' +
    'the businesses whose subscription began in the period with the period before; retention is the share of the ' +
    'subscriptions active at the period’s start that are active now.',
});

export const adminAlertsRoute = defineRoute({
  ...adminAlertsEndpoint,
  response: platformAlertsSchema,
  tags: TAGS,
  summary: 'The overview’s alerts alone, for the console’s bell (super admin, audited)',
  description:
    'The alerts GET /api/admin/overview lists for its default period (30 days), computed by the same query: ' +
    'failed payments, past-due subscriptions, failed syncs, revoked Google connections and contact messages ' +
    'past their SLA, newest first. The system checks that fail are GET /api/system/overview’s.',
});

export const adminAnalyticsRoute = defineRoute({
  ...adminAnalyticsEndpoint,
  query: analyticsQuerySchema,
  response: adminAnalyticsSchema,
  tags: TAGS,
  summary:
    'The metric’s trend over the period, the plans, the segments by activity, strengths and improvements',
});

export const adminAnalyticsExportRoute = defineRoute({
  ...adminAnalyticsExportEndpoint,
  query: analyticsQuerySchema,
  response: z.string(),
  tags: TAGS,
  summary: 'The metric’s trend as CSV (UTF-8 with BOM, headers in the caller’s language)',
});

export const adminAiUsageRoute = defineRoute({
  ...adminAiUsageEndpoint,
  query: aiUsageQuerySchema,
  response: aiUsageSchema,
  tags: TAGS,
  summary: 'Where AI calls go and how many were made over the last `days` days (super admin, audited)',
  description:
    'From the log of AI calls (kept 90 days, no text): the configured endpoint’s host and model and its declared ' +
    'region, the calls per day and outcome, the tokens reported, each host and model called, and the businesses ' +
    'with the most calls. Days are those of the platform’s time zone.',
});

export const insightRoutes = {
  overview: adminOverviewRoute,
  alerts: adminAlertsRoute,
  analytics: adminAnalyticsRoute,
  analyticsExport: adminAnalyticsExportRoute,
  aiUsage: adminAiUsageRoute,
} as const;
