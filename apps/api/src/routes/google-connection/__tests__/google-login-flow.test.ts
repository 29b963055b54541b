// The popup flow of decisions #14, end to end against a Google that speaks the protocol: the ticket, the
// redirect to consent, Google's return, what is stored, what the page signals, and every way it refuses.
import { googleConnectionSignalSchema } from '@sumaa/contracts';
import { googleClientFor } from '../../../integrations/google';
import {
  addMember,
  callback,
  openStart,
  postedSignal,
  postedTarget,
  startConnection,
  ticketRequest,
  ticketUrl,
} from '../../../integrations/google/__tests__/support/connection-steps';
import {
  BUSINESS_SCOPE,
  FAKE_CLIENT_ID,
  fakeGoogleEnvironment,
  fakeUser,
  startFakeGoogle,
  type FakeGoogle,
} from '../../../integrations/google/__tests__/support/fake-google';
import { ARABIC, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

let google: FakeGoogle;
let t: TestApp;
beforeAll(async () => {
  google = await startFakeGoogle();
  t = await createTestApp(fakeGoogleEnvironment(google));
});
afterAll(async () => {
  await t.close();
  await google.stop();
});

interface StoredConnection {
  google_email: string | null;
  google_subject: string | null;
  scopes: string[];
  access_token_encrypted: string | null;
  refresh_token_encrypted: string | null;
  revoked_at: Date | null;
}

async function storedConnection(businessId: string): Promise<StoredConnection | null> {
  const [row] = await t.app.db.ownerTransaction((tx) =>
    tx.query<StoredConnection>('SELECT * FROM google_connections WHERE business_id = $1', [businessId]),
  );
  return row ?? null;
}

async function currentStep(account: RegisteredAccount): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/user',
    headers: bearer(account.token),
  });
  return response.json().model.user.currentStep;
}

/** Runs the whole flow for an owner and returns the page Google's redirect lands on. */
async function connect(account: RegisteredAccount, user = fakeUser('owner')) {
  const started = await startConnection(t.app, account);
  const code = google.approve(started.authorizeUrl.toString(), user);
  const page = await callback(t.app, { code, state: started.state, scope: BUSINESS_SCOPE }, started.cookie);
  return { page, user, started };
}

