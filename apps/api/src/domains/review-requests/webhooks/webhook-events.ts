// What a provider's webhook does once its signature (or shared secret) was checked: each delivery status moves its
// request forward (status-progression.ts), found by the provider's message id across businesses; each reply that
// asks to stop (channels/opt-out.ts) opts out the contact with that number in every business whose request went
// to it by that channel — and only those — through recordOptOut, so reviewRequests.optedOut is raised once.
// Unknown message ids and other replies are acknowledged and left alone; a webhook delivered twice changes
// nothing the second time.
import type { FastifyInstance } from 'fastify';
import type { ReviewRequestWebhookReceipt } from '@sumaa/contracts';
import { isOptOutText, type ChannelWebhookEvents } from '../channels';
import { recordOptOut } from '../contact-opt-out';
import { progressedState } from './status-progression';
import {
  findContactsAskedAt,
  findRequestByProviderMessage,
  readTrackedRequest,
  writeTrackedRequest,
  type ProviderChannel,
} from './webhooks-store';

export async function applyWebhookEvents(
  app: FastifyInstance,
  channel: ProviderChannel,
  events: ChannelWebhookEvents,
): Promise<ReviewRequestWebhookReceipt> {
  let applied = 0;
  for (const update of events.statuses) {
    const found = await findRequestByProviderMessage(app.db, channel, update.providerMessageId);
    if (!found) continue;
    const changed = await app.db.tenantTransaction(
      { businessId: found.businessId, userId: null },
      async (tx) => {
        const current = await readTrackedRequest(
          tx,
          found.businessId,
          found.requestId,
          update.providerMessageId,
        );
        if (!current) return false;
        const next = progressedState(current, update, update.at ?? app.now());
        if (!next) return false;
        await writeTrackedRequest(tx, found.businessId, found.requestId, next);
        return true;
      },
    );
    if (changed) applied += 1;
  }

  let optedOut = 0;
  for (const reply of events.inbound) {
    if (!isOptOutText(reply.text)) continue;
    for (const contact of await findContactsAskedAt(app.db, channel, reply.from)) {
      const first = await app.db.tenantTransaction({ businessId: contact.businessId, userId: null }, (tx) =>
        recordOptOut(app, tx, {
          businessId: contact.businessId,
          contactId: contact.contactId,
          source: channel,
          now: app.now(),
        }),
      );
      if (first) optedOut += 1;
    }
  }
  if (optedOut > 0) app.events.wake();
  return { statuses: events.statuses.length, applied, replies: events.inbound.length, optedOut };
}
