// The delivery of one WhatsApp alert (a row of whatsapp_alert_deliveries, migration 048): a job of the queue, as
// review requests' deliveries are (domains/review-requests/request-delivery.ts), and for the same reasons at most
// once. It reads everything again when it runs — the member turned their alerts off or left, the owner turned the
// business's switch off, the subscription ended, WhatsApp is no longer set up: nothing is sent, and the row says
// why — then marks the row as at the provider in its own short transaction, sends the `negative_review_alert`
// template (stars, branch, link) outside any transaction, and records the outcome in the transaction that
// completes the job.
//
// WhatsApp takes no idempotency key: an alert whose send may have reached the provider without its outcome
// committed (the process killed meanwhile, or the answer timed out) is never sent again but failed `interrupted`.
// A refusal whose outcome is known and passing (HTTP 429, 5xx, Meta's rate-limit and temporary codes: the
// channel's `permanent: false`) is tried again with the queue's backoff; a permanent one fails the alert with the
// provider's words.
import type { FastifyInstance } from 'fastify';
import { LeaseLostError, throwIfStopped, type JobKind } from '../../../jobs/job-queue';
import { subscriptionAllowsSyncAndReply } from '../../billing';
import { readBusinessSettings } from '../../businesses';
import { listMembers } from '../../team';
import { reviewInboxLink } from '../emails/review-email-parts';
import { readReviewSummaries } from '../notifications-store';
import { activeReader } from '../recipients';
import { whatsAppAlertClient } from './whatsapp-alert-channel';
import {
  clearAlertSending,
  markAlertFailed,
  markAlertSending,
  markAlertSent,
  readUserLanguage,
  readWhatsAppAlertChoice,
  readWhatsAppAlertDelivery,
  WHATSAPP_ALERT_TABLE,
} from './whatsapp-alert-store';

export const WHATSAPP_ALERT_MAX_ATTEMPTS = 5;

/** The template tools/whatsapp-standin knows, as it must be approved on Meta: {{1}} stars, {{2}} branch, {{3}} link. */
export const NEGATIVE_REVIEW_ALERT_TEMPLATE = 'negative_review_alert';

/** The failure reason of an alert whose send was cut off with its outcome unknown. */
export const INTERRUPTED_REASON = 'interrupted';

/** The template's body in words, for a channel that sends text (WhatsApp sends the template itself). */
function alertText(language: 'ar' | 'en', stars: number, branch: string, link: string): string {
  return language === 'ar'
    ? `تقييم جديد بـ ${stars} نجوم لفرع ${branch}. اقرأه وردّ عليه: ${link}`
    : `A new ${stars}-star review for ${branch}. Read it and reply: ${link}`;
}

type Prepared =
  | { kind: 'done' }
  | { kind: 'send'; to: string; language: 'ar' | 'en'; params: [string, string, string]; text: string };

/** A refusal of the provider that may pass: kept on the row, tried again by the queue. */
class PassingAlertTrouble extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PassingAlertTrouble';
  }
}

interface ChannelRefusal {
  reason: string;
  permanent: boolean;
}

/** The channels' ChannelSendError, by its shape (review-requests' message-channels.ts reads it the same way). */
function asRefusal(error: unknown): ChannelRefusal | null {
  const candidate = error as Partial<ChannelRefusal> | null;
  return error instanceof Error &&
    typeof candidate?.reason === 'string' &&
    typeof candidate.permanent === 'boolean'
    ? { reason: candidate.reason, permanent: candidate.permanent }
    : null;
}

/** The answer never came (provider-http.ts's timeout): the message may have been taken. */
const isOutcomeUnknown = (refusal: ChannelRefusal | null) =>
  refusal !== null && /: no answer within \d+ ms$/.test(refusal.reason);

