// GET and POST /api/notifications/unsubscribe?token: the alert and report e-mails' unsubscribe link (issue 11).
// GET only asks (mail scanners open links; opening one changes nothing); POST turns the business's switch off,
// from the page's button or from the mail client's one-click (RFC 8058: a form body `List-Unsubscribe=One-Click`,
// so this plugin, and only it, reads url-encoded forms). The token (unsubscribe-token.ts) is honoured while the
// member it was sent to is still an active member of the business; anything else is a 400 page.
import { notificationRoutes, type Language } from '@sumaa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import { readBusinessSettings, updateBusinessSettings } from '../../businesses';
import { listMembers, readBusinessName } from '../../team';
import { renderUnsubscribePage, type UnsubscribePageState } from '../unsubscribe-page';
import { readUnsubscribeToken, unsubscribeKeyOf, type UnsubscribeIntent } from '../unsubscribe-token';

/** A one-click body is 26 bytes; the page's button sends none. */
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
    state: UnsubscribePageState,
    language: Language,
  ): FastifyReply {
    const page = renderUnsubscribePage(state, language, app.config.publicAppUrl);
    return reply
      .status(status)
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  /** The token's intent, when it is ours and its member still belongs to the business; else null. */
  function intentOf(request: FastifyRequest): UnsubscribeIntent | null {
    if (request.validationError) return null;
    const { token } = request.query as { token: string };
    return readUnsubscribeToken(unsubscribeKeyOf(app), token);
  }

  /** The business's name and switch, read (and with `turnOff`, the switch turned off) for a valid intent. */
  function withBusiness(intent: UnsubscribeIntent, turnOff: boolean) {
    const { businessId, userId, notificationSwitch } = intent;
    return app.db.tenantTransaction({ businessId, userId: null }, async (tx) => {
      const members = await listMembers(tx, businessId, { includeInactive: false });
      if (!members.some((member) => member.user_id === userId)) return null;
      const wasOn = (await readBusinessSettings(tx, businessId)).notifications[notificationSwitch];
      if (turnOff && wasOn)
        await updateBusinessSettings(tx, businessId, { notifications: { [notificationSwitch]: false } });
      return { businessName: await readBusinessName(tx, businessId), wasOn };
    });
  }

  registerRoute(app, notificationRoutes.unsubscribePage, {
    // A missing or overlong token is answered with the page, like any other link that is not ours.
    attachValidation: true,
    handler: async (request, reply) => {
      const intent = intentOf(request);
      const found = intent && (await withBusiness(intent, false));
      if (!intent || !found) return sendPage(reply, 400, { kind: 'invalid' }, request.language);
      const { notificationSwitch } = intent;
      const state: UnsubscribePageState = found.wasOn
        ? {
            kind: 'question',
            notificationSwitch,
            businessName: found.businessName,
            token: request.query.token,
          }
        : { kind: 'alreadyOff', notificationSwitch, businessName: found.businessName };
      return sendPage(reply, 200, state, intent.language);
    },
  });

  registerRoute(app, notificationRoutes.unsubscribe, {
    attachValidation: true,
    handler: async (request, reply) => {
      const intent = intentOf(request);
      const found = intent && (await withBusiness(intent, true));
      if (!intent || !found) return sendPage(reply, 400, { kind: 'invalid' }, request.language);
      if (found.wasOn) {
        request.log.info(
          {
            businessId: intent.businessId,
            userId: intent.userId,
            notificationSwitch: intent.notificationSwitch,
          },
          'notification switch turned off from an e-mail’s unsubscribe link',
        );
      }
      const state: UnsubscribePageState = {
        kind: found.wasOn ? 'done' : 'alreadyOff',
        notificationSwitch: intent.notificationSwitch,
        businessName: found.businessName,
      };
      return sendPage(reply, 200, state, intent.language);
    },
  });
};
