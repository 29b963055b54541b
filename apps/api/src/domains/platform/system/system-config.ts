// The system page's settings (apps/api/README.md "System page"), read from the environment when the API starts.
import os from 'node:os';
import path from 'node:path';
import type { AppConfig } from '../../../config';
import { DEFAULT_LOG_RING_SIZE } from './log-ring';

export interface RemoteManifest {
  name: string;
  url: string;
}

export interface SystemConfig {
  /** Each check's own time limit; the overview answers within it plus a little. */
  checkTimeoutMs: number;
  /** An overview is reused this long (the page polls every 10 s; several admins share one run). */
  cacheMs: number;
  /** REMOTE_MANIFEST_URLS, or null: read the remotes from the shell's config.json at PUBLIC_APP_URL. */
  remotes: RemoteManifest[] | null;
  /** Where the shell's runtime config is (PUBLIC_APP_URL/config.json). */
  shellConfigUrl: string;
  backupsDir: string;
  /** Backups kept; the oldest beyond this are deleted after a new one. */
  backupsKept: number;
  /** The largest backup file a restore accepts. */
  restoreMaxBytes: number;
  logRingSize: number;
  /** Names this API process on the logs page (SUMAA_PROCESS_NAME, else host:pid): each keeps its own ring. */
  processName: string;
}

type Env = Record<string, string | undefined>;

function positive(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isFinite(number) && number >= 0
    ? Math.floor(number)
    : fallback;
}

/** `admin=http://localhost:4204/mf-manifest.json,business=…`; an entry without a name is named by its host. */
export function parseRemoteManifestUrls(value: string | undefined): RemoteManifest[] | null {
  if (!value || !value.trim()) return null;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const equals = entry.indexOf('=');
      const named = equals > 0 && !entry.slice(0, equals).includes('/');
      const url = named ? entry.slice(equals + 1).trim() : entry;
      let name = named ? entry.slice(0, equals).trim() : url;
      if (!named) {
        try {
          name = new URL(url).host;
        } catch {
          // kept as written
        }
      }
      return { name, url };
    });
}

export function logRingSizeFrom(env: Env = process.env): number {
  return Math.max(10, positive(env.SYSTEM_LOG_RING_SIZE, DEFAULT_LOG_RING_SIZE));
}

export function loadSystemConfig(config: AppConfig, env: Env = process.env): SystemConfig {
  return {
    checkTimeoutMs: Math.max(100, positive(env.SYSTEM_CHECK_TIMEOUT_MS, 3000)),
    cacheMs: positive(env.SYSTEM_CHECK_CACHE_MS, 2000),
    remotes: parseRemoteManifestUrls(env.REMOTE_MANIFEST_URLS),
    shellConfigUrl: `${config.publicAppUrl}/config.json`,
    // Several API processes list and serve the same backups only from a folder they share (ADR 0015).
    backupsDir: env.SYSTEM_BACKUPS_DIR
      ? path.resolve(env.SYSTEM_BACKUPS_DIR)
      : path.join(config.dataDir, 'backups'),
    backupsKept: Math.max(1, positive(env.SYSTEM_BACKUPS_KEPT, 20)),
    restoreMaxBytes: positive(env.SYSTEM_RESTORE_MAX_BYTES, 512 * 1024 * 1024),
    logRingSize: logRingSizeFrom(env),
    processName: env.SUMAA_PROCESS_NAME?.trim() || `${os.hostname()}:${process.pid}`,
  };
}
