import { expect, test } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { expectDirection, openIn } from '../support/browser';
import { latestMailTo, otpFromOutbox, SUPER_ADMIN, uniqueEmail } from '../support/product';
import { answerSuperAdminCodeStep } from '../support/super-admin';
import { submitSignupForm } from '../support/signup';

const TEXT = {
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    code: 'رمز التحقق',
    confirm: 'تأكيد البريد الإلكتروني',
    logout: /^تسجيل الخروج$/,
    signIn: /^دخول$/,
    platformAdmin: 'مدير المنصة',
    owner: 'نورة القحطاني',
  },
  en: {
    email: 'Email',
    password: 'Password',
    code: 'Verification code',
    confirm: 'Confirm email',
    logout: /^(Log out|Sign out)$/,
    signIn: /^Sign in$/,
    platformAdmin: 'Platform admin',
    owner: 'Noura Alqahtani',
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

for (const language of ['ar', 'en'] as const) {
  const text = TEXT[language];

  test.describe(`in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    test('a visitor signs up, confirms the e-mail with the code from the outbox, lands on /welcome, logs out and in again', async ({
      page,
    }) => {
      const email = uniqueEmail(`owner-${language}`);
      const password = 'Strong-Passw0rd';
      await openIn(page, language, '/signup');
      await expectDirection(page, language);

      await submitSignupForm(page, language, {
        fullName: text.owner,
        businessName: language === 'ar' ? 'مقهى الندى' : 'Nada Cafe',
        email,
        password,
        activity: 'cafes',
        phone: '0551234567',
      });

      await expect(page).toHaveURL(/\/check-email\?email=/);
      const mail = await latestMailTo(email);
      expect(mail.html).toContain(language === 'ar' ? 'dir="rtl"' : 'Sumaa');
      const code = await otpFromOutbox(email);

      await page.getByLabel(text.code).fill(code);
      await page.getByRole('button', { name: text.confirm }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expectDirection(page, language);

      await page.getByRole('button', { name: text.logout }).first().click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await page.evaluate(() => window.localStorage.getItem('jwt_token'))).toBeNull();

      await page.getByRole('textbox', { name: text.email }).fill(email);
      await page.getByRole('textbox', { name: text.password, exact: true }).fill(password);
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page).toHaveURL(/\/welcome$/);
    });

    test('the verification link from the e-mail confirms the address too', async ({ page }) => {
      const email = uniqueEmail(`link-${language}`);
      await openIn(page, language, '/signup');
      await submitSignupForm(page, language, {
        fullName: text.owner,
        businessName: 'Link Test Store',
        email,
        password: 'Strong-Passw0rd',
        activity: 'retail',
        phone: '0561234567',
      });
      await expect(page).toHaveURL(/\/check-email/);

      const mail = await latestMailTo(email);
      const link = mail.text.match(/https?:\/\/\S+\/verify-email\?\S+/)?.[0] ?? '';
      const url = new URL(link);
      expect(url.searchParams.get('email')).toBe(email);
      expect(url.searchParams.get('otp')).toMatch(/^\d{6}$/);
      await page.goto(url.pathname + url.search);
      await expect(page).toHaveURL(/\/welcome$/);
    });

    test('the super admin logs in and lands on /admin with their name in the header', async ({ page }) => {
      await openIn(page, language, '/login');
      await page.getByRole('textbox', { name: text.email }).fill(SUPER_ADMIN.email);
      await page.getByRole('textbox', { name: text.password, exact: true }).fill(SUPER_ADMIN.password);
      await page.getByRole('button', { name: text.signIn }).click();
      // Two-factor is required of the super admin (issue 21).
      await answerSuperAdminCodeStep(page, language);
      await expect(page).toHaveURL(/\/admin/);
      const header = page.getByRole('banner');
      await expect(header.getByText(text.platformAdmin)).toBeVisible();
      await expect(header.getByText('Sumaa Admin')).toBeVisible();
    });

    test('a wrong password shows the server message in the chosen language', async ({ page }) => {
      await openIn(page, language, '/login');
      await page.getByRole('textbox', { name: text.email }).fill(SUPER_ADMIN.email);
      await page.getByRole('textbox', { name: text.password, exact: true }).fill('not-the-password');
      await page.getByRole('button', { name: text.signIn }).click();
      await expect(page.getByRole('alert')).toContainText(
        language === 'ar'
          ? 'البريد الإلكتروني أو كلمة المرور غير صحيحة'
          : 'The email or password is incorrect',
      );
      await expect(page).toHaveURL(/\/login$/);
    });
  });
}
