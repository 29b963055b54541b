// The platform settings in platform_settings (key → jsonb), read for every request through a short cache
// (maintenance mode and the IP allow-list are checked on each call) and written only by the super admin's
// audited transaction. Billing keys keep the names payments and subscriptions already read (tax_rate,
// invoice_prefix, trial_days), so a saved value applies to the next invoice and the next trial.
// Secrets (the SMTP password, the webhook secret) are stored encrypted with the token cipher's key ring.
import { createHash } from 'node:crypto';
import {
  AI_ENDPOINT_REGIONS,
  AI_PROVIDER_MAX_LENGTH,
  PLATFORM_LANGUAGES,
  PLATFORM_PAYMENT_METHODS,
  PLATFORM_SETTINGS_DEFAULTS,
  PLATFORM_TIMEZONES,
  type PasswordPolicy,
} from '@sumaa/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppConfig } from '../../../config';
import type { Database, SqlExecutor } from '../../../db/database';
import { PLATFORM_SETTING_DEFAULTS } from '../../../db/seeds/platform-settings';

/** A secret as stored: the cipher's key id and base64url(iv ‖ ciphertext ‖ tag). */
const encryptedSchema = z.object({ keyId: z.string(), value: z.string() });
export type EncryptedSecret = z.infer<typeof encryptedSchema>;

const smtpSchema = z.object({
  host: z.string(),
  port: z.number().int(),
  username: z.string(),
  fromEmail: z.string(),
  fromName: z.string(),
  password: encryptedSchema.nullable(),
});
export type StoredSmtp = z.infer<typeof smtpSchema>;
const activeSmtpSchema = smtpSchema.extend({ verifiedAt: z.string() });
export type ActiveSmtp = z.infer<typeof activeSmtpSchema>;

const notificationsSchema = z.object({ email: z.boolean(), sms: z.boolean(), push: z.boolean() });

/** The AI endpoint's declared region (issue 24): undeclared, and no transfer abroad allowed, until the admin says. */
const aiEndpointSchema = z.object({
  region: z.enum(AI_ENDPOINT_REGIONS).nullable(),
  provider: z.string().max(AI_PROVIDER_MAX_LENGTH),
  transfersAbroadAllowed: z.boolean(),
});
export type AiEndpointDeclaration = z.infer<typeof aiEndpointSchema>;
const UNDECLARED_AI_ENDPOINT: AiEndpointDeclaration = {
  region: null,
  provider: '',
  transfersAbroadAllowed: false,
};

/** Every setting as the server uses it; a missing or malformed value reads as its default. */
export interface StoredPlatformSettings {
  revision: string;
  platformName: string;
  platformDescription: string;
  defaultLanguage: (typeof PLATFORM_LANGUAGES)[number];
  timezone: (typeof PLATFORM_TIMEZONES)[number];
  maintenanceMode: boolean;
  smtp: StoredSmtp | null;
  smtpActive: ActiveSmtp | null;
  passwordPolicy: PasswordPolicy;
  /** Null: the deployment's REFRESH_FAMILY_MAX_AGE_DAYS. */
  sessionTimeoutHours: number | null;
  twoFactorRequiredForAdmins: boolean;
  ipAllowList: string[];
  taxRate: number;
  invoicePrefix: string;
  paymentMethods: (typeof PLATFORM_PAYMENT_METHODS)[number][];
  trialDays: number;
  notifications: z.infer<typeof notificationsSchema>;
  webhookUrl: string;
  webhookSecret: EncryptedSecret | null;
  aiEndpoint: AiEndpointDeclaration;
}

/** The keys of platform_settings this module owns or shares. */
export const SETTING_KEYS = {
  platformName: 'platform_name',
  platformDescription: 'platform_description',
  defaultLanguage: 'default_language',
  timezone: 'timezone',
  maintenanceMode: 'maintenance_mode',
  smtp: 'smtp',
  smtpActive: 'smtp_active',
  passwordMinLength: 'password_min_length',
  passwordRequireSpecial: 'password_require_special',
  sessionTimeoutHours: 'session_timeout_hours',
  twoFactorRequired: 'two_factor_required_for_admins',
  ipAllowList: 'ip_allow_list',
  taxRate: 'tax_rate',
  invoicePrefix: 'invoice_prefix',
  paymentMethods: 'payment_methods',
  trialDays: 'trial_days',
  notifications: 'notifications',
  webhookUrl: 'webhook_url',
  webhookSecret: 'webhook_secret',
  aiEndpoint: 'ai_endpoint',
} as const;

