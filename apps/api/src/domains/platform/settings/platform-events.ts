// Signed platform events for the webhook address of the notification settings (issue 13). Any domain calls
// emitPlatformEvent(app, type, data) after its change committed: it returns at once, and the event is POSTed
// in the background, retried on failure (network error, timeout or a non-2xx answer), never blocking a request.
// The body is JSON; the X-Sumaa-Signature header is `sha256=` + hex HMAC-SHA256 of the raw body with the
// signing secret (shown once to the super admin, stored encrypted), so the receiver can verify it came from us.
import { createHmac, randomUUID } from 'node:crypto';
import { WEBHOOK_SIGNATURE_HEADER } from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config';
import { PrivateAddressError } from './outbound-address';
import { cachedSettings, decryptSecret, SETTING_KEYS } from './settings-store';
import { postWebhook } from './webhook-request';

export type PlatformEventType =
  'ping' | 'subscription.status_changed' | 'payment.succeeded' | 'payment.failed';

export interface PlatformEvent {
  id: string;
  type: PlatformEventType;
  createdAt: string;
  data: Record<string, unknown>;
}

/** Waits before each attempt: at once, then after 5 s, 30 s and 2 min. */
export const DELIVERY_DELAYS_MS = [0, 5_000, 30_000, 120_000];
const ATTEMPT_TIMEOUT_MS = 5_000;

const pendingByConfig = new WeakMap<AppConfig, Set<Promise<void>>>();

export function signWebhookBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * One attempt: the receiver's status, or 0 when it could not be reached in time. An address that is not public
 * (unless OUTBOUND_ALLOW_PRIVATE_NETWORK) rejects with PrivateAddressError: trying again would not help.
 */
async function post(
  app: FastifyInstance,
  url: string,
  secret: string,
  event: PlatformEvent,
): Promise<number> {
  const body = JSON.stringify(event);
  try {
    return await postWebhook(
      {
        url,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Sumaa-Webhook/1',
          'x-sumaa-event': event.type,
          'x-sumaa-delivery': event.id,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhookBody(secret, body),
        },
        body,
        timeoutMs: ATTEMPT_TIMEOUT_MS,
      },
      app.config.outbound,
    );
  } catch (error) {
    if (error instanceof PrivateAddressError) throw error;
    return 0;
  }
}

/** The address and secret now, or null when no webhook is set up. */
async function webhookTarget(app: FastifyInstance): Promise<{ url: string; secret: string } | null> {
  const settings = await cachedSettings(app);
  if (!settings.webhookUrl || !settings.webhookSecret) return null;
  return {
    url: settings.webhookUrl,
    secret: decryptSecret(app, SETTING_KEYS.webhookSecret, settings.webhookSecret),
  };
}

function newEvent(type: PlatformEventType, data: Record<string, unknown>, now: Date): PlatformEvent {
  return { id: randomUUID(), type, createdAt: now.toISOString(), data };
}

/** Sends the event in the background with retries; never throws, never waits. */
export function emitPlatformEvent(
  app: FastifyInstance,
  type: PlatformEventType,
  data: Record<string, unknown>,
  delays: readonly number[] = DELIVERY_DELAYS_MS,
): void {
  const event = newEvent(type, data, app.now());
  const pending = pendingByConfig.get(app.config) ?? new Set<Promise<void>>();
  pendingByConfig.set(app.config, pending);
  const delivery = (async () => {
    const target = await webhookTarget(app);
    if (!target) return;
    for (const [attempt, delay] of delays.entries()) {
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay).unref());
      const status = await post(app, target.url, target.secret, event);
      if (status >= 200 && status < 300) return;
      app.log.warn(
        { event: event.type, delivery: event.id, attempt: attempt + 1, status },
        'webhook not accepted',
      );
    }
    app.log.error({ event: event.type, delivery: event.id }, 'webhook delivery gave up');
  })()
    .catch((error: unknown) => {
      if (error instanceof PrivateAddressError) {
        app.log.warn({ event: type }, 'webhook refused: its address is not public');
        return;
      }
      app.log.error({ err: error, event: type }, 'webhook delivery failed');
    })
    .finally(() => pending.delete(delivery));
  pending.add(delivery);
}

/**
 * One attempt now, for the admin's "send test event": the receiver's status (0 = unreachable); rejects with
 * PrivateAddressError when the address is not public.
 */
export async function deliverTestEvent(app: FastifyInstance): Promise<number | null> {
  const target = await webhookTarget(app);
  if (!target) return null;
  return post(app, target.url, target.secret, newEvent('ping', { message: 'Sumaa webhook test' }, app.now()));
}

/** Resolves when every event emitted so far was delivered or given up (tests). */
export async function platformEventsIdle(app: FastifyInstance): Promise<void> {
  const pending = pendingByConfig.get(app.config);
  while (pending && pending.size > 0) await Promise.all([...pending]);
}
