// PUT /api/business-settings (needs Settings): any part of the settings; what it leaves out keeps its value.
// Answers the settings now in effect (decisions #5).
import { businessRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { updateBusinessSettings } from '../business-settings-store';

export const updateBusinessSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, businessRoutes.updateSettings, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const settings = await app.db.tenantTransaction(scope, (tx) =>
        updateBusinessSettings(tx, scope.businessId, request.body),
      );
      return successEnvelope(settings, request.language, 'settingsSaved');
    },
  });
};
