// The super admin's overview and analytics (issue 13): figures from the platform's own rows, audited.
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import {
  adminAnalyticsEndpoint,
  adminAnalyticsExportEndpoint,
  adminOverviewEndpoint,
} from './endpoints';
import {
  adminAnalyticsSchema,
  adminOverviewSchema,
  analyticsQuerySchema,
  overviewQuerySchema,
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

export const insightRoutes = {
  overview: adminOverviewRoute,
  analytics: adminAnalyticsRoute,
  analyticsExport: adminAnalyticsExportRoute,
} as const;
