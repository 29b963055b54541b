// The tenant's own business.
import { businessProfileSchema } from '../business/profile';
import { defineRoute } from '../http/defineRoute';

export const businessProfileRoute = defineRoute({
  method: 'GET',
  path: '/api/Businesses',
  access: 'signedIn',
  response: businessProfileSchema,
  failures: [404],
  tags: ['Businesses'],
  summary: 'The current business profile (tenant-scoped)',
});

export const businessRoutes = { profile: businessProfileRoute } as const;
