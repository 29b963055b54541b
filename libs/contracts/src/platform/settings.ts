// The platform settings of spec §3 (issue 13): what the super admin edits at /admin/settings, persisted on the
// server and enforced there (decisions #5). Secrets (the SMTP password, the webhook signing secret) travel only
// inward: the model says whether one is set, never what it is.
import { z } from 'zod';
import { passwordPolicyOf, type PasswordPolicy } from '../auth/rules';
import { PASSWORD_MIN_LENGTH_DEFAULT } from '../common/limits';

export const PLATFORM_LANGUAGES = ['ar', 'en'] as const;
export const PLATFORM_TIMEZONES = ['Asia/Riyadh', 'Asia/Dubai', 'UTC'] as const;
/** Moyasar's methods (decisions #24). */
export const PLATFORM_PAYMENT_METHODS = ['mada', 'creditcard', 'applepay', 'stcpay'] as const;
export const PASSWORD_MIN_LENGTH_RANGE = { min: 8, max: 128 } as const;
/** Hours a sign-in lasts (the refresh-token family's lifetime), from an hour to a year. */
export const SESSION_TIMEOUT_HOURS_RANGE = { min: 1, max: 8760 } as const;
export const TRIAL_DAYS_RANGE = { min: 1, max: 365 } as const;
export const IP_ALLOW_LIST_MAX_ENTRIES = 100;

/** Spec §9 defaults, where the server has no stored value. */
export const PLATFORM_SETTINGS_DEFAULTS = {
  platformName: 'سمعة',
  platformDescription: '',
  defaultLanguage: 'ar',
  timezone: 'Asia/Riyadh',
  smtpPort: 587,
  passwordMinLength: PASSWORD_MIN_LENGTH_DEFAULT,
  taxRate: 15,
  invoicePrefix: 'INV-',
  trialPeriod: 14,
  paymentMethods: ['mada', 'creditcard', 'applepay'],
} as const;

const text = (max: number) => z.string({ error: 'invalidValue' }).trim().max(max, 'fieldTooLong');
const requiredText = (max: number) => text(max).min(1, 'fieldRequired');
const integerBetween = (min: number, max: number) =>
  z
    .number({ error: 'invalidValue' })
    .int('invalidValue')
    .min(min, 'numberTooSmall')
    .max(max, 'numberTooLarge');
const flag = z.boolean({ error: 'invalidValue' });

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

/** An address or a CIDR block: 203.0.113.7, 203.0.113.0/24, 2001:db8::1, 2001:db8::/32. */
export function isIpOrCidr(entry: string): boolean {
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined) return false;
  const v4 = IPV4.test(address);
  const v6 = !v4 && z.ipv6().safeParse(address).success;
  if (!v4 && !v6) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (v4 ? 32 : 128);
}

/** The allow-list as typed: one entry a line, blank lines and surrounding spaces ignored. */
export function ipAllowListEntries(value: string): string[] {
  return value
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

const ipWhitelistField = z
  .string({ error: 'invalidValue' })
  .max(8000, 'fieldTooLong')
  .superRefine((value, ctx) => {
    const entries = ipAllowListEntries(value);
    if (entries.length > IP_ALLOW_LIST_MAX_ENTRIES) ctx.addIssue({ code: 'custom', message: 'fieldTooLong' });
    else if (entries.some((entry) => !isIpOrCidr(entry)))
      ctx.addIssue({ code: 'custom', message: 'ipWhitelistInvalid' });
  });

const optionalEmail = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(254, 'fieldTooLong')
  .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailInvalid');

const webhookUrlField = z
  .string({ error: 'invalidValue' })
  .trim()
  .max(2000, 'fieldTooLong')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'webhookUrlInvalid');

