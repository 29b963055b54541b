// The one token refresh behind every 401: concurrent requests share a single in-flight refresh (spec §7),
// so three requests failing together cost one refresh call and three retries, and a rotating refresh token
// (decisions #15) is never spent twice.
import { refreshEndpoint, type RefreshModel } from '@sumaa/contracts';
import { acceptLanguageOf, getLanguage } from '@sumaa/i18n';
import ky from 'ky';
import { readEnvelope } from './ApiError';
import { apiUrl, notifySessionExpired, type SessionEndReason, sessionEndReasonOf } from './config';
import { sessionAccess } from './sessionAccess';
import { readStored } from './storage';

export type RefreshOutcome =
  | { status: 'refreshed'; token: string }
  /**
   * The server refused the refresh token: the session is gone and has been cleared. `notifyOnce` reports it with
   * the refusal's reason, else the one the caller read from its own 401 (a member whose access was removed).
   */
  | { status: 'expired'; notifyOnce(reasonOf401?: SessionEndReason): void }
  /** No answer (network, 429, 5xx): the session is kept; the request fails without signing anyone out. */
  | { status: 'unavailable' };

let inFlight: Promise<RefreshOutcome> | null = null;

export function refreshSession(): Promise<RefreshOutcome> {
  inFlight ??= performRefresh().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function expire(reason?: SessionEndReason): RefreshOutcome {
  sessionAccess().clear();
  let notified = false;
  return {
    status: 'expired',
    // Shared by every request that waited on this refresh: only the first one sends the user to /login.
    notifyOnce: (reasonOf401) => {
      if (notified) return;
      notified = true;
      notifySessionExpired(reason ?? reasonOf401);
    },
  };
}

/**
 * Tabs of one browser share the stored refresh token, and a rotated token may be spent only once: the Web Locks
 * API lets one tab refresh at a time, and a tab that waited adopts what the other tab stored.
 */
function oneTabAtATime<T>(work: () => Promise<T>): Promise<T> {
  const locks = globalThis.navigator?.locks;
  if (!locks) return work();
  return locks.request('sumaa-session-refresh', work) as Promise<T>;
}

function performRefresh(): Promise<RefreshOutcome> {
  const refreshTokenBefore = sessionAccess().refreshToken();
  return oneTabAtATime(async () => {
    const refreshToken = sessionAccess().refreshToken();
    const storedAccessToken = readStored('token');
    if (refreshToken && refreshToken !== refreshTokenBefore && storedAccessToken) {
      // Another tab refreshed while this one waited: use its tokens instead of spending the new refresh token.
      sessionAccess().saveTokens({ token: storedAccessToken, refreshToken: null });
      return { status: 'refreshed', token: storedAccessToken } as const;
    }
    return refreshWithServer(refreshToken);
  });
}

async function refreshWithServer(refreshToken: string | null): Promise<RefreshOutcome> {
  if (!refreshToken) return expire();

  let response: Response;
  try {
    // A bare ky call, outside the client's hooks: no bearer, and a 401 here must not trigger another refresh.
    response = await ky.post(apiUrl(refreshEndpoint.path), {
      json: { refresh_token: refreshToken },
      headers: { 'Accept-Language': acceptLanguageOf(getLanguage()) },
      throwHttpErrors: false,
      retry: 0,
      timeout: 15_000,
    });
  } catch {
    return { status: 'unavailable' };
  }
  if (response.status === 429 || response.status >= 500) return { status: 'unavailable' };

  // The contract names both spellings; servers have sent either.
  const envelope = await readEnvelope<Partial<RefreshModel>>(response);
  const model = response.ok && envelope?.success ? envelope.model : null;
  const token = model?.token || model?.access_token;
  if (!token) return expire(sessionEndReasonOf(envelope?.errors?.code?.[0]));

  sessionAccess().saveTokens({ token, refreshToken: model?.refresh_token || model?.refreshToken || null });
  return { status: 'refreshed', token };
}
