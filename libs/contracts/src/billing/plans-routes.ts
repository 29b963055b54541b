// The public price list (pricing and landing pages) and the super admin's plans (issue 12).
import { z } from 'zod';
import {
  adminPlanSchema,
  adminPlansQuerySchema,
  adminPlansSchema,
  deletedPlansQuerySchema,
  planParamsSchema,
  planWriteBodySchema,
} from './admin-plans';
import { defineRoute } from '../http/defineRoute';
import {
  adminPlansEndpoint,
  createPlanEndpoint,
  deletedPlansEndpoint,
  deletePlanPermanentlyEndpoint,
  disablePlanEndpoint,
  listPlansEndpoint,
  restorePlanEndpoint,
  updatePlanEndpoint,
} from './plans-endpoints';
import { plansQuerySchema, plansSchema } from './plans';

export const listPlansRoute = defineRoute({
  ...listPlansEndpoint,
  query: plansQuerySchema,
  response: plansSchema,
  tags: ['Public site'],
  summary: 'Active plans, cheapest first, in ?lang= (else Accept-Language, else English)',
});

const tags = ['Plans (admin)'] as const;

export const adminPlansRoute = defineRoute({
  ...adminPlansEndpoint,
  query: adminPlansQuerySchema,
  response: adminPlansSchema,
  tags,
  summary: 'Active plans with both languages, limits and subscriber counts',
});

export const deletedPlansRoute = defineRoute({
  ...deletedPlansEndpoint,
  query: deletedPlansQuerySchema,
  response: adminPlansSchema,
  tags,
  summary: 'Disabled plans (restorable)',
});

export const createPlanRoute = defineRoute({
  ...createPlanEndpoint,
  body: planWriteBodySchema,
  response: adminPlanSchema,
  successStatus: 201,
  tags,
  summary:
    'Create a plan (spec §3 "Plan (write)"); an empty language is filled by the translator when configured',
});

export const updatePlanRoute = defineRoute({
  ...updatePlanEndpoint,
  params: planParamsSchema,
  body: planWriteBodySchema,
  response: adminPlanSchema,
  failures: [404],
  tags,
  summary: 'Edit a plan; a changed price applies to new subscriptions, and to renewals after a notice e-mail',
});

export const disablePlanRoute = defineRoute({
  ...disablePlanEndpoint,
  params: planParamsSchema,
  response: adminPlanSchema,
  failures: [404],
  tags,
  summary: 'Disable a plan (soft delete)',
});

export const restorePlanRoute = defineRoute({
  ...restorePlanEndpoint,
  params: planParamsSchema,
  response: adminPlanSchema,
  failures: [404, 409],
  tags,
  summary: 'Restore a disabled plan',
});

export const deletePlanPermanentlyRoute = defineRoute({
  ...deletePlanPermanentlyEndpoint,
  params: planParamsSchema,
  response: z.object({ id: z.string() }),
  failures: [404, 409],
  tags,
  summary: 'Delete for good a disabled plan that nobody ever subscribed to',
});

export const planRoutes = {
  list: listPlansRoute,
  adminList: adminPlansRoute,
  adminDeleted: deletedPlansRoute,
  create: createPlanRoute,
  update: updatePlanRoute,
  disable: disablePlanRoute,
  restore: restorePlanRoute,
  deletePermanently: deletePlanPermanentlyRoute,
} as const;
