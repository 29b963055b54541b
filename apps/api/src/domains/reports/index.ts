// The reports domain: analytics and report exports.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { reportsDomain } from './routes';

export { readKeywords, readPerformanceSummary } from './reports-store';

export const reportsPlugin = fp(
  async (app) => {
    await app.register(reportsDomain);
  },
  { name: 'reports', dependencies: ['jobs', 'mail', 'authentication', 'businesses', 'reviews'] },
);
