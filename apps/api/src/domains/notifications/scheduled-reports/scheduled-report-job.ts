// scheduledReportJob: writes and sends one queued report (a row of report_deliveries, migration 018). In one
// tenant transaction it locks the row, returns at once when it was sent (or skipped) before, reads the figures,
// marks the row sent and completes the job; the mails are handed to the mailer only once that has committed.
// So a report is sent at most once: a rerun finds it sent, and a worker that lost the job to another (a lease
// run out) fails to complete it, its transaction is rolled back and it sends nothing. A process that dies
// between the commit and the hand-over loses that report rather than ever sending it twice.
import type { FastifyInstance } from 'fastify';
import { throwIfStopped, type JobKind } from '../../../jobs/job-queue';
import type { MailMessage } from '../../../mail/mailer';
import { scheduledReportEmail } from '../emails/scheduled-report-email';
import { readBusinessSettings } from '../../businesses';
import { listMembers, readBusinessName } from '../../team';
import { reportMailRecipients } from '../recipients';
import { unsubscribeUrl } from '../unsubscribe-token';
import { readReportContent } from './report-content';
import {
  readReportDeliveryForUpdate,
  recordReportSent,
  recordReportSkipped,
} from './report-deliveries-store';
import { REPORT_SWITCH } from './report-periods';

export function scheduledReportJob(app: FastifyInstance): JobKind {
  return {
    table: 'report_deliveries',
    priority: 40,
    async handle(run) {
      throwIfStopped(run.signal);
      const { businessId, id } = run.job;
      const mails = await app.db.tenantTransaction(
        { businessId, userId: null },
        async (tx): Promise<MailMessage[]> => {
          const now = run.now();
          const delivery = await readReportDeliveryForUpdate(tx, businessId, id);
          if (!delivery || delivery.sent_at || delivery.skipped_reason) {
            await run.complete(tx);
            return [];
          }
          // Read again when it runs: a switch may have been turned off since the report was queued.
          const settings = await readBusinessSettings(tx, businessId);
          const notificationSwitch = REPORT_SWITCH[delivery.kind];
          if (!settings.notifications.emailNotifications || !settings.notifications[notificationSwitch]) {
            await recordReportSkipped(tx, { businessId, id, reason: 'switchedOff', now });
            await run.complete(tx);
            return [];
          }
          const recipients = reportMailRecipients(
            await listMembers(tx, businessId, { includeInactive: false }),
          );
          if (recipients.length === 0) {
            await recordReportSkipped(tx, { businessId, id, reason: 'noRecipients', now });
            await run.complete(tx);
            return [];
          }

          const { language, timezone, calendar } = settings.preferences;
          const content = await readReportContent(tx, businessId, {
            kind: delivery.kind,
            days: { start: delivery.period_start, end: delivery.period_end },
            timeZone: timezone,
          });
          const businessName = await readBusinessName(tx, businessId);
          const oldest = content.unanswered.oldest.map((review) => ({
            reviewId: review.id,
            stars: review.stars,
            authorName: review.author_name,
            locationName: review.location_name,
            text: review.text,
          }));
          const written = recipients.map((member) =>
            scheduledReportEmail({
              to: member.email,
              recipientName: member.full_name,
              businessName,
              kind: delivery.kind,
              language,
              calendar,
              days: content.days,
              current: content.current,
              previous: content.previous,
              keywords: content.keywords,
              unanswered: { count: content.unanswered.count, oldest },
              publicAppUrl: app.config.publicAppUrl,
              unsubscribe: {
                notificationSwitch,
                url: unsubscribeUrl(app, {
                  businessId,
                  notificationSwitch,
                  userId: member.user_id,
                  language,
                }),
              },
            }),
          );
          await recordReportSent(tx, { businessId, id, recipients: written.length, now });
          // Throws when another worker took the job over; then nothing of this transaction is kept.
          await run.complete(tx);
          return written;
        },
      );
      for (const mail of mails) app.mailer.dispatch(mail);
    },
    // A busy database passes; a report is never sent twice (above), so trying again is safe.
    classify: () => ({ retryable: true }),
    // The queue keeps the error on the row (last_error); the report is simply not sent.
    recordFailure: async () => undefined,
  };
}
