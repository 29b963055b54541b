// The one ky instance every call goes through: base URL from runtime config, Accept-Language, bearer token,
// X-Business-Id, and on a 401 one shared refresh then one retry (spec §7).
import { translateMessage } from '@sumaa/contracts';
import { acceptLanguageOf, getLanguage } from '@sumaa/i18n';
import ky, { type AfterResponseHook, type BeforeRequestHook, type KyInstance } from 'ky';
import { ApiError, readEnvelope } from './ApiError';
import { configGeneration, getApiBaseUrl, sessionEndReasonOf } from './config';
import { sessionAccess } from './sessionAccess';
import { refreshSession } from './sessionRefresh';

/** Per-request switches, passed as ky's `context`. */
export interface ApiRequestContext {
  /** No bearer and no refresh: sign-in, registration, OTP, password reset, refresh, health. */
  skipAuth?: boolean;
  /** Send the bearer when there is one, never fail or refresh for lack of it (logout). */
  optionalAuth?: boolean;
  /** On a refused refresh, clear the session but do not call onSessionExpired (the start-up session check). */
  silentSessionExpiry?: boolean;
  /**
   * A 401 whose `errors.code` is one of these is the answer itself, not an expired session (e.g.
   * `googleNotConnected`): it is returned as it is, without a refresh or a retry.
   */
  finalUnauthorizedCodes?: readonly string[];
  /** Set on the retry after a refresh, so a second 401 is final. */
  retriedAfterRefresh?: boolean;
}

const contextOf = (options: { context: Record<string, unknown> }) => options.context as ApiRequestContext;

/** The 401's `errors.code`, read from a copy: the caller still reads the body. */
async function unauthorizedCodeOf(response: Response): Promise<string | undefined> {
  return (await readEnvelope(response.clone()))?.errors?.code?.[0];
}

const applyHeaders: BeforeRequestHook = (request, options) => {
  const context = contextOf(options);
  request.headers.set('Accept-Language', acceptLanguageOf(getLanguage()));
  if (context.skipAuth) return;

  const token = sessionAccess().accessToken();
  if (!token) {
    if (context.optionalAuth) return;
    throw new ApiError({ status: 401, message: translateMessage('notAuthenticated', getLanguage()) });
  }
  request.headers.set('Authorization', `Bearer ${token}`);
  const businessId = sessionAccess().businessId();
  if (businessId && !request.headers.has('X-Business-Id')) request.headers.set('X-Business-Id', businessId);
};

function retryAfterRefresh(client: () => KyInstance): AfterResponseHook {
  return async (request, options, response) => {
    const context = contextOf(options);
    if (response.status !== 401 || context.skipAuth || context.optionalAuth || context.retriedAfterRefresh)
      return;
    // The 401 may name a condition the caller handles itself (`googleNotConnected`), or why the session ended.
    const code = await unauthorizedCodeOf(response);
    if (code !== undefined && context.finalUnauthorizedCodes?.includes(code)) return;

    // Sent with a token that another request has already replaced: retry with the new one, no second refresh.
    const current = sessionAccess().accessToken();
    const replacedMeanwhile =
      current !== null && request.headers.get('Authorization') !== `Bearer ${current}`;
    if (!replacedMeanwhile) {
      const outcome = await refreshSession();
      if (outcome.status === 'unavailable') throw new ApiError({ status: 0 });
      if (outcome.status === 'expired') {
        // A silent check (start-up) still reports a removed access: the person must learn why they are out.
        const reason = sessionEndReasonOf(code);
        if (!context.silentSessionExpiry || reason) outcome.notifyOnce(reason);
        return; // the 401 stands
      }
    }
    // The same request again (ky kept an unread clone of its body); beforeRequest sets the new bearer.
    return client()(request, { context: { ...context, retriedAfterRefresh: true } });
  };
}

let instance: KyInstance | null = null;
let builtForGeneration = -1;

/**
 * The configured ky instance. It does not throw on HTTP errors (the envelope says more than the status);
 * `request()` turns a failed reply into an ApiError. Paths go without a leading slash (`api/Reviews`),
 * as ky's prefixUrl requires; `request()` accepts either.
 */
export function http(): KyInstance {
  const prefixUrl = getApiBaseUrl();
  if (!instance || builtForGeneration !== configGeneration()) {
    const created: KyInstance = ky.create({
      prefixUrl,
      throwHttpErrors: false,
      retry: 0, // a retry is a decision for the caller, not a default that re-sends POSTs
      timeout: 30_000, // a 5 MB profile image on a slow line
      hooks: { beforeRequest: [applyHeaders], afterResponse: [retryAfterRefresh(() => created)] },
    });
    instance = created;
    builtForGeneration = configGeneration();
  }
  return instance;
}
