// POST /api/Businesses: the spec's save without an id. Every member already has a business, so it saves the
// profile of the business this request acts for; a caller without one is refused (403 businessForbidden).
import { businessRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { saveBusinessProfile } from './save-business-profile';

export const createBusinessProfileRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, businessRoutes.createProfile, {
    handler: async (request) => saveBusinessProfile(app, request, businessScopeOf(request), request.body),
  });
};
