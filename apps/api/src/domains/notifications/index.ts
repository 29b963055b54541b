// The notifications domain: in-app and e-mail notices, unsubscribing, scheduled report e-mails, and the WhatsApp
// alerts of new negative reviews (whatsapp-alerts/, through the review-requests domain's WhatsApp client).
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { PeriodicSchedule } from '../../jobs/periodic-schedule';
import { queueScheduledReports, REPORT_SCHEDULE_EVERY_MS } from './scheduled-reports/report-schedule';
import { scheduledReportJob } from './scheduled-reports/scheduled-report-job';
import { readNewReviewNotices } from '../reviews';
import { notifyNewReviews } from './notify';
import { notificationsDomain } from './routes';
import { whatsAppAlertsAvailable } from './whatsapp-alerts/whatsapp-alert-channel';
import { whatsAppAlertJob } from './whatsapp-alerts/whatsapp-alert-job';

export {
  notifyNewReviews,
  notifyReplyEvent,
  notifyReviewAssigned,
  type NewReviewNotice,
  type ReplyEvent,
} from './notify';

export const notificationsPlugin = fp(
  async (app) => {
    app.jobs.register(scheduledReportJob(app));
    app.jobs.register(whatsAppAlertJob(app));
    // The business's switch of WhatsApp alerts (settings' smsNotifications) turns on only where they can be sent.
    app.businessSettingChecks.provide('smsNotifications', () =>
      whatsAppAlertsAvailable(app) ? null : 'whatsAppNotConfigured',
    );
    // The weekly and monthly report e-mails, looked for every hour.
    app.schedules.add(
      new PeriodicSchedule({
        name: 'scheduled reports',
        everyMs: REPORT_SCHEDULE_EVERY_MS,
        log: app.log.child({ component: 'jobs' }),
        task: async () => void (await queueScheduledReports(app)),
      }),
    );
    // An incremental sync's new reviews, announced once it has completed. A failure to notify is logged and
    // leaves the sync as it is (notifyNewReviews does not throw); a delivery repeated after a crash may repeat it.
    app.events.subscribe('reviews.synced', 'notifications.newReviews', async (event, delivery) => {
      const ids = event.payload.newReviewIds;
      if (event.payload.mode !== 'incremental' || ids.length === 0) return;
      const notices = await delivery.transaction((tx) => readNewReviewNotices(tx, event.businessId, ids));
      await notifyNewReviews(app, event.businessId, notices);
    });
    await app.register(notificationsDomain);
  },
  {
    name: 'notifications',
    dependencies: ['jobs', 'events', 'mail', 'authentication', 'auth', 'businesses', 'team', 'reviews'],
  },
);