describe('connecting Google in the popup', () => {
  it('sends the popup to Google’s consent screen for offline access to the Business Profile', async () => {
    const owner = await registerAccount(t.app);
    const { authorizeUrl, cookie } = await startConnection(t.app, owner);

    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${google.url}/o/oauth2/v2/auth`);
    const parameters = Object.fromEntries(authorizeUrl.searchParams);
    expect(parameters).toMatchObject({
      client_id: FAKE_CLIENT_ID,
      redirect_uri: 'http://api.sumaa.test/api/Auth/google-login/callback',
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      code_challenge_method: 'S256',
    });
    expect(parameters.scope.split(' ').sort()).toEqual([BUSINESS_SCOPE, 'email', 'openid', 'profile'].sort());
    expect(parameters.state).toEqual(expect.any(String));
    expect(parameters.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/^sumaa_google_[A-Za-z0-9_-]+=[A-Za-z0-9_-]{40,}$/);
  });

  it('stores the tokens encrypted, advances the wizard and signals only success to the shell', async () => {
    const owner = await registerAccount(t.app);
    expect(await currentStep(owner)).toBe(0);
    const issuedBefore = google.issuedTokens.length;
    const { page, user } = await connect(owner);

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(googleConnectionSignalSchema.parse(postedSignal(page.body))).toEqual({
      type: 'sumaa:google-connection',
      status: 'connected',
    });
    expect(postedTarget(page.body)).toBe('http://app.sumaa.test');
    // Neither the page nor any stored column holds a token Google issued in this flow.
    const issued = google.issuedTokens.slice(issuedBefore);
    expect(issued.length).toBeGreaterThanOrEqual(2);
    const row = await storedConnection(owner.businessId);
    expect(row).toMatchObject({ google_email: user.email, google_subject: user.sub, revoked_at: null });
    expect(row!.scopes).toContain(BUSINESS_SCOPE);
    const everyColumn = JSON.stringify(row);
    for (const token of issued) {
      expect(page.body).not.toContain(token);
      expect(everyColumn).not.toContain(token);
    }
    expect(row!.refresh_token_encrypted).toMatch(/^[A-Za-z0-9_-]{40,}$/);

    expect(await currentStep(owner)).toBe(1);
    // The stored tokens work: the business's client reads the Google account that connected.
    const client = await googleClientFor(t.app, owner.businessId);
    expect((await client.listAccounts()).map((account) => account.name)).toEqual([user.accounts[0].name]);
  });

  it('exchanges the code with the PKCE verifier and the same redirect URI', async () => {
    const owner = await registerAccount(t.app);
    await connect(owner);
    const exchange = google.requests
      .filter((request) => request.form.grant_type === 'authorization_code')
      .at(-1)!;
    expect(exchange.form).toMatchObject({
      client_id: FAKE_CLIENT_ID,
      redirect_uri: 'http://api.sumaa.test/api/Auth/google-login/callback',
    });
    expect(exchange.form.code_verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
  });

  it('serves the page under a nonce CSP and a COOP that keeps the opener', async () => {
    const owner = await registerAccount(t.app);
    const { page } = await connect(owner);
    const csp = String(page.headers['content-security-policy']);
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    expect(csp).toContain("default-src 'none'");
    expect(page.body).toContain(`<script nonce="${nonce}">`);
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('says what happened in Arabic and English, with a link back to the wizard, for a window without opener', async () => {
    const owner = await registerAccount(t.app);
    const { page } = await connect(owner);
    expect(page.body).toContain('تم ربط Google. يمكنك إغلاق هذه النافذة والعودة إلى سمعة.');
    expect(page.body).toContain('Google is connected. You can close this window and return to Sumaa.');
    expect(page.body).toContain('href="http://app.sumaa.test/welcome"');
  });

  it('replaces the business’s earlier connection when an admin connects again', async () => {
    const owner = await registerAccount(t.app);
    await connect(owner, fakeUser('first'));
    const second = fakeUser('second');
    await connect(owner, second);
    expect(await storedConnection(owner.businessId)).toMatchObject({ google_email: second.email });
  });
});

describe('what the popup flow refuses', () => {
  async function signalOf(response: Awaited<ReturnType<typeof callback>>) {
    return googleConnectionSignalSchema.parse(postedSignal(response.body));
  }

  it('a ticket that was tampered with', async () => {
    const owner = await registerAccount(t.app);
    const url = new URL(await ticketUrl(t.app, owner));
    url.searchParams.set('ticket', `${url.searchParams.get('ticket')}x`);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(400);
    expect(await signalOf(page)).toMatchObject({ status: 'error', code: 'invalid_state' });
  });

  it('a ticket older than two minutes', async () => {
    const owner = await registerAccount(t.app);
    const url = await ticketUrl(t.app, owner);
    t.clock.advance(121_000);
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(await signalOf(page)).toMatchObject({
      status: 'error',
      code: 'invalid_state',
      message: 'This Google connection link has expired or was already used. Start again from Sumaa.',
    });
  });

  it('a ticket used a second time', async () => {
    const owner = await registerAccount(t.app);
    const url = await ticketUrl(t.app, owner);
    await openStart(t.app, url);
    const again = await t.app.inject({ method: 'GET', url: new URL(url).pathname + new URL(url).search });
    expect(again.statusCode).toBe(400);
    expect(await signalOf(again)).toMatchObject({ code: 'invalid_state' });
  });

  it('a state that was altered, and nothing is stored', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('tamper'));
    const [header, payload, signature] = started.state.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, bid: '00000000-0000-4000-8000-000000000000' }),
    ).toString('base64url');
    const page = await callback(t.app, { code, state: `${header}.${forged}.${signature}` }, started.cookie);
    expect(await signalOf(page)).toMatchObject({ code: 'invalid_state' });
    expect(await storedConnection(owner.businessId)).toBeNull();
  });

  it('a state brought back in a browser that did not start the flow (no binding cookie)', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('elsewhere'));
    const page = await callback(t.app, { code, state: started.state });
    expect(await signalOf(page)).toMatchObject({ code: 'invalid_state' });
    const wrongCookie = await callback(
      t.app,
      { code, state: started.state },
      `${started.cookie.split('=')[0]}=forged`,
    );
    expect(await signalOf(wrongCookie)).toMatchObject({ code: 'invalid_state' });
    expect(await storedConnection(owner.businessId)).toBeNull();
  });

  it('a state used a second time', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const first = google.approve(started.authorizeUrl.toString(), fakeUser('once'));
    expect((await callback(t.app, { code: first, state: started.state }, started.cookie)).statusCode).toBe(
      200,
    );
    const second = google.approve(started.authorizeUrl.toString(), fakeUser('twice'));
    const replay = await callback(t.app, { code: second, state: started.state }, started.cookie);
    expect(await signalOf(replay)).toMatchObject({ code: 'invalid_state' });
  });

  it('a state older than ten minutes', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('late'));
    t.clock.advance(601_000);
    const page = await callback(t.app, { code, state: started.state }, started.cookie);
    expect(await signalOf(page)).toMatchObject({ code: 'invalid_state' });
  });

  it('the user declining on Google’s consent screen, in the language the connection started in', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner, ARABIC);
    const page = await callback(t.app, { error: 'access_denied', state: started.state }, started.cookie);
    expect(page.statusCode).toBe(400);
    expect(await signalOf(page)).toEqual({
      type: 'sumaa:google-connection',
      status: 'error',
      code: 'access_denied',
      message: 'لم يتم منح الإذن من Google. حاول مرة أخرى واسمح بالوصول للمتابعة.',
    });
    expect(await storedConnection(owner.businessId)).toBeNull();
    expect(await currentStep(owner)).toBe(0);
  });

  it('a consent without the Business Profile permission', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('partial'), {
      scopes: ['openid', 'https://www.googleapis.com/auth/userinfo.email'],
    });
    const page = await callback(t.app, { code, state: started.state }, started.cookie);
    expect(await signalOf(page)).toMatchObject({ code: 'scope_missing' });
    expect(await storedConnection(owner.businessId)).toBeNull();
  });

  it('a code Google will not exchange', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const page = await callback(t.app, { code: 'not-a-code', state: started.state }, started.cookie);
    expect(page.statusCode).toBe(502);
    expect(await signalOf(page)).toMatchObject({
      code: 'token_exchange_failed',
      message: 'Google could not complete the connection. Please try again.',
    });
    expect(await storedConnection(owner.businessId)).toBeNull();
  });

  it('an exchange that brings no refresh token', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('online'));
    google.omitRefreshToken = true;
    try {
      const page = await callback(t.app, { code, state: started.state }, started.cookie);
      expect(await signalOf(page)).toMatchObject({ code: 'token_exchange_failed' });
    } finally {
      google.omitRefreshToken = false;
    }
    expect(await storedConnection(owner.businessId)).toBeNull();
  });

  it('a viewer or agent of the business asking for a ticket', async () => {
    const owner = await registerAccount(t.app);
    for (const role of ['viewer', 'agent', 'manager'] as const) {
      const member = await registerAccount(t.app);
      await addMember(t.app, owner.businessId, member.userId, role);
      const response = await ticketRequest(t.app, { token: member.token, businessId: owner.businessId });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Only an admin of this business can connect Google');
    }
  });

  it('an admin of another business naming this one', async () => {
    const owner = await registerAccount(t.app);
    const stranger = await registerAccount(t.app);
    const response = await ticketRequest(t.app, { token: stranger.token, businessId: owner.businessId });
    expect(response.statusCode).toBe(403);
  });

  it('a request without a session', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/Auth/google-login/ticket' });
    expect(response.statusCode).toBe(401);
  });

  it('an admin who lost the role between the ticket and Google’s return', async () => {
    const owner = await registerAccount(t.app);
    const admin = await registerAccount(t.app);
    await addMember(t.app, owner.businessId, admin.userId, 'admin');
    const started = await startConnection(t.app, { token: admin.token, businessId: owner.businessId });
    await addMember(t.app, owner.businessId, admin.userId, 'viewer');
    const code = google.approve(started.authorizeUrl.toString(), fakeUser('demoted'));
    const page = await callback(t.app, { code, state: started.state }, started.cookie);
    expect(page.statusCode).toBe(403);
    expect(await signalOf(page)).toMatchObject({ code: 'forbidden' });
    expect(await storedConnection(owner.businessId)).toBeNull();
  });
});
