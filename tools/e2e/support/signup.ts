// Filling the sign-up form as a visitor does, in either language: the one place the specs name its fields.
import type { Page } from '@playwright/test';
import type { Language } from '@sumaa/contracts';

const LABELS = {
  ar: {
    fullName: 'الاسم الكامل',
    businessName: 'اسم النشاط التجاري',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    phone: 'رقم الجوال',
    activity: 'نوع النشاط',
    terms: /أوافق على/,
    createAccount: 'إنشاء الحساب',
  },
  en: {
    fullName: 'Full name',
    businessName: 'Business name',
    email: 'Email',
    password: 'Password',
    phone: 'Mobile number',
    activity: 'Business activity',
    terms: /I agree to/,
    createAccount: 'Create account',
  },
} satisfies Record<Language, Record<string, string | RegExp>>;

export interface SignupDetails {
  fullName: string;
  businessName: string;
  email: string;
  password: string;
  activity: string;
  phone: string;
}

/** Fills every field of /signup (already open), accepts the terms and presses "Create account". */
export async function submitSignupForm(
  page: Page,
  language: Language,
  details: SignupDetails,
): Promise<void> {
  const labels = LABELS[language];
  await page.getByLabel(labels.fullName).fill(details.fullName);
  await page.getByLabel(labels.businessName).fill(details.businessName);
  await page.getByRole('textbox', { name: labels.email }).fill(details.email);
  await page.getByRole('textbox', { name: labels.password, exact: true }).fill(details.password);
  await page.getByLabel(labels.activity).selectOption(details.activity);
  await page.getByLabel(labels.phone).fill(details.phone);
  await page.getByRole('checkbox', { name: labels.terms }).check();
  await page.getByRole('button', { name: labels.createAccount }).click();
}
