import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { finishOnboardingRoute } from './finish-onboarding';

/** The onboarding wizard's own calls (its Google steps are the google and reviews domains'). */
export const onboardingDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(finishOnboardingRoute);
};
