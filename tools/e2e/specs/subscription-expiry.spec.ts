// A trial that ends unpaid (issue 12, "Done when"), in Chromium, as the demo owner: with the API's clock moved past
// the trial's end (PUT /dev/clock) and the billing jobs run (POST /dev/jobs/billing), the business is expired and
// may not reply; its inbox's reply buttons are disabled and say why, and the read-only banner shows, in Arabic and
// English. Paying for its plan on the Moyasar stand-in's hosted page with a test card makes it active again and the
// reply buttons work. The clock is always put back, so the specs after this one run at the real time.
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { API_URL, demoOwnerSession, type ApiSession } from '../support/product';

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

/** Past the demo's 14-day trial, which started when the product did. */
const DAYS_AFTER_TRIAL = 15;

const TEXTS = {
  ar: {
    readOnly: 'انتهى اشتراكك، فتوقفت المزامنة والردود مؤقتاً. تقييماتك محفوظة؛ اختر باقة للمتابعة.',
    reply: 'رد',
    choosePlan: 'اختر باقة',
    heading: 'الاشتراك',
    ended: 'انتهى اشتراكك',
    choose: (plan: string) => `اختر هذه الباقة: ${plan} (شهري)`,
    paid: 'تم استلام دفعتك، شكرًا لك. تم تحديث اشتراكك.',
    current: 'باقتك الحالية',
    active: 'نشط',
  },
  en: {
    readOnly:
      'Your subscription has ended, so syncing and replying are paused. Your reviews are kept; choose a plan to continue.',
    reply: 'Reply',
    choosePlan: 'Choose a plan',
    heading: 'Subscription',
    ended: 'Your subscription has ended',
    choose: (plan: string) => `Choose this plan: ${plan} (Monthly)`,
    paid: 'Your payment was received, thank you. Your subscription is updated.',
    current: 'Your current plan',
    active: 'Active',
  },
} satisfies Record<Language, Record<string, unknown>>;

interface Subscription {
  planId: string;
  status: string;
  interval: string;
  canReply: boolean;
  canSync: boolean;
}

async function subscriptionOf(session: ApiSession): Promise<Subscription> {
  const response = await fetch(`${API_URL}/api/subscriptions/Single`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return ((await response.json()) as { model: Subscription }).model;
}

async function moveClock(offsetDays: number): Promise<void> {
  const response = await fetch(`${API_URL}/dev/clock`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ offsetDays }),
  });
  if (!response.ok) throw new Error(`the dev clock refused ${offsetDays} days: ${await response.text()}`);
}

async function runBillingJobs(): Promise<void> {
  const response = await fetch(`${API_URL}/dev/jobs/billing`, { method: 'POST' });
  if (!response.ok) throw new Error(`the billing jobs failed: ${await response.text()}`);
}

async function planOf(planId: string, language: Language): Promise<{ name: string; price: number }> {
  const response = await fetch(`${API_URL}/api/Plans?lang=${language}`);
  const plans = ((await response.json()) as { model: Array<{ id: string; name: string; price: number }> })
    .model;
  const plan = plans.find((candidate) => candidate.id === planId);
  if (!plan) throw new Error(`plan ${planId} is not on offer`);
  return plan;
}

/** The stand-in's hosted page: its labels are bilingual ("رقم البطاقة Card number"). */
async function payOnStandin(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: /Payment/ })).toBeVisible();
  await page.getByLabel(/Card holder name/).fill('Faisal Alharbi');
  await page.getByLabel(/Card number/).fill('4111111111111111');
  await page.getByLabel(/Expiry month/).fill('12');
  await page.getByLabel(/Expiry year/).fill('30');
  await page.getByLabel(/CVC/).fill('123');
  await page.getByRole('button', { name: /Pay/ }).click();
}

/** The inbox's first card with a reply button (an unreplied review). */
function firstReplyButton(page: Page, language: Language) {
  return page.getByRole('article').getByRole('button', { name: TEXTS[language].reply, exact: true }).first();
}

/** A page of its own browser context, in a language, signed in as the owner. */
async function pageIn(
  browser: Browser,
  language: Language,
  session: ApiSession,
  path: string,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await storeSession(page, session);
  await openIn(page, language, path);
  return page;
}

test.afterAll(async () => {
  await moveClock(0);
});

test('an unpaid trial past its end is expired and read-only; paying for its plan lets it reply again', async ({
  browser,
}) => {
  try {
    const before = await subscriptionOf(await demoOwnerSession());
    test.skip(
      before.status !== 'trial',
      `the demo business is not on trial (status ${before.status}): its expiry cannot be shown`,
    );

    await moveClock(DAYS_AFTER_TRIAL);
    await runBillingJobs();
    // Signed in at the moved clock: a token from before it would already have expired.
    const owner = await demoOwnerSession();
    const expired = await subscriptionOf(owner);
    let arabic: Page | undefined;
    expect(expired).toMatchObject({ status: 'expired', canReply: false, canSync: false });

    // The paused inbox in English (its own browser context), then in Arabic, where the owner goes on to pay.
    for (const language of ['en', 'ar'] as const) {
      const page = await pageIn(browser, language, owner, '/customer/reviews');
      const reply = firstReplyButton(page, language);
      await expect(reply).toBeDisabled();
      await expect(reply).toHaveAccessibleDescription(TEXTS[language].readOnly);
      await expect(page.getByRole('status').filter({ hasText: TEXTS[language].readOnly })).toBeVisible();
      if (language === 'en') await page.context().close();
      else arabic = page;
    }

    // From the read-only banner to the subscription page, and pay for the plan the trial was on.
    const text = TEXTS.ar;
    const page = arabic!;
    const banner = page.getByRole('status').filter({ hasText: text.readOnly });
    await banner.getByRole('link', { name: text.choosePlan }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.heading })).toBeVisible();
    await expect(page.getByText(text.ended, { exact: true })).toBeVisible();
    const plan = await planOf(expired.planId, 'ar');
    expect(plan.price).toBeGreaterThan(0);
    expect(expired.interval).toBe('monthly');
    await page.getByRole('button', { name: text.choose(plan.name) }).click();
    await expect(page).not.toHaveURL(/localhost:4200/);
    await payOnStandin(page);

    await expect(page).toHaveURL(/\/customer\/subscription$/);
    await expect(page.getByText(text.paid)).toBeVisible();
    const current = page.getByRole('region', { name: text.current });
    await expect(current.getByText(text.active, { exact: true })).toBeVisible();
    await expect.poll(async () => (await subscriptionOf(owner)).status).toBe('active');
    expect(await subscriptionOf(owner)).toMatchObject({
      planId: expired.planId,
      canReply: true,
      canSync: true,
    });

    // Replying works again: no banner, the button is enabled, says nothing of a pause and opens the reply box.
    await page.goto('/customer/reviews');
    const again = firstReplyButton(page, 'ar');
    await expect(again).toBeEnabled();
    await expect(again).not.toHaveAttribute('aria-describedby');
    await expect(page.getByText(text.readOnly)).toHaveCount(0);
    await again.click();
    await expect(again).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('article').getByRole('textbox').first()).toBeVisible();
  } finally {
    await moveClock(0);
  }
});
