// The public site as a visitor meets it: every public route in Arabic and English (translated title and description,
// direction, no missing text, no serious accessibility violation), pricing from the server, the countdown, the contact
// form reaching the super admin, unknown paths and the mobile menu.
import AxeBuilder from '@axe-core/playwright';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { expectDirection, languageSelect } from '../support/browser';
import { API_URL, SUPER_ADMIN, signInThroughApi, uniqueEmail } from '../support/product';

const PUBLIC_ROUTES = [
  '/',
  '/pricing',
  '/features',
  '/help',
  '/help/getting-started',
  '/help/getting-started/connect-google',
  '/security',
  '/support',
  '/terms',
  '/privacy',
  '/about',
  '/blog',
  '/blog/reply-to-negative-google-reviews',
  '/careers',
  '/contact',
  '/contact2',
  '/soon',
  '/login',
  '/signup',
  '/forgot-password',
];

const LOCALES: Record<Language, string> = { ar: 'ar-SA', en: 'en-US' };

/** A first-time visitor whose browser prefers `language` (decisions #10), on a page of the given width. */
async function visitor(browser: Browser, language: Language, width = 1280): Promise<Page> {
  const context = await browser.newContext({ locale: LOCALES[language], viewport: { width, height: 900 } });
  return context.newPage();
}

async function missingKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => (globalThis as { __sumaaMissingKeys?: string[] }).__sumaaMissingKeys ?? []);
}

for (const language of ['ar', 'en'] as const) {
  test.describe(`public pages in ${language}`, () => {
    for (const route of PUBLIC_ROUTES) {
      test(`${route} renders translated, accessible and complete`, async ({ browser }) => {
        const page = await visitor(browser, language);
        await page.goto(route);
        await expectDirection(page, language);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await page.waitForLoadState('networkidle');

        const brand = language === 'ar' ? /سمعة/ : /Sumaa/;
        await expect(page).toHaveTitle(brand);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.trim().length ?? 0).toBeGreaterThan(20);
        if (language === 'ar') {
          expect(await page.title()).toMatch(/[\u0600-\u06ff]/);
          expect(description).toMatch(/[\u0600-\u06ff]/);
        }
        expect(await missingKeys(page)).toEqual([]);

        const results = await new AxeBuilder({ page }).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
          );
        expect(serious).toEqual([]);
        await page.context().close();
      });
    }
  });
}

test('the help search finds an article in either language', async ({ browser }) => {
  const page = await visitor(browser, 'ar');
  await page.goto('/help');
  const results = page.getByRole('region', { name: 'نتائج البحث' });
  await page.getByRole('searchbox').first().fill('كلمه المرور');
  await expect(results.getByRole('link', { name: /كلمة المرور/ }).first()).toBeVisible();
  await page.getByRole('searchbox').first().fill('password');
  await expect(results.getByRole('link', { name: /كلمة المرور/ }).first()).toBeVisible();
  await page.getByRole('searchbox').first().fill('zzzz-nothing');
  await expect(results.getByRole('link', { name: 'راسل فريق الدعم' })).toBeVisible();
  await page.context().close();
});

test('an unknown public path lands on the home page', async ({ browser }) => {
  const page = await visitor(browser, 'en');
  await page.goto('/no-such-page/at-all');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.context().close();
});

interface Plan {
  name: string;
  price: number;
  popular: boolean;
}

async function plansFromApi(language: Language): Promise<Plan[]> {
  const response = await fetch(`${API_URL}/api/Plans?lang=${language}`);
  const body = (await response.json()) as { model: Plan[] };
  return body.model;
}

test('pricing shows the server’s plans and follows a language switch', async ({ browser }) => {
  const page = await visitor(browser, 'en');
  await page.goto('/pricing');
  const english = await plansFromApi('en');
  expect(english.length).toBeGreaterThan(0);
  for (const plan of english) {
    await expect(page.getByRole('heading', { name: plan.name, exact: true })).toBeVisible();
  }
  await expect(page.getByText(/14/).first()).toBeVisible();

  await languageSelect(page).selectOption('ar');
  await expectDirection(page, 'ar');
  for (const plan of await plansFromApi('ar')) {
    await expect(page.getByRole('heading', { name: plan.name, exact: true })).toBeVisible();
  }
  expect(await missingKeys(page)).toEqual([]);
  await page.context().close();
});

test('the coming-soon countdown ticks every second', async ({ browser }) => {
  const page = await visitor(browser, 'en');
  await page.goto('/soon');
  // The ticking digits are hidden from screen readers (a quiet summary speaks instead), so they are found by test id.
  const seconds = page.getByTestId('countdown-clock').locator('[data-unit="seconds"] > :first-child');
  await expect(seconds).toBeVisible();
  const first = await seconds.textContent();
  await expect(seconds).not.toHaveText(first ?? '', { timeout: 3_000 });
  await languageSelect(page).selectOption('ar');
  await expect(seconds).toHaveText(/^[٠-٩]+$/);
  const arabic = await seconds.textContent();
  await expect(seconds).not.toHaveText(arabic ?? '', { timeout: 3_000 });
  await page.context().close();
});

test('a message sent from the contact form reaches the super admin', async ({ browser }) => {
  const page = await visitor(browser, 'ar');
  await page.goto('/contact');
  const email = uniqueEmail('contact');
  const text = `أرغب في معرفة المزيد عن باقة المؤسسات لفروعنا الخمسة — ${Date.now()}`;
  await page.getByRole('textbox', { name: /الاسم/ }).fill('نورة العتيبي');
  await page.getByRole('textbox', { name: /البريد الإلكتروني/ }).fill(email);
  await page.getByRole('textbox', { name: /الشركة|النشاط/ }).fill('مقاهي الندى');
  await page.getByRole('textbox', { name: /الرسالة|رسالتك/ }).fill(text);
  await page.getByRole('button', { name: /إرسال/ }).click();
  await expect(page.getByRole('heading', { name: 'وصلتنا رسالتك' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /الرسالة|رسالتك/ })).toBeHidden();

  const admin = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  const response = await fetch(`${API_URL}/api/contacts?search=${encodeURIComponent(email)}`, {
    headers: { Authorization: `Bearer ${admin.token}` },
  });
  const body = (await response.json()) as {
    model: { items: { email: string; message: string; status: string; language: string; company: string }[] };
  };
  expect(body.model.items).toEqual([
    expect.objectContaining({ email, message: text, status: 'new', language: 'ar', company: 'مقاهي الندى' }),
  ]);
  await page.context().close();
});

test('the mobile menu opens, leads to a page and closes', async ({ browser }) => {
  for (const language of ['ar', 'en'] as const) {
    const page = await visitor(browser, language, 375);
    await page.goto('/');
    await page
      .locator('header')
      .getByRole('button', { name: /menu|القائمة/i })
      .click();
    await expect(page.locator('header').getByRole('button', { name: /menu|القائمة/i })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const pricingLink = page.getByRole('link', { name: language === 'ar' ? 'الأسعار' : 'Pricing' }).first();
    await pricingLink.click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.locator('header').getByRole('button', { name: /menu|القائمة/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await page.context().close();
  }
});
