// Configuration from environment variables, validated once at start so a typo fails loudly instead of
// running on a surprising default. Every value has an embedded default: nothing needs to be set locally.
import path from 'node:path';
import { z } from 'zod';
import { isTokenEncryptionKey } from './lib/token-encryption-key';

/**
 * apps/api/src (sources) or dist/apps/api (the compiled bundle) → the workspace root, three levels up either
 * way; the default data folder lives there so every start finds it.
 */
const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');

const DEFAULT_CORS_ORIGINS = [4200, 4201, 4202, 4203, 4204].map((port) => `http://localhost:${port}`);
/** The Google stand-in's Places API key (tools/google-standin), used when the Places URL is the stand-in's. */
const STANDIN_PLACES_API_KEY = 'sumaa-local-places-key';

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optionalText = z.preprocess(emptyAsUndefined, z.string().trim().optional());
const positiveInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(fallback));
const nonNegativeInt = (fallback: number) =>
  z.preprocess(emptyAsUndefined, z.coerce.number().int().nonnegative().default(fallback));
/** An http(s) URL without its trailing slash, so paths can be appended. */
const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => value.replace(/\/+$/, ''));
const urlWithDefault = (fallback: string) => z.preprocess(emptyAsUndefined, httpUrl.default(fallback));
const optionalUrl = z.preprocess(emptyAsUndefined, httpUrl.optional());
const TOKEN_ENCRYPTION_KEY_RULE = 'must be 32 random bytes as 64 hex characters or base64';

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
  // Google (apps/api/README.md "Google"): every URL defaults to the local stand-in at GOOGLE_STANDIN_URL.
  GOOGLE_STANDIN_URL: urlWithDefault('http://localhost:4300'),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().trim().default('sumaa-local-client')),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().default('sumaa-local-secret')),
  GOOGLE_OAUTH_AUTHORIZE_URL: optionalUrl,
  GOOGLE_OAUTH_TOKEN_URL: optionalUrl,
  GOOGLE_JWKS_URL: optionalUrl,
  /** Comma list; Google's ID tokens say `https://accounts.google.com` or `accounts.google.com`. */
  GOOGLE_ID_TOKEN_ISSUER: optionalText,
  GOOGLE_ACCOUNT_MANAGEMENT_URL: optionalUrl,
  GOOGLE_BUSINESS_INFORMATION_URL: optionalUrl,
  GOOGLE_MY_BUSINESS_URL: optionalUrl,
  // Places API (New), for competitors, with an API key (never sent to browsers or logged). Like every Google URL
  // it defaults to the stand-in (with the stand-in's key); production sets https://places.googleapis.com and its
  // key. A base URL set without a key: competitor search is off (503).
  GOOGLE_PLACES_BASE_URL: optionalUrl,
  GOOGLE_PLACES_API_KEY: optionalText,
  GOOGLE_TOKEN_ENCRYPTION_KEY: z.preprocess(
    emptyAsUndefined,
    z.string().trim().refine(isTokenEncryptionKey, TOKEN_ENCRYPTION_KEY_RULE).optional(),
  ),
  /** Earlier keys, comma-separated: tokens they encrypted stay readable and are re-encrypted when next saved. */
  GOOGLE_TOKEN_ENCRYPTION_PREVIOUS_KEYS: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .refine(
        (value) => value.split(',').every((key) => isTokenEncryptionKey(key.trim())),
        TOKEN_ENCRYPTION_KEY_RULE,
      )
      .optional(),
  ),
  GOOGLE_HTTP_TIMEOUT_MS: positiveInt(15_000),
  GOOGLE_HTTP_MAX_ATTEMPTS: positiveInt(5),
  GOOGLE_HTTP_RETRY_BASE_MS: positiveInt(500),
  /** A Retry-After longer than this fails the call (retryable) instead of holding a worker that long. */
  GOOGLE_HTTP_MAX_RETRY_DELAY_MS: positiveInt(60_000),
  // Moyasar (payments, apps/api/README.md "Configuration"): its REST base and the account's secret key, never sent
  // to browsers or logged; the webhook's shared secret_token. `npm start` and the e2e run aim these at the local
  // stand-in (tools/moyasar-standin). No secret key: payments are off.
  MOYASAR_API_URL: urlWithDefault('https://api.moyasar.com/v1'),
  MOYASAR_SECRET_KEY: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .refine((value) => !value.startsWith('pk_'), 'must be the secret key (sk_…), not the publishable key')
      .optional(),
  ),
  MOYASAR_WEBHOOK_SECRET: optionalText,
  MOYASAR_HTTP_TIMEOUT_MS: positiveInt(15_000),
  /**
   * The seller's VAT registration number (15 digits) on every tax invoice, unless the platform setting
   * seller_vat_number is set. Unset: 300000000000003, a development number that is not a real registration.
   */
  SELLER_VAT_NUMBER: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^\d{15}$/, 'must be the 15-digit VAT registration number')
      .optional(),
  ),
  RATE_LIMIT_PUBLIC_FORMS_WINDOW_SECONDS: positiveInt(3600),
  RATE_LIMIT_CONTACT_PER_IP_MAX: positiveInt(5),
  RATE_LIMIT_CONTACT_PER_EMAIL_MAX: positiveInt(5),
  RATE_LIMIT_LAUNCH_REMINDER_PER_IP_MAX: positiveInt(10),
  // AI drafts of review replies (decisions #23): any OpenAI-compatible chat-completions endpoint; unset = off.
  AI_CHAT_COMPLETIONS_URL: optionalUrl,
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_MS: positiveInt(20_000),
  // Machine translation of plan texts (decisions #19): a LibreTranslate-style service (POST {base}/translate);
  // unset = off, an empty language of a plan is then filled with the other language's original text.
  TRANSLATE_URL: optionalUrl,
  TRANSLATE_API_KEY: optionalText,
  TRANSLATE_TIMEOUT_MS: positiveInt(8_000),
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
}

