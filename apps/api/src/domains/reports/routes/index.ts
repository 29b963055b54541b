import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { growthRoutes } from './growth';
import { performanceSummaryRoutes } from './performance-summary';
import { trendRoutes } from './trends';

/** The reports: performance summary and growth (the overview), keywords and sentiment trends (analytics). */
export const reportsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(performanceSummaryRoutes);
  await app.register(growthRoutes);
  await app.register(trendRoutes);
};
