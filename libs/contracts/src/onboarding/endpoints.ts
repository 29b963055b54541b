// The onboarding routes as the browser calls them: verb, the spec's path, who may call, how the body travels.
// No schemas here, so that calling a route does not load zod into a page (the contracts in routes/ add them).
import { defineEndpoint } from '../http/defineEndpoint';

/** About the signed-in user (their own wizard step), not a business: any signed-in user. */
export const finishOnboardingEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/onboarding/finish',
  access: 'signedIn',
});

/** The signed-in user's own place in the dashboard's guided tour. */
export const productTourEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/onboarding/tour',
  access: 'signedIn',
});

export const saveProductTourEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/api/onboarding/tour',
  access: 'signedIn',
});

export const onboardingEndpoints = {
  finish: finishOnboardingEndpoint,
  tour: productTourEndpoint,
  saveTour: saveProductTourEndpoint,
} as const;
