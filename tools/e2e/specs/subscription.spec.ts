// The business's subscription (issue 12), in Chromium, in Arabic and English: a new sign-up (with the plan chosen on
// /pricing) is on a 14-day trial and sees the banner; it pays for its plan from /customer/subscription on the Moyasar
// stand-in's hosted page with a test card, comes back active, and its paid invoice downloads as a PDF.
import { expect, type Page, test } from '@playwright/test';
import type { Invoice, Language } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { invoiceQrFields } from '../support/invoice-qr';
import { API_URL, otpFromOutbox, signInThroughApi, uniqueEmail } from '../support/product';

test.describe.configure({ mode: 'serial' });
// Each journey connects Google and synchronises a location before paying: longer than the suite's minute.
test.setTimeout(240_000);

const PASSWORD = 'Strong-Passw0rd';
/** tools/start's set-up of a business through the real API (a path in a variable: a plain .mjs without types). */
const SEED_DEMO = '../../start/seed-demo.mjs';
const DAY_MS = 24 * 60 * 60 * 1000;

const TEXTS = {
  ar: {
    daysLeft: /بقي (١٣|١٤) يومًا على انتهاء تجربتك المجانية/,
    choosePlan: 'اختر باقة',
    heading: 'الاشتراك',
    choose: (plan: string) => `اختر هذه الباقة: ${plan} (شهري)`,
    paid: 'تم استلام دفعتك، شكرًا لك. تم تحديث اشتراكك.',
    active: 'نشط',
    invoices: 'الفواتير',
    paidInvoice: 'مدفوعة',
    download: /^تنزيل PDF للفاتورة .+$/,
  },
  en: {
    daysLeft: /1[34] days left in your free trial/,
    choosePlan: 'Choose a plan',
    heading: 'Subscription',
    choose: (plan: string) => `Choose this plan: ${plan} (Monthly)`,
    paid: 'Your payment was received, thank you. Your subscription is updated.',
    active: 'Active',
    invoices: 'Invoices',
    paidInvoice: 'Paid',
    download: /^Download PDF of invoice .+$/,
  },
} satisfies Record<Language, Record<string, unknown>>;

interface PublicPlan {
  id: string;
  name: string;
  price: number;
}

async function plansIn(language: Language): Promise<PublicPlan[]> {
  const response = await fetch(`${API_URL}/api/Plans?lang=${language}`);
  return ((await response.json()) as { model: PublicPlan[] }).model;
}

/** Signs a business up through the API with the plan chosen on the pricing page, confirms it and ends onboarding. */
async function newBusiness(planId: string) {
  const email = uniqueEmail('subscription');
  const form = new FormData();
  for (const [name, value] of Object.entries({
    email,
    Full_name: 'Noura Alqahtani',
    Business_name: 'Qahtani Bakery',
    Phone: '0551234567',
    Password: PASSWORD,
    ActivityType: 'restaurants',
    PlanId: planId,
  }))
    form.append(name, value);
  const registered = await fetch(`${API_URL}/api/UsernameAuth/RegisterCompany`, {
    method: 'POST',
    body: form,
  });
  if (!registered.ok) throw new Error(`registration failed: ${await registered.text()}`);
  const confirmed = await fetch(`${API_URL}/api/UsernameAuth/confirm-email-jwt`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, Otp: await otpFromOutbox(email) }),
  });
  if (!confirmed.ok) throw new Error(`confirmation failed: ${await confirmed.text()}`);
  // Onboarding as `npm start` sets its demo owner up (Google connected through the stand-in, one location
  // synchronised, the wizard finished): the wizard's own journey is the onboarding spec's.
  const { seedDemoOwner } = (await import(SEED_DEMO)) as {
    seedDemoOwner(apiUrl: string, overrides: object): Promise<unknown>;
  };
  await seedDemoOwner(API_URL, { email, password: PASSWORD, locationsToLink: 1 });
  return signInThroughApi(email, PASSWORD);
}

