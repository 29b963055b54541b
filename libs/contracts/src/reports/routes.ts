// The overview's reports (spec §7 "Reviews and reports", paths spelled as the spec has them).
import {
  addCompetitorEndpoint,
  businessPerformanceSummaryEndpoint,
  competitorsEndpoint,
  exportReportEndpoint,
  removeCompetitorEndpoint,
  responsivenessEndpoint,
  searchCompetitorsEndpoint,
  growthEndpoint,
  keywordsEndpoint,
  monthlySentimentCorrectedEndpoint,
  monthlySentimentEndpoint,
  performanceSummaryEndpoint,
  weeklySentimentEndpoint,
} from './endpoints';
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import {
  growthQuerySchema,
  growthSchema,
  performanceSummaryByBusinessQuerySchema,
  performanceSummaryQuerySchema,
  performanceSummarySchema,
  reportBusinessParamsSchema,
} from './performance';
import {
  keywordsQuerySchema,
  keywordsReportSchema,
  monthlySentimentQuerySchema,
  monthlySentimentReportSchema,
  weeklySentimentQuerySchema,
  weeklySentimentReportSchema,
} from './trends';

import {
  addCompetitorBodySchema,
  competitorComparisonSchema,
  competitorParamsSchema,
  competitorSchema,
  competitorSearchQuerySchema,
  competitorSearchResultSchema,
} from './competitors';
import {
  reportExportQuerySchema,
  responsivenessQuerySchema,
  responsivenessReportSchema,
} from './responsiveness';

const TAGS = ['Reports'] as const;
const COMPETITOR_TAGS = ['Competitors'] as const;

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

export const responsivenessRoute = defineRoute({
  ...responsivenessEndpoint,
  params: reportBusinessParamsSchema,
  query: responsivenessQuerySchema,
  response: responsivenessReportSchema,
  failures: [403],
  tags: TAGS,
  summary: 'Response rate and median response time in a period: overall, by location and by team member',
  description:
    'startDate and endDate are days in the business’s time zone, both included. A review is answered when Google ' +
    'holds a reply, written in Sumaa or on Google; the time runs from the review to its reply. Members are ' +
    'credited with the replies they published through Sumaa.',
});

export const exportReportRoute = defineRoute({
  ...exportReportEndpoint,
  params: reportBusinessParamsSchema,
  query: reportExportQuerySchema,
  response: z.string(),
  failures: [403],
  tags: TAGS,
  summary: 'The analytics of a period as CSV (UTF-8 with BOM, headers in the caller’s language)',
  description:
    'The summary, star distribution, responsiveness, keywords, monthly and weekly trends of the period, one ' +
    'section after another. Content-Disposition names the file.',
});

export const competitorsRoute = defineRoute({
  ...competitorsEndpoint,
  response: competitorComparisonSchema,
  tags: COMPETITOR_TAGS,
  summary: 'The business’s competitors beside its own figures: today’s and the trend since each was added',
});

export const searchCompetitorsRoute = defineRoute({
  ...searchCompetitorsEndpoint,
  query: competitorSearchQuerySchema,
  response: competitorSearchResultSchema,
  failures: [503],
  tags: COMPETITOR_TAGS,
  summary:
    'Google places by name near the business’s locations (Places API text search), managers and admins',
  description:
    '503 competitorSearchUnavailable when Google does not answer. Each search is a billable Google call: 429 ' +
    'competitorSearchRateLimited past RATE_LIMIT_COMPETITOR_SEARCH_PER_MINUTE per business, 429 ' +
    'competitorSearchQuotaReached (with when it resets) past the plan’s searches per business-local day.',
});

export const addCompetitorRoute = defineRoute({
  ...addCompetitorEndpoint,
  body: addCompetitorBodySchema,
  response: competitorSchema,
  successStatus: 201,
  failures: [402, 404, 409, 503],
  tags: COMPETITOR_TAGS,
  summary: 'Follow a place as a competitor (at most five); its figures are read from Google at once',
  description:
    '409 competitorAlreadyAdded, competitorLimitReached or competitorIsOwnLocation; 404 competitorPlaceNotFound ' +
    'when Google does not know the place; 503 when Google does not answer.',
});

export const removeCompetitorRoute = defineRoute({
  ...removeCompetitorEndpoint,
  params: competitorParamsSchema,
  response: z.null(),
  failures: [404],
  tags: COMPETITOR_TAGS,
  summary: 'Stop following a competitor (its recorded history goes with it)',
});

export const reportRoutes = {
  performanceSummary: performanceSummaryRoute,
  businessPerformanceSummary: businessPerformanceSummaryRoute,
  growth: growthRoute,
  keywords: keywordsRoute,
  weeklySentiment: weeklySentimentRoute,
  monthlySentiment: monthlySentimentRoute,
  monthlySentimentCorrected: monthlySentimentCorrectedRoute,
  responsiveness: responsivenessRoute,
  export: exportReportRoute,
  competitors: competitorsRoute,
  searchCompetitors: searchCompetitorsRoute,
  addCompetitor: addCompetitorRoute,
  removeCompetitor: removeCompetitorRoute,
} as const;
