// GET and PUT /api/notifications/whatsapp-alerts (issue 23): the caller's own WhatsApp alerts of new negative
// reviews in the business they are signed in to. Any member sets their own; on needs a phone (given now or
// stored before) and WhatsApp set up on this server (409 whatsAppNotConfigured otherwise). Off is always allowed.
import { notificationRoutes, type WhatsAppAlertChoice } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, conflict } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { whatsAppAlertsAvailable } from '../whatsapp-alerts/whatsapp-alert-channel';
import {
  readWhatsAppAlertChoice,
  saveWhatsAppAlertChoice,
  type WhatsAppAlertChoiceRow,
} from '../whatsapp-alerts/whatsapp-alert-store';

function choiceOf(row: WhatsAppAlertChoiceRow, available: boolean): WhatsAppAlertChoice {
  return { on: row.alerts_on, phone: row.phone, available };
}

export const whatsAppAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, notificationRoutes.whatsAppAlerts, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const row = await app.db.tenantTransaction(scope, (tx) =>
        readWhatsAppAlertChoice(tx, scope.businessId, scope.userId),
      );
      return successEnvelope(choiceOf(row, whatsAppAlertsAvailable(app)), request.language);
    },
  });

  registerRoute(app, notificationRoutes.updateWhatsAppAlerts, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const { on, phone } = request.body;
      const available = whatsAppAlertsAvailable(app);
      if (on && !available) throw conflict('whatsAppNotConfigured');
      const saved = await app.db.tenantTransaction(scope, async (tx) => {
        const stored = await readWhatsAppAlertChoice(tx, scope.businessId, scope.userId);
        const nextPhone = phone === undefined ? stored.phone : phone;
        if (on && !nextPhone) throw badRequest('validationFailed', { phone: ['whatsAppAlertPhoneRequired'] });
        return saveWhatsAppAlertChoice(
          tx,
          scope.businessId,
          scope.userId,
          { alerts_on: on, phone: nextPhone },
          app.now(),
        );
      });
      return successEnvelope(
        choiceOf(saved, available),
        request.language,
        saved.alerts_on ? 'whatsAppAlertsOn' : 'whatsAppAlertsOff',
      );
    },
  });
};
