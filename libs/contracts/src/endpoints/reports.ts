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

export const reportEndpoints = {
  performanceSummary: performanceSummaryEndpoint,
  businessPerformanceSummary: businessPerformanceSummaryEndpoint,
  growth: growthEndpoint,
} as const;
