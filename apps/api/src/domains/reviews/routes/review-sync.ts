// The review sync job as the client drives it: POST /api/reviews/sync queues it (202; the one already
// queued or running for the business when there is one; `mode` left out: full until a sync of the business
// has completed, as onboarding's first one, then incremental, as "Sync now" on the inbox),
// GET /api/reviews/sync/{id} and /latest read its stages, progress, counts, error and summary, in the
// reader's language.
import { isId, reviewRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { enqueueReviewSync, readLatestSyncJob, readSyncJob, toSyncJobModel } from '../reviews-store';
import { hasCompletedSync } from '../incremental-sync-store';
import { countLinkedLocations } from '../../google';
import { businessScopeOf } from '../../shared/business-scope';
import { registerRoute } from '../../../http/register-route';
import { assertSubscriptionAllowsSyncAndReply } from '../../billing';

export const reviewSyncRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reviewRoutes.startSync, {
    handler: async (request, reply) => {
      const { businessId, userId } = businessScopeOf(request);
      const { job, created } = await app.db.tenantTransaction({ businessId, userId }, async (tx) => {
        // An expired or cancelled business reads its reviews but syncs no more (decisions #25).
        await assertSubscriptionAllowsSyncAndReply(tx, businessId, app.now());
        if ((await countLinkedLocations(tx, businessId)) === 0) throw badRequest('noLinkedLocations');
        const mode = request.body.mode ?? ((await hasCompletedSync(tx, businessId)) ? 'incremental' : 'full');
        return enqueueReviewSync(tx, {
          businessId,
          requestedBy: userId,
          mode,
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
  });

  registerRoute(app, reviewRoutes.latestSync, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      const job = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        readLatestSyncJob(tx, businessId),
      );
      if (!job) throw notFound();
      return successEnvelope(toSyncJobModel(job, request.language), request.language);
    },
  });

  registerRoute(app, reviewRoutes.sync, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      // Not one of ours whatever the reason (malformed, unknown, another business's): 404 alike.
      if (!isId(request.params.id)) throw notFound();
      const job = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        readSyncJob(tx, businessId, request.params.id),
      );
      if (!job) throw notFound();
      return successEnvelope(toSyncJobModel(job, request.language), request.language);
    },
  });
};
