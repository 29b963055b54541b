// Validating an authorization request (GET /o/oauth2/v2/auth) the way Google does, shared by the consent page and
// by `standin.authorize()` for tests that skip the page. Problems with the client or the redirect URI are shown
// on a page (redirecting there would be unsafe); later problems go back to the redirect URI as `error=`.
import { randomBytes } from 'node:crypto';
import type { StandinConfig } from '../context';
import type { ErrorPageModel } from './consent-page';
import { parseScopes } from './scopes';
import type { AuthorizationRequestGrant } from './token-store';

export interface AuthorizationRequest {
  clientId: string;
  redirectUri: string;
  scopes: string[];
  offline: boolean;
  state?: string;
  nonce?: string;
  loginHint?: string;
  codeChallenge?: string;
  codeChallengeMethod?: 'S256' | 'plain';
}

export type AuthorizationCheck =
  | { ok: true; request: AuthorizationRequest }
  | { ok: false; page: ErrorPageModel }
  | { ok: false; redirect: { redirectUri: string; error: string; description: string; state?: string } };

export function checkAuthorizationRequest(query: URLSearchParams, config: StandinConfig): AuthorizationCheck {
  const clientId = query.get('client_id') ?? '';
  if (clientId !== config.clientId) {
    return {
      ok: false,
      page: {
        error: 'invalid_client',
        statusCode: 401,
        ar: `لم يُعثر على عميل OAuth بالمعرّف «${clientId}».`,
        en: `The OAuth client "${clientId}" was not found.`,
      },
    };
  }
  const redirectUri = query.get('redirect_uri') ?? '';
  if (!isAllowedRedirectUri(redirectUri, config)) {
    return {
      ok: false,
      page: {
        error: 'redirect_uri_mismatch',
        statusCode: 400,
        ar: `عنوان إعادة التوجيه «${redirectUri}» غير مسجّل لهذا التطبيق.`,
        en: `The redirect URI "${redirectUri}" is not registered for this app.`,
      },
    };
  }
  const state = query.get('state') ?? undefined;
  const scopeParameter = query.get('scope') ?? '';
  if (scopeParameter.trim() === '') {
    return invalidRequestPage('scope', 'المعامل scope مطلوب.', 'Missing required parameter: scope');
  }
  const { scopes, unknown } = parseScopes(scopeParameter);
  if (unknown.length > 0) {
    return {
      ok: false,
      page: {
        error: 'invalid_scope',
        statusCode: 400,
        ar: `بعض الصلاحيات المطلوبة غير صالحة: ${unknown.join('، ')}`,
        en: `Some requested scopes were invalid. {invalid=[${unknown.join(', ')}]}`,
      },
    };
  }
  const accessType = query.get('access_type') ?? 'online';
  if (accessType !== 'online' && accessType !== 'offline') {
    return invalidRequestPage(
      'access_type',
      `قيمة access_type غير صالحة: ${accessType}`,
      `Invalid access_type: ${accessType}`,
    );
  }
  const responseType = query.get('response_type') ?? '';
  if (responseType !== 'code') {
    return {
      ok: false,
      redirect: {
        redirectUri,
        state,
        error: 'unsupported_response_type',
        description: `Invalid response_type: ${responseType || '(missing)'}`,
      },
    };
  }
  const codeChallenge = query.get('code_challenge') ?? undefined;
  const method = query.get('code_challenge_method') ?? (codeChallenge ? 'plain' : undefined);
  if (method !== undefined && method !== 'S256' && method !== 'plain') {
    return invalidRequestPage(
      'code_challenge_method',
      `قيمة code_challenge_method غير صالحة: ${method}`,
      `Invalid code_challenge_method: ${method}`,
    );
  }
  return {
    ok: true,
    request: {
      clientId,
      redirectUri,
      scopes,
      offline: accessType === 'offline',
      state,
      nonce: query.get('nonce') ?? undefined,
      loginHint: query.get('login_hint') ?? undefined,
      codeChallenge,
      codeChallengeMethod: codeChallenge ? (method as 'S256' | 'plain') : undefined,
    },
  };
}

function invalidRequestPage(parameter: string, ar: string, en: string): AuthorizationCheck {
  return { ok: false, page: { error: 'invalid_request', statusCode: 400, ar, en: `${en} (${parameter})` } };
}

function isAllowedRedirectUri(redirectUri: string, config: StandinConfig): boolean {
  if (config.redirectUris) return config.redirectUris.includes(redirectUri);
  try {
    const url = new URL(redirectUri);
    return (
      url.protocol === 'http:' && (url.hostname === 'localhost' || url.hostname === '127.0.0.1') && !url.hash
    );
  } catch {
    return false;
  }
}

export function grantFor(request: AuthorizationRequest, sub: string): AuthorizationRequestGrant {
  return {
    clientId: request.clientId,
    redirectUri: request.redirectUri,
    sub,
    scopes: request.scopes,
    offline: request.offline,
    nonce: request.nonce,
    codeChallenge: request.codeChallenge,
    codeChallengeMethod: request.codeChallengeMethod,
  };
}

/** Where the browser goes after the decision: the redirect URI with Google's parameters added. */
export function redirectWith(redirectUri: string, parameters: Record<string, string | undefined>): string {
  const url = new URL(redirectUri);
  for (const [name, value] of Object.entries(parameters)) {
    if (value !== undefined) url.searchParams.set(name, value);
  }
  return url.toString();
}

/** Consent requests waiting for the user's decision; each is used once and lives ten minutes. */
export class PendingConsents {
  private readonly pending = new Map<string, { request: AuthorizationRequest; expiresAt: number }>();

  constructor(private readonly now: () => Date) {}

  add(request: AuthorizationRequest): string {
    const id = randomBytes(18).toString('base64url');
    const now = this.now().getTime();
    for (const [key, entry] of this.pending) if (entry.expiresAt <= now) this.pending.delete(key);
    this.pending.set(id, { request, expiresAt: now + 10 * 60 * 1000 });
    return id;
  }

  take(id: string): AuthorizationRequest | undefined {
    const entry = this.pending.get(id);
    this.pending.delete(id);
    return entry && entry.expiresAt > this.now().getTime() ? entry.request : undefined;
  }
}
