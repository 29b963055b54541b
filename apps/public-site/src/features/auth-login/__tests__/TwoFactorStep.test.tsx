// The login's code step (issue 13): a right password that answers a two-factor challenge asks for the
// authenticator's code (or a recovery code), signs in with it, shows a wrong code under the field, and sends
// an expired challenge back to the password.
import { AUTH_PATHS, useAuthStore } from '@sumaa/api-client';
import { createAuthSession, envelope, resetAuthStore } from '@sumaa/api-client/testing';
import {
  currentLocation,
  errorOf,
  fakeApi,
  fieldByLabel,
  ok,
  refused,
  renderArea,
} from '@sumaa/app-kit/testing';
import { twoFactorEndpoints } from '@sumaa/contracts';
import { screen, waitFor } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
});

const CHALLENGE = 'signed.challenge.value';
const challenged = () =>
  envelope(
    {
      success: false,
      message: 'Enter the 6-digit code from your authenticator app to finish signing in',
      errors: { code: ['twoFactorRequired'] },
      model: { twoFactorRequired: true, challenge: CHALLENGE, expiresIn: 300 },
    },
    401,
  );

async function passwordStep(language: 'ar' | 'en' = 'en') {
  const view = await renderArea(publicSiteArea, '/login', { language });
  await view.user.type(
    await screen.findByRole('textbox', { name: language === 'en' ? 'Email' : 'البريد الإلكتروني' }),
    'admin@sumaa.sa',
  );
  await view.user.type(fieldByLabel(language === 'en' ? 'Password' : 'كلمة المرور'), 'secret-pass');
  await view.user.click(screen.getByRole('button', { name: language === 'en' ? 'Sign in' : 'دخول' }));
  return view;
}

describe('the two-factor code step', () => {
  it.each([
    ['ticked: the session survives the browser', true, localStorage, sessionStorage],
    ['unticked: the session is kept for this tab only', false, sessionStorage, localStorage],
  ])('respects “remember me” %s', async (_what, remember, kept, empty) => {
    fakeApi({
      [`POST ${AUTH_PATHS.signIn}`]: challenged,
      [`POST ${twoFactorEndpoints.verify.path}`]: () => ok(createAuthSession({ role: 'super_admin' })),
    });
    const view = await renderArea(publicSiteArea, '/login');
    await view.user.type(await screen.findByRole('textbox', { name: 'Email' }), 'admin@sumaa.sa');
    await view.user.type(fieldByLabel('Password'), 'secret-pass');
    if (!remember) {
      await view.user.click(screen.getByRole('checkbox', { name: 'Remember me on this device' }));
    }
    await view.user.click(screen.getByRole('button', { name: 'Sign in' }));
    await view.user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(currentLocation()).toBe('/admin'));
    expect(kept.getItem('jwt_token')).not.toBeNull();
    expect(empty.getItem('jwt_token')).toBeNull();
  });

  it('asks for the code after the password, and signs in with it (spaces and Arabic digits accepted)', async () => {
    const api = fakeApi({
      [`POST ${AUTH_PATHS.signIn}`]: challenged,
      [`POST ${twoFactorEndpoints.verify.path}`]: () => ok(createAuthSession({ role: 'super_admin' })),
    });
    const view = await passwordStep();
    const field = await screen.findByRole('textbox', { name: 'Verification code' });
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('dir', 'ltr');

    await view.user.type(field, '١٢٣ 456');
    await view.user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await waitFor(() => expect(currentLocation()).toBe('/admin'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
    expect(await api.requestsTo(twoFactorEndpoints.verify.path)[0].json()).toEqual({
      challenge: CHALLENGE,
      code: '123456',
    });
  });

  it('checks the code before sending and shows a wrong one under the field', async () => {
    const api = fakeApi({
      [`POST ${AUTH_PATHS.signIn}`]: challenged,
      [`POST ${twoFactorEndpoints.verify.path}`]: () =>
        refused(
          400,
          'This code is not right, or it was already used. Wait for the next code and try again.',
          {
            code: ['This code is not right, or it was already used. Wait for the next code and try again.'],
          },
        ),
    });
    const view = await passwordStep();
    const field = await screen.findByRole('textbox', { name: 'Verification code' });
    await view.user.type(field, '12');
    await view.user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(errorOf(field)).toBe('The code must be 6 digits');
    expect(api.requestsTo(twoFactorEndpoints.verify.path)).toHaveLength(0);

    await view.user.type(field, '3456');
    await view.user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(errorOf(field)).toMatch(/not right/));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('takes a recovery code instead, in Arabic', async () => {
    const api = fakeApi({
      [`POST ${AUTH_PATHS.signIn}`]: challenged,
      [`POST ${twoFactorEndpoints.verify.path}`]: () => ok(createAuthSession({ role: 'super_admin' })),
    });
    const view = await passwordStep('ar');
    await screen.findByRole('textbox', { name: 'رمز التحقق' });
    await view.user.click(screen.getByRole('button', { name: 'استخدم رمز استرداد' }));
    await view.user.type(screen.getByRole('textbox', { name: 'رمز الاسترداد' }), 'ABCDE-23456');
    await view.user.click(screen.getByRole('button', { name: 'تحقق وسجّل الدخول' }));
    await waitFor(() => expect(currentLocation()).toBe('/admin'));
    expect(await api.requestsTo(twoFactorEndpoints.verify.path)[0].json()).toEqual({
      challenge: CHALLENGE,
      recoveryCode: 'abcde23456',
    });
  });

  it('sends an expired or locked challenge back to the password', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.signIn}`]: challenged,
      [`POST ${twoFactorEndpoints.verify.path}`]: () =>
        refused(429, 'Too many wrong codes. Please sign in again.'),
    });
    const view = await passwordStep();
    await view.user.type(await screen.findByRole('textbox', { name: 'Verification code' }), '123456');
    await view.user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(await screen.findByText('Too many wrong codes. Please sign in again.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
