// The notifications domain: in-app and e-mail notices, unsubscribing, scheduled report e-mails.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { PeriodicSchedule } from '../../jobs/periodic-schedule';
import { queueScheduledReports, REPORT_SCHEDULE_EVERY_MS } from './scheduled-reports/report-schedule';
import { scheduledReportJob } from './scheduled-reports/scheduled-report-job';
import { notificationsDomain } from './routes';

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
    // The weekly and monthly report e-mails, looked for every hour.
    app.schedules.add(
      new PeriodicSchedule({
        name: 'scheduled reports',
        everyMs: REPORT_SCHEDULE_EVERY_MS,
        log: app.log.child({ component: 'jobs' }),
        task: async () => void (await queueScheduledReports(app)),
      }),
    );
    await app.register(notificationsDomain);
  },
  { name: 'notifications', dependencies: ['jobs', 'mail', 'authentication', 'auth', 'businesses', 'team'] },
);
