// The review-request channels' section of the configuration (apps/api/README.md "Configuration"): which WhatsApp
// and SMS providers this deployment sends through, with what credentials. A channel is configured when every
// variable it needs is set; one half set is reported by name (`missing`), so a start can say what is left. config.ts
// may read this section with the others (reviewRequestChannelsEnvironment); loadChannelConfig reads it alone.
import { z } from 'zod';
import {
  emptyAsUndefined,
  optionalText,
  positiveInt,
  urlWithDefault,
  type EnvironmentOf,
} from '../../../lib/config-schema';
import { PROVIDER_MESSAGES_PER_SECOND } from '../delivery-claims';

export const reviewRequestChannelsEnvironment = {
  // WhatsApp Cloud API (Meta). `npm start` aims these at tools/whatsapp-standin.
  WHATSAPP_API_BASE_URL: urlWithDefault('https://graph.facebook.com'),
  WHATSAPP_API_VERSION: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(/^v\d+\.0$/, 'must be a Graph API version such as v21.0')
      .default('v21.0'),
  ),
  WHATSAPP_PHONE_NUMBER_ID: z.preprocess(
    emptyAsUndefined,
    z.string().trim().regex(/^\d+$/, 'must be the business phone number id (digits)').optional(),
  ),
  WHATSAPP_ACCESS_TOKEN: optionalText,
  WHATSAPP_APP_SECRET: optionalText,
  WHATSAPP_VERIFY_TOKEN: optionalText,
  WHATSAPP_HTTP_TIMEOUT_MS: positiveInt(15_000),
  // Sends a second from this deployment's number: Meta's default throughput; raise it once Meta has (130429 past it).
  WHATSAPP_MESSAGES_PER_SECOND: positiveInt(PROVIDER_MESSAGES_PER_SECOND.whatsapp),
  // SMS through Unifonic. `npm start` aims these at tools/sms-standin.
  SMS_API_BASE_URL: urlWithDefault('https://el.cloud.unifonic.com'),
  SMS_API_TOKEN: optionalText,
  SMS_SENDER_NAME: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9 .&-]{1,11}$/,
        'must be a registered sender name of up to 11 Latin letters or digits',
      )
      .optional(),
  ),
  SMS_WEBHOOK_SECRET: optionalText,
  SMS_HTTP_TIMEOUT_MS: positiveInt(15_000),
  // Sends a second from this Unifonic account: the figure agreed with Unifonic (10 is a cautious floor).
  SMS_MESSAGES_PER_SECOND: positiveInt(PROVIDER_MESSAGES_PER_SECOND.sms),
};

export type ReviewRequestChannelsEnvironment = EnvironmentOf<typeof reviewRequestChannelsEnvironment>;

export interface WhatsAppChannelConfig {
  apiBaseUrl: string;
  apiVersion: string;
  phoneNumberId: string;
  /** Sent as the bearer token; never logged or sent to browsers. */
  accessToken: string;
  /** Verifies X-Hub-Signature-256 of every webhook. */
  appSecret: string;
  /** Answered in the hub.challenge handshake. */
  verifyToken: string;
  timeoutMs: number;
}

export interface SmsChannelConfig {
  apiBaseUrl: string;
  /** Unifonic's AppSid. */
  appSid: string;
  senderName: string;
  /** The `secret` the delivery-report callback URL carries. */
  webhookSecret: string;
  timeoutMs: number;
}

export interface ReviewRequestChannelsConfig {
  /** Null: not configured, the channel cannot be chosen. */
  whatsapp: WhatsAppChannelConfig | null;
  sms: SmsChannelConfig | null;
  /** The variables still unset of a channel that has some set (empty for a channel left wholly unset). */
  missing: { whatsapp: string[]; sms: string[] };
  /** The pace of sends per provider, shared by every API process (delivery-claims.ts reserveSendSlot). */
  messagesPerSecond: { whatsapp: number; sms: number };
}

function missingOf(env: Record<string, unknown>, names: string[]): string[] {
  const unset = names.filter((name) => env[name] === undefined);
  return unset.length === names.length ? [] : unset;
}

const WHATSAPP_REQUIRED = [
  'WHATSAPP_PHONE_NUMBER_ID',
  'WHATSAPP_ACCESS_TOKEN',
  'WHATSAPP_APP_SECRET',
  'WHATSAPP_VERIFY_TOKEN',
];
const SMS_REQUIRED = ['SMS_API_TOKEN', 'SMS_SENDER_NAME', 'SMS_WEBHOOK_SECRET'];

export function readChannelConfig(env: ReviewRequestChannelsEnvironment): ReviewRequestChannelsConfig {
  const whatsapp =
    env.WHATSAPP_PHONE_NUMBER_ID &&
    env.WHATSAPP_ACCESS_TOKEN &&
    env.WHATSAPP_APP_SECRET &&
    env.WHATSAPP_VERIFY_TOKEN
      ? {
          apiBaseUrl: env.WHATSAPP_API_BASE_URL,
          apiVersion: env.WHATSAPP_API_VERSION,
          phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
          accessToken: env.WHATSAPP_ACCESS_TOKEN,
          appSecret: env.WHATSAPP_APP_SECRET,
          verifyToken: env.WHATSAPP_VERIFY_TOKEN,
          timeoutMs: env.WHATSAPP_HTTP_TIMEOUT_MS,
        }
      : null;
  const sms =
    env.SMS_API_TOKEN && env.SMS_SENDER_NAME && env.SMS_WEBHOOK_SECRET
      ? {
          apiBaseUrl: env.SMS_API_BASE_URL,
          appSid: env.SMS_API_TOKEN,
          senderName: env.SMS_SENDER_NAME,
          webhookSecret: env.SMS_WEBHOOK_SECRET,
          timeoutMs: env.SMS_HTTP_TIMEOUT_MS,
        }
      : null;
  return {
    whatsapp,
    sms,
    missing: { whatsapp: missingOf(env, WHATSAPP_REQUIRED), sms: missingOf(env, SMS_REQUIRED) },
    messagesPerSecond: { whatsapp: env.WHATSAPP_MESSAGES_PER_SECOND, sms: env.SMS_MESSAGES_PER_SECOND },
  };
}

export class ChannelConfigError extends Error {}

/** The section read on its own from `environment` (process.env by default); every wrong value named at once. */
export function loadChannelConfig(
  environment: Record<string, string | undefined> = process.env,
): ReviewRequestChannelsConfig {
  const parsed = z.object(reviewRequestChannelsEnvironment).safeParse(environment);
  if (!parsed.success) {
    throw new ChannelConfigError(
      `Invalid configuration: ${parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    );
  }
  return readChannelConfig(parsed.data);
}

/** The channels this deployment can send review requests by, besides e-mail. */
export function configuredChannels(config: ReviewRequestChannelsConfig): ('whatsapp' | 'sms')[] {
  return (['whatsapp', 'sms'] as const).filter((name) => config[name] !== null);
}
