import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The overview's reports: performance summary and growth. */
export const reportsDomain: FastifyPluginAsyncZod = async () => {};
