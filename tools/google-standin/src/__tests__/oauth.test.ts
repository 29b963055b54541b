import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { STANDIN_USERS, startGoogleStandin, type GoogleStandin } from '../index';
import { getJson, postForm } from './http-helpers';

const REDIRECT_URI = 'http://localhost:3000/api/Auth/google-login/callback';
const SCOPE = 'https://www.googleapis.com/auth/business.manage openid email profile';

let standin: GoogleStandin;

beforeAll(async () => {
  standin = await startGoogleStandin({ port: 0, benchReviews: 0 });
});
afterAll(() => standin.stop());

function authorizeUrl(parameters: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: standin.clientId,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: SCOPE,
    access_type: 'offline',
    state: 'state-123',
    ...parameters,
  });
  return `${standin.url}/o/oauth2/v2/auth?${query}`;
}

/** Opens the consent page and submits it, as a person in the popup would. */
async function consent(email: string, decision: 'allow' | 'deny', parameters: Record<string, string> = {}) {
  const page = await fetch(authorizeUrl(parameters));
  expect(page.status).toBe(200);
  const html = await page.text();
  const requestId = /name="request" value="([^"]+)"/.exec(html)![1];
  const sub = standin.users.find((user) => user.email === email)!.sub;
  const answer = await postForm(standin, '/o/oauth2/v2/auth/consent', {
    request: requestId,
    account: sub,
    decision,
  });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location')!);
}

async function exchange(code: string, extra: Record<string, string> = {}) {
  return postForm(standin, '/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: standin.clientId,
    client_secret: standin.clientSecret,
    ...extra,
  });
}

describe('the consent page', () => {
  it('lists the seeded users and the requested permissions in Arabic and English', async () => {
    const html = await (await fetch(authorizeUrl())).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('فيصل الدوسري');
    expect(html).toContain('olivia@palmcrescent-hotels.example');
    expect(html).toContain('https://www.googleapis.com/auth/business.manage');
    expect(html).toContain('سماح');
    expect(html).toContain('Allow');
  });

  it('lets the browser follow the consent form to the app’s redirect URI (form-action applies to redirects)', async () => {
    const csp = (await fetch(authorizeUrl())).headers.get('content-security-policy') ?? '';
    const formAction = /form-action ([^;]+)/.exec(csp)?.[1].split(' ');
    expect(formAction).toEqual(["'self'", 'http://localhost:3000']);
  });

  it('redirects back with a code and the same state when the user allows', async () => {
    const location = await consent(STANDIN_USERS.cafeOwner, 'allow');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.get('code')).toMatch(/^4\/0/);
  });

  it('redirects back with access_denied and the state when the user denies', async () => {
    const location = await consent(STANDIN_USERS.cafeOwner, 'deny');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-123');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses an unknown client or a foreign redirect URI on a page, without redirecting', async () => {
    const unknownClient = await fetch(authorizeUrl({ client_id: 'someone-else' }), { redirect: 'manual' });
    expect(unknownClient.status).toBe(401);
    expect(await unknownClient.text()).toContain('invalid_client');

    const foreign = await fetch(authorizeUrl({ redirect_uri: 'https://evil.example/callback' }), {
      redirect: 'manual',
    });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.get('location')).toBeNull();
    expect(await foreign.text()).toContain('redirect_uri_mismatch');
  });

  it('refuses an unknown scope', async () => {
    const response = await fetch(authorizeUrl({ scope: 'openid https://www.googleapis.com/auth/drive' }));
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('invalid_scope');
  });

  it('sends an unsupported response_type back to the app as an error', async () => {
    const response = await fetch(authorizeUrl({ response_type: 'token' }), { redirect: 'manual' });
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('unsupported_response_type');
    expect(location.searchParams.get('state')).toBe('state-123');
  });

  it('does not accept the same consent form twice', async () => {
    const html = await (await fetch(authorizeUrl())).text();
    const requestId = /name="request" value="([^"]+)"/.exec(html)![1];
    const sub = standin.users[0].sub;
    const first = await postForm(standin, '/o/oauth2/v2/auth/consent', {
      request: requestId,
      account: sub,
      decision: 'allow',
    });
    expect(first.status).toBe(302);
    const second = await postForm(standin, '/o/oauth2/v2/auth/consent', {
      request: requestId,
      account: sub,
      decision: 'allow',
    });
    expect(second.status).toBe(400);
  });
});

