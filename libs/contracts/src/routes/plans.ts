// The public price list (pricing and landing pages).
import { defineRoute } from '../http/defineRoute';
import { listPlansEndpoint } from '../endpoints/plans';
import { plansQuerySchema, plansSchema } from '../public/plans';

export const listPlansRoute = defineRoute({
  ...listPlansEndpoint,
  query: plansQuerySchema,
  response: plansSchema,
  tags: ['Public site'],
  summary: 'Active plans, cheapest first, in ?lang= (else Accept-Language, else English)',
});

export const planRoutes = { list: listPlansRoute } as const;
