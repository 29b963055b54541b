// The Google section of the configuration (apps/api/README.md "Google"): its variables and what they mean, kept
// with the domain that uses them. config.ts reads every domain's section in one pass, so a start lists all mistakes.
import path from 'node:path';
import { z } from 'zod';
import {
  emptyAsUndefined,
  optionalText,
  optionalUrl,
  positiveInt,
  urlWithDefault,
  type EnvironmentOf,
} from '../../lib/config-schema';
import { isTokenEncryptionKey } from '../../lib/token-encryption-key';

/** The Google stand-in's Places API key (tools/google-standin), used when the Places URL is the stand-in's. */
const STANDIN_PLACES_API_KEY = 'sumaa-local-places-key';
const TOKEN_ENCRYPTION_KEY_RULE = 'must be 32 random bytes as 64 hex characters or base64';

export const googleEnvironment = {
  // Every URL defaults to the local stand-in at GOOGLE_STANDIN_URL.
  GOOGLE_STANDIN_URL: urlWithDefault('http://localhost:4300'),
  GOOGLE_CLIENT_ID: z.preprocess(emptyAsUndefined, z.string().trim().default('sumaa-local-client')),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyAsUndefined, z.string().trim().default('sumaa-local-secret')),
  GOOGLE_OAUTH_AUTHORIZE_URL: optionalUrl,
  GOOGLE_OAUTH_TOKEN_URL: optionalUrl,
  // Where a business's grant is revoked when the business is deleted (RFC 7009; Google's /revoke).
  GOOGLE_OAUTH_REVOKE_URL: optionalUrl,
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
};

export interface GoogleConfig {
  /** The local stand-in's origin; the default of every URL below. */
  standinUrl: string;
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
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

export function readGoogleConfig(
  env: EnvironmentOf<typeof googleEnvironment>,
  dataDir: string,
): GoogleConfig {
  return {
    standinUrl: env.GOOGLE_STANDIN_URL,
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    authorizeUrl: env.GOOGLE_OAUTH_AUTHORIZE_URL ?? `${env.GOOGLE_STANDIN_URL}/o/oauth2/v2/auth`,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL ?? `${env.GOOGLE_STANDIN_URL}/token`,
    revokeUrl: env.GOOGLE_OAUTH_REVOKE_URL ?? `${env.GOOGLE_STANDIN_URL}/revoke`,
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
  };
}
