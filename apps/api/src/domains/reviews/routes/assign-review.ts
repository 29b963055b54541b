import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const assignReviewRoutes: FastifyPluginAsyncZod = async () => {};