export interface GoogleConfig {
  /** The local stand-in's origin; the default of every URL below. */
  standinUrl: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  jwksUrl: string;
  idTokenIssuers: string[];
  /** Bases without the version: /v1/accounts…, /v1/accounts/{a}/locations…, /v4/accounts/{a}/locations/{l}/reviews… */
  accountManagementUrl: string;
  businessInformationUrl: string;
  myBusinessUrl: string;
  /** Places API (New) base, without the version: /v1/places:searchText, /v1/places/{placeId}. */
  placesUrl: string;
  /** Undefined: no Places API key, so the competitor search and snapshots answer 503. */
  placesApiKey: string | undefined;
  /** GOOGLE_TOKEN_ENCRYPTION_KEY; unset → generated once into `tokenEncryptionKeyFile`. */
  tokenEncryptionKey: string | undefined;
  tokenEncryptionKeyFile: string;
  previousTokenEncryptionKeys: string[];
  http: { timeoutMs: number; maxAttempts: number; retryBaseMs: number; maxRetryDelayMs: number };
}

export interface MoyasarConfig {
  /** The REST base with its version, e.g. https://api.moyasar.com/v1 (the stand-in's: http://localhost:4400/v1). */
  apiUrl: string;
  /** Sent as the basic-auth user name; undefined: no payment provider is configured. */
  secretKey: string | undefined;
  /** The `secret_token` every webhook must carry; undefined: every webhook is refused. */
  webhookSecret: string | undefined;
  /** Per call, body included. */
  timeoutMs: number;
}