async function paidInvoiceOf(token: string) {
  const response = await fetch(`${API_URL}/api/subscriptions/invoices`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { items } = ((await response.json()) as { model: { items: Invoice[] } }).model;
  return items.find((invoice) => invoice.status === 'paid')!;
}

async function subscriptionOf(token: string) {
  const response = await fetch(`${API_URL}/api/subscriptions/Single`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { model: { planId: string; status: string; trialEndsAt: string } })
    .model;
}

/** The stand-in's hosted page: its labels are bilingual ("رقم البطاقة Card number"). */
async function payOnStandin(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: /Payment/ })).toBeVisible();
  await page.getByLabel(/Card holder name/).fill('Noura Alqahtani');
  await page.getByLabel(/Card number/).fill('4111111111111111');
  await page.getByLabel(/Expiry month/).fill('12');
  await page.getByLabel(/Expiry year/).fill('30');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /Pay/ }).click();
}

test('the pricing page carries the chosen plan to the sign-up form', async ({ page }) => {
  const [plan] = await plansIn('en');
  await openIn(page, 'en', '/pricing');
  await page.getByRole('link', { name: `Start free trial with the ${plan.name} plan` }).click();
  await expect(page).toHaveURL(new RegExp(`/signup\\?plan=${plan.id}$`));
});

for (const language of ['en', 'ar'] as const) {
  test(`a new sign-up trials its chosen plan, pays for it on the payment page and downloads the invoice (${language})`, async ({
    page,
  }) => {
    const text = TEXTS[language];
    const plans = await plansIn(language);
    // Not the default plan, so the trial is on the one chosen.
    const chosen =
      plans.find((plan) => plan.price > 0 && plans.indexOf(plan) === plans.length - 1) ?? plans[0];
    const owner = await newBusiness(chosen.id);
    const trial = await subscriptionOf(owner.token);
    expect(trial).toMatchObject({ planId: chosen.id, status: 'trial' });
    const trialLength = new Date(trial.trialEndsAt).getTime() - Date.now();
    expect(trialLength).toBeGreaterThan(13.9 * DAY_MS);
    expect(trialLength).toBeLessThanOrEqual(14 * DAY_MS);

    await openIn(page, language, '/');
    await storeSession(page, owner);
    await page.goto('/customer/overview');
    const banner = page.getByRole('status').filter({ hasText: text.daysLeft });
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: text.choosePlan }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();

    await page.getByRole('button', { name: text.choose(chosen.name) }).click();
    await expect(page).not.toHaveURL(/localhost:4200/);
    await payOnStandin(page);

    await expect(page).toHaveURL(/\/customer\/subscription$/);
    await expect(page.getByText(text.paid)).toBeVisible();
    const current = page.getByRole('region', {
      name: language === 'ar' ? 'باقتك الحالية' : 'Your current plan',
    });
    await expect(current.getByText(text.active, { exact: true })).toBeVisible();
    expect((await subscriptionOf(owner.token)).status).toBe('active');
    await expect(banner).toHaveCount(0);

    const row = page
      .getByRole('table', { name: text.invoices })
      .getByRole('row')
      .filter({ hasText: text.paidInvoice });
    await expect(row).toHaveCount(1);
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: text.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.pdf$/);
    const stream = await file.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Its ZATCA QR code holds the seller, the VAT number, the time it was paid, the total and the VAT.
    const invoice = await paidInvoiceOf(owner.token);
    const qr = await invoiceQrFields(pdf);
    expect(qr.sellerName).toBe('Sumaa');
    expect(qr.vatNumber).toMatch(/^\d{15}$/);
    expect(new Date(qr.timestamp).getTime()).toBe(Math.floor(Date.parse(invoice.paidAt!) / 1000) * 1000);
    expect(qr.totalWithVat).toBe(invoice.total.toFixed(2));
    expect(qr.vatAmount).toBe(invoice.vatAmount.toFixed(2));
  });
}
