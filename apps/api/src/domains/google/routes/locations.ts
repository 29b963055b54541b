// Google locations and linking (the onboarding wizard's step 1): GET /api/integration/google/locations,
// POST /api/locations/link, GET /api/locations. One plugin, so listing and linking share the short-lived
// list of what Google showed each business.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { GoogleLocationCache } from '../google-location-cache';
import { googleLocationsRoute } from './google-locations';
import { linkLocationsRoute, linkedLocationsRoute } from './link-locations';

export const locationRoutes: FastifyPluginAsyncZod = async (app) => {
  const cache = new GoogleLocationCache(app.now);
  await app.register(googleLocationsRoute, { cache });
  await app.register(linkLocationsRoute, { cache });
  await app.register(linkedLocationsRoute);
};
