// The onboarding domain: the wizard's steps.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { onboardingDomain } from './routes';

export { advanceBusinessMembersToStep } from './onboarding-store';

export const onboardingPlugin = fp(
  async (app) => {
    await app.register(onboardingDomain);
  },
  { name: 'onboarding', dependencies: ['jobs', 'mail', 'authentication', 'auth'] },
);
