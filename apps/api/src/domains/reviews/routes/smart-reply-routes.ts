import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const smartReplyRoutes: FastifyPluginAsyncZod = async () => {};
