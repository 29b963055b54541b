// The delivery of a review request (issue 23): a job of the queue per request (review_request_deliveries, ADR
// 0005), due at its scheduled_for. It reads the request again when it runs — a contact who opted out or was
// deleted meanwhile, or a subscription that ended, sends nothing — renders the message, hands it to the channel
// outside any transaction, and records the outcome on the request in the transaction that completes the job.
// A provider's permanent refusal fails the request with its reason; a passing trouble is tried again with the
// queue's backoff, and the last failed try fails the request. At least once: a process killed after the
// provider took the message and before the outcome committed sends it again on the next claim.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { throwIfStopped, type JobKind } from '../../jobs/job-queue';
import { readBusinessSettings } from '../businesses';
import { readReviewRequestAllowance } from '../billing';
import { sendReviewRequestEmail } from './email-channel';
import { firstNameOf, renderTemplate, templateFor } from './message-templates';
import { requestLinkUrl } from './links/link-urls';
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

export const DELIVERY_TABLE = 'review_request_deliveries';
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
    };

class PassingChannelTrouble extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PassingChannelTrouble';
  }
}

export function reviewRequestDeliveryJob(app: FastifyInstance, channels: ReviewRequestChannels): JobKind {
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
        };
      });
      if (prepared.kind === 'done') return;

      throwIfStopped(run.signal);
      let providerMessageId: string;
      try {
        providerMessageId = (await sendThrough(app, channels, id, businessId, prepared)).providerMessageId;
      } catch (error) {
        if (isChannelFailure(error) && error.permanent) {
          await app.db.tenantTransaction(scope, async (tx) => {
            await markRequestUnsent(tx, businessId, id, { status: 'failed', reason: error.reason });
            await run.complete(tx);
          });
          return;
        }
        throw isChannelFailure(error) ? new PassingChannelTrouble(error.reason) : error;
      }
      const sentAt = run.now();
      await app.db.tenantTransaction(scope, async (tx) => {
        await markRequestSent(tx, businessId, id, { providerMessageId, at: sentAt });
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
      const reason = error instanceof PassingChannelTrouble ? error.reason : 'deliveryFailed';
      await markRequestUnsent(tx, job.businessId, job.id, { status: 'failed', reason });
    },
  };
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
