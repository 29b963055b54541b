// The super admin's system page (issue 13, spec §2 "System"): the checks of each service with their figures,
// the API's recent log lines, backups and restore, and the running build's version.
import { z } from 'zod';

export const SYSTEM_CHECK_STATUSES = ['healthy', 'warning', 'error'] as const;
export type SystemCheckStatus = (typeof SYSTEM_CHECK_STATUSES)[number];

export const SYSTEM_CHECK_KINDS = ['database', 'jobs', 'mail', 'google', 'payments', 'remote'] as const;
export type SystemCheckKind = (typeof SYSTEM_CHECK_KINDS)[number];

/**
 * The stated thresholds of each row (the API applies them; the page prints them). A check that does not answer
 * within SYSTEM_CHECK_TIMEOUT_MS (3 s by default) is an error.
 */
export const SYSTEM_THRESHOLDS = {
  /** A query slower than this is a warning. */
  databaseLatencyWarningMs: 500,
  /** Ready jobs not yet picked up, across the queue tables. */
  jobsBacklogWarning: 100,
  /** The oldest ready job waiting longer than this: warning, then error. */
  jobsOldestWaitingWarningSeconds: 5 * 60,
  jobsOldestWaitingErrorSeconds: 30 * 60,
  /** Jobs failed (out of retries) in the last hour: warning from 1, error from 10. */
  jobsFailedLastHourWarning: 1,
  jobsFailedLastHourError: 10,
  /** An outside service (Google, the payment provider, a micro-frontend) slower than this is a warning. */
  httpLatencyWarningMs: 2000,
  /** No successful review sync for this long, while businesses are connected to Google: warning. */
  googleSyncStaleHours: 24,
} as const;

/** Why a row is not healthy, translated on the page; `detail` carries the technical text (never a secret). */
export const SYSTEM_CHECK_PROBLEMS = [
  'timeout',
  'unreachable',
  'httpError',
  'slow',
  'queryFailed',
  'backlog',
  'oldestWaiting',
  'failures',
  'notConfigured',
  'verifyFailed',
  'outboxOnly',
  'invalidManifest',
  'shellConfigUnreachable',
  'syncStale',
  'credentialsRejected',
] as const;
export type SystemCheckProblem = (typeof SYSTEM_CHECK_PROBLEMS)[number];

const figureValue = z.union([z.number(), z.string(), z.boolean(), z.null()]);

export const systemCheckSchema = z.object({
  /** `database`, `jobs`, `mail`, `google`, `payments`, or `remote:<name>`. */
  id: z.string(),
  kind: z.enum(SYSTEM_CHECK_KINDS),
  /** The micro-frontend's name for a remote row; empty otherwise. */
  name: z.string(),
  status: z.enum(SYSTEM_CHECK_STATUSES),
  problem: z.enum(SYSTEM_CHECK_PROBLEMS).nullable(),
  detail: z.string().nullable(),
  /** How long the check took. */
  durationMs: z.number(),
  /** The check's own figures: latencyMs, sizeBytes, backlog, oldestWaitingSeconds, failedLastHour, url… */
  figures: z.record(z.string(), figureValue),
});
export type SystemCheck = z.infer<typeof systemCheckSchema>;

