// The super admin's plans: list, deleted list, create, edit, disable, restore, delete for good (issue 12).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

export const adminPlansRoutes: FastifyPluginAsyncZod = async () => {};
