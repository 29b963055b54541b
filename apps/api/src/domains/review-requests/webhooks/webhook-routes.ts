// GET and POST /api/webhooks/whatsapp (Meta's handshake, its signed webhooks) and POST /api/webhooks/sms
// (Unifonic's delivery reports, authenticated by the callback URL's ?secret=). Public routes: the signature or the
// secret is checked before the body is even validated, so an unsigned or wrongly signed call gets 401 and
// changes nothing, whatever it holds.
import { reviewRequestRoutes } from '@sumaa/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, badRequest, unauthorized } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import {
  answerWhatsAppVerification,
  parseSmsDeliveryReport,
  parseWhatsAppWebhook,
  verifySmsWebhookSecret,
  verifyWhatsAppSignature,
} from '../channels';
import { keepRawWebhookBodies, rawWebhookBody, webhookBodyWasInvalid } from './raw-json-body';
import { applyWebhookEvents } from './webhook-events';
import type { ReviewRequestWebhookSecrets } from './webhook-secrets';

function refuseBrokenBody(request: FastifyRequest): void {
  if (webhookBodyWasInvalid(request)) throw badRequest('reviewRequestWebhookBodyInvalid');
}

export function webhookRoutes(secrets: ReviewRequestWebhookSecrets): FastifyPluginAsyncZod {
  return async (app) => {
    keepRawWebhookBodies(app);

    registerRoute(app, reviewRequestRoutes.whatsAppWebhookVerification, {
      handler: async (request, reply) => {
        const verifyToken = secrets.whatsapp?.verifyToken ?? '';
        const challenge = answerWhatsAppVerification(request.query, verifyToken);
        if (challenge === null) throw new AppError(403, 'reviewRequestWebhookVerificationFailed');
        return reply.type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(challenge);
      },
    });

    registerRoute(app, reviewRequestRoutes.whatsAppWebhook, {
      preValidation: async (request) => {
        const header = request.headers['x-hub-signature-256'];
        const signed = verifyWhatsAppSignature(
          rawWebhookBody(request),
          typeof header === 'string' ? header : undefined,
          secrets.whatsapp?.appSecret ?? '',
        );
        if (!signed) throw unauthorized('reviewRequestWebhookUnsigned');
        refuseBrokenBody(request);
      },
      handler: async (request) => {
        const receipt = await applyWebhookEvents(app, 'whatsapp', parseWhatsAppWebhook(request.body));
        return successEnvelope(receipt, request.language, 'reviewRequestWebhookReceived');
      },
    });

    registerRoute(app, reviewRequestRoutes.smsWebhook, {
      preValidation: async (request) => {
        const given = (request.query as Record<string, unknown> | undefined)?.secret;
        if (!verifySmsWebhookSecret(given, secrets.sms?.webhookSecret ?? '')) {
          throw unauthorized('reviewRequestWebhookUnsigned');
        }
        refuseBrokenBody(request);
      },
      handler: async (request) => {
        const receipt = await applyWebhookEvents(app, 'sms', parseSmsDeliveryReport(request.body));
        return successEnvelope(receipt, request.language, 'reviewRequestWebhookReceived');
      },
    });
  };
}
