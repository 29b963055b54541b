// GET /api/UsernameAuth/google-sign-in/start: opened in the login page's popup (spec §2 "Google sign-in").
// Binds the flow to this browser (cookie), then redirects to Google's consent screen asking only who the
// person is (openid email profile: no access to anything of theirs), with PKCE and a nonce.
import { authRoutes, googleSignInCallbackEndpoint } from '@sumaa/contracts';
import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicApiUrl } from '../../../http/public-url';
import { registerRoute } from '../../../http/register-route';
import { setSignInCookie, signInCookieName } from '../google-sign-in/binding-cookie';
import { allowOpener } from '../google-sign-in/sign-in-popup-page';
import { googleSignInStates, randomToken, sha256Base64Url } from '../google-sign-in/sign-in-state';

export const GOOGLE_SIGN_IN_SCOPES = ['openid', 'email', 'profile'] as const;

export const googleSignInStartRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.googleSignInStart, {
    handler: async (request, reply) => {
      const states = googleSignInStates(app);
      const redirectUri = publicApiUrl(request, app.config.publicApiUrl, googleSignInCallbackEndpoint.path);
      const binding = randomToken();
      const { state, nonce } = await states.issue({
        language: request.query.lang ?? request.language,
        browserBindingHash: sha256Base64Url(binding),
        redirectUri,
      });
      const consent = new URL(app.config.google.authorizeUrl);
      const parameters: Record<string, string> = {
        client_id: app.config.google.clientId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: GOOGLE_SIGN_IN_SCOPES.join(' '),
        // Whoever is signed in to Google in this browser chooses the account, every time.
        prompt: 'select_account',
        state,
        nonce,
        code_challenge: createHash('sha256').update(states.codeVerifier(nonce)).digest('base64url'),
        code_challenge_method: 'S256',
      };
      for (const [name, value] of Object.entries(parameters)) consent.searchParams.set(name, value);
      const secure = redirectUri.startsWith('https:');
      return allowOpener(reply)
        .header('set-cookie', setSignInCookie(signInCookieName(nonce), binding, secure))
        .redirect(consent.toString(), 302);
    },
  });
};