const read = <S extends z.ZodType>(schema: S, fallback: z.infer<S>, value: unknown): z.infer<S> => {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : fallback;
};

/** Changes whenever any stored value does (the PUT's optimistic check). */
function revisionOf(rows: { key: string; value: unknown }[]): string {
  const sorted = [...rows].sort((a, b) => (a.key < b.key ? -1 : 1));
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex').slice(0, 24);
}

export function settingsFromRows(rows: { key: string; value: unknown }[]): StoredPlatformSettings {
  const values = new Map(rows.map((row) => [row.key, row.value]));
  const value = (key: string) => values.get(key);
  const K = SETTING_KEYS;
  const D = PLATFORM_SETTINGS_DEFAULTS;
  return {
    revision: revisionOf(rows),
    platformName: read(z.string().min(1).max(120), D.platformName, value(K.platformName)),
    platformDescription: read(z.string().max(500), D.platformDescription, value(K.platformDescription)),
    defaultLanguage: read(z.enum(PLATFORM_LANGUAGES), D.defaultLanguage, value(K.defaultLanguage)),
    timezone: read(z.enum(PLATFORM_TIMEZONES), D.timezone, value(K.timezone)),
    maintenanceMode: read(z.boolean(), false, value(K.maintenanceMode)),
    smtp: read(smtpSchema.nullable(), null, value(K.smtp)),
    smtpActive: read(activeSmtpSchema.nullable(), null, value(K.smtpActive)),
    passwordPolicy: {
      minLength: read(
        z.number().int().min(1).max(128),
        PLATFORM_SETTING_DEFAULTS.password_min_length,
        value(K.passwordMinLength),
      ),
      requireSpecialChars: read(
        z.boolean(),
        PLATFORM_SETTING_DEFAULTS.password_require_special,
        value(K.passwordRequireSpecial),
      ),
    },
    sessionTimeoutHours: read(
      z.number().int().min(1).max(8760).nullable(),
      null,
      value(K.sessionTimeoutHours),
    ),
    twoFactorRequiredForAdmins: read(z.boolean(), false, value(K.twoFactorRequired)),
    ipAllowList: read(z.array(z.string()).max(100), [], value(K.ipAllowList)),
    taxRate: read(z.number().min(0).max(100), PLATFORM_SETTING_DEFAULTS.tax_rate, value(K.taxRate)),
    invoicePrefix: read(z.string().max(20), PLATFORM_SETTING_DEFAULTS.invoice_prefix, value(K.invoicePrefix)),
    paymentMethods: read(
      z.array(z.enum(PLATFORM_PAYMENT_METHODS)).min(1),
      [...D.paymentMethods],
      value(K.paymentMethods),
    ),
    trialDays: read(
      z.number().int().min(1).max(365),
      PLATFORM_SETTING_DEFAULTS.trial_days,
      value(K.trialDays),
    ),
    notifications: read(
      notificationsSchema,
      { email: true, sms: false, push: false },
      value(K.notifications),
    ),
    webhookUrl: read(z.string().max(2000), '', value(K.webhookUrl)),
    webhookSecret: read(encryptedSchema.nullable(), null, value(K.webhookSecret)),
    aiEndpoint: read(aiEndpointSchema, UNDECLARED_AI_ENDPOINT, value(K.aiEndpoint)),
  };
}

/** The AI endpoint's declaration, read at each AI call (the reviews domain's one door, ai-call.ts). */
export async function readAiEndpointDeclaration(db: Database | SqlExecutor): Promise<AiEndpointDeclaration> {
  const [row] = await db.query<{ value: unknown }>('SELECT value FROM platform_settings WHERE key = $1', [
    SETTING_KEYS.aiEndpoint,
  ]);
  return read(aiEndpointSchema, UNDECLARED_AI_ENDPOINT, row?.value ?? null);
}

/** The SMTP settings that last passed their test send (the transport every process sends through), or null. */
export async function readActiveSmtp(db: Database | SqlExecutor): Promise<ActiveSmtp | null> {
  const [row] = await db.query<{ value: unknown }>('SELECT value FROM platform_settings WHERE key = $1', [
    SETTING_KEYS.smtpActive,
  ]);
  return read(activeSmtpSchema.nullable(), null, row?.value ?? null);
}

