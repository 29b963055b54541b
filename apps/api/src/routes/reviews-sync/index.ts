// The review sync job as the client drives it: POST /api/reviews/sync queues it (202; the one already
// queued or running for the business when there is one), GET /api/reviews/sync/{id} and /latest read its
// stages, progress, counts, error and summary, in the reader's language.
import { reviewSyncInputSchema, syncJobSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/app-error';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import {
  enqueueReviewSync,
  readLatestSyncJob,
  readSyncJob,
  toSyncJobModel,
} from '../../reviews/sync/sync-job-records';
import { businessScopeOf } from '../locations/business-scope';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const reviewSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      schema: {
        tags: ['Google'],
        summary: 'Queue a review sync of the linked locations (managers and admins)',
        description:
          'Answers 202 with the job. While a sync of the business is queued or running, answers 202 with that ' +
          'job instead of queueing another. Follow it with GET /api/reviews/sync/{id}.',
        security: [{ bearerAuth: [] }],
        body: reviewSyncInputSchema,
        response: envelopeResponses(syncJobSchema, { authenticated: true, successStatus: 202 }),
      },
      onRequest: app.requireRole('manager'),
    },
    async (request, reply) => {
      const { businessId, userId } = businessScopeOf(request);
      const { job, created } = await app.db.tenantTransaction({ businessId, userId }, async (tx) => {
        const [{ linked }] = await tx.query<{ linked: number }>(
          'SELECT count(*)::int AS linked FROM locations WHERE business_id = $1',
          [businessId],
        );
        if (linked === 0) throw badRequest('noLinkedLocations');
        return enqueueReviewSync(tx, {
          businessId,
          requestedBy: userId,
          maxPerLocation: request.body.maxPerLocation,
          maxAttempts: app.config.jobs.syncMaxAttempts,
          now: app.now(),
        });
      });
      app.jobs.wake();
      return reply
        .status(202)
        .send(
          successEnvelope(
            toSyncJobModel(job, request.language),
            request.language,
            created ? 'syncQueued' : 'syncAlreadyRunning',
          ),
        );
    },
  );

  app.get(
    '/latest',
    {
      schema: {
        tags: ['Google'],
        summary: 'The business’s most recent review sync',
        security: [{ bearerAuth: [] }],
        response: envelopeResponses(syncJobSchema, { authenticated: true, extraFailures: [404] }),
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      const job = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        readLatestSyncJob(tx, businessId),
      );
      if (!job) throw notFound();
      return successEnvelope(toSyncJobModel(job, request.language), request.language);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['Google'],
        summary: 'One review sync of the business: status, stages, progress, error, summary',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.string() }),
        response: envelopeResponses(syncJobSchema, { authenticated: true, extraFailures: [404] }),
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      // Not one of ours whatever the reason (malformed, unknown, another business's): 404 alike.
      if (!UUID_PATTERN.test(request.params.id)) throw notFound();
      const job = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        readSyncJob(tx, businessId, request.params.id),
      );
      if (!job) throw notFound();
      return successEnvelope(toSyncJobModel(job, request.language), request.language);
    },
  );
};
