// A visit (issue 23): recorded for a contact, it leads to a request that leaves the business's hours-after-visit
// later (visitedAt + N hours, or now when that has passed), by the first channel that reaches the contact, under
// the rules of any send. Used by POST /api/review-requests/visits and by an import's visit-date column.
import type { ReviewRequestOutcome } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import type { ReviewRequestChannels } from './message-channels';
import { channelForVisit, requestFor, type RequestBatch, type RequestPlanContext } from './request-sending';
import { insertVisit, type ContactRow } from './review-requests-store';

const HOUR_MS = 60 * 60 * 1000;

export async function recordVisit(
  tx: SqlExecutor,
  batch: RequestBatch,
  context: RequestPlanContext,
  channels: ReviewRequestChannels,
  contact: ContactRow,
  visit: { locationId: string | null; visitedAt: Date },
): Promise<{ visitId: string | null; request: ReviewRequestOutcome }> {
  const channel = channelForVisit(contact, context.settings.channelsEnabled, (name) =>
    channels.isAvailable(name),
  );
  const request: ReviewRequestOutcome = channel
    ? await requestFor(tx, batch, context, contact, {
        channel,
        locationId: visit.locationId,
        notBefore: new Date(visit.visitedAt.getTime() + context.settings.hoursAfterVisit * HOUR_MS),
      })
    : {
        contactId: contact.id,
        outcome: 'skipped',
        reason: contact.phone ? 'noEmail' : 'noPhone',
        requestId: null,
        scheduledFor: null,
      };
  if (batch.preview) return { visitId: null, request };
  const visitId = await insertVisit(tx, {
    businessId: batch.businessId,
    contactId: contact.id,
    locationId: visit.locationId,
    visitedAt: visit.visitedAt,
    requestId: request.requestId,
    now: batch.now,
  });
  return { visitId, request };
}
