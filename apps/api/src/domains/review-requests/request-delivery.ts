// The delivery of a review request (issue 23): a job of the queue per request (review_request_deliveries, ADR
// 0005), due at its scheduled_for. It reads the request again when it runs — a contact who opted out or was
// deleted meanwhile, or a subscription that ended, sends nothing — renders the message, waits for its slot of
// the provider's rate limit (shared by every API process: delivery-claims.ts), marks the delivery as at the
// provider in its own short transaction, hands the message to the channel outside any transaction, and records
// the outcome on the request in the transaction that completes the job.
//
// At most once across a kill (the decision is delivery-claims.ts's header): WhatsApp and Unifonic take no
// idempotency key, so a request whose send may have reached the provider without its outcome committed — the
// process killed meanwhile, or the provider's answer timed out — is never sent again: it fails `interrupted`,
// shown in the history, and the owner may send again. Troubles whose outcome is known (refused before anything
// left, an HTTP 429 or 5xx answer, the provider's rate-limit code) are tried again with the queue's backoff, and
// the last failed try fails the request; a permanent refusal fails it with the provider's reason.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LeaseLostError, throwIfStopped, type JobKind } from '../../jobs/job-queue';
import { readBusinessSettings } from '../businesses';
import { readReviewRequestAllowance } from '../billing';
import { sendReviewRequestEmail } from './email-channel';
import { firstNameOf, renderTemplate, templateFor } from './message-templates';
import { requestLinkUrl } from './links/link-urls';
import { ChannelSendError } from './channels';
import {
  clearSendingMark,
  DELIVERY_TABLE,
  INTERRUPTED_REASON,
  markDeliverySending,
  readSendingMark,
  reserveSendSlot,
} from './delivery-claims';
import { isChannelFailure, type ReviewRequestChannels } from './message-channels';
import {
  markRequestSent,
  markRequestUnsent,
  readBusinessName,
  readRequestForDelivery,
  readRequestSettings,
} from './review-requests-store';
import { contactUnsubscribeUrl } from './unsubscribe-token';
import './review-request-events';

export const DELIVERY_MAX_ATTEMPTS = 5;

/** 128 random bits, base64url (22 characters): the short link's code, not to be guessed or walked. */
export function newRequestCode(): string {
  return randomBytes(16).toString('base64url');
}

/** The request's own link, /r/{code}: the landing page (links/) counts its click. */
export function requestLink(app: FastifyInstance, code: string): string {
  return requestLinkUrl(app, code);
}

type Prepared =
  | { kind: 'done' }
  | {
      kind: 'send';
      channel: 'whatsapp' | 'sms' | 'email';
      to: string;
      language: 'ar' | 'en';
      text: string;
      values: { firstName: string; business: string; link: string };
      whatsappTemplate: string;
      contactId: string;
      locationId: string | null;
      /** How long until the provider's rate limit has room for it (its reserved slot). */
      waitMs: number;
    };

class PassingChannelTrouble extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PassingChannelTrouble';
  }
}

export interface DeliveryPace {
  /** Messages a second per provider (delivery-claims.ts's PROVIDER_MESSAGES_PER_SECOND unless given). */
  messagesPerSecond?: Partial<Record<'whatsapp' | 'sms', number>>;
}

