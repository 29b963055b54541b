// Configuration from environment variables, validated once at start so a typo fails loudly instead of
// running on a surprising default. Every value has an embedded default: nothing needs to be set locally.
import path from 'node:path';
import { z } from 'zod';
import { billingEnvironment, readBillingConfig, type BillingConfig } from './domains/billing';
import {
  backupConfigProblems,
  backupEnvironment,
  outboundEnvironment,
  readBackupConfig,
  readOutboundConfig,
  type BackupConfig,
  type OutboundConfig,
} from './domains/platform';
import { googleEnvironment, readGoogleConfig, type GoogleConfig } from './domains/google';
import { readAiConfig, reviewsEnvironment, type AiConfig } from './domains/reviews';
import {
  emptyAsUndefined,
  nonNegativeInt,
  optionalText,
  optionalUrl,
  positiveInt,
  urlWithDefault,
} from './lib/config-schema';

/**
 * apps/api/src (sources) or dist/apps/api (the compiled bundle) → the workspace root, three levels up either
 * way; the default data folder lives there so every start finds it.
 */
const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

const DEFAULT_CORS_ORIGINS = [4200, 4201, 4202, 4203, 4204].map((port) => `http://localhost:${port}`);

// The settings of the whole process, then each domain's own section (its variables live with it).
const environmentSchema = z.object({
  /** `production` hides the developer tools (GET /dev/outbox) whatever else is configured. */
  NODE_ENV: z.preprocess(emptyAsUndefined, z.string().trim().toLowerCase().optional()),
  PORT: positiveInt(3000),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  DATABASE_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
      .optional(),
  ),
  DATA_DIR: optionalText,
  PUBLIC_APP_URL: urlWithDefault('http://localhost:4200'),
  /** Where the API is reachable from browsers; when unset, taken from each request's Host header. */
  PUBLIC_API_URL: optionalUrl,
  CORS_ORIGINS: z.preprocess(emptyAsUndefined, z.string().optional()),
  JWT_SECRET: z.preprocess(emptyAsUndefined, z.string().min(32, 'must be at least 32 characters').optional()),
  /** `on`: mount GET /dev/outbox (loopback clients only); the zero-setup start and the e2e run ask for it. */
  SUMAA_DEV_OUTBOX: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('off')),
  /** `on`: the app clock can be moved by PUT /dev/clock (loopback clients only); the e2e run asks for it. */
  SUMAA_DEV_CLOCK: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('off')),
  /** Behind a load balancer: which proxies to believe about the client address (Fastify's `trustProxy`). */
  TRUST_PROXY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine(isTrustProxySetting, 'must be true, false, a hop count or a comma list of addresses/CIDRs')
      .default('false'),
  ),
  /** Timeouts of every SQL statement and of a transaction left idle, on a PostgreSQL server (PGlite: see README). */
  DATABASE_STATEMENT_TIMEOUT_MS: positiveInt(15_000),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(15_000),
  /** How long a client may take to send a whole request, and how long a connection may stay silent. */
  HTTP_REQUEST_TIMEOUT_MS: positiveInt(60_000),
  HTTP_CONNECTION_TIMEOUT_MS: positiveInt(120_000),
  SMTP_URL: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('"Sumaa / سمعة" <no-reply@sumaa.local>')),
  SUMAA_ADMIN_EMAIL: z.preprocess(
    emptyAsUndefined,
    z
      .email()
      .transform((value) => value.toLowerCase())
      .optional(),
  ),
  SUMAA_ADMIN_PASSWORD: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  ACCESS_TOKEN_TTL_SECONDS: positiveInt(900),
  REFRESH_TOKEN_TTL_DAYS: positiveInt(30),
  REFRESH_TOKEN_REUSE_GRACE_SECONDS: nonNegativeInt(30),
  /** A sign-in lasts at most this long from its first token, however regularly it is refreshed. */
  REFRESH_FAMILY_MAX_AGE_DAYS: positiveInt(90),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt(900),
  RATE_LIMIT_GLOBAL_PER_MINUTE: positiveInt(600),
  RATE_LIMIT_LOGIN_MAX: positiveInt(10),
  RATE_LIMIT_OTP_MAX: positiveInt(5),
  RATE_LIMIT_OTP_CONFIRM_MAX: positiveInt(10),
  RATE_LIMIT_PASSWORD_RESET_MAX: positiveInt(5),
  RATE_LIMIT_REGISTER_MAX: positiveInt(10),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_MAX: positiveInt(20),
  RATE_LIMIT_OTP_PER_EMAIL_DAILY_MAX: positiveInt(10),
  RATE_LIMIT_OTP_CONFIRM_PER_EMAIL_DAILY_MAX: positiveInt(30),
  RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_DAILY_MAX: positiveInt(10),
  RATE_LIMIT_OTP_FAILURES_PER_DAY: positiveInt(15),
  RATE_LIMIT_PUBLIC_FORMS_WINDOW_SECONDS: positiveInt(3600),
  RATE_LIMIT_CONTACT_PER_IP_MAX: positiveInt(5),
  RATE_LIMIT_CONTACT_PER_EMAIL_MAX: positiveInt(5),
  RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX: positiveInt(10),
  /** Competitor searches (billable Google Places calls) per business per minute; the plan's quota is per day. */
  RATE_LIMIT_COMPETITOR_SEARCH_PER_MINUTE: positiveInt(10),
  /** When the product opens (the coming-soon page counts down to it): an ISO date-time with its offset. */
  LAUNCH_AT: z.preprocess(
    emptyAsUndefined,
    z.iso
      .datetime({
        offset: true,
        error: 'must be an ISO date-time with an offset, e.g. 2027-03-01T09:00:00+03:00',
      })
      .default('2027-03-01T09:00:00+03:00'),
  ),
  // Background jobs (ADR 0005): the review sync runs in the API process's worker.
  JOBS_WORKER: z.preprocess(emptyAsUndefined, z.enum(['on', 'off']).default('on')),
  JOBS_POLL_INTERVAL_MS: positiveInt(1000),
  JOBS_CONCURRENCY: positiveInt(2),
  /** A job whose worker stopped renewing its claim (the process died) is taken over after this. */
  JOBS_LEASE_SECONDS: positiveInt(60),
  JOBS_RETRY_BASE_SECONDS: positiveInt(10),
  JOBS_RETRY_MAX_SECONDS: positiveInt(600),
  SYNC_MAX_ATTEMPTS: positiveInt(5),
  /** Each connected business's reviews are synced incrementally this often; 0 turns the schedule off. */
  REVIEW_SYNC_INTERVAL_MINUTES: nonNegativeInt(15),
  ...googleEnvironment,
  ...billingEnvironment,
  ...reviewsEnvironment,
  ...backupEnvironment,
  ...outboundEnvironment,
});

