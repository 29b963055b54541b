// POST /api/locations/link: links chosen Google locations to the business (wizard step 1 → 2), and
// GET /api/locations: the business's linked locations. Each place must be one the business's Google
// account manages right now, and not linked by another business (409). Linking again changes nothing
// but refreshes the stored details.
import { googleRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, type FieldErrorCodes } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { googleClientFor } from '..';
import type { GoogleLocationCache } from '../google-location-cache';
import { listGoogleLocations, type GoogleLocationDetails } from '../google-locations';
import { readLinkedLocations } from '../google-store';
import { linkLocations, toLinkedLocation } from '../linked-locations';
import { advanceBusinessMembersToStep } from '../../onboarding';
import { businessScopeOf } from '../../shared/business-scope';
import { replyToGoogleFailure } from './google-failure-reply';
import { registerRoute } from '../../../http/register-route';

export const linkLocationsRoute: FastifyPluginAsyncZod<{ cache: GoogleLocationCache }> = async (
  app,
  { cache },
) => {
  /** The business's Google locations: from the list the user just saw, or asked again when a place is new to it. */
  async function googleLocationsFor(
    businessId: string,
    placeIds: string[],
  ): Promise<GoogleLocationDetails[]> {
    const cached = cache.get(businessId);
    if (cached && placeIds.every((placeId) => cached.some((location) => location.placeId === placeId))) {
      return cached;
    }
    const fresh = await listGoogleLocations(await googleClientFor(app, businessId));
    cache.set(businessId, fresh);
    return fresh;
  }

  registerRoute(app, googleRoutes.linkLocations, {
    handler: async (request, reply) => {
      const { businessId, userId } = businessScopeOf(request);
      const { placeIds } = request.body;
      let available;
      try {
        available = await googleLocationsFor(businessId, placeIds);
      } catch (error) {
        const answered = replyToGoogleFailure(request, reply, error);
        if (answered) return answered;
        throw error;
      }

      const byPlaceId = new Map(available.map((location) => [location.placeId, location]));
      const unknown: FieldErrorCodes = {};
      placeIds.forEach((placeId, index) => {
        if (!byPlaceId.has(placeId)) unknown[`placeIds.${index}`] = ['locationNotInGoogleAccount'];
      });
      if (Object.keys(unknown).length > 0) throw badRequest('validationFailed', unknown);

      const now = app.now();
      const linked = await app.db.tenantTransaction({ businessId, userId }, async (tx) => {
        await linkLocations(
          tx,
          businessId,
          placeIds.map((placeId) => byPlaceId.get(placeId)!),
          now,
        );
        await advanceBusinessMembersToStep(tx, businessId, 2, now);
        return readLinkedLocations(tx, businessId);
      });
      return successEnvelope({ items: linked.map(toLinkedLocation) }, request.language, 'locationsLinked');
    },
  });
};

export const linkedLocationsRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, googleRoutes.linkedLocations, {
    handler: async (request) => {
      const { businessId, userId } = businessScopeOf(request);
      const rows = await app.db.tenantTransaction({ businessId, userId }, (tx) =>
        readLinkedLocations(tx, businessId),
      );
      return successEnvelope({ items: rows.map(toLinkedLocation) }, request.language);
    },
  });
};
