// POST /api/UsernameAuth/google-callback (spec §7): sign in with a Google ID token (Google Identity
// Services in the browser). The token is verified against Google's keys (GOOGLE_JWKS_URL), issuer,
// audience (GOOGLE_CLIENT_ID) and expiry, and its e-mail must be verified by Google. The user is found
// by their Google account (or, the first time, their e-mail) or created with a business of their own;
// the reply is the same session as AdminSignIn. Limited per client like the password sign-in.
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answerSignIn } from '../two-factor/second-step';
import { AppError, forbidden, unauthorized } from '../../../http/app-error';
import { GoogleApiError, resolveGoogleAccount, googleServices } from '../../google';
import { clientAddressKey } from '../../../plugins/external/rate-limit';
import { registerRoute } from '../../../http/register-route';

export const googleCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  const { login, windowSeconds } = app.config.rateLimits;

  registerRoute(app, authRoutes.googleSignIn, {
    config: {
      rateLimit: { max: login, timeWindow: windowSeconds * 1000, keyGenerator: clientAddressKey },
    },
    handler: async (request, reply) => {
      let identity;
      try {
        identity = await googleServices(app).idTokens.verify(request.body.idToken);
      } catch (error) {
        if (!(error instanceof GoogleApiError)) throw error;
        request.log.warn({ err: error }, "Google's signing keys could not be fetched");
        throw new AppError(503, 'serviceUnavailable');
      }
      if (!identity || !identity.email) throw unauthorized('googleIdTokenInvalid');
      if (!identity.emailVerified) throw unauthorized('googleEmailNotVerified');

      const { user } = await resolveGoogleAccount(
        app,
        { ...identity, email: identity.email },
        request.language,
      );
      if (!user.is_active) throw forbidden('accountDisabled');
      // The platform's super admin signs in with the password only: a Google account that shares the address must
      // not become a second door into the whole platform.
      if (user.is_super_admin) throw forbidden('googleSignInNotForSuperAdmin');

      return answerSignIn(app, request, reply, user);
    },
  });
};
