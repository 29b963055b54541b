// Google's OAuth 2.0 and OpenID Connect endpoints: the consent page, the token endpoint (authorization_code and
// refresh_token grants), revocation, the JWKS, discovery, userinfo and tokeninfo.
import type { IncomingMessage } from 'node:http';
import type { Exchange, Route, StandinContext } from '../context';
import { readBody } from '../http/request-body';
import { redirect, sendHtml, sendJson, sendOAuthError } from '../http/responses';
import {
  PendingConsents,
  checkAuthorizationRequest,
  grantFor,
  redirectWith,
  type AuthorizationCheck,
} from './authorization';
import { consentPage, errorPage } from './consent-page';
import { profileClaims, signIdToken } from './id-tokens';
import { USERINFO_EMAIL_SCOPE, USERINFO_PROFILE_SCOPE } from './scopes';
import type { AuthorizationRequestGrant } from './token-store';
import type { TokenResponse } from '../standin';

export const AUTHORIZE_PATH = '/o/oauth2/v2/auth';

export function oauthRoutes(context: StandinContext): Route[] {
  const consents = new PendingConsents(() => context.now());

  const answerCheckFailure = (exchange: Exchange, check: Exclude<AuthorizationCheck, { ok: true }>) => {
    if ('page' in check) return sendHtml(exchange.response, check.page.statusCode, errorPage(check.page));
    const { redirectUri, error, description, state } = check.redirect;
    redirect(exchange.response, redirectWith(redirectUri, { error, error_description: description, state }));
  };

  return [
    {
      name: 'authorize',
      method: 'GET',
      path: /^\/o\/oauth2\/v2\/auth$/,
      kind: 'page',
      handle: (exchange) => {
        const check = checkAuthorizationRequest(exchange.url.searchParams, context.config);
        if (!check.ok) return answerCheckFailure(exchange, check);
        const { request } = check;
        const hinted = request.loginHint ? context.store.userByEmail(request.loginHint) : undefined;
        sendHtml(
          exchange.response,
          200,
          consentPage({
            requestId: consents.add(request),
            clientId: request.clientId,
            scopes: request.scopes,
            offline: request.offline,
            users: context.store.users,
            preselectedSub: hinted?.sub,
          }),
          { formRedirectOrigins: [new URL(request.redirectUri).origin] },
        );
      },
    },
    {
      name: 'consent',
      method: 'POST',
      path: /^\/o\/oauth2\/v2\/auth\/consent$/,
      kind: 'page',
      handle: async (exchange) => {
        const form = await readForm(exchange.request);
        const request = consents.take(form.get('request') ?? '');
        if (!request) {
          return sendHtml(
            exchange.response,
            400,
            errorPage({
              error: 'invalid_request',
              statusCode: 400,
              ar: 'انتهت صلاحية طلب الموافقة أو استُخدم من قبل. ابدأ من جديد من التطبيق.',
              en: 'This consent request has expired or was already used. Start again from the app.',
            }),
          );
        }
        if (form.get('decision') !== 'allow') {
          return redirect(
            exchange.response,
            redirectWith(request.redirectUri, { error: 'access_denied', state: request.state }),
          );
        }
        const user = context.store.userBySub(form.get('account') ?? '');
        if (!user) {
          return sendHtml(
            exchange.response,
            400,
            errorPage({
              error: 'invalid_request',
              statusCode: 400,
              ar: 'لم يُختر حساب Google معروف. ابدأ من جديد من التطبيق.',
              en: 'No known Google account was chosen. Start again from the app.',
            }),
          );
        }
        const code = context.tokens.issueCode(grantFor(request, user.sub));
        redirect(
          exchange.response,
          redirectWith(request.redirectUri, {
            state: request.state,
            code,
            scope: request.scopes.join(' '),
            authuser: '0',
            prompt: 'consent',
          }),
        );
      },
    },
    {
      name: 'token',
      method: 'POST',
      path: /^\/token$/,
      kind: 'token',
      handle: (exchange) => tokenEndpoint(context, exchange),
    },
    {
      name: 'revoke',
      method: 'POST',
      path: /^\/revoke$/,
      kind: 'token',
      handle: async (exchange) => {
        const form = await readForm(exchange.request);
        const token = form.get('token') ?? exchange.url.searchParams.get('token') ?? '';
        if (!context.tokens.revoke(token)) {
          return sendJson(exchange.response, 400, {
            error: 'invalid_token',
            error_description: 'Token expired or revoked',
          });
        }
        sendJson(exchange.response, 200, {});
      },
    },
    {
      name: 'certs',
      method: 'GET',
      path: /^\/oauth2\/v3\/certs$/,
      kind: 'openid',
      handle: ({ response }) =>
        sendJson(
          response,
          200,
          { keys: [context.signingKey.publicJwk] },
          { 'Cache-Control': 'public, max-age=300' },
        ),
    },
    {
      name: 'openidConfiguration',
      method: 'GET',
      path: /^\/\.well-known\/openid-configuration$/,
      kind: 'openid',
      handle: ({ response }) => {
        const origin = context.origin();
        sendJson(response, 200, {
          issuer: context.issuer(),
          authorization_endpoint: `${origin}${AUTHORIZE_PATH}`,
          token_endpoint: `${origin}/token`,
          userinfo_endpoint: `${origin}/oauth2/v3/userinfo`,
          revocation_endpoint: `${origin}/revoke`,
          jwks_uri: `${origin}/oauth2/v3/certs`,
          response_types_supported: ['code'],
          subject_types_supported: ['public'],
          id_token_signing_alg_values_supported: ['RS256'],
          scopes_supported: ['openid', 'email', 'profile'],
          token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
          claims_supported: [
            'aud',
            'email',
            'email_verified',
            'exp',
            'family_name',
            'given_name',
            'iat',
            'iss',
            'name',
            'picture',
            'sub',
          ],
          code_challenge_methods_supported: ['plain', 'S256'],
          grant_types_supported: ['authorization_code', 'refresh_token'],
        });
      },
    },
    {
      name: 'userinfo',
      method: 'GET',
      path: /^\/oauth2\/v3\/userinfo$/,
      kind: 'openid',
      handle: ({ request, response }) => {
        const token = bearerToken(request) ?? '';
        const found = context.tokens.findAccessToken(token);
        const user = found && !found.expired ? context.store.userBySub(found.record.sub) : undefined;
        if (!found || found.expired || !user) {
          return sendJson(
            response,
            401,
            { error: 'invalid_request', error_description: 'Invalid Credentials' },
            { 'WWW-Authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"' },
          );
        }
        const body: Record<string, unknown> = { sub: user.sub };
        if (found.record.scopes.includes(USERINFO_PROFILE_SCOPE))
          Object.assign(body, profileClaims(user, context.origin()));
        if (found.record.scopes.includes(USERINFO_EMAIL_SCOPE))
          Object.assign(body, { email: user.email, email_verified: true });
        sendJson(response, 200, body);
      },
    },
    {
      name: 'tokeninfo',
      method: 'GET',
      path: /^\/oauth2\/v3\/tokeninfo$/,
      kind: 'openid',
      handle: ({ url, response }) => {
        const found = context.tokens.findAccessToken(url.searchParams.get('access_token') ?? '');
        if (!found || found.expired) return sendJson(response, 400, { error_description: 'Invalid Value' });
        const { record } = found;
        const user = context.store.userBySub(record.sub);
        const body: Record<string, unknown> = {
          azp: record.clientId,
          aud: record.clientId,
          sub: record.sub,
          scope: record.scopes.join(' '),
          exp: String(Math.floor(record.expiresAt / 1000)),
          expires_in: String(Math.max(0, Math.floor((record.expiresAt - context.now().getTime()) / 1000))),
          access_type: record.refreshToken ? 'offline' : 'online',
        };
        if (user && record.scopes.includes(USERINFO_EMAIL_SCOPE))
          Object.assign(body, { email: user.email, email_verified: 'true' });
        sendJson(response, 200, body);
      },
    },
  ];
}

