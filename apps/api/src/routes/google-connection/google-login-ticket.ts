// POST /api/Auth/google-login/ticket: the popup cannot send our Bearer token, so an admin of the business
// first gets a one-time URL (2 minutes) that carries who they are, which business, and their language.
import { GOOGLE_LOGIN_PATHS, googleLoginTicketModelSchema } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeResponses, successEnvelope } from '../../http/envelope';
import { publicApiUrl } from '../../http/public-url';
import { googleServices } from '../../integrations/google/google-services';
import { businessToConnect } from './connect-permission';

export const googleLoginTicketRoute: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/ticket',
    {
      schema: {
        tags: ['Google'],
        summary:
          'A one-time URL (2 min) for the Google connection popup; admins of the business (X-Business-Id)',
        description:
          'Open `model.url` in a popup. It redirects to Google; when the user returns, the popup posts ' +
          "`{ type: 'sumaa:google-connection', status }` (googleConnectionSignalSchema) to its opener at the " +
          "shell's origin and closes. No token ever reaches the browser.",
        security: [{ bearerAuth: [] }],
        response: envelopeResponses(googleLoginTicketModelSchema, { authenticated: true }),
      },
      onRequest: app.requireAuth,
    },
    async (request) => {
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
  );
};
