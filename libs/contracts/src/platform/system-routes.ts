// The super admin's system page (issue 13): service checks, the log ring, backups and restore, the version.
import { z } from 'zod';
import { defineRoute } from '../http/defineRoute';
import {
  systemBackupDownloadEndpoint,
  systemBackupsEndpoint,
  systemCreateBackupEndpoint,
  systemLogsEndpoint,
  systemOverviewEndpoint,
  systemRestoreEndpoint,
  systemVersionEndpoint,
} from './system-endpoints';
import {
  systemBackupListSchema,
  systemBackupParamsSchema,
  systemBackupSchema,
  systemLogsQuerySchema,
  systemLogsSchema,
  systemOverviewSchema,
  systemRestoreResultSchema,
  systemVersionSchema,
} from './system';

const TAGS = ['System'] as const;

export const systemOverviewRoute = defineRoute({
  ...systemOverviewEndpoint,
  response: systemOverviewSchema,
  tags: TAGS,
  summary: 'Uptime and a row per service, each checked for real (super admin)',
  description:
    'Database, job queue, mail, Google, the payment provider and each micro-frontend’s mf-manifest.json, each ' +
    'healthy, warning or error by the thresholds of SYSTEM_THRESHOLDS; every check has its own timeout, so the ' +
    'answer comes within about 5 s whatever hangs. Results are reused for a few seconds (SYSTEM_CHECK_CACHE_MS).',
});

export const systemLogsRoute = defineRoute({
  ...systemLogsEndpoint,
  query: systemLogsQuerySchema,
  response: systemLogsSchema,
  tags: TAGS,
  summary:
    'The API’s recent log lines (info, warning, error) from its in-memory ring, newest first, redacted',
});

export const systemBackupsRoute = defineRoute({
  ...systemBackupsEndpoint,
  response: systemBackupListSchema,
  tags: TAGS,
  summary: 'The backups kept under DATA_DIR/backups, newest first',
});

export const systemCreateBackupRoute = defineRoute({
  ...systemCreateBackupEndpoint,
  response: systemBackupSchema,
  successStatus: 201,
  failures: [409],
  tags: TAGS,
  summary: 'Back the database up now (pg_dump on PostgreSQL, the data-directory dump on PGlite) — audited',
});

export const systemBackupDownloadRoute = defineRoute({
  ...systemBackupDownloadEndpoint,
  params: systemBackupParamsSchema,
  response: z.any().meta({ type: 'string', format: 'binary' }),
  failures: [404],
  tags: TAGS,
  summary: 'Download a backup — audited',
});

export const systemRestoreRoute = defineRoute({
  ...systemRestoreEndpoint,
  body: z.object({
    file: z
      .union([z.custom<Uint8Array>((value) => ArrayBuffer.isView(value)), z.string()])
      .optional()
      .meta({ type: 'string', format: 'binary', description: 'A backup made by POST /api/system/backups' }),
    confirmation: z.string().max(50).optional(),
  }),
  response: systemRestoreResultSchema,
  failures: [409],
  tags: TAGS,
  summary:
    'Restore a backup into a fresh database that replaces the current one only if it succeeded — audited',
  description:
    'Multipart: `file` (the backup) and `confirmation` (the word RESTORE). PGlite: the dump is loaded into a new ' +
    'instance, migrated and checked, then swapped in. PostgreSQL: pg_restore into a new database, migrated, ' +
    'then this process switches to it (its name is answered; see apps/api/README.md "Backups").',
});

export const systemVersionRoute = defineRoute({
  ...systemVersionEndpoint,
  response: systemVersionSchema,
  tags: TAGS,
  summary: 'The running build’s version and commit, and what each micro-frontend’s manifest reports',
});

export const systemRoutes = {
  overview: systemOverviewRoute,
  logs: systemLogsRoute,
  backups: systemBackupsRoute,
  createBackup: systemCreateBackupRoute,
  backupDownload: systemBackupDownloadRoute,
  restore: systemRestoreRoute,
  version: systemVersionRoute,
} as const;
