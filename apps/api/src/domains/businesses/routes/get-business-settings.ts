// GET /api/business-settings: the notifications, privacy and preferences in effect for the business this
// request acts for (the defaults of spec §3 until it saves its own). Every member reads them: the dates,
// timezone and currency they see follow them.
import { businessRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { readBusinessSettings } from '../business-settings-store';

export const getBusinessSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, businessRoutes.settings, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const settings = await app.db.tenantTransaction(scope, (tx) =>
        readBusinessSettings(tx, scope.businessId),
      );
      return successEnvelope(settings, request.language);
    },
  });
};
