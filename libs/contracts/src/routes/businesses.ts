// The tenant's own business.
import { businessProfileSchema } from '../business/profile';
import { defineRoute } from '../http/defineRoute';
import { businessProfileEndpoint } from '../endpoints/businesses';

export const businessProfileRoute = defineRoute({
  ...businessProfileEndpoint,
  response: businessProfileSchema,
  failures: [404],
  tags: ['Businesses'],
  summary: 'The current business profile (tenant-scoped)',
});

export const businessRoutes = { profile: businessProfileRoute } as const;