export function whatsAppAlertJob(app: FastifyInstance): JobKind {
  return {
    table: WHATSAPP_ALERT_TABLE,
    priority: 20,
    async handle(run) {
      const { businessId, id } = run.job;
      const scope = { businessId, userId: null };
      throwIfStopped(run.signal);
      const prepared = await app.db.tenantTransaction(scope, async (tx): Promise<Prepared> => {
        const delivery = await readWhatsAppAlertDelivery(tx, businessId, id);
        const finish = async (reason?: string) => {
          if (delivery && reason) await markAlertFailed(tx, businessId, id, reason);
          await run.complete(tx);
          return { kind: 'done' } as const;
        };
        if (!delivery || delivery.outcome !== 'queued') return finish();
        // A previous attempt was at the provider when its worker died: it may have reached the member.
        if (delivery.sending_since) return finish(INTERRUPTED_REASON);
        const settings = await readBusinessSettings(tx, businessId);
        if (!settings.notifications.smsNotifications) return finish('switchedOff');
        if (!(await subscriptionAllowsSyncAndReply(tx, businessId, run.now()))) return finish('paused');
        const members = await listMembers(tx, businessId, { includeInactive: false });
        if (!activeReader(members, delivery.user_id)) return finish('notAMember');
        const choice = await readWhatsAppAlertChoice(tx, businessId, delivery.user_id);
        if (!choice.alerts_on || !choice.phone) return finish('memberOff');
        if (!whatsAppAlertClient(app)) return finish('whatsAppNotConfigured');
        const review = (await readReviewSummaries(tx, businessId, [delivery.review_id])).get(
          delivery.review_id,
        );
        if (!review) return finish('reviewDeleted');
        const language = await readUserLanguage(tx, delivery.user_id);
        const link = reviewInboxLink(app.config.publicAppUrl, review.id);
        return {
          kind: 'send',
          to: choice.phone,
          language,
          params: [String(review.stars), review.location_name, link],
          text: alertText(language, review.stars, review.location_name, link),
        };
      });
      if (prepared.kind === 'done') return;

      throwIfStopped(run.signal);
      const lease = run.lease();
      const marked = await app.db.tenantTransaction(scope, (tx) =>
        markAlertSending(tx, { businessId, id }, lease, run.now()),
      );
      if (!marked) throw new LeaseLostError(run.job);

      let providerMessageId: string;
      try {
        const client = whatsAppAlertClient(app);
        if (!client) throw new PassingAlertTrouble('whatsAppNotConfigured');
        providerMessageId = (
          await client.send({
            to: prepared.to,
            language: prepared.language,
            text: prepared.text,
            templateName: NEGATIVE_REVIEW_ALERT_TEMPLATE,
            templateParams: prepared.params,
          })
        ).providerMessageId;
      } catch (error) {
        const refusal = asRefusal(error);
        const failedFor = isOutcomeUnknown(refusal)
          ? INTERRUPTED_REASON
          : refusal?.permanent
            ? refusal.reason
            : null;
        if (failedFor !== null) {
          await app.db.tenantTransaction(scope, async (tx) => {
            await markAlertFailed(tx, businessId, id, failedFor);
            await run.complete(tx);
          });
          return;
        }
        const reason = refusal?.reason ?? (error instanceof Error ? error.message : String(error));
        // Nothing left: the mark goes before the queue schedules the next try.
        await app.db.tenantTransaction(scope, (tx) =>
          clearAlertSending(tx, { businessId, id }, lease.workerId, reason),
        );
        throw refusal ? new PassingAlertTrouble(refusal.reason) : error;
      }
      await app.db.tenantTransaction(scope, async (tx) => {
        await markAlertSent(tx, businessId, id, { to: prepared.to, providerMessageId, at: run.now() });
        await run.complete(tx);
      });
    },
    classify: () => ({ retryable: true }),
    async recordFailure(tx, job, error) {
      // The last try failed, or a worker died while running it (perhaps at the provider).
      const reason =
        error instanceof PassingAlertTrouble
          ? error.reason
          : error instanceof Error && error.message.startsWith('attempts exhausted')
            ? INTERRUPTED_REASON
            : 'deliveryFailed';
      await markAlertFailed(tx, job.businessId, job.id, reason);
    },
  };
}