export type Environment = Record<string, string | undefined>;

/** Fastify's `trustProxy`: false (the default: the socket's address is the client), true, hops, or addresses. */
export type TrustProxySetting = boolean | number | string[];

const HOP_COUNT = /^\d+$/;
const ADDRESS_OR_CIDR = /^[0-9a-f.:]+(\/\d{1,3})?$/i;

function trustProxyEntries(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

function isTrustProxySetting(value: string): boolean {
  if (/^(true|false)$/i.test(value) || HOP_COUNT.test(value)) return true;
  const entries = trustProxyEntries(value);
  return entries.length > 0 && entries.every((entry) => ADDRESS_OR_CIDR.test(entry));
}

/** TRUST_PROXY as Fastify takes it: `true`/`false`, a hop count, or a comma list of addresses and CIDRs. */
export function parseTrustProxy(value: string): TrustProxySetting {
  if (/^true$/i.test(value)) return true;
  if (/^false$/i.test(value)) return false;
  if (HOP_COUNT.test(value)) return Number(value);
  return trustProxyEntries(value);
}

export interface RateLimitConfig {
  /** Window of the sensitive-route limits below. */
  windowSeconds: number;
  /** Requests per minute per IP on every route: a floor against floods, far above real use. */
  globalPerMinute: number;
  login: number;
  /** Verification codes sent, per IP and e-mail. */
  otp: number;
  /** Codes tried, per IP and e-mail; above the 5-wrong-codes lock so the lock is what users meet. */
  otpConfirm: number;
  passwordReset: number;
  register: number;
  /** Failed sign-ins per account (e-mail) in the window, from any number of addresses. */
  loginFailuresPerAccount: number;
  /** Per e-mail per day, from any number of addresses: codes sent, codes tried, reset mails. */
  otpPerEmailDaily: number;
  otpConfirmPerEmailDaily: number;
  passwordResetPerEmailDaily: number;
  /** Wrong codes per account per day; unlike the 5-wrong-codes lock, a new code does not reset it. */
  otpFailuresPerDay: number;
  /** Window of the public-site forms below (contact messages, launch reminders). */
  publicFormsWindowSeconds: number;
  /** Contact messages per client address, and per sender e-mail from any address. */
  contactPerIp: number;
  contactPerEmail: number;
  launchReminderPerIp: number;
  /** Competitor searches per business per minute. */
  competitorSearchPerMinute: number;
}

export interface AppConfig {
  /** NODE_ENV=production: developer tools such as GET /dev/outbox are never mounted. */
  production: boolean;
  /** SUMAA_DEV_OUTBOX=on: GET /dev/outbox is mounted (still never in production, nor with SMTP). */
  devOutbox: boolean;
  /** SUMAA_DEV_CLOCK=on: a movable app clock and PUT /dev/clock (never in production). */
  devClock: boolean;
  trustProxy: TrustProxySetting;
  http: { requestTimeoutMs: number; connectionTimeoutMs: number };
  databaseTimeouts: { statementMs: number; idleInTransactionMs: number };
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Set: a PostgreSQL server through `pg`; unset: embedded PGlite in `pgliteDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  pgliteDir: string;
  uploadsDir: string;
  /** Where the generated signing secret is kept when JWT_SECRET is unset (the e2e tests read it). */
  jwtSecretFile: string;
  jwtSecret: string | undefined;
  publicAppUrl: string;
  publicApiUrl: string | undefined;
  corsOrigins: string[];
  smtpUrl: string | undefined;
  mailFrom: string;
  superAdmin: { email: string | undefined; password: string | undefined };
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** A rotated refresh token presented again this soon (a second tab) gets its successor, not a revocation. */
  refreshReuseGraceSeconds: number;
  /** Absolute lifetime of a refresh-token family (a sign-in), counted from its start. */
  refreshFamilyMaxAgeDays: number;
  rateLimits: RateLimitConfig;
  google: GoogleConfig;
  moyasar: BillingConfig['moyasar'];
  billing: BillingConfig['billing'];
  /** LAUNCH_AT as configured (offset kept, for display); GET /api/launch compares it with the clock. */
  launchAt: string;
  translation: BillingConfig['translation'];
  /** Null when no AI endpoint is configured: smart replies offer templates only. */
  ai: AiConfig | null;
  jobs: JobsConfig;
  /** The daily encrypted backup (BACKUP_*): its key, folder and count, or why it does not run. */
  backups: BackupConfig;
  /** Whether the platform settings' webhook and SMTP host may be on a private network (OUTBOUND_*). */
  outbound: OutboundConfig;
}

export interface JobsConfig {
  /** JOBS_WORKER=off: this process queues jobs but runs none (tests run them by hand). */
  workerEnabled: boolean;
  pollIntervalMs: number;
  /** Jobs this process runs at once. */
  concurrency: number;
  leaseSeconds: number;
  /** A failed attempt waits this long, doubling each time up to the maximum (or what Google asked). */
  retryBaseSeconds: number;
  retryMaxSeconds: number;
  /** Attempts of a review sync before it is reported failed. */
  syncMaxAttempts: number;
  /** Minutes between scheduled incremental syncs of a business; 0: no schedule (only "Sync now"). */
  reviewSyncIntervalMinutes: number;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Settings the API starts with but that are most likely a mistake; each is logged as a warning at start
 * (plugins/app/app-context.ts). Not refused, so existing deployments keep starting.
 */
export function configWarnings(config: Pick<AppConfig, 'production' | 'publicApiUrl' | 'port'>): string[] {
  const warnings: string[] = [];
  if (config.production && !config.publicApiUrl) {
    // E-mails are written by jobs, outside any request: there is no Host header to take the address from.
    warnings.push(
      `PUBLIC_API_URL is not set in production: the unsubscribe links of e-mails point at ` +
        `http://localhost:${config.port}. Set PUBLIC_API_URL to the API's public https address.`,
    );
  }
  return warnings;
}

