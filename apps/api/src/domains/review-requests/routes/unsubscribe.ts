// GET and POST /api/review-requests/unsubscribe?token: a review-request e-mail's unsubscribe link. GET only asks
// (mail scanners open links; opening one changes nothing); POST opts the contact out, from the page's button or
// from the mail client's one-click (RFC 8058: a form body `List-Unsubscribe=One-Click`, so this plugin, and only
// it, reads url-encoded forms). A token that is not ours, or whose contact is gone, gets the 400 page.
import { reviewRequestRoutes, type Language } from '@sumaa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import { recordOptOut } from '../contact-opt-out';
import { readBusinessName, readContacts } from '../review-requests-store';
import {
  readContactUnsubscribe,
  contactUnsubscribeKeyOf,
  type ContactUnsubscribe,
} from '../unsubscribe-token';
import { renderContactUnsubscribePage, type ContactUnsubscribePageState } from '../unsubscribe-page';
import '../review-request-events';

const FORM_BODY_LIMIT = 1024;

export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function sendPage(
    reply: FastifyReply,
    status: number,
    state: ContactUnsubscribePageState,
    language: Language,
  ) {
    const page = renderContactUnsubscribePage(state, language);
    return reply
      .status(status)
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  function intentOf(request: FastifyRequest): ContactUnsubscribe | null {
    if (request.validationError) return null;
    const { token } = request.query as { token: string };
    return readContactUnsubscribe(contactUnsubscribeKeyOf(app), token);
  }

  /** The business's name when the contact is still there (and, with `optOut`, opts it out). */
  function withContact(intent: ContactUnsubscribe, optOut: boolean) {
    const { businessId, contactId } = intent;
    return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
      const [contact] = await readContacts(tx, businessId, [contactId]);
      if (!contact) return null;
      if (optOut) await recordOptOut(app, tx, { businessId, contactId, source: 'email', now: app.now() });
      return { businessName: await readBusinessName(tx, businessId) };
    });
  }

  registerRoute(app, reviewRequestRoutes.unsubscribePage, {
    attachValidation: true,
    handler: async (request, reply) => {
      const intent = intentOf(request);
      const found = intent && (await withContact(intent, false));
      if (!intent || !found) return sendPage(reply, 400, { kind: 'invalid' }, request.language);
      return sendPage(
        reply,
        200,
        { kind: 'question', businessName: found.businessName, token: request.query.token },
        intent.language,
      );
    },
  });

  registerRoute(app, reviewRequestRoutes.unsubscribe, {
    attachValidation: true,
    handler: async (request, reply) => {
      const intent = intentOf(request);
      const found = intent && (await withContact(intent, true));
      if (!intent || !found) return sendPage(reply, 400, { kind: 'invalid' }, request.language);
      app.events.wake();
      return sendPage(reply, 200, { kind: 'done', businessName: found.businessName }, intent.language);
    },
  });
};
