import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const replyRoutes: FastifyPluginAsyncZod = async () => {};
