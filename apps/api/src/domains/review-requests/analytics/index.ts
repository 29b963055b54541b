// The review requests' analytics per channel and per location (issue 23).
export { analyticsRoutes } from './analytics-routes';
export { conversionRate, readRequestAnalytics } from './request-analytics';
