// GET and POST /api/launch/reminders/unsubscribe?token: the launch e-mail's unsubscribe link (issue 21). GET only
// asks (mail scanners open links; opening one changes nothing); POST takes the address off the list, from the
// page's button or from the mail client's one-click (RFC 8058: a form body `List-Unsubscribe=One-Click`, so this
// plugin, and only it, reads url-encoded forms). A token that is not one of ours is answered with a 400 page.
import { platformRoutes, type Language } from '@sumaa/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerRoute } from '../../../http/register-route';
import { renderLaunchUnsubscribePage, type LaunchUnsubscribeState } from '../launch/launch-unsubscribe-page';
import { findLaunchReminderByToken, unsubscribeLaunchReminder } from '../launch/launch-reminder-store';

/** A one-click body is 26 bytes; the page's button sends none. */
const FORM_BODY_LIMIT = 1024;

export const launchUnsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  function sendPage(reply: FastifyReply, status: number, state: LaunchUnsubscribeState, language: Language) {
    const page = renderLaunchUnsubscribePage(state, language);
    return reply
      .status(status)
      .header('content-security-policy', page.contentSecurityPolicy)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(page.html);
  }

  function tokenOf(request: FastifyRequest): string | null {
    if (request.validationError) return null;
    return (request.query as { token: string }).token;
  }

  registerRoute(app, platformRoutes.launchUnsubscribePage, {
    // A missing or overlong token is answered with the page, like any other link that is not ours.
    attachValidation: true,
    handler: async (request, reply) => {
      const token = tokenOf(request);
      const found = token ? await app.db.transaction((tx) => findLaunchReminderByToken(tx, token)) : null;
      if (!token || !found) return sendPage(reply, 400, { kind: 'invalid' }, request.language);
      const state: LaunchUnsubscribeState = found.unsubscribed
        ? { kind: 'alreadyOff', email: found.email }
        : { kind: 'question', email: found.email, token };
      return sendPage(reply, 200, state, found.language);
    },
  });

  registerRoute(app, platformRoutes.launchUnsubscribe, {
    attachValidation: true,
    handler: async (request, reply) => {
      const token = tokenOf(request);
      const outcome = token
        ? await app.db.transaction(async (tx) => {
            const found = await findLaunchReminderByToken(tx, token);
            if (!found) return null;
            return { ...found, removed: await unsubscribeLaunchReminder(tx, token, app.now()) };
          })
        : null;
      if (!outcome) return sendPage(reply, 400, { kind: 'invalid' }, request.language);
      if (outcome.removed) request.log.info('launch reminder: an address left the list from its link');
      const state: LaunchUnsubscribeState = {
        kind: outcome.removed ? 'done' : 'alreadyOff',
        email: outcome.email,
      };
      return sendPage(reply, 200, state, outcome.language);
    },
  });
};
