import { authSessionSchema } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  VALID_PASSWORD,
  registerAccount,
  registerUnconfirmedAccount,
  registerConfirmedAccount,
  signIn,
  uniqueEmail,
} from '../../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('AdminSignIn', () => {
  it('signs a business owner in with their e-mail and password', async () => {
    const account = await registerConfirmedAccount(t.app);
    const response = await signIn(t.app, account.email, VALID_PASSWORD);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Signed in successfully');
    const model = authSessionSchema.parse(body.model);
    expect(model).toMatchObject({ role: 'admin', expiresIn: 900 });
    expect(model.refresh_token).toEqual(expect.any(String));
    expect(model.permissions).toEqual(expect.arrayContaining(['ViewReviews', 'ManageTeam', 'Settings']));
    expect(model.user).toMatchObject({
      id: account.userId,
      businessId: account.businessId,
      emailConfirmed: true,
      currentStep: 0,
    });
  });

  it('records the time of the sign-in', async () => {
    const account = await registerAccount(t.app);
    const { model } = (await signIn(t.app, account.email, VALID_PASSWORD)).json();
    expect(model.user.lastLoginAt).toBe(t.clock.now().toISOString());
  });

  it('accepts the e-mail in any letter case', async () => {
    const account = await registerAccount(t.app);
    expect((await signIn(t.app, account.email.toUpperCase(), VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('lets a user with an unconfirmed e-mail sign in, telling the client so', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const response = await signIn(t.app, account.email, VALID_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().model.user.emailConfirmed).toBe(false);
  });

  it('refuses a wrong password with 401 in the request language', async () => {
    const account = await registerAccount(t.app);
    const english = await signIn(t.app, account.email, 'Wrong-password-1', ENGLISH);
    expect(english.statusCode).toBe(401);
    expect(english.json()).toEqual({
      success: false,
      message: 'The email or password is incorrect',
      errors: null,
      model: null,
    });
    const arabic = await signIn(t.app, account.email, 'Wrong-password-1', ARABIC);
    expect(arabic.json().message).toBe('البريد الإلكتروني أو كلمة المرور غير صحيحة');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const account = await registerAccount(t.app);
    const wrongPassword = await signIn(t.app, account.email, 'Wrong-password-1');
    const unknownUser = await signIn(t.app, uniqueEmail('ghost'), 'Wrong-password-1');
    expect(unknownUser.statusCode).toBe(401);
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('refuses a deactivated account with 403 even with the right password', async () => {
    const account = await registerAccount(t.app);
    await t.app.db.ownerTransaction((tx) =>
      tx.query('UPDATE users SET is_active = false WHERE id = $1', [account.userId]),
    );
    const response = await signIn(t.app, account.email, VALID_PASSWORD);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('This account has been disabled');
  });

  it('requires both fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/AdminSignIn',
      headers: ENGLISH,
      payload: { username: '', password: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: ['Email is required', 'Email is invalid'],
      password: ['Password is required'],
    });
  });

  it('stores passwords as argon2id hashes only', async () => {
    const account = await registerAccount(t.app);
    const [row] = await t.app.db.query<{ password_hash: string }>(
      'SELECT password_hash FROM users WHERE id = $1',
      [account.userId],
    );
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(VALID_PASSWORD);
  });
});
