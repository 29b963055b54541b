import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { finishOnboardingRoute } from './finish-onboarding';
import { productTourRoutes } from './product-tour';

/** The onboarding wizard's own calls (its Google steps are the google and reviews domains'), and the tour it offers. */
export const onboardingDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(finishOnboardingRoute);
  await app.register(productTourRoutes);
};
