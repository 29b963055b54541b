// The report routes as the browser calls them (spec §7 "Reviews and reports"; spellings kept).
import { defineEndpoint } from '../http/defineEndpoint';

export const performanceSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/performance/summary',
  access: { role: 'viewer' },
});

export const businessPerformanceSummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/:businessId/performance/summary',
  access: { role: 'viewer' },
});

export const growthEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/:businessId/growth',
  access: { role: 'viewer' },
});

export const keywordsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reports/keywords',
  access: { role: 'viewer' },
});

export const weeklySentimentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reports/sentiment',
  access: { role: 'viewer' },
});

/** The spec's spelling ("entiment"), kept for the clients that call it. */
export const monthlySentimentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reports/monthly/entiment',
  access: { role: 'viewer' },
});

/** The same report at the corrected spelling. */
export const monthlySentimentCorrectedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reports/monthly/sentiment',
  access: { role: 'viewer' },
});

export const reportEndpoints = {
  performanceSummary: performanceSummaryEndpoint,
  businessPerformanceSummary: businessPerformanceSummaryEndpoint,
  growth: growthEndpoint,
  keywords: keywordsEndpoint,
  weeklySentiment: weeklySentimentEndpoint,
  monthlySentiment: monthlySentimentEndpoint,
  monthlySentimentCorrected: monthlySentimentCorrectedEndpoint,
} as const;
