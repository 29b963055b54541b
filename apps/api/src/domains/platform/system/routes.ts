// The super admin's system page (issue 13): GET overview, logs, backups, version; POST backups and restore; the
// backup download. Maintenance actions (backup, download, restore) are audited in platform_audit_log through
// the platform admin's transaction; the overview and logs, polled every 10 s, are reads of no business's data.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { SYSTEM_RESTORE_CONFIRMATION, systemRoutes, type SystemOverview } from '@sumaa/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, conflict } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { platformAdminTransaction, type PlatformAuditEntry } from '../audit/platform-admin-transaction';
import { backupScheduleStatus } from '../backups/daily-backup-job';
import { restorableBackupBytes } from '../backups/restorable-backup';
import { BackupError, BackupService } from './backups';
import { fetchManifest, resolveRemotes, runSystemChecks } from './checks';
import { loadSystemConfig } from './system-config';
import { recordRestoreWithOwnerRights } from './restore-audit-store';
import { followRestoresElsewhere } from './database-moves';
import { buildInfo } from './version';

/** Maintenance is rare: these bound what a script (or the contract fuzz) can make the server do. */
const BACKUPS_PER_MINUTE = 6;
const RESTORES_PER_MINUTE = 3;

async function audit(app: FastifyInstance, request: FastifyRequest, entry: PlatformAuditEntry) {
  await platformAdminTransaction(app, request, entry, async () => undefined);
}

/**
 * Restored onto a new server (the daily backup's purpose), the admin who asked may not exist in the restored
 * database, so their audit transaction is refused: the restore happened, so it is recorded under their id all
 * the same rather than answered as a failure.
 */
async function auditRestore(app: FastifyInstance, request: FastifyRequest, entry: PlatformAuditEntry) {
  try {
    await audit(app, request, entry);
  } catch {
    await recordRestoreWithOwnerRights(app.db, request.auth?.user?.id ?? null, entry, app.now());
  }
}

function backupFailure(error: unknown): AppError {
  if (!(error instanceof BackupError)) throw error;
  if (error.kind === 'busy') return conflict('systemBackupBusy');
  if (error.kind === 'invalidFile')
    return new AppError(
      400,
      'systemRestoreFileInvalid',
      { file: ['invalidValue'] },
      { engine: error.message },
    );
  return new AppError(409, 'systemBackupFailed', null, { reason: error.message });
}

