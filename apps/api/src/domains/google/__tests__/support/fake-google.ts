// A small, programmable Google for tests that need exact control (a 429 on the third call, a refresh that
// takes a while, an ID token signed with the wrong key). It speaks the documented protocol: OAuth token
// endpoint (authorization_code with PKCE, refresh_token), JWKS, accounts, locations, reviews, replies.
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SignJWT, exportJWK, generateKeyPair, type JWK } from 'jose';

export const FAKE_CLIENT_ID = 'fake-client-id';
export const FAKE_CLIENT_SECRET = 'fake-client-secret';
export const BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';

export interface FakeGoogleUser {
  sub: string;
  email: string;
  name: string;
  /** Accounts this user manages (`accounts/…`), each with locations. */
  accounts: { name: string; accountName: string; locations: string[] }[];
}

interface Grant {
  user: FakeGoogleUser;
  scopes: string[];
  refreshToken: string;
}

export interface Fault {
  status: number;
  retryAfter?: string;
  /** Hold the answer this long (ms), to trigger the client's timeout. */
  delayMs?: number;
  body?: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  form: Record<string, string>;
  json: unknown;
}

export interface FakeGoogle {
  url: string;
  issuer: string;
  requests: RecordedRequest[];
  /** Every token the fake has handed out, to look for them where they must not be. */
  issuedTokens: string[];
  /** Approves a consent URL as the user would: returns the code Google would append to redirect_uri. */
  approve(authorizeUrl: string, user: FakeGoogleUser, options?: { scopes?: string[] }): string;
  /** A grant that exists without the popup (for Platforms/connect): its tokens. */
  grant(user: FakeGoogleUser, scopes?: string[]): { accessToken: string; refreshToken: string };
  revokeRefreshToken(refreshToken: string): void;
  expireAccessToken(accessToken: string): void;
  /** The next requests whose path starts with `pathPrefix` get these answers, in order. */
  failNext(pathPrefix: string, faults: Fault[]): void;
  /** Each refresh waits this long before answering (to observe coalescing). */
  refreshDelayMs: number;
  /** Refreshes answer with a new refresh token too. */
  rotateRefreshTokens: boolean;
  /** Code exchanges answer without a refresh token. */
  omitRefreshToken: boolean;
  idToken(
    claims: Record<string, unknown>,
    options?: { foreignKey?: boolean; expiresInSeconds?: number; issuedAt?: Date },
  ): Promise<string>;
  stop(): Promise<void>;
}

