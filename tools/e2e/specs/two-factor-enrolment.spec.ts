// "Require two-factor sign-in for admins" must not lock anyone out (issue 21): with it on, a business owner
// without two-factor signs in at /login and is led straight into enrolment — the key and its QR, a first code
// (made here from the key shown, as an authenticator app would), the recovery codes to save — and then into the
// account; afterwards the password alone asks for a code. Arabic and English, 375 and 1280 px. The setting is
// platform-wide (this spec runs in the `platform` project) and is turned off again afterwards.
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { openIn } from '../support/browser';
import { changePlatformSettings } from '../support/platform-settings';
import { API_URL, confirmedOwnerThroughApi, uniqueEmail } from '../support/product';
import { AuthenticatorApp } from '../support/totp';

test.describe.configure({ mode: 'serial' });

const SHOTS = '/tmp/shots';
const PASSWORD = 'Owner-e2e-Passw0rd';

const LABELS = {
  en: {
    email: 'Email',
    password: 'Password',
    submit: 'Sign in',
    title: 'Turn on two-factor sign-in to finish signing in',
    qr: 'QR code to add Sumaa to your authenticator app',
    code: 'Code from the app',
    confirm: 'Confirm and continue',
    codes: 'Recovery codes',
    saved: 'I have saved them, continue',
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    submit: 'دخول',
    title: 'فعّل التحقق بخطوتين لإكمال الدخول',
    qr: 'رمز QR لإضافة سمعة إلى تطبيق المصادقة',
    code: 'الرمز من التطبيق',
    confirm: 'تأكيد والمتابعة',
    codes: 'رموز الاسترداد',
    saved: 'حفظتُ الرموز، تابع',
  },
} as const;

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

const setRequirement = (on: boolean) =>
  changePlatformSettings((settings) => {
    settings.security.twoFactorAuth = on;
  });

const owners: Partial<Record<Language, string>> = {};

// The owners sign up (and are signed in once, by the helper) before the requirement is on.
test.beforeAll(async () => {
  for (const language of ['ar', 'en'] as const) {
    owners[language] = uniqueEmail(`enrol-${language}`);
    await confirmedOwnerThroughApi(owners[language]!, PASSWORD);
  }
  await setRequirement(true);
});

test.afterAll(async () => {
  await setRequirement(false);
});

for (const language of ['ar', 'en'] as const satisfies readonly Language[]) {
  test(`an owner without two-factor enrols from the login page and gets in (${language})`, async ({
    page,
  }) => {
    const l = LABELS[language];
    const email = owners[language]!;

    await openIn(page, language, '/login');
    await page.getByRole('textbox', { name: l.email }).fill(email);
    await page.getByLabel(l.password, { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: l.submit, exact: true }).click();

    await expect(page.getByRole('heading', { name: l.title })).toBeVisible();
    await expect(page.getByRole('img', { name: l.qr })).toBeVisible();
    await expect(page.getByText('twoFactorEnrolmentRequired')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/);
    await shots(page, `2fa-enrolment-key-${language}`);

    const key = (await page.locator('code').first().textContent())?.trim() ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    const app = new AuthenticatorApp(key);
    await page.getByRole('textbox', { name: l.code }).fill((await app.freshCode()).code);
    await page.getByRole('button', { name: l.confirm }).click();

    const codes = page.getByRole('list', { name: l.codes }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await shots(page, `2fa-enrolment-codes-${language}`);
    await page.getByRole('button', { name: l.saved }).click();
    // A new owner has not been through the onboarding yet.
    await page.waitForURL(/\/(welcome|customer)/);

    // Two-factor is on for good: the password alone now answers a challenge and no tokens.
    const again = await fetch(`${API_URL}/api/UsernameAuth/AdminSignIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: PASSWORD }),
    });
    expect(again.status).toBe(401);
    const body = (await again.json()) as { model: { twoFactorRequired?: boolean; token?: string } };
    expect(body.model.twoFactorRequired).toBe(true);
    expect(body.model.token).toBeUndefined();
  });
}
