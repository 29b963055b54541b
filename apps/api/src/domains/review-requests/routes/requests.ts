// POST /api/review-requests (send now, or its preview), GET /api/review-requests (the history) and POST
// /api/review-requests/visits (a visit, and the request it leads to). The rules are the server's
// (request-sending.ts); each contact's outcome is answered. Only the caller's business's contacts and locations.
import { reviewRequestRoutes, type ReviewRequestOutcome } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../../db/database';
import { AppError, badRequest, conflict } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import type { ReviewRequestChannels } from '../message-channels';
import { readRequestContext, requestFor, type RequestBatch } from '../request-sending';
import {
  findTakenFields,
  insertContact,
  listRequests,
  locationExists,
  readContacts,
  type ContactRow,
} from '../review-requests-store';
import { recordVisit } from '../visit-recording';
import { toRequest } from './contact-views';

async function assertLocation(tx: SqlExecutor, businessId: string, locationId: string | null): Promise<void> {
  if (locationId && !(await locationExists(tx, businessId, locationId))) {
    throw badRequest('validationFailed', { locationId: ['reviewRequestLocationNotFound'] });
  }
}

export function requestRoutes(channels: ReviewRequestChannels): FastifyPluginAsyncZod {
  return async (app) => {
    registerRoute(app, reviewRequestRoutes.send, {
      handler: async (request) => {
        const scope = businessScopeOf(request);
        const { contactIds, channel, locationId, preview } = request.body;
        if (!channels.isAvailable(channel)) {
          throw conflict('reviewRequestChannelUnavailable', { channel: ['reviewRequestChannelUnavailable'] });
        }
        const batch: RequestBatch = {
          businessId: scope.businessId,
          userId: scope.userId,
          now: app.now(),
          preview,
        };
        const outcomes = await app.db.tenantTransaction(scope, async (tx) => {
          const context = await readRequestContext(tx, batch);
          if (!context.settings.channelsEnabled.includes(channel)) {
            throw conflict('reviewRequestChannelOff', { channel: ['reviewRequestChannelOff'] });
          }
          await assertLocation(tx, scope.businessId, locationId);
          const contacts = await readContacts(tx, scope.businessId, contactIds);
          if (contacts.length !== contactIds.length) {
            throw badRequest('validationFailed', { contactIds: ['reviewRequestContactsNotFound'] });
          }
          const answers: ReviewRequestOutcome[] = [];
          for (const contact of contacts) {
            answers.push(await requestFor(tx, batch, context, contact, { channel, locationId }));
          }
          return answers;
        });
        if (!preview && outcomes.some((outcome) => outcome.requestId)) app.jobs.wake();
        const count = (kind: ReviewRequestOutcome['outcome']) =>
          outcomes.filter((each) => each.outcome === kind).length;
        return successEnvelope(
          { preview, sent: count('sent'), queued: count('queued'), skipped: count('skipped'), outcomes },
          request.language,
          preview ? 'reviewRequestsPreview' : 'reviewRequestsSent',
        );
      },
    });

    registerRoute(app, reviewRequestRoutes.history, {
      handler: async (request) => {
        const scope = businessScopeOf(request);
        const { page, pageSize, status, channel } = request.query;
        const { items, total } = await app.db.tenantTransaction(scope, (tx) =>
          listRequests(tx, scope.businessId, { page, pageSize, status, channel }),
        );
        return successEnvelope(
          { items: items.map((row) => toRequest(app, row)), total, page, pageSize },
          request.language,
        );
      },
    });

    registerRoute(app, reviewRequestRoutes.recordVisit, {
      handler: async (request, reply) => {
        const scope = businessScopeOf(request);
        const body = request.body;
        const now = app.now();
        const visitedAt = body.visitedAt ?? now;
        if (visitedAt.getTime() > now.getTime()) {
          throw badRequest('validationFailed', { visitedAt: ['reviewRequestVisitInFuture'] });
        }
        const batch: RequestBatch = {
          businessId: scope.businessId,
          userId: scope.userId,
          now,
          preview: false,
        };
        const recorded = await app.db.tenantTransaction(scope, async (tx) => {
          const context = await readRequestContext(tx, batch);
          await assertLocation(tx, scope.businessId, body.locationId);
          let contact: ContactRow | undefined;
          if (body.contactId) {
            [contact] = await readContacts(tx, scope.businessId, [body.contactId]);
            if (!contact) throw new AppError(404, 'reviewRequestContactNotFound');
          } else {
            const fields = { phone: body.phone, email: body.email };
            const known = (await findTakenFields(tx, scope.businessId, fields)).contactId;
            contact = known
              ? (await readContacts(tx, scope.businessId, [known]))[0]
              : ((await insertContact(
                  tx,
                  scope.businessId,
                  {
                    name: body.name!,
                    ...fields,
                    language: body.language,
                    locationId: body.locationId,
                    consentSource: 'visit',
                  },
                  now,
                )) ?? undefined);
            if (!contact) throw conflict('reviewRequestImportDuplicate');
          }
          const { visitId, request: outcome } = await recordVisit(tx, batch, context, channels, contact, {
            locationId: body.locationId ?? contact.location_id,
            visitedAt,
          });
          return {
            visitId: visitId!,
            contactId: contact.id,
            visitedAt: visitedAt.toISOString(),
            request: outcome,
          };
        });
        if (recorded.request.requestId) app.jobs.wake();
        return reply
          .status(201)
          .send(successEnvelope(recorded, request.language, 'reviewRequestVisitRecorded'));
      },
    });
  };
}
