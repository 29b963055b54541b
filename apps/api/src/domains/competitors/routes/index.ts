// The competitors a business follows (issue 11): search Google places, add, remove, compare.
// TODO(issue 11): implemented by the competitors work.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const competitorsDomain: FastifyPluginAsyncZod = async () => {};
