import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { growthRoutes } from './growth';
import { performanceSummaryRoutes } from './performance-summary';

/** The overview's reports: performance summary and growth. */
export const reportsDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(performanceSummaryRoutes);
  await app.register(growthRoutes);
};
