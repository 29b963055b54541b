// POST /api/contacts: the public contact form. Stored as a new, normal-priority web message due in 24 hours,
// in the sender's language; the acknowledgement mail leaves after the reply, so a mail failure (logged)
// never loses the message or fails the request.
import { contactRoutes } from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { successEnvelope } from '../../../http/envelope';
import { perAccountLimit } from '../../shared/per-account-limit';
import { publicFormRateLimits } from '../../shared/public-form-rate-limits';
import { contactAcknowledgementEmail } from '../contact-acknowledgement-email';
import { insertContactMessage } from '../contact-message-store';
import { registerRoute } from '../../../http/register-route';

export const createContactMessageRoute: FastifyPluginAsyncZod = async (app) => {
  const limits = app.config.rateLimits;
  registerRoute(app, contactRoutes.send, {
    config: { rateLimit: publicFormRateLimits(limits).contactPerIp },
    preHandler: perAccountLimit(app, {
      max: limits.contactPerEmail,
      windowMs: limits.publicFormsWindowSeconds * 1000,
      field: 'email',
    }),
    handler: async (request, reply) => {
      const receipt = await app.db.transaction((tx) =>
        insertContactMessage(tx, request.body, request.language, app.now()),
      );
      app.mailer.dispatch(
        contactAcknowledgementEmail({ to: request.body.email, language: request.language }),
      );
      return reply.status(201).send(successEnvelope(receipt, request.language, 'contactMessageReceived'));
    },
  });
};
