import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { growthRoutes } from './growth';
import { performanceSummaryRoutes } from './performance-summary';
import { reportExportRoutes } from './report-export';
import { responsivenessRoutes } from './responsiveness';
import { trendRoutes } from './trends';

/** The reports: performance summary and growth (the overview), keywords, sentiment trends, responsiveness
 * and the CSV export (analytics). */
export const reportsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(performanceSummaryRoutes);
  await app.register(growthRoutes);
  await app.register(trendRoutes);
  await app.register(responsivenessRoutes);
  await app.register(reportExportRoutes);
};