/**
 * On PostgreSQL several API processes serve one database, each with its own DATA_DIR: a signing secret or Google
 * token key generated into each would differ, and a token signed or a Google token stored by one process would
 * fail on the next. So there they come from the environment, the same for every process.
 */
function secretsSeveralProcessesMustShare(env: {
  DATABASE_URL?: string;
  JWT_SECRET?: string;
  GOOGLE_TOKEN_ENCRYPTION_KEY?: string;
}): string[] {
  if (!env.DATABASE_URL) return [];
  return (['JWT_SECRET', 'GOOGLE_TOKEN_ENCRYPTION_KEY'] as const)
    .filter((name) => !env[name])
    .map(
      (name) =>
        `${name} must be set when DATABASE_URL is: every API process on the database has to share it ` +
        '(generated into each DATA_DIR, it would differ from one process to the next)',
    );
}

export function loadConfig(environment: Environment = process.env): AppConfig {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = parsed.data;
  if (env.SUMAA_ADMIN_PASSWORD && !env.SUMAA_ADMIN_EMAIL) {
    throw new ConfigError(['SUMAA_ADMIN_PASSWORD is set without SUMAA_ADMIN_EMAIL']);
  }
  // Every OpenAI-compatible server names its models differently: no default would be right.
  if (env.AI_CHAT_COMPLETIONS_URL && !env.AI_MODEL) {
    throw new ConfigError(['AI_CHAT_COMPLETIONS_URL is set without AI_MODEL']);
  }
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(WORKSPACE_ROOT, '.data', 'api'));
  const backupProblems = backupConfigProblems(env, dataDir);
  if (backupProblems.length > 0) throw new ConfigError(backupProblems);
  const unsharedSecrets = secretsSeveralProcessesMustShare(env);
  if (unsharedSecrets.length > 0) throw new ConfigError(unsharedSecrets);
  const corsOrigins = env.CORS_ORIGINS
    ? env.CORS_ORIGINS.split(',')
        .map((origin) => origin.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : DEFAULT_CORS_ORIGINS;

  return {
    production: env.NODE_ENV === 'production',
    devOutbox: env.SUMAA_DEV_OUTBOX === 'on',
    devClock: env.SUMAA_DEV_CLOCK === 'on' && env.NODE_ENV !== 'production',
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    http: {
      requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
      connectionTimeoutMs: env.HTTP_CONNECTION_TIMEOUT_MS,
    },
    databaseTimeouts: {
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    databaseUrl: env.DATABASE_URL,
    dataDir,
    pgliteDir: path.join(dataDir, 'pg'),
    uploadsDir: path.join(dataDir, 'uploads'),
    jwtSecretFile: path.join(dataDir, 'jwt-secret'),
    jwtSecret: env.JWT_SECRET,
    publicAppUrl: env.PUBLIC_APP_URL,
    publicApiUrl: env.PUBLIC_API_URL,
    corsOrigins,
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    superAdmin: { email: env.SUMAA_ADMIN_EMAIL, password: env.SUMAA_ADMIN_PASSWORD },
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    refreshReuseGraceSeconds: env.REFRESH_TOKEN_REUSE_GRACE_SECONDS,
    refreshFamilyMaxAgeDays: env.REFRESH_FAMILY_MAX_AGE_DAYS,
    rateLimits: {
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      globalPerMinute: env.RATE_LIMIT_GLOBAL_PER_MINUTE,
      login: env.RATE_LIMIT_LOGIN_MAX,
      otp: env.RATE_LIMIT_OTP_MAX,
      otpConfirm: env.RATE_LIMIT_OTP_CONFIRM_MAX,
      passwordReset: env.RATE_LIMIT_PASSWORD_RESET_MAX,
      register: env.RATE_LIMIT_REGISTER_MAX,
      loginFailuresPerAccount: env.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_MAX,
      otpPerEmailDaily: env.RATE_LIMIT_OTP_PER_EMAIL_DAILY_MAX,
      otpConfirmPerEmailDaily: env.RATE_LIMIT_OTP_CONFIRM_PER_EMAIL_DAILY_MAX,
      passwordResetPerEmailDaily: env.RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_DAILY_MAX,
      otpFailuresPerDay: env.RATE_LIMIT_OTP_FAILURES_PER_DAY,
      publicFormsWindowSeconds: env.RATE_LIMIT_PUBLIC_FORMS_WINDOW_SECONDS,
      contactPerIp: env.RATE_LIMIT_CONTACT_PER_IP_MAX,
      contactPerEmail: env.RATE_LIMIT_CONTACT_PER_EMAIL_MAX,
      launchReminderPerIp: env.RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX,
      competitorSearchPerMinute: env.RATE_LIMIT_COMPETITOR_SEARCH_PER_MINUTE,
    },
    google: readGoogleConfig(env, dataDir),
    ...readBillingConfig(env),
    launchAt: env.LAUNCH_AT,
    ai: readAiConfig(env),
    jobs: {
      workerEnabled: env.JOBS_WORKER === 'on',
      pollIntervalMs: env.JOBS_POLL_INTERVAL_MS,
      concurrency: env.JOBS_CONCURRENCY,
      leaseSeconds: env.JOBS_LEASE_SECONDS,
      retryBaseSeconds: env.JOBS_RETRY_BASE_SECONDS,
      retryMaxSeconds: env.JOBS_RETRY_MAX_SECONDS,
      syncMaxAttempts: env.SYNC_MAX_ATTEMPTS,
      reviewSyncIntervalMinutes: env.REVIEW_SYNC_INTERVAL_MINUTES,
    },
    backups: readBackupConfig(env),
    outbound: readOutboundConfig(env),
  };
}