describe('the token endpoint', () => {
  it('exchanges a code for access, refresh and ID tokens', async () => {
    const location = await consent(STANDIN_USERS.hotelOwner, 'allow', { nonce: 'nonce-1' });
    const { status, body } = await exchange(location.searchParams.get('code')!);
    expect(status).toBe(200);
    expect(body).toEqual({
      access_token: expect.stringMatching(/^ya29\./),
      expires_in: 3599,
      refresh_token: expect.stringMatching(/^1\/\//),
      scope: expect.stringContaining('https://www.googleapis.com/auth/business.manage'),
      token_type: 'Bearer',
      id_token: expect.any(String),
    });
    // Like Google, the short scopes come back as their full URLs.
    expect(body.scope.split(' ')).toEqual(
      expect.arrayContaining([
        'openid',
        'https://www.googleapis.com/auth/userinfo.email',
        'https://www.googleapis.com/auth/userinfo.profile',
      ]),
    );
  });

  it('gives no refresh token without access_type=offline', async () => {
    const location = await consent(STANDIN_USERS.hotelOwner, 'allow', { access_type: 'online' });
    const { body } = await exchange(location.searchParams.get('code')!);
    expect(body.access_token).toBeDefined();
    expect(body.refresh_token).toBeUndefined();
  });

  it('signs ID tokens that verify against the published JWKS with Google’s claims', async () => {
    const location = await consent(STANDIN_USERS.cafeOwner, 'allow', { nonce: 'nonce-2' });
    const { body } = await exchange(location.searchParams.get('code')!);
    const keys = createRemoteJWKSet(new URL(`${standin.url}/oauth2/v3/certs`));
    const { payload, protectedHeader } = await jwtVerify(body.id_token, keys, {
      issuer: standin.issuer,
      audience: standin.clientId,
    });
    const user = standin.users.find((candidate) => candidate.email === STANDIN_USERS.cafeOwner)!;
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: user.sub,
      azp: standin.clientId,
      email: STANDIN_USERS.cafeOwner,
      email_verified: true,
      name: 'فيصل الدوسري',
      picture: expect.stringContaining('/avatars/'),
      nonce: 'nonce-2',
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('rejects an ID token signed for another audience', async () => {
    const token = await standin.issueIdToken({ email: STANDIN_USERS.cafeOwner, audience: 'another-client' });
    const keys = createRemoteJWKSet(new URL(`${standin.url}/oauth2/v3/certs`));
    await expect(
      jwtVerify(token, keys, { issuer: standin.issuer, audience: standin.clientId }),
    ).rejects.toThrow();
  });

  it('accepts a code once, with its redirect URI, only for the right client secret', async () => {
    const code = (await consent(STANDIN_USERS.cafeOwner, 'allow')).searchParams.get('code')!;

    const wrongSecret = await exchange(code, { client_secret: 'guess' });
    expect(wrongSecret.status).toBe(401);
    expect(wrongSecret.body.error).toBe('invalid_client');

    const wrongRedirect = await exchange(code, { redirect_uri: 'http://localhost:3000/other' });
    expect(wrongRedirect.status).toBe(400);
    expect(wrongRedirect.body.error).toBe('redirect_uri_mismatch');

    expect((await exchange(code)).status).toBe(200);
    const again = await exchange(code);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
  });

  it('answers invalid_grant for a code that was never issued or is older than ten minutes', async () => {
    expect((await exchange('4/0made-up')).body.error).toBe('invalid_grant');

    let now = new Date('2025-01-01T10:00:00Z');
    const clocked = await startGoogleStandin({ port: 0, benchReviews: 0, now: () => now });
    try {
      const { code } = clocked.authorize({ email: STANDIN_USERS.cafeOwner, redirectUri: REDIRECT_URI });
      now = new Date('2025-01-01T10:10:01Z');
      const response = await postForm(clocked, '/token', {
        grant_type: 'authorization_code',
        code,
        redirect_uri: REDIRECT_URI,
        client_id: clocked.clientId,
        client_secret: clocked.clientSecret,
      });
      expect(response.body.error).toBe('invalid_grant');
    } finally {
      await clocked.stop();
    }
  });

  it('checks the PKCE verifier when the authorization request had a challenge', async () => {
    const verifier = 'a-long-random-verifier-string-of-at-least-43-characters-1234567';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const { code } = standin.authorize({
      email: STANDIN_USERS.cafeOwner,
      redirectUri: REDIRECT_URI,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
    });
    expect((await exchange(code, { code_verifier: 'wrong' })).body.error).toBe('invalid_grant');

    const second = standin.authorize({
      email: STANDIN_USERS.cafeOwner,
      redirectUri: REDIRECT_URI,
      codeChallenge: challenge,
      codeChallengeMethod: 'S256',
    });
    expect((await exchange(second.code, { code_verifier: verifier })).status).toBe(200);
  });

  it('refreshes an access token without rotating the refresh token', async () => {
    const tokens = await standin.issueTokens({ email: STANDIN_USERS.hotelOwner });
    const { status, body } = await postForm(standin, '/token', {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
      client_id: standin.clientId,
      client_secret: standin.clientSecret,
    });
    expect(status).toBe(200);
    expect(body.access_token).not.toBe(tokens.access_token);
    expect(body.expires_in).toBe(3599);
    expect(body.token_type).toBe('Bearer');
    expect(body.refresh_token).toBeUndefined();
    expect((await getJson(standin, '/v1/accounts', body.access_token)).status).toBe(200);
  });

  it('accepts client credentials in a Basic header too', async () => {
    const tokens = await standin.issueTokens({ email: STANDIN_USERS.hotelOwner });
    const response = await fetch(`${standin.url}/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Authorization: `Basic ${Buffer.from(`${standin.clientId}:${standin.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! }),
    });
    expect(response.status).toBe(200);
  });

  it('answers invalid_grant for an unknown or revoked refresh token', async () => {
    const refresh = (refreshToken: string) =>
      postForm(standin, '/token', {
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: standin.clientId,
        client_secret: standin.clientSecret,
      });
    expect((await refresh('1//made-up')).body).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });

    const tokens = await standin.issueTokens({ email: STANDIN_USERS.cafeOwner });
    expect((await postForm(standin, '/revoke', { token: tokens.refresh_token! })).status).toBe(200);
    expect((await refresh(tokens.refresh_token!)).body.error).toBe('invalid_grant');
    // Revoking the refresh token also ends the access tokens issued with it.
    expect((await getJson(standin, '/v1/accounts', tokens.access_token)).status).toBe(401);
  });

  it('names a missing parameter or an unsupported grant type', async () => {
    const base = { client_id: standin.clientId, client_secret: standin.clientSecret };
    expect((await postForm(standin, '/token', { ...base, grant_type: 'authorization_code' })).body).toEqual({
      error: 'invalid_request',
      error_description: 'Missing required parameter: code',
    });
    expect((await postForm(standin, '/token', { ...base, grant_type: 'password' })).body.error).toBe(
      'unsupported_grant_type',
    );
  });
});

describe('OpenID endpoints', () => {
  it('publishes discovery and userinfo for the token’s user', async () => {
    const discovery = await getJson(standin, '/.well-known/openid-configuration');
    expect(discovery.body.jwks_uri).toBe(`${standin.url}/oauth2/v3/certs`);
    expect(discovery.body.issuer).toBe(standin.issuer);

    const tokens = await standin.issueTokens({ email: STANDIN_USERS.hotelOwner });
    const userinfo = await getJson(standin, '/oauth2/v3/userinfo', tokens.access_token);
    expect(userinfo.body).toMatchObject({
      email: STANDIN_USERS.hotelOwner,
      name: 'Olivia Bennett',
      email_verified: true,
    });
    expect((await getJson(standin, '/oauth2/v3/userinfo', 'ya29.unknown')).status).toBe(401);
  });

  it('uses the configured issuer, e.g. Google’s own', async () => {
    const googleLike = await startGoogleStandin({
      port: 0,
      benchReviews: 0,
      issuer: 'https://accounts.google.com',
    });
    try {
      const token = await googleLike.issueIdToken({ email: STANDIN_USERS.cafeOwner });
      const keys = createRemoteJWKSet(new URL(`${googleLike.url}/oauth2/v3/certs`));
      const { payload } = await jwtVerify(token, keys, {
        issuer: 'https://accounts.google.com',
        audience: googleLike.clientId,
      });
      expect(payload.email).toBe(STANDIN_USERS.cafeOwner);
    } finally {
      await googleLike.stop();
    }
  });
});
