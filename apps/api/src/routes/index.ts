// Routes by domain, each under its contract prefix (routing is case-insensitive).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authRoutes } from './auth';
import { businessRoutes } from './businesses';
import { googleLoginRoutes, platformRoutes } from './google-connection';
import { servesOutbox } from '../plugins/app/mail';
import { outboxRoute } from './dev/outbox';
import { avatarFileRoutes } from './files/avatars';
import { locationRoutes } from './locations';
import { onboardingRoutes } from './onboarding';
import { contactRoutes, launchRoutes, planRoutes } from './public';
import { reviewSyncRoutes } from './reviews-sync';

export const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(authRoutes, { prefix: '/api/UsernameAuth' });
  await app.register(businessRoutes, { prefix: '/api/Businesses' });
  await app.register(googleLoginRoutes, { prefix: '/api/Auth/google-login' });
  await app.register(platformRoutes, { prefix: '/api/Platforms' });
  await app.register(avatarFileRoutes, { prefix: '/api/files' });
  await app.register(planRoutes, { prefix: '/api/Plans' });
  await app.register(contactRoutes, { prefix: '/api/contacts' });
  await app.register(launchRoutes, { prefix: '/api/launch' });
  await app.register(locationRoutes);
  await app.register(reviewSyncRoutes, { prefix: '/api/reviews/sync' });
  await app.register(onboardingRoutes, { prefix: '/api/onboarding' });
  if (servesOutbox(app.config)) await app.register(outboxRoute, { prefix: '/dev' });
};
