// The super admin's system page (issue 13) as the browser calls it: checks, logs, backups, restore, version.
import { defineEndpoint } from '../http/defineEndpoint';

export const systemOverviewEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/overview',
  access: { role: 'super_admin' },
});

export const systemLogsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/logs',
  access: { role: 'super_admin' },
});

export const systemBackupsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/backups',
  access: { role: 'super_admin' },
});

export const systemCreateBackupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/backups',
  access: { role: 'super_admin' },
});

export const systemBackupDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/backups/:id/download',
  access: { role: 'super_admin' },
  reply: 'binary',
});

export const systemRestoreEndpoint = defineEndpoint({
  method: 'POST',
  path: '/api/system/restore',
  access: { role: 'super_admin' },
  bodyKind: 'multipart',
});

export const systemVersionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/api/system/version',
  access: { role: 'super_admin' },
});

export const systemEndpoints = {
  overview: systemOverviewEndpoint,
  logs: systemLogsEndpoint,
  backups: systemBackupsEndpoint,
  createBackup: systemCreateBackupEndpoint,
  backupDownload: systemBackupDownloadEndpoint,
  restore: systemRestoreEndpoint,
  version: systemVersionEndpoint,
} as const;
