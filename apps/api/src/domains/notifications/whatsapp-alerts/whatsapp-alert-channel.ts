// The WhatsApp client the alerts are sent through: the one review requests hold (app.reviewRequests.channels, set
// by their plugin from WHATSAPP_* or by a test), so alerts and review requests leave from the same business number.
// The review-requests plugin registers after this domain's (same level, ADR 0013): it is looked up when needed.
import type { FastifyInstance } from 'fastify';
import type { ReviewRequestChannel } from '../../review-requests';

/** The WhatsApp client, or null where WhatsApp is not set up on this server. */
export function whatsAppAlertClient(app: FastifyInstance): ReviewRequestChannel | null {
  if (!app.hasDecorator('reviewRequests')) return null;
  return app.reviewRequests.channels.get('whatsapp');
}

/** Whether WhatsApp alerts can be sent from this server. */
export function whatsAppAlertsAvailable(app: FastifyInstance): boolean {
  return whatsAppAlertClient(app) !== null;
}
