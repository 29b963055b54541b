// GET /api/integration/google/locations: the locations of the business's Google account, each with its
// rating, review count, address, phone and website, and whether this business has linked it. Places
// another business has linked are left out (only counted), so nothing of that business shows.
import {
  envelopeSchema,
  googleLocationListSchema,
  type GoogleLocation,
  type GoogleLocationList,
} from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { successEnvelope } from '../../http/envelope';
import { googleClientFor } from '../../integrations/google';
import type { GoogleLocationCache } from '../../reviews/google-location-cache';
import { listGoogleLocations } from '../../reviews/google-locations';
import { placesLinkedElsewhere, readLinkedLocations } from '../../reviews/linked-locations';
import { businessScopeOf } from './business-scope';
import { googleFailureEnvelopeSchema, replyToGoogleFailure } from './google-failure-reply';

const listEnvelopeSchema = envelopeSchema(googleLocationListSchema).extend({
  statusCode: googleFailureEnvelopeSchema.shape.statusCode,
});

/** Every reply of this route carries statusCode, which the spec's client reads (errors included). */
const responses: Record<number, z.ZodTypeAny> = { 200: listEnvelopeSchema };
for (const status of [400, 401, 403, 429, 500, 502]) responses[status] = googleFailureEnvelopeSchema;

export const googleLocationsRoute: FastifyPluginAsyncZod<{ cache: GoogleLocationCache }> = async (
  app,
  { cache },
) => {
  app.get(
    '/api/integration/google/locations',
    {
      schema: {
        tags: ['Google'],
        summary: 'Locations of the connected Google Business Profile account (admins)',
        description:
          'Every reply has `statusCode`. 401 with `errors.code = ["googleNotConnected"]`: Google is not connected ' +
          '(not an expired session: do not refresh). 502 with `errors.code = ["googleUnavailable"]`: Google failed. ' +
          '`linkedElsewhereCount` counts places of this account that another Sumaa business has linked (not listed).',
        security: [{ bearerAuth: [] }],
        response: responses,
      },
      onRequest: app.requireRole('admin'),
      preSerialization: async (_request, reply, payload) =>
        payload && typeof payload === 'object' && !('statusCode' in payload)
          ? { ...payload, statusCode: reply.statusCode }
          : payload,
    },
    async (request, reply) => {
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
  );
};
