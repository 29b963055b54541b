// The daily encrypted backup (issue 21, /security's "daily encrypted backup kept apart"). A daily schedule
// queues one backup_runs row per UTC day (migration 030: unique per day, so any number of API processes queue it
// once) and the job queue runs it under its lease (ADR 0005), so exactly one process writes the day's file.
// Without a key or a folder nothing is scheduled at all: the backup is never written unencrypted, and the
// system page says why there is none (backupScheduleStatus).
import type { FastifyInstance } from 'fastify';
import type { SqlExecutor } from '../../../db/database';
import type { SystemBackupSchedule } from '@sumaa/contracts';
import { DailySchedule, DAILY_SCHEDULE_CHECK_MS } from '../../../jobs/daily-schedule';
import { throwIfStopped, type JobKind } from '../../../jobs/job-queue';
import type { BackupConfig } from './backup-config';
import {
  PLATFORM_TENANT_ID,
  enqueueBackupRun,
  pruneFinishedBackupRuns,
  readLastBackupRuns,
  recordBackupFile,
} from './backup-runs-store';
import { writeEncryptedBackup } from './encrypted-backup-writer';

const BACKUP_MAX_ATTEMPTS = 3;
/** Runs (not files) are remembered this long, for the system page's last failure. */
const KEEP_RUNS_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

function inPlatformTenant<T>(app: FastifyInstance, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return app.db.tenantTransaction({ businessId: PLATFORM_TENANT_ID, userId: null }, work);
}

/** Queues today's backup unless it is queued already; true when this call queued it. */
export async function queueDailyBackup(app: FastifyInstance): Promise<boolean> {
  if (app.config.backups.refusal) return false;
  const now = app.now();
  return inPlatformTenant(app, (tx) =>
    enqueueBackupRun(tx, { runDate: utcDay(now), maxAttempts: BACKUP_MAX_ATTEMPTS, now }),
  );
}

function dailyBackupJob(app: FastifyInstance, config: BackupConfig & { key: Buffer; dir: string }): JobKind {
  return {
    table: 'backup_runs',
    // After the work people wait for (replies, syncs): a backup can wait a minute.
    priority: 40,
    async handle(run) {
      throwIfStopped(run.signal);
      const now = run.now();
      const written = await writeEncryptedBackup(app.db, config, now);
      await inPlatformTenant(app, async (tx) => {
        await recordBackupFile(tx, { id: run.job.id, ...written });
        await pruneFinishedBackupRuns(tx, utcDay(new Date(now.getTime() - KEEP_RUNS_DAYS * DAY_MS)));
        await run.complete(tx);
      });
      app.log.info({ backup: written.fileName, sizeBytes: written.sizeBytes }, 'daily backup written');
    },
    // A full disk or a busy server may pass; three attempts, then the system page shows the failure.
    classify: () => ({ retryable: true }),
    recordFailure: async () => undefined,
  };
}

/** Registers the job and its daily schedule, or logs why there is no daily backup. */
export function registerDailyBackup(app: FastifyInstance): void {
  const config = app.config.backups;
  if (config.refusal || !config.key || !config.dir) {
    app.log.warn(
      { reason: config.refusal },
      'no daily backup: set BACKUP_ENCRYPTION_KEY and BACKUP_DIR (apps/api/README.md "Backups")',
    );
    return;
  }
  app.jobs.register(dailyBackupJob(app, { ...config, key: config.key, dir: config.dir }));
  app.schedules.add(
    new DailySchedule({
      name: 'daily backup',
      now: app.now,
      checkEveryMs: DAILY_SCHEDULE_CHECK_MS,
      log: app.log.child({ component: 'jobs' }),
      task: async () => {
        if (await queueDailyBackup(app)) app.jobs.wake();
      },
    }),
  );
}

/** What the system page shows of the daily backup. */
export async function backupScheduleStatus(app: FastifyInstance): Promise<SystemBackupSchedule> {
  const { refusal, keep } = app.config.backups;
  const last = await inPlatformTenant(app, (tx) => readLastBackupRuns(tx));
  return { enabled: refusal === null, refusal, keep, ...last };
}
