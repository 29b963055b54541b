// The onboarding wizard's own call (the Google steps are in google.ts and reviews.ts).
import { authSessionSchema } from '../auth/models';
import { onboardingFinishInputSchema } from '../google/onboarding';
import { defineRoute } from '../http/defineRoute';
import { finishOnboardingEndpoint } from './endpoints';

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

export const onboardingRoutes = { finish: finishOnboardingRoute } as const;
