// The login's enrolment step: a right password that answers "two-factor sign-in is required of you" leads
// straight into turning it on (the key and its QR, the app's first code, the recovery codes to save) and then
// into the account, instead of a dead end showing the error's code.
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
import { screen, waitFor, within } from '@testing-library/react';
import { publicSiteArea } from '../../../testing/publicSiteArea';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  resetAuthStore();
});

const TOKEN = 'signed.enrolment.value';
const MESSAGES = {
  en: 'Two-factor sign-in is required for your account. Turn it on to continue signing in.',
  ar: 'التحقق بخطوتين مطلوب لحسابك. فعّله لمتابعة تسجيل الدخول.',
};
const enrolmentRequired = (language: 'ar' | 'en') => () =>
  envelope(
    {
      success: false,
      message: MESSAGES[language],
      errors: { code: ['twoFactorEnrolmentRequired'] },
      model: { twoFactorEnrolmentRequired: true, enrolmentToken: TOKEN, expiresIn: 600 },
    },
    403,
  );
const SETUP = {
  otpauthUri: 'otpauth://totp/Sumaa:owner%40example.com?secret=JBSWY3DPEHPK3PXP&issuer=Sumaa',
  qrDataUrl: 'data:image/png;base64,iVBORw0KGgo=',
  secret: 'JBSWY3DPEHPK3PXP',
  issuer: 'Sumaa',
  accountName: 'owner@example.com',
};
const CODES = Array.from({ length: 10 }, (_, index) => `abcde-${23450 + index}`);

async function passwordStep(language: 'ar' | 'en') {
  const view = await renderArea(publicSiteArea, '/login', { language });
  const en = language === 'en';
  await view.user.type(
    await screen.findByRole('textbox', { name: en ? 'Email' : 'البريد الإلكتروني' }),
    'owner@example.com',
  );
  await view.user.type(fieldByLabel(en ? 'Password' : 'كلمة المرور'), 'secret-pass');
  await view.user.click(screen.getByRole('button', { name: en ? 'Sign in' : 'دخول' }));
  return view;
}

describe('the enrolment a sign-in demands', () => {
  it('shows the key and its QR, turns two-factor on with the first code, shows the recovery codes, then signs in', async () => {
    const api = fakeApi({
      [`POST ${AUTH_PATHS.signIn}`]: enrolmentRequired('en'),
      [`POST ${twoFactorEndpoints.enrolmentSetup.path}`]: () => ok(SETUP),
      [`POST ${twoFactorEndpoints.enrolmentConfirm.path}`]: () =>
        ok({ recoveryCodes: CODES, session: createAuthSession({ role: 'admin' }) }),
    });
    const view = await passwordStep('en');

    expect(
      await screen.findByRole('img', { name: 'QR code to add Sumaa to your authenticator app' }),
    ).toHaveAttribute('src', SETUP.qrDataUrl);
    expect(screen.getByText(SETUP.secret)).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByText('twoFactorEnrolmentRequired')).not.toBeInTheDocument();
    expect(await api.requestsTo(twoFactorEndpoints.enrolmentSetup.path)[0].json()).toEqual({
      enrolmentToken: TOKEN,
    });

    await view.user.type(screen.getByRole('textbox', { name: 'Code from the app' }), '123 456');
    await view.user.click(screen.getByRole('button', { name: 'Confirm and continue' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(await api.requestsTo(twoFactorEndpoints.enrolmentConfirm.path)[0].json()).toEqual({
      enrolmentToken: TOKEN,
      code: '123456',
    });
    // Not in until the codes are acknowledged: leaving this screen loses them.
    expect(currentLocation()).toBe('/login');

    await view.user.click(screen.getByRole('button', { name: 'I have saved them, continue' }));
    await waitFor(() => expect(currentLocation()).toBe('/customer'));
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });

  it('shows a wrong first code under the field, in Arabic', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.signIn}`]: enrolmentRequired('ar'),
      [`POST ${twoFactorEndpoints.enrolmentSetup.path}`]: () => ok(SETUP),
      [`POST ${twoFactorEndpoints.enrolmentConfirm.path}`]: () =>
        refused(400, 'هذا الرمز غير صحيح أو سبق استخدامه.', {
          code: ['هذا الرمز غير صحيح أو سبق استخدامه.'],
        }),
    });
    const view = await passwordStep('ar');
    const field = await screen.findByRole('textbox', { name: 'الرمز من التطبيق' });
    await view.user.type(field, '12');
    await view.user.click(screen.getByRole('button', { name: 'تأكيد والمتابعة' }));
    expect(errorOf(field)).toBe('يجب أن يتكون الرمز من 6 أرقام');

    await view.user.type(field, '3456');
    await view.user.click(screen.getByRole('button', { name: 'تأكيد والمتابعة' }));
    await waitFor(() => expect(errorOf(field)).toMatch(/غير صحيح/));
    expect(useAuthStore.getState().isAuthenticated).toBe(false);
  });

  it('sends an expired enrolment back to the password with the server’s message', async () => {
    fakeApi({
      [`POST ${AUTH_PATHS.signIn}`]: enrolmentRequired('en'),
      [`POST ${twoFactorEndpoints.enrolmentSetup.path}`]: () =>
        refused(400, 'This setup link has expired. Please sign in again.', {
          enrolmentToken: ['This setup link has expired. Please sign in again.'],
        }),
    });
    const view = await passwordStep('en');
    expect(await screen.findByText('This setup link has expired. Please sign in again.')).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
