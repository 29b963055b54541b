// The public price list (pricing and landing pages).
import { defineRoute } from '../http/defineRoute';
import { plansQuerySchema, plansSchema } from '../public/plans';

export const listPlansRoute = defineRoute({
  method: 'GET',
  path: '/api/Plans',
  access: 'public',
  query: plansQuerySchema,
  response: plansSchema,
  tags: ['Public site'],
  summary: 'Active plans, cheapest first, in ?lang= (else Accept-Language, else English)',
});

export const planRoutes = { list: listPlansRoute } as const;
