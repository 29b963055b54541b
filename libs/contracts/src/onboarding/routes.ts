// The onboarding wizard's own call (the Google steps are in google.ts and reviews.ts).
import { authSessionSchema } from '../auth/models';
import { onboardingFinishInputSchema } from '../google/onboarding';
import { defineRoute } from '../http/defineRoute';
import { finishOnboardingEndpoint, productTourEndpoint, saveProductTourEndpoint } from './endpoints';
import { productTourStateSchema, productTourUpdateSchema } from './product-tour';

export const finishOnboardingRoute = defineRoute({
  ...finishOnboardingEndpoint,
  body: onboardingFinishInputSchema,
  response: authSessionSchema,
  failures: [409],
  tags: ['Google'],
  summary: 'Finish onboarding (step 4), recording the tour choice; answers the session',
  description:
    'Allowed once the business’s first sync is done (step 3); 409 before. Finishing again changes nothing.',
});

export const productTourRoute = defineRoute({
  ...productTourEndpoint,
  response: productTourStateSchema,
  tags: ['Google'],
  summary: 'Where the signed-in user is in the dashboard tour',
  description:
    'Per user, not per business: requested when the user chose the tour at the end of onboarding and has not begun it.',
});

export const saveProductTourRoute = defineRoute({
  ...saveProductTourEndpoint,
  body: productTourUpdateSchema,
  response: productTourStateSchema,
  tags: ['Google'],
  summary: 'Records the step the user is on, left the tour at, or that they finished it',
});

export const onboardingRoutes = {
  finish: finishOnboardingRoute,
  tour: productTourRoute,
  saveTour: saveProductTourRoute,
} as const;
