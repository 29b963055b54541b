// POST /api/UsernameAuth/google-callback: sign in with a Google ID token.
import { authSessionSchema } from '@sumaa/contracts';
import { FAKE_CLIENT_ID, fakeGoogleEnvironment } from '../../google/__tests__/support/fake-google';
import {
  ARABIC,
  VALID_PASSWORD,
  bearer,
  registerAccount,
  registerUnconfirmedAccount,
  registerConfirmedAccount,
  signIn,
  uniqueEmail,
} from '../../../testing/factories';
import { createTestApp } from '../../../testing/test-app';
import { newGoogleSubject, googleSignInBench } from './support/google-sign-in-bench';

const bench = googleSignInBench();
const newSubject = newGoogleSubject;
const googleSignIn = bench.signIn;
const tokenFor = bench.idToken;

describe('signing in with Google', () => {
  it('signs an existing user in, as AdminSignIn would', async () => {
    const account = await registerConfirmedAccount(bench.t.app);
    // A Workspace account of the address's own domain: Google is authoritative for it (see the linking tests).
    const response = await googleSignIn(await tokenFor({ email: account.email, hd: 'example.test' }));

    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Signed in successfully');
    const model = authSessionSchema.parse(response.json().model);
    expect(model).toMatchObject({ role: 'admin', expiresIn: 900 });
    expect(model.refresh_token).toEqual(expect.any(String));
    expect(model.user).toMatchObject({
      id: account.userId,
      businessId: account.businessId,
      emailConfirmed: true,
    });
    // The session works like any other.
    const me = await bench.t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(model.token),
    });
    expect(me.json().model.user.id).toBe(account.userId);
    // And the password still signs in too.
    expect((await signIn(bench.t.app, account.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('creates a new owner with a business of their own for an unknown e-mail', async () => {
    const email = uniqueEmail('google');
    const response = await googleSignIn(
      await tokenFor({ email: email.toUpperCase(), name: 'Layla Al-Otaibi' }),
      ARABIC,
    );

    expect(response.statusCode).toBe(200);
    const model = authSessionSchema.parse(response.json().model);
    expect(model.role).toBe('admin');
    expect(model.permissions).toEqual(expect.arrayContaining(['ManageTeam', 'Settings']));
    expect(model.user).toMatchObject({
      email,
      name: 'Layla Al-Otaibi',
      emailConfirmed: true,
      currentStep: 0,
      phone: null,
    });
    expect(model.user.businessId).toEqual(expect.any(String));
    expect(model.user.trialEndsAt).toEqual(expect.any(String));

    const profile = await bench.t.app.inject({
      method: 'GET',
      url: '/api/Businesses',
      headers: { ...bearer(model.token), 'x-business-id': model.user.businessId! },
    });
    expect(profile.json().model).toMatchObject({
      name: 'نشاط Layla Al-Otaibi التجاري',
      email,
      ownerName: 'Layla Al-Otaibi',
    });
    // No verification code is sent: Google verified the address.
    await bench.t.app.mailer.idle();
    const outbox = await bench.t.app.inject({
      method: 'GET',
      url: `/dev/outbox?to=${encodeURIComponent(email)}`,
    });
    expect(outbox.json()).toEqual([]);
  });

  it('names the new business in English for an English request', async () => {
    const response = await googleSignIn(await tokenFor({ email: uniqueEmail('english'), name: 'Omar' }));
    const model = response.json().model;
    const profile = await bench.t.app.inject({
      method: 'GET',
      url: '/api/Businesses',
      headers: { ...bearer(model.token), 'x-business-id': model.user.businessId },
    });
    expect(profile.json().model.name).toBe("Omar's business");
  });

  it('finds the same user by their Google account after their Google e-mail changed', async () => {
    const sub = newSubject();
    const first = await googleSignIn(await tokenFor({ sub, email: uniqueEmail('before') }));
    const again = await googleSignIn(await tokenFor({ sub, email: uniqueEmail('after') }));
    expect(again.statusCode).toBe(200);
    expect(again.json().model.user.id).toBe(first.json().model.user.id);
  });

  it('signs in the same user twice with the same token subject without creating a second account', async () => {
    const sub = newSubject();
    const email = uniqueEmail('twice');
    const first = await googleSignIn(await tokenFor({ sub, email }));
    const second = await googleSignIn(await tokenFor({ sub, email }));
    expect(second.json().model.user.id).toBe(first.json().model.user.id);
    const [count] = await bench.t.app.db.ownerTransaction((tx) =>
      tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE email = $1', [email]),
    );
    expect(count.n).toBe(1);
  });

  it('confirms the e-mail of an existing unconfirmed account, since Google verified it', async () => {
    const account = await registerUnconfirmedAccount(bench.t.app);
    const response = await googleSignIn(await tokenFor({ email: account.email, hd: 'example.test' }));
    expect(response.json().model.user.emailConfirmed).toBe(true);
  });

  it('ends the password and sessions of an unconfirmed account whose address Google proves is someone else’s', async () => {
    // Whoever registered the address never proved it is theirs; Google just proved it is the signer's.
    const squatter = await registerUnconfirmedAccount(bench.t.app);
    const response = await googleSignIn(await tokenFor({ email: squatter.email, hd: 'example.test' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().model.user.id).toBe(squatter.userId);

    expect((await signIn(bench.t.app, squatter.email, squatter.password)).statusCode).toBe(401);
    const refreshed = await bench.t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(squatter.token),
    });
    expect(refreshed.statusCode).toBe(401);
  });

  it('refuses a disabled account with 403', async () => {
    const account = await registerAccount(bench.t.app);
    await bench.t.app.db.ownerTransaction((tx) =>
      tx.query('UPDATE users SET is_active = false WHERE id = $1', [account.userId]),
    );
    const response = await googleSignIn(await tokenFor({ email: account.email }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account has been disabled');
  });
});

describe('the super admin', () => {
  it('cannot sign in with Google, only with the password', async () => {
    const account = await registerConfirmedAccount(bench.t.app);
    await bench.t.app.db.ownerTransaction((tx) =>
      tx.query('UPDATE users SET is_super_admin = true WHERE id = $1', [account.userId]),
    );
    const response = await googleSignIn(await tokenFor({ email: account.email }), ARABIC);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, model: null });
    expect(response.json().message).toMatch(/[\u0600-\u06ff]/);
  });
});

describe('what google-callback refuses', () => {
  const invalid = {
    success: false,
    message: 'Google sign-in could not be verified. Please try again.',
    errors: null,
    model: null,
  };

  it('a token for another application (audience)', async () => {
    const response = await googleSignIn(
      await tokenFor({ email: uniqueEmail(), aud: 'someone-else.apps.googleusercontent.com' }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(invalid);
  });

  it('a token from another issuer', async () => {
    const response = await googleSignIn(
      await tokenFor({ email: uniqueEmail(), iss: 'https://evil.example' }),
    );
    expect(response.statusCode).toBe(401);
  });

  it('an expired token', async () => {
    const issuedAt = new Date(bench.t.clock.now().getTime() - 2 * 3600_000);
    const response = await googleSignIn(
      await tokenFor({ email: uniqueEmail() }, { issuedAt, expiresInSeconds: 3600 }),
    );
    expect(response.statusCode).toBe(401);
  });

  it('a token signed with a key that is not Google’s', async () => {
    const response = await googleSignIn(await tokenFor({ email: uniqueEmail() }, { foreignKey: true }));
    expect(response.statusCode).toBe(401);
  });

  it('a token whose payload was altered', async () => {
    const token = await tokenFor({ email: uniqueEmail() });
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const altered = Buffer.from(JSON.stringify({ ...claims, email: 'admin@sumaa.local' })).toString(
      'base64url',
    );
    const response = await googleSignIn(`${header}.${altered}.${signature}`);
    expect(response.statusCode).toBe(401);
  });

  it('garbage, in the request language', async () => {
    const response = await googleSignIn('not-a-jwt', ARABIC);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('تعذر التحقق من تسجيل الدخول عبر Google. يرجى المحاولة مرة أخرى.');
  });

  it('an e-mail Google has not verified', async () => {
    const response = await googleSignIn(await tokenFor({ email: uniqueEmail(), email_verified: false }));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(
      'Your Google account e-mail is not verified. Verify it with Google, then try again.',
    );
  });

  it('a missing token, as a field error', async () => {
    const response = await googleSignIn(undefined);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ idToken: ['The Google ID token is required'] });
  });

  it('answers 503 when Google’s keys cannot be fetched', async () => {
    const offline = await createTestApp({
      ...fakeGoogleEnvironment(bench.google),
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/oauth2/v3/certs',
    });
    try {
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/google-callback',
        payload: { idToken: await tokenFor({ email: uniqueEmail(), aud: FAKE_CLIENT_ID }) },
      });
      expect(response.statusCode).toBe(503);
    } finally {
      await offline.close();
    }
  });
});

describe('google-callback rate limit', () => {
  it('limits sign-ins per client like AdminSignIn', async () => {
    const limited = await createTestApp({
      ...fakeGoogleEnvironment(bench.google),
      RATE_LIMIT_LOGIN_MAX: '2',
    });
    try {
      const statuses = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/UsernameAuth/google-callback',
          payload: { idToken: 'not-a-jwt' },
          // A client of its own: on PostgreSQL the limits count in the database every process (and every app of
          // this file) shares, and this file's other sign-ins came from the default address.
          remoteAddress: '203.0.113.51',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