export const systemOverviewSchema = z.object({
  /** The worst status of the rows (the sidebar badge). */
  status: z.enum(SYSTEM_CHECK_STATUSES),
  uptimeSeconds: z.number(),
  startedAt: z.string(),
  checkedAt: z.string(),
  checks: z.array(systemCheckSchema),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;

export const SYSTEM_LOG_LEVELS = ['info', 'warning', 'error'] as const;
export type SystemLogLevel = (typeof SYSTEM_LOG_LEVELS)[number];

export const systemLogsQuerySchema = z.object({
  /** The lowest level shown: info shows all, warning warnings and errors, error errors only. */
  level: z.enum(SYSTEM_LOG_LEVELS).default('info'),
  search: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

export const systemLogLineSchema = z.object({
  /** Increasing with each line the ring receives. */
  seq: z.number(),
  time: z.string(),
  level: z.enum(SYSTEM_LOG_LEVELS),
  message: z.string(),
  /** The line's other fields (request, error, ids), as JSON text, already redacted. */
  context: z.string(),
});
export type SystemLogLine = z.infer<typeof systemLogLineSchema>;

export const systemLogsSchema = z.object({
  items: z.array(systemLogLineSchema),
  /** Lines the ring holds now, and at most. */
  held: z.number(),
  capacity: z.number(),
  /**
   * The API process whose lines these are: each process keeps its own ring, and behind a load balancer the page
   * shows the one that answered (SUMAA_PROCESS_NAME, else host and pid), with when it started.
   */
  process: z.object({ name: z.string(), startedAt: z.string() }),
});
export type SystemLogs = z.infer<typeof systemLogsSchema>;

export const SYSTEM_DATABASE_ENGINES = ['pglite', 'postgres'] as const;

/** A backup's id is its file name: `sumaa-backup-<engine>-<UTC time>-<random>.<tar.gz|dump>`. */
export const SYSTEM_BACKUP_ID_PATTERN =
  /^sumaa-backup-(pglite|postgres)-\d{8}T\d{6}Z-[a-f0-9]{6}\.(tar\.gz|dump)$/;

export const systemBackupSchema = z.object({
  id: z.string(),
  engine: z.enum(SYSTEM_DATABASE_ENGINES),
  createdAt: z.string(),
  sizeBytes: z.number(),
});
export type SystemBackup = z.infer<typeof systemBackupSchema>;

/** Why there is no daily backup: no BACKUP_ENCRYPTION_KEY, or no BACKUP_DIR (it is never written unencrypted). */
export const SYSTEM_BACKUP_SCHEDULE_REFUSALS = ['noKey', 'noDirectory'] as const;

const backupRunOutcomeSchema = z.object({
  at: z.string(),
  fileName: z.string().nullable(),
  sizeBytes: z.number().nullable(),
  error: z.string().nullable(),
});

/** The daily encrypted backup (issue 21): whether it runs, and its last success and last failure. */
export const systemBackupScheduleSchema = z.object({
  enabled: z.boolean(),
  refusal: z.enum(SYSTEM_BACKUP_SCHEDULE_REFUSALS).nullable(),
  /** Daily backups kept (BACKUP_KEEP). */
  keep: z.number(),
  lastSuccess: backupRunOutcomeSchema.nullable(),
  lastFailure: backupRunOutcomeSchema.nullable(),
});
export type SystemBackupSchedule = z.infer<typeof systemBackupScheduleSchema>;

export const systemBackupListSchema = z.object({
  items: z.array(systemBackupSchema),
  schedule: systemBackupScheduleSchema,
  /** The engine of the running database: only its backups can be restored. */
  engine: z.enum(SYSTEM_DATABASE_ENGINES),
});
export type SystemBackupList = z.infer<typeof systemBackupListSchema>;

export const systemBackupParamsSchema = z.object({
  id: z.string().max(120).regex(SYSTEM_BACKUP_ID_PATTERN, 'invalidValue'),
});

/** The word typed to confirm a restore. */
export const SYSTEM_RESTORE_CONFIRMATION = 'RESTORE';

export const systemRestoreResultSchema = z.object({
  engine: z.enum(SYSTEM_DATABASE_ENGINES),
  restoredAt: z.string(),
  sizeBytes: z.number(),
  /** PostgreSQL: the fresh database now in use (see apps/api/README.md "Backups"); PGlite: null. */
  database: z.string().nullable(),
});
export type SystemRestoreResult = z.infer<typeof systemRestoreResultSchema>;

export const systemRemoteVersionSchema = z.object({
  name: z.string(),
  url: z.string(),
  reachable: z.boolean(),
  buildVersion: z.string().nullable(),
  buildName: z.string().nullable(),
  pluginVersion: z.string().nullable(),
});

export const systemVersionSchema = z.object({
  version: z.string(),
  commit: z.string().nullable(),
  nodeVersion: z.string(),
  engine: z.enum(SYSTEM_DATABASE_ENGINES),
  startedAt: z.string(),
  remotes: z.array(systemRemoteVersionSchema),
});
export type SystemVersion = z.infer<typeof systemVersionSchema>;
