// PUT /api/business-settings (needs Settings): any part of the settings; what it leaves out keeps its value.
// Answers the settings now in effect (decisions #5). smsNotifications (the WhatsApp alerts of negative reviews)
// turned on is refused with a field error where its delivery is not set up (setting-switch-checks.ts).
import { businessRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { readBusinessSettings, updateBusinessSettings } from '../business-settings-store';

export const updateBusinessSettingsRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, businessRoutes.updateSettings, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const settings = await app.db.tenantTransaction(scope, async (tx) => {
        // Only turning it on is checked: a form sending back a switch already on still saves its other parts.
        if (
          request.body.notifications?.smsNotifications === true &&
          !(await readBusinessSettings(tx, scope.businessId)).notifications.smsNotifications
        ) {
          const refusal = app.businessSettingChecks.refusalOf('smsNotifications');
          if (refusal) throw badRequest(refusal, { 'notifications.smsNotifications': [refusal] });
        }
        return updateBusinessSettings(tx, scope.businessId, request.body);
      });
      return successEnvelope(settings, request.language, 'settingsSaved');
    },
  });
};
