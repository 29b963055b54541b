// The competitors a business follows (issue 11): GET /api/competitors (ViewAnalytics) compares them with the
// business's own figures; managers and admins search Google places (GET /api/competitors/search), add one
// (POST, its figures read from Google at once) and remove one (DELETE). Always the caller's own business.
import { COMPETITORS_MAX, reportRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../../db/database';
import { AppError, conflict } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings } from '../../businesses';
import { googlePlacesClient } from '../../google';
import { businessScopeOf } from '../../shared/business-scope';
import { admitCompetitorSearch, assertCompetitorAllowed } from '../../billing';
import { competitorSearchRateLimit, quotaReachedError } from '../competitor-search-limits';
import { figuresOf, localDay, readComparison, toCompetitor } from '../competitor-figures';
import { searchCompetitorCandidates } from '../competitor-search';
import {
  deleteCompetitor,
  insertCompetitor,
  lockBusinessForCompetitors,
  readCompetitorPlaceIds,
  readOwnPlaceIds,
  recordSnapshot,
} from '../competitors-store';

/** Refuses a place the business may not add: one of its own locations, one it follows, or one too many. */
async function assertCanAdd(tx: SqlExecutor, businessId: string, placeIds: readonly string[]): Promise<void> {
  const own = new Set(await readOwnPlaceIds(tx, businessId));
  if (placeIds.some((placeId) => own.has(placeId))) throw conflict('competitorIsOwnLocation');
  const followed = await readCompetitorPlaceIds(tx, businessId);
  if (placeIds.some((placeId) => followed.has(placeId))) throw conflict('competitorAlreadyAdded');
  // A plan allowing fewer than the product's cap answers 402 with the way to upgrade.
  await assertCompetitorAllowed(tx, businessId, followed.size);
  if (followed.size >= COMPETITORS_MAX) {
    throw new AppError(409, 'competitorLimitReached', null, { max: COMPETITORS_MAX });
  }
}

export const competitorsDomain: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, reportRoutes.competitors, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const comparison = await app.db.tenantTransaction(scope, (tx) => readComparison(tx, scope.businessId));
      return successEnvelope(comparison, request.language);
    },
  });

  registerRoute(app, reportRoutes.searchCompetitors, {
    // Each search is a billable Google call: a per-business limit per minute, and the plan's daily quota.
    config: { rateLimit: competitorSearchRateLimit(app.config.rateLimits.competitorSearchPerMinute) },
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const { ownPlaceIds, followedPlaceIds, admission } = await app.db.tenantTransaction(
        scope,
        async (tx) => ({
          ownPlaceIds: await readOwnPlaceIds(tx, scope.businessId),
          followedPlaceIds: await readCompetitorPlaceIds(tx, scope.businessId),
          admission: await admitCompetitorSearch(tx, scope.businessId, app.now()),
        }),
      );
      if (!admission.admitted) throw quotaReachedError(admission, request.language);
      const candidates = await searchCompetitorCandidates(googlePlacesClient(app), {
        query: request.query.query,
        languageCode: request.language,
        ownPlaceIds,
        followedPlaceIds,
      });
      return successEnvelope(candidates, request.language);
    },
  });

  registerRoute(app, reportRoutes.addCompetitor, {
    handler: async (request, reply) => {
      const scope = businessScopeOf(request);
      const { businessId } = scope;
      const requested = request.body.placeId;
      // The refusals that need no Google first: no call, no quota spent on them.
      await app.db.tenantTransaction(scope, (tx) => assertCanAdd(tx, businessId, [requested]));

      const place = await googlePlacesClient(app).placeDetails(requested, { languageCode: request.language });
      if (!place) throw new AppError(404, 'competitorPlaceNotFound');

      const competitor = await app.db.tenantTransaction(scope, async (tx) => {
        // Again under the business's lock: two additions at once are counted one after the other. Google may
        // answer an older id with the place's current one: both are checked, the current one is kept.
        await lockBusinessForCompetitors(tx, businessId);
        await assertCanAdd(tx, businessId, [...new Set([requested, place.id])]);
        const now = app.now();
        const row = await insertCompetitor(tx, {
          businessId,
          placeId: place.id,
          name: place.displayName?.text.trim() || place.id,
          address: place.formattedAddress?.trim() || null,
          addedAt: now,
          addedBy: scope.userId,
        });
        if (!row) throw conflict('competitorAlreadyAdded');
        const { timezone } = (await readBusinessSettings(tx, businessId)).preferences;
        const day = localDay(now, timezone);
        const figures = figuresOf(place);
        await recordSnapshot(tx, { businessId, competitorId: row.id, day, figures, checkedAt: now });
        return toCompetitor(row, [
          {
            competitor_id: row.id,
            day,
            rating: figures.rating,
            user_rating_count: figures.userRatingCount,
            checked_at: now,
          },
        ]);
      });
      return reply.status(201).send(successEnvelope(competitor, request.language, 'competitorAdded'));
    },
  });

  registerRoute(app, reportRoutes.removeCompetitor, {
    handler: async (request) => {
      const scope = businessScopeOf(request);
      const removed = await app.db.tenantTransaction(scope, (tx) =>
        deleteCompetitor(tx, scope.businessId, request.params.id),
      );
      if (!removed) throw new AppError(404, 'competitorNotFound');
      return successEnvelope(null, request.language, 'competitorRemoved');
    },
  });
};
