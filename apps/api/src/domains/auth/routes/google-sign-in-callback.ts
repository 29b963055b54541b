// GET /api/UsernameAuth/google-sign-in/callback?code&state (or ?error&state): Google sends the sign-in popup
// back here. Checks the state (signature, expiry, this browser's cookie), exchanges the code with its PKCE
// verifier, verifies the ID token it brings (Google's keys, issuer, audience, expiry, and our nonce), and
// answers the page that hands it to the opener, which signs in with POST google-callback (the same account
// rules and second steps as ever). The access token Google also returns is not kept.
import { authRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { registerRoute } from '../../../http/register-route';
import { GoogleApiError, googleServices } from '../../google';
import { clearSignInCookie, readCookie, signInCookieName } from '../google-sign-in/binding-cookie';
import { sendSignInPopupPage, type SignInOutcome } from '../google-sign-in/sign-in-popup-page';
import { googleSignInStates, sha256Base64Url } from '../google-sign-in/sign-in-state';

const nonceOf = (idToken: string) => {
  try {
    return decodeJwt(idToken).nonce;
  } catch {
    return undefined;
  }
};

export const googleSignInCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, authRoutes.googleSignInCallback, {
    handler: async (request, reply) => {
      const { code, state: stateParameter, error: googleError } = request.query;
      const states = googleSignInStates(app);
      const state = stateParameter ? await states.read(stateParameter) : null;
      const cookieName = state ? signInCookieName(state.nonce) : null;
      const secure = state?.redirectUri.startsWith('https:') ?? false;
      const answer = (outcome: SignInOutcome) =>
        sendSignInPopupPage(reply, {
          outcome,
          language: state?.language ?? request.language,
          appUrl: app.config.publicAppUrl,
          cookies: cookieName ? [clearSignInCookie(cookieName, secure)] : [],
        });
      const fail = (failure: Extract<SignInOutcome, { status: 'error' }>['code']) =>
        answer({ status: 'error', code: failure });

      try {
        if (!state) return fail('invalid_state');
        const binding = readCookie(request, cookieName!);
        if (!binding || sha256Base64Url(binding) !== state.browserBindingHash) return fail('invalid_state');
        if (googleError) return fail(googleError === 'access_denied' ? 'access_denied' : 'google_failed');
        if (!code) return fail('invalid_state');

        const services = googleServices(app);
        const tokens = await services.oauth.exchangeCode({
          code,
          redirectUri: state.redirectUri,
          codeVerifier: states.codeVerifier(state.nonce),
        });
        const idToken = tokens.idToken;
        if (!idToken || nonceOf(idToken) !== state.nonce) return fail('google_failed');
        if (!(await services.idTokens.verify(idToken))) return fail('google_failed');
        return answer({ status: 'signedIn', idToken });
      } catch (error) {
        // Whatever failed (Google refusing the code, its keys out of reach), the popup still tells its opener.
        const known = error instanceof GoogleApiError;
        request.log[known ? 'warn' : 'error']({ err: error }, 'the Google sign-in callback failed');
        return fail('google_failed');
      }
    },
  });
};
