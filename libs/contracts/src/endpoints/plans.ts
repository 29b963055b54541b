// The plans routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

export const listPlansEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/Plans',
  access: 'public',
});

export const planEndpoints = {
  list: listPlansEndpoint,
} as const;
