// The system page's rows (issue 13): each service checked for real, each with its own timeout, judged by the
// stated thresholds of SYSTEM_THRESHOLDS (libs/contracts). The sidebar badge reads the worst of them.
import {
  SYSTEM_THRESHOLDS,
  type SystemCheck,
  type SystemCheckKind,
  type SystemCheckProblem,
  type SystemCheckStatus,
  type SystemOverview,
} from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import nodemailer from 'nodemailer';
import type { SqlExecutor } from '../../../db/database';
import type { RemoteManifest, SystemConfig } from './system-config';

/** The queue tables of ADR 0005: status, run_at, locked_until, finished_at. */
export const QUEUE_TABLES = [
  'sync_jobs',
  'retention_jobs',
  'review_replies',
  'review_analysis_jobs',
  'report_deliveries',
  'review_request_deliveries',
  'whatsapp_alert_deliveries',
  'domain_events',
  'backup_runs',
] as const;

type Figures = SystemCheck['figures'];

interface Outcome {
  status: SystemCheckStatus;
  problem?: SystemCheckProblem | null;
  detail?: string | null;
  figures?: Figures;
}

class CheckTimeout extends Error {}

const RANK: Record<SystemCheckStatus, number> = { healthy: 0, warning: 1, error: 2 };

export function worstStatus(statuses: readonly SystemCheckStatus[]): SystemCheckStatus {
  return statuses.reduce<SystemCheckStatus>((worst, s) => (RANK[s] > RANK[worst] ? s : worst), 'healthy');
}

function describeError(error: unknown): string {
  if (error instanceof CheckTimeout) return error.message;
  const cause = (error as { cause?: { code?: string; message?: string } })?.cause;
  const message = error instanceof Error ? error.message : String(error);
  const text = cause?.code ? `${message} (${cause.code})` : message;
  // No URL credentials or query strings in the detail.
  return text.replace(/\/\/[^/\s@]+@/g, '//').slice(0, 300);
}

/** Runs one check within `timeoutMs`: a hang is an error row, never a hanging answer. */
async function runCheck(
  id: string,
  kind: SystemCheckKind,
  name: string,
  timeoutMs: number,
  work: (signal: AbortSignal) => Promise<Outcome>,
): Promise<SystemCheck> {
  const started = performance.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new CheckTimeout(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
  });
  let outcome: Outcome;
  try {
    outcome = await Promise.race([work(controller.signal), timeout]);
  } catch (error) {
    outcome = {
      status: 'error',
      problem: error instanceof CheckTimeout ? 'timeout' : 'unreachable',
      detail: describeError(error),
    };
  } finally {
    clearTimeout(timer);
  }
  return {
    id,
    kind,
    name,
    status: outcome.status,
    problem: outcome.problem ?? null,
    detail: outcome.detail ?? null,
    durationMs: Math.round(performance.now() - started),
    figures: outcome.figures ?? {},
  };
}

/** A GET with the check's signal; any HTTP answer means reachable. */
async function probe(url: string, signal: AbortSignal, init: RequestInit = {}) {
  const started = performance.now();
  const response = await fetch(url, { ...init, signal, redirect: 'manual' });
  const latencyMs = Math.round(performance.now() - started);
  return { response, latencyMs };
}

/**
 * Judges the answer of a real endpoint of the service. 401/403 to a call made without credentials says the API is
 * there (the caller decides what they mean with credentials); any other 4xx, a 404 above all, says the URL is not
 * the service's API, which is not healthy.
 */
function httpOutcome(url: string, status: number, latencyMs: number, extra: Figures = {}): Outcome {
  const figures = { url: new URL(url).origin, httpStatus: status, latencyMs, ...extra };
  const refusedForCredentials = status === 401 || status === 403;
  if (status >= 400 && !refusedForCredentials)
    return { status: 'error', problem: 'httpError', detail: `HTTP ${status}`, figures };
  if (latencyMs > SYSTEM_THRESHOLDS.httpLatencyWarningMs)
    return { status: 'warning', problem: 'slow', figures };
  return { status: 'healthy', figures };
}

async function checkDatabase(app: FastifyInstance): Promise<Outcome> {
  const started = performance.now();
  try {
    await app.db.query('SELECT 1');
  } catch (error) {
    return {
      status: 'error',
      problem: 'queryFailed',
      detail: describeError(error),
      figures: { engine: app.db.engine },
    };
  }
  const latencyMs = Math.round(performance.now() - started);
  const [size] = await app.db
    .query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes')
    .catch(() => [] as { bytes: string }[]);
  const figures: Figures = { engine: app.db.engine, latencyMs, sizeBytes: size ? Number(size.bytes) : null };
  if (latencyMs > SYSTEM_THRESHOLDS.databaseLatencyWarningMs)
    return { status: 'warning', problem: 'slow', figures };
  return { status: 'healthy', figures };
}

