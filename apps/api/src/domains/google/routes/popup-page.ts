// Sends the popup's closing page: the signal for the opener and the bilingual text, under a CSP of its
// own (a nonce for its one script and style) and with a COOP that keeps `window.opener` reachable.
import type { Language } from '@sumaa/contracts';
import type { FastifyReply } from 'fastify';
import { renderCallbackPage, type ConnectionOutcome } from '../callback-page';

const STATUS_FOR_OUTCOME = {
  connected: 200,
  access_denied: 400,
  scope_missing: 400,
  invalid_state: 400,
  forbidden: 403,
  token_exchange_failed: 502,
  server_error: 500,
} as const;

/** The popup is a cross-origin child of the shell: a `same-origin` COOP would cut it off from its opener. */
export function allowOpener(reply: FastifyReply): FastifyReply {
  return reply.header('cross-origin-opener-policy', 'unsafe-none').header('cache-control', 'no-store');
}

export function sendPopupPage(
  reply: FastifyReply,
  options: { outcome: ConnectionOutcome; language: Language; appUrl: string; extraCookies?: string[] },
): FastifyReply {
  const page = renderCallbackPage(options);
  const status =
    STATUS_FOR_OUTCOME[options.outcome.status === 'connected' ? 'connected' : options.outcome.code];
  allowOpener(reply).status(status).header('content-security-policy', page.contentSecurityPolicy);
  if (options.extraCookies?.length) reply.header('set-cookie', options.extraCookies);
  return reply.type('text/html; charset=utf-8').send(page.html);
}
