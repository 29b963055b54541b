// GET /api/integration/google/locations: the locations of the business's Google account, each with its
// rating, review count, address, phone and website, and whether this business has linked it. Places
// another business has linked are left out (only counted), so nothing of that business shows.
import { type GoogleLocation, type GoogleLocationList, googleRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { googleClientFor } from '..';
import type { GoogleLocationCache } from '../google-location-cache';
import { listGoogleLocations } from '../google-locations';
import { placesLinkedElsewhere, readLinkedLocations } from '../google-store';
import { businessScopeOf } from '../../shared/business-scope';
import { replyToGoogleFailure } from './google-failure-reply';
import { registerRoute } from '../../../http/register-route';

export const googleLocationsRoute: FastifyPluginAsyncZod<{ cache: GoogleLocationCache }> = async (
  app,
  { cache },
) => {
  registerRoute(app, googleRoutes.locations, {
    preSerialization: async (_request, reply, payload) =>
      payload && typeof payload === 'object' && !('statusCode' in payload)
        ? { ...payload, statusCode: reply.statusCode }
        : payload,
    handler: async (request, reply) => {
      const { businessId, userId } = businessScopeOf(request);
      let found;
      try {
        found = await listGoogleLocations(await googleClientFor(app, businessId));
      } catch (error) {
        const answered = replyToGoogleFailure(request, reply, error);
        if (answered) return answered;
        throw error;
      }
      cache.set(businessId, found);

      const { linkedHere, linkedElsewhere } = await app.db.tenantTransaction(
        { businessId, userId },
        async (tx) => ({
          linkedHere: new Set((await readLinkedLocations(tx, businessId)).map((row) => row.place_id)),
          linkedElsewhere: await placesLinkedElsewhere(
            tx,
            businessId,
            found.map((location) => location.placeId),
          ),
        }),
      );
      const items: GoogleLocation[] = found
        .filter((location) => !linkedElsewhere.has(location.placeId))
        .map((location) => ({
          id: location.placeId,
          name: location.title,
          rating: location.rating,
          reviewCount: location.reviewCount,
          address: location.address,
          phone: location.phone,
          website: location.website,
          linked: linkedHere.has(location.placeId),
        }));
      const model: GoogleLocationList = { items, linkedElsewhereCount: found.length - items.length };
      return successEnvelope(model, request.language);
    },
  });
};