/** The queue tables are tenant tables: read them as the jobs worker does (ADR 0005), counts only. */
function asJobsWorker<T>(app: FastifyInstance, work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return app.db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('app.jobs_worker', 'on', true)`);
    return work(tx);
  });
}

async function checkJobs(app: FastifyInstance): Promise<Outcome> {
  const now = app.now();
  const hourAgo = new Date(now.getTime() - 3600_000);
  const union = QUEUE_TABLES.map(
    (table) =>
      `SELECT '${table}' AS queue,
         count(*) FILTER (WHERE status = 'queued' AND run_at <= $1) AS ready,
         count(*) FILTER (WHERE status = 'running') AS running,
         min(run_at) FILTER (WHERE status = 'queued' AND run_at <= $1) AS oldest,
         count(*) FILTER (WHERE status = 'failed' AND finished_at >= $2) AS failed
       FROM ${table}`,
  ).join(' UNION ALL ');
  const rows = await asJobsWorker(app, (tx) =>
    tx.query<{ queue: string; ready: string; running: string; oldest: Date | string | null; failed: string }>(
      union,
      [now, hourAgo],
    ),
  );
  const backlog = rows.reduce((sum, row) => sum + Number(row.ready), 0);
  const running = rows.reduce((sum, row) => sum + Number(row.running), 0);
  const failedLastHour = rows.reduce((sum, row) => sum + Number(row.failed), 0);
  const oldest = rows
    .map((row) => (row.oldest ? new Date(row.oldest).getTime() : null))
    .filter((time): time is number => time !== null)
    .sort((a, b) => a - b)[0];
  const oldestWaitingSeconds =
    oldest === undefined ? null : Math.max(0, Math.round((now.getTime() - oldest) / 1000));
  const figures: Figures = { backlog, running, oldestWaitingSeconds, failedLastHour };
  const t = SYSTEM_THRESHOLDS;
  const waited = oldestWaitingSeconds ?? 0;
  if (failedLastHour >= t.jobsFailedLastHourError) return { status: 'error', problem: 'failures', figures };
  if (waited >= t.jobsOldestWaitingErrorSeconds)
    return { status: 'error', problem: 'oldestWaiting', figures };
  if (failedLastHour >= t.jobsFailedLastHourWarning)
    return { status: 'warning', problem: 'failures', figures };
  if (waited >= t.jobsOldestWaitingWarningSeconds)
    return { status: 'warning', problem: 'oldestWaiting', figures };
  if (backlog > t.jobsBacklogWarning) return { status: 'warning', problem: 'backlog', figures };
  return { status: 'healthy', figures };
}

async function checkMail(app: FastifyInstance, timeoutMs: number): Promise<Outcome> {
  const { smtpUrl, production } = app.config;
  if (smtpUrl) {
    const url = new URL(smtpUrl);
    const figures: Figures = { transport: 'smtp', host: url.hostname, port: url.port || null };
    const transport = nodemailer.createTransport(smtpUrl, {
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs,
    } as object);
    try {
      await transport.verify();
      return { status: 'healthy', figures };
    } catch (error) {
      return { status: 'error', problem: 'verifyFailed', detail: describeError(error), figures };
    } finally {
      transport.close();
    }
  }
  const [row] = await app.db
    .query<{ total: string }>('SELECT count(*)::text AS total FROM mail_outbox WHERE created_at >= $1', [
      new Date(app.now().getTime() - 3600_000),
    ])
    .catch(() => [] as { total: string }[]);
  const figures: Figures = { transport: 'outbox', outboxLastHour: row ? Number(row.total) : null };
  // Without SMTP in production nothing is delivered.
  return production ? { status: 'warning', problem: 'outboxOnly', figures } : { status: 'healthy', figures };
}

/**
 * A reviews list of no location, without a token: Google (and the stand-in) answer 401 when the API is there;
 * the bare base URL answers 404 on the real Google, whatever its state.
 */
const GOOGLE_PROBE_PATH = '/v4/accounts/-/locations/-/reviews';

async function checkGoogle(app: FastifyInstance, signal: AbortSignal): Promise<Outcome> {
  const base = app.config.google.myBusinessUrl;
  const { response, latencyMs } = await probe(`${base}${GOOGLE_PROBE_PATH}`, signal);
  await response.body?.cancel().catch(() => undefined);
  const [row] = await asJobsWorker(app, (tx) =>
    tx.query<{ last: Date | string | null }>(
      `SELECT max(finished_at) AS last FROM sync_jobs WHERE status = 'completed'`,
    ),
  ).catch(() => [] as { last: Date | null }[]);
  const last = row?.last ? new Date(row.last) : null;
  const outcome = httpOutcome(base, response.status, latencyMs, { lastSyncAt: last?.toISOString() ?? null });
  if (response.status === 401 || response.status === 403) {
    // The answer expected of a call without a token: said as such, not as a bare "HTTP 401" beside "healthy".
    delete outcome.figures?.httpStatus;
    if (outcome.figures) outcome.figures.asksForCredentials = true;
  }
  const staleMs = SYSTEM_THRESHOLDS.googleSyncStaleHours * 3600_000;
  if (outcome.status === 'healthy' && last && app.now().getTime() - last.getTime() > staleMs) {
    return { ...outcome, status: 'warning', problem: 'syncStale' };
  }
  return outcome;
}

/**
 * Moyasar's invoice list, a call billing relies on: with the secret key it must answer 2xx, and
 * 401/403 means the key is refused; without a key, its 401 only says the API is there (a warning: no payments).
 */
async function checkPayments(app: FastifyInstance, signal: AbortSignal): Promise<Outcome> {
  const { apiUrl, secretKey } = app.config.moyasar;
  const headers: Record<string, string> = secretKey
    ? { authorization: `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}` }
    : {};
  const { response, latencyMs } = await probe(`${apiUrl}/invoices`, signal, { headers });
  await response.body?.cancel().catch(() => undefined);
  const outcome = httpOutcome(apiUrl, response.status, latencyMs, { configured: Boolean(secretKey) });
  const refused = response.status === 401 || response.status === 403;
  if (secretKey && refused)
    return { ...outcome, status: 'error', problem: 'credentialsRejected', detail: `HTTP ${response.status}` };
  if (!secretKey && outcome.status === 'healthy')
    return { ...outcome, status: 'warning', problem: 'notConfigured' };
  return outcome;
}

export interface ManifestReport {
  status: number;
  latencyMs: number;
  manifest: { id?: unknown; name?: unknown; metaData?: Record<string, unknown> } | null;
}

export async function fetchManifest(url: string, signal: AbortSignal): Promise<ManifestReport> {
  const { response, latencyMs } = await probe(url, signal, { headers: { accept: 'application/json' } });
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    return { status: response.status, latencyMs, manifest: null };
  }
  const body = (await response.json().catch(() => null)) as ManifestReport['manifest'];
  const valid =
    body && typeof body === 'object' && (typeof body.name === 'string' || typeof body.id === 'string');
  return { status: response.status, latencyMs, manifest: valid ? body : null };
}

async function checkRemote(remote: RemoteManifest, signal: AbortSignal): Promise<Outcome> {
  const report = await fetchManifest(remote.url, signal);
  const figures: Figures = { url: remote.url, httpStatus: report.status, latencyMs: report.latencyMs };
  if (report.status >= 400)
    return { status: 'error', problem: 'httpError', detail: `HTTP ${report.status}`, figures };
  if (!report.manifest) return { status: 'error', problem: 'invalidManifest', figures };
  const buildInfo = report.manifest.metaData?.buildInfo as { buildVersion?: unknown } | undefined;
  figures.buildVersion = typeof buildInfo?.buildVersion === 'string' ? buildInfo.buildVersion : null;
  if (report.latencyMs > SYSTEM_THRESHOLDS.httpLatencyWarningMs)
    return { status: 'warning', problem: 'slow', figures };
  return { status: 'healthy', figures };
}

/** The micro-frontends to check: REMOTE_MANIFEST_URLS, else the remotes of the shell's config.json. */
export async function resolveRemotes(
  config: SystemConfig,
  timeoutMs: number,
): Promise<{ remotes: RemoteManifest[]; failure: string | null }> {
  if (config.remotes) return { remotes: config.remotes, failure: null };
  try {
    const response = await fetch(config.shellConfigUrl, { signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) return { remotes: [], failure: `HTTP ${response.status}` };
    const body = (await response.json()) as { remotes?: Record<string, unknown> };
    const remotes = Object.entries(body.remotes ?? {})
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([name, url]) => ({ name, url }));
    return { remotes, failure: null };
  } catch (error) {
    return { remotes: [], failure: describeError(error) };
  }
}

/** Every row, at once, each bounded by the check timeout (the remotes' list by a part of it first). */
export async function runSystemChecks(
  app: FastifyInstance,
  config: SystemConfig,
  startedAt: Date,
): Promise<SystemOverview> {
  const timeout = config.checkTimeoutMs;
  const remotesListed = resolveRemotes(config, Math.round(timeout / 2));
  const checks = await Promise.all([
    runCheck('database', 'database', '', timeout, () => checkDatabase(app)),
    runCheck('jobs', 'jobs', '', timeout, () => checkJobs(app)),
    runCheck('mail', 'mail', '', timeout, () => checkMail(app, timeout)),
    runCheck('google', 'google', '', timeout, (signal) => checkGoogle(app, signal)),
    runCheck('payments', 'payments', '', timeout, (signal) => checkPayments(app, signal)),
    remotesListed.then(async ({ remotes, failure }) => {
      if (failure) {
        return [
          {
            id: 'remote:shell',
            kind: 'remote' as const,
            name: 'shell',
            status: 'error' as const,
            problem: 'shellConfigUnreachable' as const,
            detail: failure,
            durationMs: 0,
            figures: { url: config.shellConfigUrl },
          },
        ];
      }
      return Promise.all(
        remotes.map((remote) =>
          runCheck(`remote:${remote.name}`, 'remote', remote.name, timeout, (signal) =>
            checkRemote(remote, signal),
          ),
        ),
      );
    }),
  ]);
  const rows = checks.flat();
  const checkedAt = new Date();
  return {
    status: worstStatus(rows.map((row) => row.status)),
    uptimeSeconds: Math.round(process.uptime()),
    startedAt: startedAt.toISOString(),
    checkedAt: checkedAt.toISOString(),
    checks: rows,
  };
}
