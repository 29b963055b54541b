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
  access: { permission: 'ViewAnalytics' },
});

export const weeklySentimentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reports/sentiment',
  access: { permission: 'ViewAnalytics' },
});

/** The spec's spelling ("entiment"), kept for the clients that call it. */
export const monthlySentimentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reports/monthly/entiment',
  access: { permission: 'ViewAnalytics' },
});

/** The same report at the corrected spelling. */
export const monthlySentimentCorrectedEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Reports/monthly/sentiment',
  access: { permission: 'ViewAnalytics' },
});

/** Response rate and median response time, overall, by location and by team member (analytics). */
export const responsivenessEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/:businessId/responsiveness',
  access: { permission: 'ViewAnalytics' },
});

/** The analytics of a period as CSV (UTF-8 with BOM, headers in the caller's language). */
export const exportReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/reports/:businessId/export',
  access: { permission: 'ViewAnalytics' },
  reply: 'binary',
});

/** The business's competitors side by side with its own figures: today's and the trend since each was added. */
export const competitorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/competitors',
  access: { permission: 'ViewAnalytics' },
});

/** Google places by name near the business's locations (Places API text search), to add as competitors. */
export const searchCompetitorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/competitors/search',
  access: { role: 'manager' },
});

export const addCompetitorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/competitors',
  access: { role: 'manager' },
});

export const removeCompetitorEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/competitors/:id',
  access: { role: 'manager' },
});

export const reportEndpoints = {
  performanceSummary: performanceSummaryEndpoint,
  businessPerformanceSummary: businessPerformanceSummaryEndpoint,
  growth: growthEndpoint,
  keywords: keywordsEndpoint,
  weeklySentiment: weeklySentimentEndpoint,
  monthlySentiment: monthlySentimentEndpoint,
  monthlySentimentCorrected: monthlySentimentCorrectedEndpoint,
  responsiveness: responsivenessEndpoint,
  export: exportReportEndpoint,
  competitors: competitorsEndpoint,
  searchCompetitors: searchCompetitorsEndpoint,
  addCompetitor: addCompetitorEndpoint,
  removeCompetitor: removeCompetitorEndpoint,
} as const;
