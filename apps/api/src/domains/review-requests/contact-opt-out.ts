// A contact's opt-out (issue 23), wherever it comes from — the e-mail's unsubscribe link, a STOP reply on WhatsApp
// or SMS, the dashboard — in the caller's tenant transaction: the contact is never asked again, its waiting
// requests are marked opted out, and the other domains hear reviewRequests.optedOut once (the first opt-out).
// The caller wakes the event worker (app.events.wake()) once the transaction has committed.
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../db/database';
import type { OptOutSource } from './review-request-events';
import { optOutContact } from './review-requests-store';

/** True when the contact was not opted out before. */
export async function recordOptOut(
  app: FastifyInstance,
  tx: SqlExecutor,
  optOut: { businessId: string; contactId: string; source: OptOutSource; now: Date },
): Promise<boolean> {
  const first = await optOutContact(tx, optOut.businessId, optOut.contactId, optOut.now);
  if (first) {
    await app.events.publish(tx, {
      businessId: optOut.businessId,
      name: 'reviewRequests.optedOut',
      payload: { contactId: optOut.contactId, source: optOut.source, optedOutAt: optOut.now.toISOString() },
    });
  }
  return first;
}
