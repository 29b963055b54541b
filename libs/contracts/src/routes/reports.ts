// The overview's reports (spec §7 "Reviews and reports", paths spelled as the spec has them).
import {
  businessPerformanceSummaryEndpoint,
  growthEndpoint,
  keywordsEndpoint,
  monthlySentimentCorrectedEndpoint,
  monthlySentimentEndpoint,
  performanceSummaryEndpoint,
  weeklySentimentEndpoint,
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
import {
  keywordsQuerySchema,
  keywordsReportSchema,
  monthlySentimentQuerySchema,
  monthlySentimentReportSchema,
  weeklySentimentQuerySchema,
  weeklySentimentReportSchema,
} from '../reports/trends';

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

export const keywordsRoute = defineRoute({
  ...keywordsEndpoint,
  query: keywordsQuerySchema,
  response: keywordsReportSchema,
  failures: [403],
  tags: TAGS,
  summary: 'The words reviewers use most in a period, each with its share of positive and negative reviews',
  description:
    'rowLimit keywords (default 6, at most 50), the most mentioned first. startDate and endDate are days in the ' +
    'business’s time zone, both included. Spellings of one word (القهوة, قهوة, قهوه) count as one keyword.',
});

export const weeklySentimentRoute = defineRoute({
  ...weeklySentimentEndpoint,
  query: weeklySentimentQuerySchema,
  response: weeklySentimentReportSchema,
  failures: [403],
  tags: TAGS,
  summary: 'Positive, negative and neutral shares of each of the last `weeks` weeks (default 4)',
  description:
    'Weeks of seven of the business’s days, the last ending today, oldest first; a week without reviews ' +
    'gives zeros.',
});

const monthlySentimentDefinition = {
  query: monthlySentimentQuerySchema,
  response: monthlySentimentReportSchema,
  failures: [403],
  tags: TAGS,
  description:
    'Calendar months in the business’s time zone, the last being the current one, oldest first; a month ' +
    'without reviews gives 0 reviews and rating 0.',
} as const;

export const monthlySentimentRoute = defineRoute({
  ...monthlySentimentEndpoint,
  ...monthlySentimentDefinition,
  summary: 'Reviews and average stars of each of the last `months` months (default 6); the spec’s spelling',
});

export const monthlySentimentCorrectedRoute = defineRoute({
  ...monthlySentimentCorrectedEndpoint,
  ...monthlySentimentDefinition,
  summary: 'The same monthly report at the corrected spelling',
});

export const reportRoutes = {
  performanceSummary: performanceSummaryRoute,
  businessPerformanceSummary: businessPerformanceSummaryRoute,
  growth: growthRoute,
  keywords: keywordsRoute,
  weeklySentiment: weeklySentimentRoute,
  monthlySentiment: monthlySentimentRoute,
  monthlySentimentCorrected: monthlySentimentCorrectedRoute,
} as const;