export interface TranslationConfig {
  /** The service's base URL; texts are sent to `${url}/translate`. */
  url: string;
  /** Sent as `api_key` in the body when set (LibreTranslate's way). */
  apiKey: string | undefined;
  /** Per text, body included; a slower answer keeps the original text. */
  timeoutMs: number;
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
  /** The payment provider (Moyasar). */
  moyasar: MoyasarConfig;
  /** Invoices (issue 12): the deployment's seller VAT number, undefined = the development one. */
  billing: { sellerVatNumber: string | undefined };
  /** LAUNCH_AT as configured (offset kept, for display); GET /api/launch compares it with the clock. */
  launchAt: string;
  /** Null when no translation service is configured: plan texts are kept as written. */
  translation: TranslationConfig | null;
  /** Null when no AI endpoint is configured: smart replies offer templates only. */
  ai: AiConfig | null;
  jobs: JobsConfig;
}

export interface AiConfig {
  /** The full URL of an OpenAI-compatible `chat/completions` endpoint. */
  chatCompletionsUrl: string;
  /** Sent as `Authorization: Bearer …` when set (local servers often need none). */
  apiKey: string | undefined;
  model: string;
  timeoutMs: number;
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
    },
    google: {
      standinUrl: env.GOOGLE_STANDIN_URL,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL ?? `${env.GOOGLE_STANDIN_URL}/o/oauth2/v2/auth`,
      tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL ?? `${env.GOOGLE_STANDIN_URL}/token`,
      jwksUrl: env.GOOGLE_JWKS_URL ?? `${env.GOOGLE_STANDIN_URL}/oauth2/v3/certs`,
      idTokenIssuers: env.GOOGLE_ID_TOKEN_ISSUER
        ? env.GOOGLE_ID_TOKEN_ISSUER.split(',')
            .map((issuer) => issuer.trim())
            .filter(Boolean)
        : [env.GOOGLE_STANDIN_URL],
      accountManagementUrl: env.GOOGLE_ACCOUNT_MANAGEMENT_URL ?? env.GOOGLE_STANDIN_URL,
      businessInformationUrl: env.GOOGLE_BUSINESS_INFORMATION_URL ?? env.GOOGLE_STANDIN_URL,
      myBusinessUrl: env.GOOGLE_MY_BUSINESS_URL ?? env.GOOGLE_STANDIN_URL,
      placesUrl: env.GOOGLE_PLACES_BASE_URL ?? env.GOOGLE_STANDIN_URL,
      placesApiKey:
        env.GOOGLE_PLACES_API_KEY ?? (env.GOOGLE_PLACES_BASE_URL ? undefined : STANDIN_PLACES_API_KEY),
      tokenEncryptionKey: env.GOOGLE_TOKEN_ENCRYPTION_KEY,
      tokenEncryptionKeyFile: path.join(dataDir, 'google-token-key'),
      previousTokenEncryptionKeys: (env.GOOGLE_TOKEN_ENCRYPTION_PREVIOUS_KEYS ?? '')
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean),
      http: {
        timeoutMs: env.GOOGLE_HTTP_TIMEOUT_MS,
        maxAttempts: env.GOOGLE_HTTP_MAX_ATTEMPTS,
        retryBaseMs: env.GOOGLE_HTTP_RETRY_BASE_MS,
        maxRetryDelayMs: env.GOOGLE_HTTP_MAX_RETRY_DELAY_MS,
      },
    },
    moyasar: {
      apiUrl: env.MOYASAR_API_URL,
      secretKey: env.MOYASAR_SECRET_KEY,
      webhookSecret: env.MOYASAR_WEBHOOK_SECRET,
      timeoutMs: env.MOYASAR_HTTP_TIMEOUT_MS,
    },
    billing: { sellerVatNumber: env.SELLER_VAT_NUMBER },
    launchAt: env.LAUNCH_AT,
    translation: env.TRANSLATE_URL
      ? { url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY, timeoutMs: env.TRANSLATE_TIMEOUT_MS }
      : null,
    ai:
      env.AI_CHAT_COMPLETIONS_URL && env.AI_MODEL
        ? {
            chatCompletionsUrl: env.AI_CHAT_COMPLETIONS_URL,
            apiKey: env.AI_API_KEY,
            model: env.AI_MODEL,
            timeoutMs: env.AI_TIMEOUT_MS,
          }
        : null,
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
  };
}
