// The billing section of the configuration: the payment provider (Moyasar), the seller's VAT number and the
// machine translation of plan texts, kept with the domain that uses them (config.ts reads every section at once).
import { z } from 'zod';
import {
  emptyAsUndefined,
  optionalText,
  optionalUrl,
  positiveInt,
  urlWithDefault,
  type EnvironmentOf,
} from '../../lib/config-schema';

export const billingEnvironment = {
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
  // Machine translation of plan texts (decisions #19): a LibreTranslate-style service (POST {base}/translate);
  // unset = off, an empty language of a plan is then filled with the other language's original text.
  TRANSLATE_URL: optionalUrl,
  TRANSLATE_API_KEY: optionalText,
  TRANSLATE_TIMEOUT_MS: positiveInt(8_000),
};

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

export interface BillingConfig {
  /** The payment provider (Moyasar). */
  moyasar: MoyasarConfig;
  /** Invoices (issue 12): the deployment's seller VAT number, undefined = the development one. */
  billing: { sellerVatNumber: string | undefined };
  /** Null when no translation service is configured: plan texts are kept as written. */
  translation: TranslationConfig | null;
}

export function readBillingConfig(env: EnvironmentOf<typeof billingEnvironment>): BillingConfig {
  return {
    moyasar: {
      apiUrl: env.MOYASAR_API_URL,
      secretKey: env.MOYASAR_SECRET_KEY,
      webhookSecret: env.MOYASAR_WEBHOOK_SECRET,
      timeoutMs: env.MOYASAR_HTTP_TIMEOUT_MS,
    },
    billing: { sellerVatNumber: env.SELLER_VAT_NUMBER },
    translation: env.TRANSLATE_URL
      ? { url: env.TRANSLATE_URL, apiKey: env.TRANSLATE_API_KEY, timeoutMs: env.TRANSLATE_TIMEOUT_MS }
      : null,
  };
}
