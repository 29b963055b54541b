// The popup flow of decisions #14, end to end against a Google that speaks the protocol: the ticket, the
// redirect to consent, Google's return, what is stored, what the page signals, and every way it refuses.
import { googleConnectionSignalSchema } from '@sumaa/contracts';
import { googleClientFor } from '..';
import {
  addMember,
  callback,
  openStart,
  postedSignal,
  postedTarget,
  startConnection,
  ticketRequest,
  ticketUrl,
  type StartedConnection,
} from './support/connection-steps';
import {
  BUSINESS_MANAGE_SCOPE,
  STANDIN_USERS,
  TEST_API_URL,
  consentAtStandin,
  startStandinTestBed,
  type StandinTestBed,
} from './support/standin';
import { ARABIC, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';
import type { TestApp } from '../../../testing/test-app';

let bed: StandinTestBed;
let t: TestApp;
beforeAll(async () => {
  bed = await startStandinTestBed();
  t = bed.t;
});
afterAll(async () => {
  await bed.close();
});

const CALLBACK_URI = `${TEST_API_URL}/api/Auth/google-login/callback`;
/** What Google's access and refresh tokens look like (the stand-in issues the same shapes). */
const GOOGLE_TOKEN_SHAPES = /ya29\.|1\/\/0/;

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

/** Google's redirect back to us after the consent page, as the popup would follow it. */
async function returnFromGoogle(
  started: StartedConnection,
  googleEmail: string,
  decision: 'allow' | 'deny' = 'allow',
) {
  const redirect = await consentAtStandin(bed.standin, started.authorizeUrl, googleEmail, decision);
  expect(`${redirect.origin}${redirect.pathname}`).toBe(CALLBACK_URI);
  return callback(t.app, Object.fromEntries(redirect.searchParams), started.cookie);
}

/** Runs the whole flow for an owner and returns the page Google's redirect lands on. */
async function connect(account: RegisteredAccount, googleEmail = STANDIN_USERS.cafeOwner) {
  const started = await startConnection(t.app, account);
  const page = await returnFromGoogle(started, googleEmail);
  return { page, started };
}

/** A code for this consent request without the page, for tests about what happens after it. */
function codeFor(started: StartedConnection, googleEmail = STANDIN_USERS.hotelOwner): string {
  const parameters = started.authorizeUrl.searchParams;
  return bed.standin.authorize({
    email: googleEmail,
    redirectUri: parameters.get('redirect_uri')!,
    scope: parameters.get('scope')!,
    state: parameters.get('state')!,
    accessType: 'offline',
    codeChallenge: parameters.get('code_challenge')!,
    codeChallengeMethod: 'S256',
  }).code;
}

describe('connecting Google in the popup', () => {
  it('sends the popup to Google’s consent screen for offline access to the Business Profile', async () => {
    const owner = await registerAccount(t.app);
    const { authorizeUrl, cookie } = await startConnection(t.app, owner);

    expect(`${authorizeUrl.origin}${authorizeUrl.pathname}`).toBe(`${bed.standin.url}/o/oauth2/v2/auth`);
    const parameters = Object.fromEntries(authorizeUrl.searchParams);
    expect(parameters).toMatchObject({
      client_id: 'sumaa-local-client',
      redirect_uri: CALLBACK_URI,
      response_type: 'code',
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      code_challenge_method: 'S256',
    });
    expect(parameters.scope.split(' ').sort()).toEqual(
      [BUSINESS_MANAGE_SCOPE, 'email', 'openid', 'profile'].sort(),
    );
    expect(parameters.state).toEqual(expect.any(String));
    expect(parameters.code_challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie).toMatch(/^sumaa_google_[A-Za-z0-9_-]+=[A-Za-z0-9_-]{40,}$/);
  });

  it('stores the tokens encrypted, advances the wizard and signals only success to the shell', async () => {
    const owner = await registerAccount(t.app);
    expect(await currentStep(owner)).toBe(0);
    const { page } = await connect(owner, STANDIN_USERS.cafeOwner);

    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(googleConnectionSignalSchema.parse(postedSignal(page.body))).toEqual({
      type: 'sumaa:google-connection',
      status: 'connected',
    });
    expect(postedTarget(page.body)).toBe('http://app.sumaa.test');
    expect(page.body).not.toMatch(GOOGLE_TOKEN_SHAPES);

    const row = await storedConnection(owner.businessId);
    expect(row).toMatchObject({ google_email: STANDIN_USERS.cafeOwner, revoked_at: null });
    expect(row!.google_subject).toEqual(expect.any(String));
    expect(row!.scopes).toContain(BUSINESS_MANAGE_SCOPE);
    // Neither token is stored readable.
    expect(row!.refresh_token_encrypted).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(JSON.stringify(row)).not.toMatch(GOOGLE_TOKEN_SHAPES);

    expect(await currentStep(owner)).toBe(1);
    // The stored tokens work: the business's client reads the accounts of the Google user who consented.
    const client = await googleClientFor(t.app, owner.businessId);
    const seeded = bed.standin.users.find((user) => user.email === STANDIN_USERS.cafeOwner)!;
    expect((await client.listAccounts()).map((account) => account.name).sort()).toEqual(
      seeded.accounts.map((account) => account.name).sort(),
    );
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
    await connect(owner, STANDIN_USERS.cafeOwner);
    await connect(owner, STANDIN_USERS.hotelOwner);
    expect(await storedConnection(owner.businessId)).toMatchObject({
      google_email: STANDIN_USERS.hotelOwner,
    });
  });

  it('tells the opener that the user declined, in the language the connection started in', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner, ARABIC);
    const page = await returnFromGoogle(started, STANDIN_USERS.cafeOwner, 'deny');
    expect(page.statusCode).toBe(400);
    expect(googleConnectionSignalSchema.parse(postedSignal(page.body))).toEqual({
      type: 'sumaa:google-connection',
      status: 'error',
      code: 'access_denied',
      message: 'لم يتم منح الإذن من Google. حاول مرة أخرى واسمح بالوصول للمتابعة.',
    });
    expect(await storedConnection(owner.businessId)).toBeNull();
    expect(await currentStep(owner)).toBe(0);
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
    const url = new URL(await ticketUrl(t.app, owner));
    t.clock.advance(121_000);
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
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
    const code = codeFor(started);
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
    const code = codeFor(started);
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
    const first = await callback(
      t.app,
      { code: codeFor(started, STANDIN_USERS.cafeOwner), state: started.state },
      started.cookie,
    );
    expect(first.statusCode).toBe(200);
    const replay = await callback(
      t.app,
      { code: codeFor(started, STANDIN_USERS.hotelOwner), state: started.state },
      started.cookie,
    );
    expect(await signalOf(replay)).toMatchObject({ code: 'invalid_state' });
    expect(await storedConnection(owner.businessId)).toMatchObject({ google_email: STANDIN_USERS.cafeOwner });
  });

  it('a state older than ten minutes, still answered in the language the connection started in', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner, ARABIC);
    const code = codeFor(started);
    t.clock.advance(601_000);
    const page = await callback(t.app, { code, state: started.state }, started.cookie);
    expect(await signalOf(page)).toMatchObject({
      code: 'invalid_state',
      message: 'انتهت صلاحية رابط الربط مع Google أو سبق استخدامه. ابدأ من جديد من سمعة.',
    });
  });

  it('a code Google will not exchange', async () => {
    const owner = await registerAccount(t.app);
    const started = await startConnection(t.app, owner);
    const page = await callback(t.app, { code: '4/0not-a-code', state: started.state }, started.cookie);
    expect(page.statusCode).toBe(502);
    expect(await signalOf(page)).toMatchObject({
      code: 'token_exchange_failed',
      message: 'Google could not complete the connection. Please try again.',
    });
    expect(await storedConnection(owner.businessId)).toBeNull();
  });

  it('a viewer, agent or manager of the business asking for a ticket', async () => {
    const owner = await registerAccount(t.app);
    for (const role of ['viewer', 'agent', 'manager'] as const) {
      const member = await registerAccount(t.app);
      await addMember(t.app, owner.businessId, member.userId, role);
      const response = await ticketRequest(t.app, { token: member.token, businessId: owner.businessId });
      expect(response.statusCode).toBe(403);
      // Refused by the route's declared role (admin), before the handler.
      expect(response.json().message).toBe('You do not have permission to perform this action');
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
    const page = await callback(t.app, { code: codeFor(started), state: started.state }, started.cookie);
    expect(page.statusCode).toBe(403);
    expect(await signalOf(page)).toMatchObject({ code: 'forbidden' });
    expect(await storedConnection(owner.businessId)).toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('describes the Google connection routes', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const paths = document.paths as Record<string, Record<string, { tags?: string[]; responses?: object }>>;
    expect(paths['/api/Auth/google-login/ticket'].post.tags).toEqual(['Google']);
    expect(Object.keys(paths['/api/Auth/google-login/ticket'].post.responses!)).toEqual(
      expect.arrayContaining(['200', '401', '403']),
    );
    expect(paths['/api/Auth/google-login/start'].get).toBeDefined();
    expect(paths['/api/Auth/google-login/callback'].get).toBeDefined();
    expect(Object.keys(paths['/api/Platforms/connect'].post.responses!)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '502']),
    );
    expect(Object.keys(paths['/api/Platforms/google']).sort()).toEqual(['delete', 'get']);
    expect(paths['/api/UsernameAuth/google-callback'].post).toBeDefined();
  });
});