async function tokenEndpoint(context: StandinContext, { request, response }: Exchange): Promise<void> {
  const form = await readForm(request);
  const basic = basicCredentials(request);
  const clientId = basic?.clientId ?? form.get('client_id');
  const clientSecret = basic?.clientSecret ?? form.get('client_secret');
  if (!clientId)
    return sendOAuthError(response, 400, 'invalid_request', 'Could not determine client ID from request.');
  if (clientId !== context.config.clientId) {
    return sendOAuthError(response, 401, 'invalid_client', 'The OAuth client was not found.');
  }
  if (clientSecret !== context.config.clientSecret)
    return sendOAuthError(response, 401, 'invalid_client', 'Unauthorized');

  const grantType = form.get('grant_type');
  if (!grantType)
    return sendOAuthError(response, 400, 'invalid_request', 'Missing required parameter: grant_type');
  const lifetime = context.config.accessTokenTtlSeconds;

  if (grantType === 'authorization_code') {
    const code = form.get('code');
    if (!code) return sendOAuthError(response, 400, 'invalid_request', 'Missing required parameter: code');
    const redirectUri = form.get('redirect_uri');
    if (!redirectUri)
      return sendOAuthError(response, 400, 'invalid_request', 'Missing required parameter: redirect_uri');
    const redemption = context.tokens.redeemCode(
      code,
      clientId,
      redirectUri,
      form.get('code_verifier') ?? undefined,
    );
    if (!redemption.ok) return sendOAuthError(response, 400, redemption.error, redemption.description);

    return sendJson(response, 200, await tokenResponse(context, redemption.grant));
  }

  if (grantType === 'refresh_token') {
    const token = form.get('refresh_token');
    if (!token)
      return sendOAuthError(response, 400, 'invalid_request', 'Missing required parameter: refresh_token');
    const record = context.tokens.findRefreshToken(token, clientId);
    if (!record) return sendOAuthError(response, 400, 'invalid_grant', 'Token has been expired or revoked.');
    // Google keeps the refresh token: it is not rotated and not returned again.
    const accessToken = context.tokens.issueAccessToken(record.sub, clientId, record.scopes, lifetime, token);
    const body: Record<string, unknown> = {
      access_token: accessToken,
      expires_in: lifetime,
      scope: record.scopes.join(' '),
      token_type: 'Bearer',
    };
    if (record.scopes.includes('openid'))
      body.id_token = await idTokenFor(context, record.sub, record.scopes, accessToken);
    return sendJson(response, 200, body);
  }

  sendOAuthError(response, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType}`);
}

/** What a successful code exchange answers: a refresh token only for `access_type=offline`, an ID token for openid. */
export async function tokenResponse(
  context: StandinContext,
  grant: AuthorizationRequestGrant,
): Promise<TokenResponse> {
  const lifetime = context.config.accessTokenTtlSeconds;
  const refreshToken = grant.offline
    ? context.tokens.issueRefreshToken(grant.sub, grant.clientId, grant.scopes)
    : undefined;
  const accessToken = context.tokens.issueAccessToken(
    grant.sub,
    grant.clientId,
    grant.scopes,
    lifetime,
    refreshToken,
  );
  // Keys in the order Google sends them.
  const body = {
    access_token: accessToken,
    expires_in: lifetime,
    ...(refreshToken ? { refresh_token: refreshToken } : {}),
    scope: grant.scopes.join(' '),
    token_type: 'Bearer',
  } as TokenResponse;
  if (grant.scopes.includes('openid')) {
    body.id_token = await idTokenFor(context, grant.sub, grant.scopes, accessToken, grant.nonce);
  }
  return body;
}

async function idTokenFor(
  context: StandinContext,
  sub: string,
  scopes: string[],
  accessToken: string,
  nonce?: string,
): Promise<string> {
  return signIdToken(context.signingKey, {
    user: context.store.userBySub(sub)!,
    issuer: context.issuer(),
    origin: context.origin(),
    clientId: context.config.clientId,
    scopes,
    now: context.now(),
    nonce,
    accessToken,
  });
}

/** The token endpoint takes form posts; Google also accepts JSON, and so does the stand-in. */
async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const text = await readBody(request);
  if ((request.headers['content-type'] ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return new URLSearchParams(
        Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
      );
    } catch {
      return new URLSearchParams();
    }
  }
  return new URLSearchParams(text);
}

function basicCredentials(request: IncomingMessage): { clientId: string; clientSecret: string } | undefined {
  const header = request.headers.authorization ?? '';
  if (!header.toLowerCase().startsWith('basic ')) return undefined;
  const decoded = Buffer.from(header.slice(6).trim(), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator < 0) return undefined;
  return {
    clientId: decodeURIComponent(decoded.slice(0, separator)),
    clientSecret: decodeURIComponent(decoded.slice(separator + 1)),
  };
}

export function bearerToken(request: IncomingMessage): string | undefined {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