export const systemDomain: FastifyPluginAsyncZod = async (app) => {
  const config = loadSystemConfig(app.config);
  const startedAt = new Date(Date.now() - process.uptime() * 1000);
  const backups = new BackupService(app, config.backupsDir, config.backupsKept);
  await followRestoresElsewhere(app);

  let last: { at: number; overview: Promise<SystemOverview> } | null = null;
  const overview = () => {
    const now = Date.now();
    if (!last || now - last.at >= config.cacheMs) {
      last = { at: now, overview: runSystemChecks(app, config, startedAt) };
    }
    return last.overview;
  };

  registerRoute(app, systemRoutes.overview, {
    handler: async (request) => successEnvelope(await overview(), request.language),
  });

  registerRoute(app, systemRoutes.logs, {
    handler: async (request) => {
      const { level, search, limit } = request.query;
      return successEnvelope(
        {
          items: app.logRing.read({ level, search, limit }),
          held: app.logRing.size,
          capacity: app.logRing.capacity,
          process: { name: config.processName, startedAt: startedAt.toISOString() },
        },
        request.language,
      );
    },
  });

  registerRoute(app, systemRoutes.backups, {
    handler: async (request) =>
      successEnvelope(
        { items: await backups.list(), engine: backups.engine, schedule: await backupScheduleStatus(app) },
        request.language,
      ),
  });

  registerRoute(app, systemRoutes.createBackup, {
    config: { rateLimit: { max: BACKUPS_PER_MINUTE, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      let made;
      try {
        made = await backups.create(app.now());
      } catch (error) {
        request.log.error({ err: error }, 'system: backup failed');
        await audit(app, request, {
          action: 'system.backup',
          targetType: 'database',
          detail: { engine: backups.engine, failed: (error as Error).message },
        }).catch(() => undefined);
        throw backupFailure(error);
      }
      await audit(app, request, {
        action: 'system.backup',
        targetType: 'database',
        targetId: made.id,
        detail: { engine: made.engine, sizeBytes: made.sizeBytes },
      });
      request.log.info({ backup: made.id, sizeBytes: made.sizeBytes }, 'system: backup created');
      return reply.status(201).send(successEnvelope(made, request.language, 'systemBackupCreated'));
    },
  });

  registerRoute(app, systemRoutes.backupDownload, {
    handler: async (request, reply) => {
      const file = await backups.filePath(request.params.id);
      if (!file) throw new AppError(404, 'systemBackupNotFound');
      await audit(app, request, {
        action: 'system.backup.download',
        targetType: 'database',
        targetId: request.params.id,
      });
      const info = await stat(file);
      return reply
        .header(
          'content-type',
          request.params.id.endsWith('.tar.gz') ? 'application/gzip' : 'application/octet-stream',
        )
        .header('content-length', info.size)
        .header('content-disposition', `attachment; filename="${request.params.id}"`)
        .send(createReadStream(file));
    },
  });

  registerRoute(app, systemRoutes.restore, {
    config: {
      rateLimit: { max: RESTORES_PER_MINUTE, timeWindow: 60_000 },
      multipartOptions: { limits: { fileSize: config.restoreMaxBytes, files: 1, fields: 5 } },
    },
    handler: async (request) => {
      const { file, confirmation } = request.body;
      if (confirmation?.trim() !== SYSTEM_RESTORE_CONFIRMATION) {
        throw new AppError(400, 'systemRestoreConfirmationWrong', { confirmation: ['invalidValue'] });
      }
      if (!file || typeof file === 'string' || file.length === 0) {
        throw new AppError(400, 'systemRestoreFileRequired', { file: ['fieldRequired'] });
      }
      const bytes = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
      let result;
      try {
        // A daily backup is decrypted (and authenticated) first; an altered one is refused here.
        const plain = restorableBackupBytes(bytes, app.config.backups.key);
        result = await backups.restore(plain, app.config, app.now());
      } catch (error) {
        request.log.error({ err: error }, 'system: restore failed, the current database was kept');
        await audit(app, request, {
          action: 'system.restore',
          targetType: 'database',
          detail: { engine: backups.engine, sizeBytes: bytes.length, failed: (error as Error).message },
        }).catch(() => undefined);
        const failure = backupFailure(error);
        if (failure.messageCode === 'systemBackupFailed') {
          throw new AppError(409, 'systemRestoreFailed', null, failure.messageParams);
        }
        throw failure;
      }
      // Written into the restored database, which is the one in use now.
      await auditRestore(app, request, {
        action: 'system.restore',
        targetType: 'database',
        targetId: result.database,
        detail: { engine: result.engine, sizeBytes: result.sizeBytes },
      });
      last = null;
      request.log.warn(
        { engine: result.engine, database: result.database },
        'system: database restored from a backup',
      );
      return successEnvelope(result, request.language, 'systemRestoreCompleted');
    },
  });

  registerRoute(app, systemRoutes.version, {
    handler: async (request) => {
      const build = await buildInfo();
      const { remotes } = await resolveRemotes(config, config.checkTimeoutMs);
      const reports = await Promise.all(
        remotes.map(async (remote) => {
          const report = await fetchManifest(remote.url, AbortSignal.timeout(config.checkTimeoutMs)).catch(
            () => null,
          );
          const meta = report?.manifest?.metaData;
          const buildInfoOf = (meta?.buildInfo ?? {}) as { buildVersion?: unknown; buildName?: unknown };
          const text = (value: unknown) => (typeof value === 'string' ? value : null);
          return {
            name: remote.name,
            url: remote.url,
            reachable: Boolean(report?.manifest),
            buildVersion: text(buildInfoOf.buildVersion),
            buildName: text(buildInfoOf.buildName),
            pluginVersion: text(meta?.pluginVersion),
          };
        }),
      );
      return successEnvelope(
        {
          version: build.version,
          commit: build.commit,
          nodeVersion: process.version,
          engine: app.db.engine === 'pglite' ? ('pglite' as const) : ('postgres' as const),
          startedAt: startedAt.toISOString(),
          remotes: reports,
        },
        request.language,
      );
    },
  });
};