const generalShape = {
  platformName: requiredText(120),
  platformDescription: text(500),
  defaultLanguage: z.enum(PLATFORM_LANGUAGES, { error: 'invalidValue' }),
  timezone: z.enum(PLATFORM_TIMEZONES, { error: 'invalidValue' }),
  maintenanceMode: flag,
};
const emailShape = {
  smtpHost: text(253).regex(/^[A-Za-z0-9.-]*$/, 'invalidValue'),
  smtpPort: integerBetween(1, 65535),
  smtpUsername: text(254),
  fromEmail: optionalEmail,
  fromName: text(120),
};
const securityShape = {
  passwordMinLength: integerBetween(PASSWORD_MIN_LENGTH_RANGE.min, PASSWORD_MIN_LENGTH_RANGE.max),
  requireSpecialChars: flag,
  sessionTimeout: integerBetween(SESSION_TIMEOUT_HOURS_RANGE.min, SESSION_TIMEOUT_HOURS_RANGE.max),
  twoFactorAuth: flag,
  ipWhitelist: ipWhitelistField,
};
const billingShape = {
  currency: z.literal('SAR', { error: 'invalidValue' }),
  taxRate: z.number({ error: 'invalidValue' }).min(0, 'numberTooSmall').max(100, 'numberTooLarge'),
  invoicePrefix: z
    .string({ error: 'invalidValue' })
    .trim()
    .max(20, 'fieldTooLong')
    .regex(/^[A-Za-z0-9-_/]*$/, 'invoicePrefixInvalid'),
  paymentMethods: z
    .array(z.enum(PLATFORM_PAYMENT_METHODS, { error: 'invalidValue' }), { error: 'invalidValue' })
    .min(1, 'paymentMethodsRequired')
    .max(PLATFORM_PAYMENT_METHODS.length, 'invalidValue'),
  trialPeriod: integerBetween(TRIAL_DAYS_RANGE.min, TRIAL_DAYS_RANGE.max),
};
/**
 * The platform sends no SMS of its own (the WhatsApp alerts of negative reviews are each business's switch, issue
 * 23) and no push yet: the fields stay for the spec's clients, always off, and turning one on is refused
 * (docs/product-decisions.md, "Settings and platform defaults").
 */
const offUntilAvailable = z.literal(false, { error: 'settingNotAvailableYet' });
const notificationsShape = {
  emailNotifications: flag,
  smsNotifications: offUntilAvailable,
  pushNotifications: offUntilAvailable,
  webhookUrl: webhookUrlField,
};

/**
 * Where the AI endpoint is, as the super admin declares it (issue 24, "Privacy of AI calls"): Saudi Arabia, the
 * other Gulf states, the EU, the US or elsewhere, and the provider in free text. Saudi Arabia's PDPL restricts
 * transfers of personal data abroad, so AI calls are made only when the endpoint is declared in the Kingdom, or
 * is on Sumaa's own machine and no region was declared, or the super admin ticked "transfers abroad allowed":
 * anything else (an undeclared remote endpoint included) is refused. See aiTransferRefusal.
 */
export const AI_ENDPOINT_REGIONS = ['sa', 'gcc', 'eu', 'us', 'other'] as const;
export type AiEndpointRegion = (typeof AI_ENDPOINT_REGIONS)[number];
export const AI_PROVIDER_MAX_LENGTH = 120;

const aiShape = {
  /** null: not declared. */
  endpointRegion: z.enum(AI_ENDPOINT_REGIONS, { error: 'invalidValue' }).nullable(),
  provider: text(AI_PROVIDER_MAX_LENGTH),
  transfersAbroadAllowed: flag,
};

export interface AiTransferFacts {
  endpointRegion: AiEndpointRegion | null;
  transfersAbroadAllowed: boolean;
  /** The endpoint's host is this machine (localhost, 127.x, ::1): the local stand-in, or a model served here. */
  endpointIsLocal: boolean;
}

/**
 * The one rule of where AI calls may go (the API refuses by it; the console shows it): null when they may be made,
 * otherwise the message code of why not. An endpoint declared outside the Kingdom is refused until transfers abroad
 * are allowed; one not declared is not refused (a deployment configured before the setting existed keeps its
 * drafts, and what leaves is masked of personal data), and the console shows it as undeclared — except that a
 * local endpoint is never in doubt. A local proxy that forwards abroad is declared as where it forwards to.
 */
export function aiTransferRefusal(facts: AiTransferFacts): 'aiTransferAbroadNotAllowed' | null {
  if (facts.transfersAbroadAllowed) return null;
  if (facts.endpointRegion === null || facts.endpointRegion === 'sa') return null;
  return 'aiTransferAbroadNotAllowed';
}

/** The endpoint's region needs the super admin's declaration: a remote endpoint, no region declared. */
export function aiRegionUndeclared(facts: AiTransferFacts): boolean {
  return facts.endpointRegion === null && !facts.endpointIsLocal;
}

