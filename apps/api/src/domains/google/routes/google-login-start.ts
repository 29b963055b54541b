// GET /api/Auth/google-login/start?ticket=…: in the popup. Accepts a valid, unused ticket of a user who is
// still an admin of the business, binds the flow to this browser (cookie), and redirects to Google's
// consent screen (offline access, PKCE). A bad ticket answers the popup page with the error signal.
import { GOOGLE_LOGIN_PATHS, googleRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicApiUrl } from '../../../http/public-url';
import { mayConnectGoogle } from '../business-connection';
import { googleServices } from '../google-services';
import { consumeOnce, randomToken, sha256Base64Url } from '../oauth-flow-tokens';
import { bindingCookieName, setBindingCookie } from './browser-binding-cookie';
import { allowOpener, sendPopupPage } from './popup-page';
import { registerRoute } from '../../../http/register-route';

export const googleLoginStartRoute: FastifyPluginAsyncZod = async (app) => {
  const services = googleServices(app);

  registerRoute(app, googleRoutes.loginStart, {
    handler: async (request, reply) => {
      const appUrl = app.config.publicAppUrl;
      const intent = request.query.ticket ? await services.flowTokens.readTicket(request.query.ticket) : null;
      const language = intent?.language ?? request.language;
      const fail = (code: 'invalid_state' | 'forbidden') =>
        sendPopupPage(reply, { outcome: { status: 'error', code }, language, appUrl });

      if (!intent) return fail('invalid_state');
      const firstUse = await consumeOnce(app.db, {
        kind: 'ticket',
        nonce: intent.nonce,
        expiresAt: intent.expiresAt,
        now: app.now(),
      });
      if (!firstUse) return fail('invalid_state');
      if (!(await mayConnectGoogle(app, intent.userId, intent.businessId))) return fail('forbidden');

      const redirectUri = publicApiUrl(request, app.config.publicApiUrl, GOOGLE_LOGIN_PATHS.callback);
      const binding = randomToken();
      const { state, nonce } = await services.flowTokens.issueState(intent, {
        browserBindingHash: sha256Base64Url(binding),
        redirectUri,
      });
      const consentUrl = services.oauth.authorizationUrl({
        redirectUri,
        state,
        codeVerifier: services.flowTokens.codeVerifier(nonce),
      });
      const secure = redirectUri.startsWith('https:');
      return allowOpener(reply)
        .header('set-cookie', setBindingCookie(bindingCookieName(nonce), binding, secure))
        .redirect(consentUrl, 302);
    },
  });
};
