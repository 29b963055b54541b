// POST /api/Platforms/connect (spec §7): for clients that already hold Google tokens. Checks the grant
// with Google before storing it: the access token must list the user's Business Profile accounts (an
// expired one is first renewed with the refresh token). Then it is stored like a popup connection.
import { googleRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { createBusinessProfileClient } from '../business-profile-client';
import { saveGoogleGrant } from '../business-connection';
import { GoogleApiError } from '../errors';
import { ACCESS_TOKEN_RENEW_MARGIN_MS } from '../google-client-for';
import { googleServices } from '../google-services';
import { GOOGLE_BUSINESS_SCOPE } from '../oauth-client';
import { businessToConnect } from './connect-permission';
import { registerRoute } from '../../../http/register-route';

export const platformsConnectRoute: FastifyPluginAsyncZod = async (app) => {
  const services = googleServices(app);

  registerRoute(app, googleRoutes.platformConnect, {
    handler: async (request) => {
      const auth = request.auth!;
      const businessId = businessToConnect(auth);
      const input = request.body;
      const refreshToken = input.refreshToken;
      let accessToken = input.accessToken;
      let expiresAt = new Date(input.expiresAt);

      const renew = async () => {
        const renewed = await services.oauth.refresh(refreshToken);
        accessToken = renewed.accessToken;
        expiresAt = new Date(app.now().getTime() + renewed.expiresInSeconds * 1000);
        return accessToken;
      };
      const client = createBusinessProfileClient({
        config: app.config.google,
        http: services.http,
        tokens: {
          current: async () =>
            expiresAt.getTime() - app.now().getTime() > ACCESS_TOKEN_RENEW_MARGIN_MS ? accessToken : renew(),
          renewAfterRejection: renew,
        },
      });

      try {
        await client.listAccounts();
      } catch (error) {
        if (!(error instanceof GoogleApiError)) throw error;
        if (error.status === 401 || error.googleStatus === 'invalid_grant') {
          throw badRequest('googleTokenRejected', { accessToken: ['googleTokenRejected'] });
        }
        if (error.status === 403) throw badRequest('googleScopeMissing');
        request.log.warn(
          { err: error, businessId },
          'Google could not check the tokens given to Platforms/connect',
        );
        throw new AppError(502, 'googleUnavailable');
      }

      await saveGoogleGrant(app, {
        businessId,
        userId: auth.user.id,
        // Listing the accounts worked, so the token carries the Business Profile scope.
        scopes: [GOOGLE_BUSINESS_SCOPE],
        tokens: { accessToken, accessTokenExpiresAt: expiresAt, refreshToken },
        googleSubject: null,
        googleEmail: null,
      });
      return successEnvelope(
        { connected: true, googleEmail: null, connectedAt: app.now().toISOString(), needsReconnect: false },
        request.language,
        'googleConnected',
      );
    },
  });
};
