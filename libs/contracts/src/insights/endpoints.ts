// The super admin's overview and analytics (issue 13) as the browser calls them.
import { defineEndpoint } from '../http/defineEndpoint';

export const adminOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/overview',
  access: { role: 'super_admin' },
});

export const adminAlertsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/alerts',
  access: { role: 'super_admin' },
});

export const adminAnalyticsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/analytics',
  access: { role: 'super_admin' },
});

export const adminAnalyticsExportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/analytics/export',
  access: { role: 'super_admin' },
  reply: 'binary',
});

/** Where AI calls go and how many were made (issue 24). */
export const adminAiUsageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/admin/ai-usage',
  access: { role: 'super_admin' },
});

export const insightEndpoints = {
  overview: adminOverviewEndpoint,
  alerts: adminAlertsEndpoint,
  analytics: adminAnalyticsEndpoint,
  analyticsExport: adminAnalyticsExportEndpoint,
  aiUsage: adminAiUsageEndpoint,
} as const;
