// The Google domain's routes: the connection popup (/api/Auth/google-login), the platform endpoints
// (/api/Platforms) and the Google locations a business links.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { googleLoginCallbackRoute } from './google-login-callback';
import { googleLoginStartRoute } from './google-login-start';
import { googleLoginTicketRoute } from './google-login-ticket';
import { locationRoutes } from './locations';
import { platformsConnectRoute } from './platforms-connect';
import { platformsGoogleRoutes } from './platforms-google';

export const googleDomain: FastifyPluginAsyncZod = async (app) => {
  await app.register(googleLoginTicketRoute);
  await app.register(googleLoginStartRoute);
  await app.register(googleLoginCallbackRoute);
  await app.register(platformsConnectRoute);
  await app.register(platformsGoogleRoutes);
  await app.register(locationRoutes);
};