/** A URL's host is this machine's own (no DNS: only the names and addresses that are loopback by definition). */
export function isLocalEndpointHost(host: string): boolean {
  const bracketed = /^\[(.*)\](?::\d+)?$/.exec(host);
  // A port follows a name or an IPv4 address (one colon); an unbracketed IPv6 address has several.
  const unbracketed = host.split(':').length === 2 ? host.replace(/:\d+$/, '') : host;
  const name = (bracketed ? bracketed[1] : unbracketed).toLowerCase();
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(name) ||
    name === '::1'
  );
}

/** What GET answers (and PUT after saving). */
export const platformSettingsSchema = z.object({
  /** Changes whenever any setting does: a PUT names the revision it edited, so two admins never overwrite blindly. */
  revision: z.string(),
  general: z.object(generalShape),
  email: z.object({
    ...emailShape,
    smtpPasswordSet: z.boolean(),
    /** Where mail goes now: the deployment's transport, or these settings after their test send succeeded. */
    activeTransport: z.enum(['configured', 'settings']),
    /** When these exact settings last passed the test send (null: never, or changed since). */
    verifiedAt: z.string().nullable(),
  }),
  security: z.object(securityShape),
  billing: z.object(billingShape),
  notifications: z.object({ ...notificationsShape, webhookSecretSet: z.boolean() }),
  ai: z.object({
    ...aiShape,
    /** The configured endpoint's host (and port), from the API's configuration; null: no AI endpoint. Never the key. */
    endpointHost: z.string().nullable(),
    model: z.string().nullable(),
    /** Whether AI calls are made now, by aiTransferRefusal (false too when no endpoint is configured). */
    callsAllowed: z.boolean(),
  }),
});
export type PlatformSettings = z.output<typeof platformSettingsSchema>;

/** PUT's body: every section; the SMTP password only when it changes (absent or empty keeps the stored one). */
export const platformSettingsWriteSchema = z.object({
  revision: z.string({ error: 'invalidValue' }).max(200, 'fieldTooLong'),
  general: z.object(generalShape, { error: 'invalidValue' }),
  email: z.object(
    {
      ...emailShape,
      smtpPassword: z.string({ error: 'invalidValue' }).max(500, 'fieldTooLong').optional(),
      clearSmtpPassword: z.boolean({ error: 'invalidValue' }).optional(),
    },
    { error: 'invalidValue' },
  ),
  security: z.object(securityShape, { error: 'invalidValue' }),
  billing: z.object(billingShape, { error: 'invalidValue' }),
  notifications: z.object(notificationsShape, { error: 'invalidValue' }),
  /** Absent keeps the stored declaration (clients of before issue 24 send no such section). */
  ai: z.object(aiShape, { error: 'invalidValue' }).optional(),
});
export type PlatformSettingsWrite = z.input<typeof platformSettingsWriteSchema>;

/** PUT's model: the settings, and the webhook's signing secret once, when this save created it. */
export const savedPlatformSettingsSchema = platformSettingsSchema.extend({
  webhookSecret: z.string().nullable(),
});
export type SavedPlatformSettings = z.output<typeof savedPlatformSettingsSchema>;

/** The public password rule every form and the API check (decisions #8). */
export const passwordPolicySchema = z.object({
  minLength: z.number().int(),
  requireSpecialChars: z.boolean(),
});
export const DEFAULT_PASSWORD_POLICY: PasswordPolicy = passwordPolicyOf(PASSWORD_MIN_LENGTH_DEFAULT);

/** The public platform status the shell reads: in maintenance it answers 503 (errors.code = maintenance). */
export const platformStatusSchema = z.object({
  platformName: z.string(),
  defaultLanguage: z.enum(PLATFORM_LANGUAGES),
});

export const smtpTestBodySchema = z.object({
  to: z
    .string({ error: 'emailRequired' })
    .trim()
    .min(1, 'emailRequired')
    .max(254, 'fieldTooLong')
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'emailInvalid'),
});
export const smtpTestResultSchema = z.object({
  activeTransport: z.enum(['configured', 'settings']),
  verifiedAt: z.string(),
});

export const webhookSecretSchema = z.object({ webhookSecret: z.string() });
export const webhookTestResultSchema = z.object({ status: z.number().int() });

/** The header carrying the webhook's signature: `sha256=` and the hex HMAC-SHA256 of the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'x-sumaa-signature';