export async function readStoredSettings(db: Database | SqlExecutor): Promise<StoredPlatformSettings> {
  const rows = await db.query<{ key: string; value: unknown }>('SELECT key, value FROM platform_settings');
  return settingsFromRows(rows);
}

// --- The per-request cache --------------------------------------------------------------------------

/** How long a read serves every request; a save on this instance clears it at once. */
const CACHE_MS = 2000;
const cacheByConfig = new WeakMap<AppConfig, { at: number; settings: Promise<StoredPlatformSettings> }>();

/** The settings as of at most CACHE_MS ago (every Fastify child of one app shares its config object). */
export function cachedSettings(app: FastifyInstance): Promise<StoredPlatformSettings> {
  const cached = cacheByConfig.get(app.config);
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.settings;
  const settings = readStoredSettings(app.db);
  cacheByConfig.set(app.config, { at: Date.now(), settings });
  settings.catch(() => cacheByConfig.delete(app.config));
  return settings;
}

export function forgetCachedSettings(app: FastifyInstance): void {
  cacheByConfig.delete(app.config);
}

/**
 * The security settings others enforce (two-factor sign-in reads `twoFactorRequiredForAdmins`): the password
 * rule, the session timeout, whether admin-level users must use two-factor sign-in, and the IP allow-list.
 */
export async function readSecuritySettings(db: Database | SqlExecutor): Promise<{
  passwordPolicy: PasswordPolicy;
  sessionTimeoutHours: number | null;
  twoFactorRequiredForAdmins: boolean;
  ipAllowList: string[];
}> {
  const settings = await readStoredSettings(db);
  return {
    passwordPolicy: settings.passwordPolicy,
    sessionTimeoutHours: settings.sessionTimeoutHours,
    twoFactorRequiredForAdmins: settings.twoFactorRequiredForAdmins,
    ipAllowList: settings.ipAllowList,
  };
}

/** The session timeout fixed at a sign-in (sessions.ts), or null for the deployment's default. */
export async function readSessionTimeoutHours(tx: SqlExecutor): Promise<number | null> {
  const [row] = await tx.query<{ value: unknown }>('SELECT value FROM platform_settings WHERE key = $1', [
    SETTING_KEYS.sessionTimeoutHours,
  ]);
  return read(z.number().int().min(1).max(8760).nullable(), null, row?.value);
}

// --- Writing (inside platformAdminTransaction) ---------------------------------------------------------

/** Takes the settings' lock for the transaction, so two saves take turns over the revision check. */
export async function lockSettings(tx: SqlExecutor): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('platform_settings'))`);
}

/** Writes the values that differ from the stored ones; answers the keys written (the audit's detail). */
export async function writeSettings(
  tx: SqlExecutor,
  next: Record<string, unknown>,
  now: Date,
): Promise<string[]> {
  const rows = await tx.query<{ key: string; value: unknown }>('SELECT key, value FROM platform_settings');
  const current = new Map(rows.map((row) => [row.key, canonicalJson(row.value)]));
  const changed: string[] = [];
  for (const [key, value] of Object.entries(next)) {
    const json = JSON.stringify(value);
    // Compared key order aside (jsonb reorders keys): an unchanged value is not rewritten.
    if (current.get(key) === canonicalJson(value)) continue;
    await tx.query(
      `INSERT INTO platform_settings (key, value, updated_at) VALUES ($1, $2::jsonb, $3)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at
       WHERE platform_settings.value IS DISTINCT FROM EXCLUDED.value`,
      [key, json, now],
    );
    changed.push(key);
  }
  return changed;
}

function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : 1)))
      : item,
  );
}

// --- Secrets ------------------------------------------------------------------------------------------

const secretContext = (key: string) => `platform_settings:${key}`;

export function encryptSecret(app: FastifyInstance, key: string, plaintext: string): EncryptedSecret {
  const cipher = app.secrets;
  return { keyId: cipher.currentKeyId, value: cipher.encrypt(plaintext, secretContext(key)) };
}

export function decryptSecret(app: FastifyInstance, key: string, secret: EncryptedSecret): string {
  return app.secrets.decrypt(secret.keyId, secret.value, secretContext(key));
}
