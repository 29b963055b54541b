// POST /api/Auth/google-login/ticket: the popup cannot send our Bearer token, so an admin of the business
// first gets a one-time URL (2 minutes) that carries who they are, which business, and their language.
import { GOOGLE_LOGIN_PATHS, googleRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { publicApiUrl } from '../../../http/public-url';
import { googleServices } from '../google-services';
import { businessToConnect } from './connect-permission';
import { registerRoute } from '../../../http/register-route';

export const googleLoginTicketRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, googleRoutes.loginTicket, {
    handler: async (request) => {
      const auth = request.auth!;
      const businessId = businessToConnect(auth);
      const { ticket, expiresInSeconds } = await googleServices(app).flowTokens.issueTicket({
        userId: auth.user.id,
        businessId,
        language: request.language,
      });
      const url = publicApiUrl(
        request,
        app.config.publicApiUrl,
        `${GOOGLE_LOGIN_PATHS.start}?ticket=${encodeURIComponent(ticket)}`,
      );
      return successEnvelope({ url, expiresInSeconds }, request.language);
    },
  });
};
