// The businesses domain: a business, its settings and logo, memberships, registration and data retention.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { DailySchedule, DAILY_SCHEDULE_CHECK_MS } from '../../jobs/daily-schedule';
import { dataRetentionJob, queueDailyDataRetention } from './data-retention-job';
import { businessesDomain } from './routes';
import { BusinessSettingChecks } from './setting-switch-checks';

export {
  readBusinessLanguage,
  readBusinessSettings,
  updateBusinessSettings,
} from './business-settings-store';
export { readBusinessProfile } from './businesses-store';
export { BusinessSettingChecks, type CheckedSwitch, type SwitchCheck } from './setting-switch-checks';

declare module 'fastify' {
  interface FastifyInstance {
    /** Switches of the settings a higher domain delivers, with its check (setting-switch-checks.ts). */
    businessSettingChecks: BusinessSettingChecks;
  }
}
export { storedLogoFileOf } from './business-logo-files';
export { createCompanyAccount, emailTakenError, registerCompany } from './company-registration';
export { readRetentionCutoff } from './data-retention-job';
export { listBusinessesWithLinkedPlaces } from './data-retention-store';

export const businessesPlugin = fp(
  async (app) => {
    app.decorate('businessSettingChecks', new BusinessSettingChecks());
    app.jobs.register(dataRetentionJob(app));
    // Each day's data-retention runs, queued once per business and day.
    app.schedules.add(
      new DailySchedule({
        name: 'data retention',
        now: app.now,
        checkEveryMs: DAILY_SCHEDULE_CHECK_MS,
        log: app.log.child({ component: 'jobs' }),
        task: async () => {
          if ((await queueDailyDataRetention(app)) > 0) app.jobs.wake();
        },
      }),
    );
    await app.register(businessesDomain);
  },
  { name: 'businesses', dependencies: ['jobs', 'mail', 'authentication', 'auth'] },
);
