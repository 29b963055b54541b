// The onboarding domain: the wizard's steps.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { advanceBusinessMembersToStep } from './onboarding-store';
import { onboardingDomain } from './routes';

export { advanceBusinessMembersToStep } from './onboarding-store';

export const onboardingPlugin = fp(
  async (app) => {
    // Onboarding's sync (a full one) moves everyone's wizard on to the next step; the schedule's leave it be.
    // Moving to a step already reached does nothing, so a second delivery is harmless.
    app.events.subscribe('reviews.synced', 'onboarding.wizardAfterSync', async (event, delivery) => {
      if (event.payload.mode !== 'full') return;
      await delivery.transaction((tx) =>
        advanceBusinessMembersToStep(tx, event.businessId, 3, delivery.now()),
      );
    });
    await app.register(onboardingDomain);
  },
  { name: 'onboarding', dependencies: ['jobs', 'events', 'mail', 'authentication', 'auth', 'reviews'] },
);
