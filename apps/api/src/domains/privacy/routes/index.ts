import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountDeletionRoutes } from './account-deletion-routes';
import { businessDataExportRoutes } from './business-data-export';
import { businessDeletionRoutes } from './business-deletion-routes';

/** Leaving (PDPL): the business's export and deletion, and a user's own account. */
export const privacyDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(businessDataExportRoutes);
  await app.register(businessDeletionRoutes);
  await app.register(accountDeletionRoutes);
};
