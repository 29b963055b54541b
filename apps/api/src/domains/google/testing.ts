// For tests of code that talks to Google (the sync job, replies): a Business Profile client aimed at a
// given base URL (the stand-in or a fake) with a fixed access token, and the same HTTP behaviour as
// production (retries, Retry-After, timeouts), with small delays so tests stay quick.
import type { GoogleBusinessProfileClient } from './business-profile-types';
import { createBusinessProfileClient } from './business-profile-client';
import { createGoogleHttp, type GoogleHttpOptions } from './google-http';

export function createGoogleClientForTesting(options: {
  baseUrl: string;
  accessToken: string;
  /** Called after a 401 with the refused token; by default the same token is tried once more. */
  renewAccessToken?: (rejected: string) => Promise<string>;
  http?: Partial<GoogleHttpOptions>;
}): GoogleBusinessProfileClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  let token = options.accessToken;
  return createBusinessProfileClient({
    config: { accountManagementUrl: baseUrl, businessInformationUrl: baseUrl, myBusinessUrl: baseUrl },
    http: createGoogleHttp({
      timeoutMs: 5_000,
      maxAttempts: 5,
      retryBaseMs: 10,
      maxRetryDelayMs: 5_000,
      ...options.http,
    }),
    tokens: {
      current: async () => token,
      renewAfterRejection: async (rejected) => {
        token = options.renewAccessToken ? await options.renewAccessToken(rejected) : token;
        return token;
      },
    },
  });
}