export function fakeUser(label: string, accounts = 1): FakeGoogleUser {
  const sub =
    String(100000 + Math.floor(Math.random() * 900000)) + randomUUID().replace(/\D/g, '').slice(0, 8);
  return {
    sub,
    email: `${label}-${sub.slice(-6)}@gmail.test`,
    name: `${label} user`,
    accounts: Array.from({ length: accounts }, (_, index) => ({
      name: `accounts/${sub}${index}`,
      accountName: `${label} account ${index + 1}`,
      locations: [`locations/${sub}${index}1`, `locations/${sub}${index}2`],
    })),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startFakeGoogle(): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'fake-key-1', alg: 'RS256', use: 'sig' };

  const codes = new Map<string, Grant & { challenge: string; redirectUri: string }>();
  const refreshTokens = new Map<string, Grant>();
  const accessTokens = new Map<string, Grant & { expired: boolean }>();
  const faults: { prefix: string; fault: Fault }[] = [];
  const requests: RecordedRequest[] = [];
  let counter = 0;

  const fake: FakeGoogle = {
    url: '',
    issuer: '',
    requests,
    issuedTokens: [],
    refreshDelayMs: 0,
    rotateRefreshTokens: false,
    omitRefreshToken: false,
    approve(authorizeUrl, user, options = {}) {
      const url = new URL(authorizeUrl);
      if (url.searchParams.get('client_id') !== FAKE_CLIENT_ID) throw new Error('unknown client_id');
      const code = `code-${++counter}-${randomUUID()}`;
      const scopes =
        options.scopes ??
        url.searchParams
          .get('scope')!
          .split(' ')
          .map((scope) =>
            scope === 'email'
              ? 'https://www.googleapis.com/auth/userinfo.email'
              : scope === 'profile'
                ? 'https://www.googleapis.com/auth/userinfo.profile'
                : scope,
          );
      codes.set(code, {
        user,
        scopes,
        refreshToken: `refresh-${++counter}-${randomUUID()}`,
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri: url.searchParams.get('redirect_uri') ?? '',
      });
      return code;
    },
    grant(user, scopes = [BUSINESS_SCOPE]) {
      const grant: Grant = { user, scopes, refreshToken: `refresh-${++counter}-${randomUUID()}` };
      refreshTokens.set(grant.refreshToken, grant);
      const accessToken = `access-${++counter}-${randomUUID()}`;
      accessTokens.set(accessToken, { ...grant, expired: false });
      return { accessToken, refreshToken: grant.refreshToken };
    },
    revokeRefreshToken(refreshToken) {
      refreshTokens.delete(refreshToken);
    },
    expireAccessToken(accessToken) {
      const grant = accessTokens.get(accessToken);
      if (grant) grant.expired = true;
    },
    failNext(prefix, list) {
      for (const fault of list) faults.push({ prefix, fault });
    },
    async idToken(claims, options = {}) {
      const issuedAt = Math.floor((options.issuedAt ?? new Date()).getTime() / 1000);
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'fake-key-1', typ: 'JWT' })
        .setIssuer((claims.iss as string) ?? fake.issuer)
        .setAudience((claims.aud as string) ?? FAKE_CLIENT_ID)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (options.expiresInSeconds ?? 3600))
        .sign(options.foreignKey ? foreign.privateKey : privateKey);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function issueAccessToken(grant: Grant): string {
    const token = `access-${++counter}-${randomUUID()}`;
    accessTokens.set(token, { ...grant, expired: false });
    fake.issuedTokens.push(token, grant.refreshToken);
    return token;
  }

  async function tokenEndpoint(form: Record<string, string>, response: ServerResponse) {
    if (form.client_id !== FAKE_CLIENT_ID || form.client_secret !== FAKE_CLIENT_SECRET) {
      return send(response, 401, {
        error: 'invalid_client',
        error_description: 'The OAuth client was not found.',
      });
    }
    if (form.grant_type === 'authorization_code') {
      const grant = codes.get(form.code);
      codes.delete(form.code);
      const challenge = createHash('sha256')
        .update(form.code_verifier ?? '')
        .digest('base64url');
      if (
        !grant ||
        grant.redirectUri !== form.redirect_uri ||
        (grant.challenge && grant.challenge !== challenge)
      ) {
        return send(response, 400, { error: 'invalid_grant', error_description: 'Bad Request' });
      }
      refreshTokens.set(grant.refreshToken, grant);
      const idToken = await fake.idToken({
        sub: grant.user.sub,
        email: grant.user.email,
        name: grant.user.name,
      });
      return send(response, 200, {
        access_token: issueAccessToken(grant),
        expires_in: 3599,
        ...(fake.omitRefreshToken ? {} : { refresh_token: grant.refreshToken }),
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
        id_token: idToken,
      });
    }
    if (form.grant_type === 'refresh_token') {
      if (fake.refreshDelayMs) await new Promise((resolve) => setTimeout(resolve, fake.refreshDelayMs));
      const grant = refreshTokens.get(form.refresh_token);
      if (!grant)
        return send(response, 400, {
          error: 'invalid_grant',
          error_description: 'Token has been expired or revoked.',
        });
      let rotated: string | undefined;
      if (fake.rotateRefreshTokens) {
        refreshTokens.delete(form.refresh_token);
        rotated = `refresh-${++counter}-${randomUUID()}`;
        fake.issuedTokens.push(rotated);
        grant.refreshToken = rotated;
        refreshTokens.set(rotated, grant);
      }
      return send(response, 200, {
        access_token: issueAccessToken(grant),
        expires_in: 3599,
        scope: grant.scopes.join(' '),
        token_type: 'Bearer',
        ...(rotated ? { refresh_token: rotated } : {}),
      });
    }
    return send(response, 400, { error: 'unsupported_grant_type' });
  }

  function authorized(request: IncomingMessage): Grant | null {
    const token = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    const grant = token ? accessTokens.get(token) : undefined;
    return grant && !grant.expired ? grant : null;
  }

  const unauthenticated = {
    error: {
      code: 401,
      message: 'Request had invalid authentication credentials.',
      status: 'UNAUTHENTICATED',
    },
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://fake');
      const text = await readBody(request);
      const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
        ? Object.fromEntries(new URLSearchParams(text))
        : {};
      const json = request.headers['content-type']?.startsWith('application/json')
        ? JSON.parse(text)
        : undefined;
      requests.push({
        method: request.method ?? '',
        path: url.pathname + url.search,
        authorization: request.headers.authorization,
        form,
        json,
      });

      const faultIndex = faults.findIndex((entry) => url.pathname.startsWith(entry.prefix));
      if (faultIndex >= 0) {
        const [{ fault }] = faults.splice(faultIndex, 1);
        if (fault.delayMs) await new Promise((resolve) => setTimeout(resolve, fault.delayMs));
        if (response.destroyed) return;
        return send(
          response,
          fault.status,
          fault.body ?? { error: { code: fault.status, message: 'injected', status: 'INJECTED' } },
          fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
        );
      }

      if (url.pathname === '/oauth2/v3/certs') return send(response, 200, { keys: [jwk] });
      if (url.pathname === '/token' && request.method === 'POST') return tokenEndpoint(form, response);

      const grant = authorized(request);
      if (!grant) return send(response, 401, unauthenticated);
      if (!grant.scopes.includes(BUSINESS_SCOPE)) {
        return send(response, 403, {
          error: { code: 403, message: 'Insufficient scopes', status: 'PERMISSION_DENIED' },
        });
      }
      if (url.pathname === '/v1/accounts' && request.method === 'GET') {
        return send(response, 200, {
          accounts: grant.user.accounts.map(({ name, accountName }) => ({
            name,
            accountName,
            type: 'LOCATION_GROUP',
          })),
        });
      }
      const locations = /^\/v1\/(accounts\/[^/]+)\/locations$/.exec(url.pathname);
      if (locations) {
        const account = grant.user.accounts.find((item) => item.name === locations[1]);
        if (!account)
          return send(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
        // Two pages of one location each, to exercise paging.
        const page = url.searchParams.get('pageToken') === 'page-2' ? 1 : 0;
        const name = account.locations[page];
        return send(response, 200, {
          locations: [
            {
              name,
              title: `${account.accountName} ${page + 1}`,
              metadata: { placeId: `place-${name.split('/')[1]}` },
            },
          ],
          ...(page === 0 ? { nextPageToken: 'page-2' } : {}),
        });
      }
      const reviews = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+)\/reviews$/.exec(url.pathname);
      if (reviews) {
        return send(response, 200, {
          reviews: [
            {
              name: `${reviews[1]}/reviews/r1`,
              reviewId: 'r1',
              reviewer: { displayName: 'Noura' },
              starRating: 'FIVE',
              comment: 'ممتاز',
              createTime: '2025-01-01T10:00:00Z',
              updateTime: '2025-01-01T10:00:00Z',
            },
          ],
          averageRating: 5,
          totalReviewCount: 1,
        });
      }
      const reply = /^\/v4\/(accounts\/[^/]+\/locations\/[^/]+\/reviews\/[^/]+)\/reply$/.exec(url.pathname);
      if (reply && request.method === 'PUT') {
        return send(response, 200, {
          comment: (json as { comment: string }).comment,
          updateTime: '2025-02-01T10:00:00Z',
        });
      }
      if (reply && request.method === 'DELETE') return send(response, 200, {});
      return send(response, 404, { error: { code: 404, message: 'Not found', status: 'NOT_FOUND' } });
    })().catch((error: unknown) => {
      response.writeHead(500);
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.issuer = fake.url;
  return fake;
}

/** Environment for createTestApp pointing every Google URL at the fake, with quick retries. */
export function fakeGoogleEnvironment(
  fake: FakeGoogle,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    GOOGLE_STANDIN_URL: fake.url,
    GOOGLE_CLIENT_ID: FAKE_CLIENT_ID,
    GOOGLE_CLIENT_SECRET: FAKE_CLIENT_SECRET,
    GOOGLE_ID_TOKEN_ISSUER: fake.issuer,
    GOOGLE_HTTP_RETRY_BASE_MS: '10',
    GOOGLE_HTTP_TIMEOUT_MS: '2000',
    PUBLIC_API_URL: 'http://api.sumaa.test',
    ...extra,
  };
}
