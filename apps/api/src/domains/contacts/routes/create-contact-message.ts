// POST /api/contacts: the public contact form. Stored as a new, normal-priority web message due in 24 hours,
// in the sender's language, assigned by the first auto-assign rule that matches (issue 13); the acknowledgement
// mail leaves after the reply, so a mail failure (logged) never loses the message or fails the request. Its
// Message-ID is kept with the message, so that the team's replies are threaded under it.
import { contactRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { perAccountLimit } from '../../shared/per-account-limit';
import { publicFormRateLimits } from '../../shared/public-form-rate-limits';
import { contactAcknowledgementEmail } from '../contact-acknowledgement-email';
import { insertContactMessage } from '../contact-message-store';
import { assigneeByRules } from '../contact-rule-store';
import { newMessageId } from '../mail-threading';
import { registerRoute } from '../../../http/register-route';

export const createContactMessageRoute: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  registerRoute(app, contactRoutes.send, {
    config: { rateLimit: publicFormRateLimits(limits).contactPerIp },
    preHandler: perAccountLimit(app, {
      name: 'contactMessage',
      max: limits.contactPerEmail,
      windowMs: limits.publicFormsWindowSeconds * 1000,
      field: 'email',
    }),
    handler: async (request, reply) => {
      const acknowledgementMessageId = newMessageId('contact', app.config.mailFrom);
      const receipt = await app.db.transaction(async (tx) =>
        insertContactMessage(tx, {
          fields: request.body,
          language: request.language,
          now: app.now(),
          assignedToUserId: await assigneeByRules(tx, request.body, request.language),
          acknowledgementMessageId,
        }),
      );
      app.mailer.dispatch(
        contactAcknowledgementEmail({
          to: request.body.email,
          language: request.language,
          messageId: acknowledgementMessageId,
        }),
      );
      return reply.status(201).send(successEnvelope(receipt, request.language, 'contactMessageReceived'));
    },
  });
};
