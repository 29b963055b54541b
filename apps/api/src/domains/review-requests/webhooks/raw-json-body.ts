// The webhooks' bodies are kept as the bytes received: Meta signs those bytes (escapes and spacing included), so
// the signature is checked on them, never on a body parsed and written again. In this plugin's scope only, the
// JSON parser keeps the raw bytes beside the parsed value and lets a body that is not JSON through as none, so
// that an unsigned call is refused for its signature (401) before anything about its body is said; a signed body
// that is not JSON is then a 400 (webhookBodyWasInvalid). Unifonic may post form fields: those are read too.
import type { FastifyInstance, FastifyRequest } from 'fastify';

const rawBodies = new WeakMap<FastifyRequest, Buffer>();
const invalidBodies = new WeakSet<FastifyRequest>();

/** 1 MB, Fastify's default: Meta batches at most a few hundred statuses in a call. */
const WEBHOOK_BODY_LIMIT = 1024 * 1024;

export function keepRawWebhookBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      const raw = body as Buffer;
      rawBodies.set(request, raw);
      const text = raw.toString('utf8');
      if (text.trim() === '') {
        done(null, undefined);
        return;
      }
      parseJson(request, text, (error, value) => {
        if (error) invalidBodies.add(request);
        done(null, error ? undefined : value);
      });
    },
  );
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
    (request, body, done) => {
      const raw = body as Buffer;
      rawBodies.set(request, raw);
      done(null, Object.fromEntries(new URLSearchParams(raw.toString('utf8'))));
    },
  );
}

/** The body's bytes as received (empty when there was none). */
export function rawWebhookBody(request: FastifyRequest): Buffer {
  return rawBodies.get(request) ?? Buffer.alloc(0);
}

export function webhookBodyWasInvalid(request: FastifyRequest): boolean {
  return invalidBodies.has(request);
}
