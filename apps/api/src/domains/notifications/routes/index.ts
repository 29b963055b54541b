import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** The caller's notifications (the header's bell). */
export const notificationsDomain: FastifyPluginAsyncZod = async () => {};
