import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  VALID_PASSWORD,
  bearer,
  outboxFor,
  registerAccount,
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

const NEW_PASSWORD = 'A-brand-new-passphrase';

function forgotPassword(email: string, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/forgot-password',
    payload: { email },
    headers,
  });
}

function resetPassword(payload: Record<string, unknown>, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({ method: 'POST', url: '/api/UsernameAuth/reset-password', payload, headers });
}

/** Follows the link of the newest reset mail, as the reset-password page does. */
async function tokenFromResetMail(email: string): Promise<string> {
  const [mail] = await outboxFor(t.app, email);
  const link = /http:\/\/app\.sumaa\.test\/reset-password\?token=[^\s"<]+/.exec(mail.text)![0];
  return new URL(link).searchParams.get('token')!;
}

describe('forgot-password', () => {
  it('gives the same answer for an unknown e-mail and mails nobody', async () => {
    const account = await registerAccount(t.app);
    const known = await forgotPassword(account.email);
    const stranger = uniqueEmail('stranger');
    const unknown = await forgotPassword(stranger);

    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(
      'If an account exists for this email, we have sent a link to reset the password.',
    );
    expect(await outboxFor(t.app, stranger)).toEqual([]);
  });

  it('mails a reset link in Arabic, right to left, for an Arabic request', async () => {
    const account = await registerAccount(t.app);
    await forgotPassword(account.email, ARABIC);
    const [mail] = await outboxFor(t.app, account.email);
    expect(mail.subject).toBe('إعادة تعيين كلمة المرور في سمعة');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('http://app.sumaa.test/reset-password?token=');
  });

  it('stores only a hash of the reset token', async () => {
    const account = await registerAccount(t.app);
    await forgotPassword(account.email);
    const token = await tokenFromResetMail(account.email);
    const rows = await t.app.db.query<{ token_hash: string }>(
      'SELECT token_hash FROM password_reset_tokens WHERE user_id = $1',
      [account.userId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0].token_hash).toMatch(/^[a-f0-9]{64}$/);
  });
});

describe('reset-password', () => {
  it('resets the password end to end from the mailed link and signs out every session', async () => {
    const account = await registerAccount(t.app);
    await forgotPassword(account.email);
    const token = await tokenFromResetMail(account.email);

    const response = await resetPassword({ code: token, newPassword: NEW_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Your password has been changed. You can sign in now.',
      errors: null,
      model: null,
    });

    expect((await signIn(t.app, account.email, VALID_PASSWORD)).statusCode).toBe(401);
    const signedIn = await signIn(t.app, account.email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    // The link proved the mailbox, so the address counts as confirmed.
    expect(signedIn.json().model.user.emailConfirmed).toBe(true);

    const oldSession = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(account.token),
    });
    expect(oldSession.statusCode).toBe(401);
    const oldRefresh = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/refresh',
      payload: { refresh_token: account.refreshToken },
    });
    expect(oldRefresh.statusCode).toBe(401);
  });

  it('accepts a reset link only once', async () => {
    const account = await registerAccount(t.app);
    await forgotPassword(account.email);
    const token = await tokenFromResetMail(account.email);
    expect((await resetPassword({ code: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await resetPassword({ code: token, newPassword: 'Yet-another-passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      success: false,
      message: 'This reset link is invalid or has expired.',
      errors: { code: ['This reset link is invalid or has expired.'] },
      model: null,
    });
  });

  it('cancels the other links still in the mailbox once one is used', async () => {
    const account = await registerAccount(t.app);
    await forgotPassword(account.email);
    const older = await tokenFromResetMail(account.email);
    await forgotPassword(account.email);
    const newer = await tokenFromResetMail(account.email);
    expect((await resetPassword({ code: newer, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await resetPassword({ code: older, newPassword: 'Yet-another-passphrase' })).statusCode).toBe(
      400,
    );
  });

  it('refuses a link older than one hour', async () => {
    const account = await registerAccount(t.app);
    await forgotPassword(account.email);
    const token = await tokenFromResetMail(account.email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    const response = await resetPassword({ code: token, newPassword: NEW_PASSWORD }, ARABIC);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('رابط إعادة التعيين غير صالح أو منتهي الصلاحية.');
  });

  it('refuses a made-up token', async () => {
    expect((await resetPassword({ code: 'made-up', newPassword: NEW_PASSWORD })).statusCode).toBe(400);
  });

  it('applies the platform password minimum to the new password', async () => {
    const account = await registerAccount(t.app);
    await forgotPassword(account.email);
    const token = await tokenFromResetMail(account.email);
    const response = await resetPassword({ code: token, newPassword: 'short-' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ newPassword: ['Password must be at least 8 characters'] });
    // The failed attempt did not use the link up.
    expect((await resetPassword({ code: token, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('names the missing fields', async () => {
    const response = await resetPassword({}, ARABIC);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      code: ['رمز إعادة التعيين مطلوب'],
      newPassword: ['كلمة المرور مطلوبة'],
    });
  });
});
