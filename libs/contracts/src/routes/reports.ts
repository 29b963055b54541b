// The overview's reports (spec §7 "Reviews and reports", paths spelled as the spec has them).
import {
  businessPerformanceSummaryEndpoint,
  growthEndpoint,
  performanceSummaryEndpoint,
} from '../endpoints/reports';
import { defineRoute } from '../http/defineRoute';
import {
  growthQuerySchema,
  growthSchema,
  performanceSummaryByBusinessQuerySchema,
  performanceSummaryQuerySchema,
  performanceSummarySchema,
  reportBusinessParamsSchema,
} from '../reports/performance';

const TAGS = ['Reports'] as const;

export const performanceSummaryRoute = defineRoute({
  ...performanceSummaryEndpoint,
  query: performanceSummaryQuerySchema,
  response: performanceSummarySchema,
  failures: [403],
  tags: TAGS,
  summary: 'The business’s reviews in a period: total, average, sentiments, stars, response rate',
  description:
    'startDate and endDate are days in the business’s time zone, both included. businessId, when given, ' +
    'must be the caller’s business (403 otherwise). The total equals GET /api/Reviews with from/to.',
});

export const businessPerformanceSummaryRoute = defineRoute({
  ...businessPerformanceSummaryEndpoint,
  params: reportBusinessParamsSchema,
  query: performanceSummaryByBusinessQuerySchema,
  response: performanceSummarySchema,
  failures: [403],
  tags: TAGS,
  summary: 'The same summary, the business named in the path (the caller’s; 403 otherwise)',
});

export const growthRoute = defineRoute({
  ...growthEndpoint,
  params: reportBusinessParamsSchema,
  query: growthQuerySchema,
  response: growthSchema,
  failures: [403],
  tags: TAGS,
  summary: 'Review growth: the last `days` (default 90) against the `days` before',
});

export const reportRoutes = {
  performanceSummary: performanceSummaryRoute,
  businessPerformanceSummary: businessPerformanceSummaryRoute,
  growth: growthRoute,
} as const;
