// The platform's backup section of the configuration (issue 21): the daily encrypted backup's key, where it is
// written (apart from the data directory) and how many are kept. config.ts reads it with every other section.
import path from 'node:path';
import { z } from 'zod';
import { emptyAsUndefined, optionalText, positiveInt, type EnvironmentOf } from '../../../lib/config-schema';
import { decodeTokenEncryptionKey, isTokenEncryptionKey } from '../../../lib/token-encryption-key';

export const backupEnvironment = {
  /** AES-256-GCM key of the daily backup: 32 random bytes, hex or base64. Unset: no daily backup (never plain). */
  BACKUP_ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(isTokenEncryptionKey, 'must be 32 random bytes as 64 hex characters or base64')
      .optional(),
  ),
  /** The folder the daily backups go to: another disk or a mounted share, never inside DATA_DIR. */
  BACKUP_DIR: optionalText,
  /** Daily backups kept (30: the privacy policy says they are deleted after 30 days); older ones are deleted. */
  BACKUP_KEEP: positiveInt(30),
};

/** Why the daily backup does not run; shown on the system page. */
export type BackupScheduleRefusal = 'noKey' | 'noDirectory';

export interface BackupConfig {
  /** The decoded key, or null. */
  key: Buffer | null;
  /** Absolute, or null when BACKUP_DIR is unset. */
  dir: string | null;
  keep: number;
  /** Null when the daily backup runs; else why it was refused. */
  refusal: BackupScheduleRefusal | null;
}

function isInside(child: string, parent: string): boolean {
  const relative = path.relative(parent, child);
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

type BackupEnvironment = EnvironmentOf<typeof backupEnvironment>;

/** The mistakes config.ts refuses to start with: a backup folder inside the data it protects is lost with it. */
export function backupConfigProblems(env: BackupEnvironment, dataDir: string): string[] {
  if (env.BACKUP_DIR && isInside(path.resolve(env.BACKUP_DIR), dataDir))
    return [`BACKUP_DIR: must be outside DATA_DIR (${dataDir})`];
  return [];
}

export function readBackupConfig(env: BackupEnvironment): BackupConfig {
  const key = env.BACKUP_ENCRYPTION_KEY ? decodeTokenEncryptionKey(env.BACKUP_ENCRYPTION_KEY) : null;
  const dir = env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : null;
  const refusal: BackupScheduleRefusal | null = !key ? 'noKey' : !dir ? 'noDirectory' : null;
  return { key, dir, keep: env.BACKUP_KEEP, refusal };
}
