// PUT /api/Businesses/{id}: the profile of the business this request acts for; another id is answered 404.
import { businessRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOfPath } from './business-of-path';
import { saveBusinessProfile } from './save-business-profile';

export const updateBusinessProfileRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, businessRoutes.updateProfile, {
    handler: async (request) =>
      saveBusinessProfile(app, request, businessScopeOfPath(request, request.params.id), request.body),
  });
};
