// The per-account limit, shared by the auth calls and the public forms: every valid request counted per
// account (a body field such as the e-mail, as typed, known or not) from any address, so an attacker with
// many addresses is held back too, and hitting the limit tells nothing about whether the account exists.
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error';
import { WindowCounters } from '../../http/window-counters';
import { normalizedBodyField } from '../../plugins/external/rate-limit';

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A preHandler counting every valid request per account (the body field `field`, normalised) over
 * `windowMs`, from any address; past `max` the request is refused before its handler runs. It runs after
 * the per-client limit and the schema, so floods from one address and malformed requests do not count.
 */
export function perAccountLimit(
  app: FastifyInstance,
  /** `name`: what is counted (one name per limit), so that every process counts it under the same key. */
  options: { name: string; max: number; windowMs: number; field: string },
): preHandlerAsyncHookHandler {
  const counters = new WindowCounters(app.counters, `account:${options.name}`, options.windowMs, app.now);
  return async (request, reply) => {
    const account = normalizedBodyField(request, options.field);
    if (!account) return;
    if ((await counters.add(account)) > options.max) {
      void reply.header('retry-after', await counters.secondsLeft(account));
      throw new AppError(429, 'tooManyRequests');
    }
  };
}
