// The platform domain: settings and their enforcement, the system page, the audit and the super admin's console routes.
// Its one entry (ADR 0013): the plugin that registers its routes, job kinds and schedules, and what other
// domains may use of it. Other domains import from here only.
import fp from 'fastify-plugin';
import { registerDailyBackup } from './backups/daily-backup-job';
import { registerLaunchReminders } from './launch/send-launch-reminders';
import { platformDomain } from './routes';
import { platformSettingsDomain } from './settings';

export {
  backupConfigProblems,
  backupEnvironment,
  readBackupConfig,
  type BackupConfig,
} from './backups/backup-config';
export { queueDailyBackup } from './backups/daily-backup-job';
export { sendDueLaunchReminders } from './launch/send-launch-reminders';
export { platformAdminTransaction } from './audit/platform-admin-transaction';
export { readPlatformSettings } from './platform-store';
export { isLoopbackClient } from './routes/outbox';
export { emitPlatformEvent } from './settings/platform-events';
export { aiEndpointStatus, type AiEndpointStatus } from './settings/ai-endpoint';
export {
  readAiEndpointDeclaration,
  readSessionTimeoutHours,
  type AiEndpointDeclaration,
} from './settings/settings-store';
export { outboundEnvironment, readOutboundConfig, type OutboundConfig } from './settings/outbound-config';
export { LogRing, withLogRing } from './system/log-ring';
export { logRingSizeFrom } from './system/system-config';

export const platformPlugin = fp(
  async (app) => {
    // First of the domains: the maintenance and IP allow-list hooks guard every route registered after them.
    await app.register(platformSettingsDomain);
    // The daily encrypted backup (issue 21), or a warning at start saying why there is none.
    registerDailyBackup(app);
    // The launch e-mail to the coming-soon page's addresses, once LAUNCH_AT has passed.
    registerLaunchReminders(app);
    await app.register(platformDomain);
  },
  { name: 'platform', dependencies: ['jobs', 'mail', 'authentication'] },
);
