// GET /api/Auth/google-login/callback?code&state (or ?error&state): Google sends the popup back here.
// Checks the state (signature, expiry, this browser's cookie, first use), that the user is still an
// admin of the business, exchanges the code (with the PKCE verifier), requires the Business Profile
// scope and a refresh token, stores the tokens encrypted, moves the user to the wizard's next step, and
// answers the page that signals the outcome to the opener. No token is ever written to the page.
import type { Language } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeJwt } from 'jose';
import { mayConnectGoogle, saveGoogleGrant } from '../business-connection';
import type { ConnectionOutcome } from '../callback-page';
import { GoogleApiError } from '../errors';
import { googleServices } from '../google-services';
import { GOOGLE_BUSINESS_SCOPE, GOOGLE_CONNECT_SCOPES } from '../oauth-client';
import { consumeOnce, sha256Base64Url, type ConnectState } from '../oauth-flow-tokens';
import { bindingCookieName, clearBindingCookie, readCookie } from './browser-binding-cookie';
import { sendPopupPage } from './popup-page';
import { googleRoutes } from '@sumaa/contracts';
import { registerRoute } from '../../../http/register-route';

/**
 * Who connected, from the ID token that came with the tokens. It arrived straight from Google's token
 * endpoint over TLS, which OpenID Connect Core §3.1.3.7 accepts in place of checking its signature; its
 * audience must still be us.
 */
function identityFromIdToken(idToken: string | null, clientId: string) {
  if (!idToken) return { googleSubject: null, googleEmail: null };
  try {
    const claims = decodeJwt(idToken);
    const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
    if (!audiences.includes(clientId)) return { googleSubject: null, googleEmail: null };
    return {
      googleSubject: typeof claims.sub === 'string' ? claims.sub : null,
      googleEmail: typeof claims.email === 'string' ? claims.email.toLowerCase() : null,
    };
  } catch {
    return { googleSubject: null, googleEmail: null };
  }
}

export const googleLoginCallbackRoute: FastifyPluginAsyncZod = async (app) => {
  const services = googleServices(app);

  registerRoute(app, googleRoutes.loginCallback, {
    handler: async (request, reply) => {
      const { code, state: stateParameter, error: googleError } = request.query;
      const appUrl = app.config.publicAppUrl;
      const now = app.now();

      const state: ConnectState | null = stateParameter
        ? await services.flowTokens.readState(stateParameter)
        : null;
      const language: Language =
        state?.language ??
        (stateParameter ? await services.flowTokens.languageOfAnyState(stateParameter) : null) ??
        request.language;
      const cookieName = state ? bindingCookieName(state.nonce) : null;
      const secure = state?.redirectUri.startsWith('https:') ?? false;
      const answer = (outcome: ConnectionOutcome) =>
        sendPopupPage(reply, {
          outcome,
          language,
          appUrl,
          extraCookies: cookieName ? [clearBindingCookie(cookieName, secure)] : [],
        });
      const fail = (code: Exclude<ConnectionOutcome, { status: 'connected' }>['code']) =>
        answer({ status: 'error', code });

      try {
        if (!state) return fail('invalid_state');
        const binding = readCookie(request, cookieName!);
        if (!binding || sha256Base64Url(binding) !== state.browserBindingHash) return fail('invalid_state');
        const firstUse = await consumeOnce(app.db, {
          kind: 'state',
          nonce: state.nonce,
          expiresAt: state.expiresAt,
          now,
        });
        if (!firstUse) return fail('invalid_state');

        if (googleError)
          return fail(googleError === 'access_denied' ? 'access_denied' : 'token_exchange_failed');
        if (!code) return fail('invalid_state');
        if (!(await mayConnectGoogle(app, state.userId, state.businessId))) return fail('forbidden');

        let tokens;
        try {
          tokens = await services.oauth.exchangeCode({
            code,
            redirectUri: state.redirectUri,
            codeVerifier: services.flowTokens.codeVerifier(state.nonce),
          });
        } catch (error) {
          if (!(error instanceof GoogleApiError)) throw error;
          request.log.warn(
            { err: error, businessId: state.businessId },
            'Google refused the authorization code',
          );
          return fail('token_exchange_failed');
        }

        // Google's consent screen lets people untick a permission; without this one nothing works.
        const scopes = tokens.scopes ?? [...GOOGLE_CONNECT_SCOPES];
        if (!scopes.includes(GOOGLE_BUSINESS_SCOPE)) return fail('scope_missing');
        if (!tokens.refreshToken) {
          request.log.warn(
            { businessId: state.businessId },
            'Google sent no refresh token despite offline access',
          );
          return fail('token_exchange_failed');
        }

        await saveGoogleGrant(app, {
          businessId: state.businessId,
          userId: state.userId,
          scopes,
          tokens: {
            accessToken: tokens.accessToken,
            accessTokenExpiresAt: new Date(now.getTime() + tokens.expiresInSeconds * 1000),
            refreshToken: tokens.refreshToken,
          },
          ...identityFromIdToken(tokens.idToken, app.config.google.clientId),
        });
        return answer({ status: 'connected' });
      } catch (error) {
        // Whatever failed, the popup still tells its opener, instead of showing a JSON error.
        request.log.error({ err: error }, 'the Google connection callback failed');
        return fail('server_error');
      }
    },
  });
};
