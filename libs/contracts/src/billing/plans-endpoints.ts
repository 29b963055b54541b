// The plans routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

export const listPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Plans',
  access: 'public',
});

export const adminPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PlansAdmin',
  access: { role: 'super_admin' },
});

export const deletedPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/PlansAdmin/deleted',
  access: { role: 'super_admin' },
});

export const createPlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/PlansAdmin',
  access: { role: 'super_admin' },
});

export const updatePlanEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/PlansAdmin/:id',
  access: { role: 'super_admin' },
});

/** Disables the plan (a soft delete): it leaves the price list, its subscribers keep it. */
export const disablePlanEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/PlansAdmin/:id',
  access: { role: 'super_admin' },
});

export const restorePlanEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/PlansAdmin/:id/restore',
  access: { role: 'super_admin' },
});

/** Deletes for good a disabled plan nobody ever subscribed to. */
export const deletePlanPermanentlyEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/api/PlansAdmin/:id/permanent',
  access: { role: 'super_admin' },
});

export const planEndpoints = {
  list: listPlansEndpoint,
  adminList: adminPlansEndpoint,
  adminDeleted: deletedPlansEndpoint,
  create: createPlanEndpoint,
  update: updatePlanEndpoint,
  disable: disablePlanEndpoint,
  restore: restorePlanEndpoint,
  deletePermanently: deletePlanPermanentlyEndpoint,
} as const;
