// Connecting a business to Google: the popup flow under /api/Auth/google-login (spec §7) and the
// platform endpoints under /api/Platforms.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleLoginCallbackRoute } from './google-login-callback';
import { googleLoginStartRoute } from './google-login-start';
import { googleLoginTicketRoute } from './google-login-ticket';
import { platformsConnectRoute } from './platforms-connect';
import { platformsGoogleRoutes } from './platforms-google';

/** /api/Auth/google-login */
export const googleLoginRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(googleLoginTicketRoute);
  await app.register(googleLoginStartRoute);
  await app.register(googleLoginCallbackRoute);
};

/** /api/Platforms */
export const platformRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(platformsConnectRoute);
  await app.register(platformsGoogleRoutes);
};