export function reviewRequestDeliveryJob(
  app: FastifyInstance,
  channels: ReviewRequestChannels,
  pace: DeliveryPace = {},
): JobKind {
  return {
    table: DELIVERY_TABLE,
    priority: 20,
    async handle(run) {
      const { businessId, id } = run.job;
      const scope = { businessId, userId: null };
      throwIfStopped(run.signal);
      const prepared = await app.db.tenantTransaction(scope, async (tx): Promise<Prepared> => {
        const request = await readRequestForDelivery(tx, businessId, id);
        const finish = async (outcome?: { status: 'failed' | 'opted_out'; reason: string | null }) => {
          if (request && outcome) await markRequestUnsent(tx, businessId, id, outcome);
          await run.complete(tx);
          return { kind: 'done' } as const;
        };
        if (!request || request.status !== 'queued') return finish();
        // A previous attempt was at the provider when its worker died: it may have reached the customer.
        if (await readSendingMark(tx, businessId, id))
          return finish({ status: 'failed', reason: INTERRUPTED_REASON });
        const { contact } = request;
        if (!contact) return finish({ status: 'failed', reason: 'contactDeleted' });
        if (contact.opted_out_at) return finish({ status: 'opted_out', reason: null });
        const allowance = await readReviewRequestAllowance(tx, businessId, run.now());
        if (!allowance.allowed) return finish({ status: 'failed', reason: 'subscriptionEnded' });
        const to = request.channel === 'email' ? contact.email : contact.phone;
        if (!to)
          return finish({ status: 'failed', reason: request.channel === 'email' ? 'noEmail' : 'noPhone' });
        if (!channels.isAvailable(request.channel))
          return finish({ status: 'failed', reason: 'channelNotConfigured' });
        const settings = await readRequestSettings(tx, businessId);
        const values = {
          firstName: firstNameOf(contact.name),
          business: await readBusinessName(tx, businessId),
          link: requestLink(app, request.code),
        };
        return {
          kind: 'send',
          channel: request.channel,
          to,
          language: request.language,
          text: renderTemplate(templateFor(settings.templates, request.channel, request.language), values),
          values,
          whatsappTemplate: settings.whatsappTemplate,
          contactId: contact.id,
          locationId: request.location_id,
          // Last, so the pace's row is locked for the least time.
          waitMs:
            request.channel === 'email'
              ? 0
              : await reserveSendSlot(tx, request.channel, pace.messagesPerSecond?.[request.channel]),
        };
      });
      if (prepared.kind === 'done') return;

      await pause(prepared.waitMs, run.signal);
      throwIfStopped(run.signal);
      const lease = run.lease();
      const marked = await app.db.tenantTransaction(scope, (tx) =>
        markDeliverySending(tx, { businessId, id, attempt: run.job.attempt }, lease, run.now()),
      );
      if (!marked) throw new LeaseLostError(run.job);

      let providerMessageId: string;
      try {
        providerMessageId = (await sendThrough(app, channels, id, businessId, prepared)).providerMessageId;
      } catch (error) {
        const failedFor = isOutcomeUnknown(error)
          ? INTERRUPTED_REASON
          : isChannelFailure(error) && error.permanent
            ? error.reason
            : null;
        if (failedFor !== null) {
          await app.db.tenantTransaction(scope, async (tx) => {
            await clearSendingMark(tx, run.job, lease.workerId, describeFailure(error));
            await markRequestUnsent(tx, businessId, id, { status: 'failed', reason: failedFor });
            await run.complete(tx);
          });
          return;
        }
        // Nothing left: the mark goes before the queue schedules the next try (or hands the job back).
        await app.db.tenantTransaction(scope, (tx) =>
          clearSendingMark(tx, run.job, lease.workerId, describeFailure(error)),
        );
        throw isChannelFailure(error) ? new PassingChannelTrouble(error.reason) : error;
      }
      const sentAt = run.now();
      await app.db.tenantTransaction(scope, async (tx) => {
        await markRequestSent(tx, businessId, id, { providerMessageId, at: sentAt });
        await clearSendingMark(tx, run.job, lease.workerId, null);
        await app.events.publish(tx, {
          businessId,
          name: 'reviewRequests.sent',
          payload: {
            requestId: id,
            contactId: prepared.contactId,
            channel: prepared.channel,
            locationId: prepared.locationId,
            sentAt: sentAt.toISOString(),
          },
        });
        await run.complete(tx);
      });
      app.events.wake();
    },
    classify: () => ({ retryable: true }),
    async recordFailure(tx, job, error) {
      // The provider's words are the business's to read; anything else (the mail transport, the database) is
      // in the job's last_error and the log, never on the request.
      // A job claimed again past its last attempt had its worker die while running it: perhaps at the provider.
      const reason =
        error instanceof PassingChannelTrouble
          ? error.reason
          : error instanceof Error && error.message.startsWith('attempts exhausted')
            ? INTERRUPTED_REASON
            : 'deliveryFailed';
      await markRequestUnsent(tx, job.businessId, job.id, { status: 'failed', reason });
    },
  };
}

/**
 * The provider's answer never came (channels/provider-http.ts's timeout): the message may have been taken, so it
 * is not sent again. A refused connection or an HTTP answer is a known outcome.
 */
function isOutcomeUnknown(error: unknown): boolean {
  return error instanceof ChannelSendError && /: no answer within \d+ ms$/.test(error.reason);
}

function describeFailure(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Waits for the reserved slot; a stop cuts it short (the caller checks the signal next). */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
  });
}

async function sendThrough(
  app: FastifyInstance,
  channels: ReviewRequestChannels,
  requestId: string,
  businessId: string,
  message: Extract<Prepared, { kind: 'send' }>,
): Promise<{ providerMessageId: string }> {
  if (message.channel === 'email') {
    return sendReviewRequestEmail(app, requestId, {
      to: message.to,
      language: message.language,
      text: message.text,
      values: message.values,
      unsubscribeUrl: contactUnsubscribeUrl(app, {
        businessId,
        contactId: message.contactId,
        language: message.language,
      }),
    });
  }
  const client = channels.get(message.channel);
  if (!client) throw new Error(`no ${message.channel} client`);
  return client.send({
    to: message.to,
    language: message.language,
    text: message.text,
    ...(message.channel === 'whatsapp'
      ? {
          templateName: message.whatsappTemplate,
          templateParams: [message.values.firstName, message.values.business, message.values.link],
        }
      : {}),
  });
}

/** The business's time zone (its settings), for the quiet hours. */
export async function businessTimeZone(
  tx: Parameters<typeof readBusinessSettings>[0],
  businessId: string,
): Promise<string> {
  return (await readBusinessSettings(tx, businessId)).preferences.timezone;
}
