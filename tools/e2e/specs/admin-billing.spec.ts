// The admin's plans and subscribers (issue 12), in Chromium: the super admin creates a plan in Arabic and English,
// which shows on /pricing in each language; disabling it hides it there and restoring brings it back. A business that
// has just signed up is found among the subscribers with its real figures (plan, trial, reviews count).
import { expect, type Page, test } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { languageSelect, openIn, storeSession } from '../support/browser';
import {
  API_URL,
  confirmedOwnerThroughApi,
  signInThroughApi,
  SUPER_ADMIN,
  uniqueEmail,
} from '../support/product';

test.describe.configure({ mode: 'serial' });

async function openAsSuperAdmin(page: Page, language: Language, path: string): Promise<void> {
  const session = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
  await openIn(page, language, '/');
  await storeSession(page, session);
  await page.goto(path);
}

async function pricingShows(page: Page, language: Language, name: string, shown: boolean): Promise<void> {
  await page.goto('/pricing');
  if ((await page.locator('html').getAttribute('lang')) !== language) {
    await languageSelect(page).selectOption(language);
  }
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  const heading = page.getByRole('heading', { name, exact: true });
  // The price list is read when the page opens: wait for another offered plan before saying one is missing.
  const offered = (await (await fetch(`${API_URL}/api/Plans?lang=${language}`)).json()) as {
    model: { name: string }[];
  };
  const other = offered.model.find((plan) => plan.name !== name);
  if (other) await expect(page.getByRole('heading', { name: other.name, exact: true })).toBeVisible();
  if (shown) await expect(heading).toBeVisible();
  else await expect(heading).toHaveCount(0);
}

test('the super admin creates a plan in both languages, disables it and restores it; /pricing follows', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const english = `Growth ${stamp}`;
  const arabic = `النمو ${stamp}`;

  await openAsSuperAdmin(page, 'en', '/admin/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await page.getByRole('button', { name: 'New plan' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New plan' });
  const ar = dialog.getByRole('group', { name: 'Arabic' });
  const en = dialog.getByRole('group', { name: 'English' });
  await ar.getByRole('textbox', { name: 'Plan name' }).fill(arabic);
  await ar.getByRole('textbox', { name: 'Period word' }).fill('شهرياً');
  await ar.getByRole('textbox', { name: 'Description' }).fill('لفرق المبيعات الصغيرة');
  await ar.getByRole('textbox', { name: 'Features' }).fill('ردود ذكية\nتقارير أسبوعية');
  await en.getByRole('textbox', { name: 'Plan name' }).fill(english);
  await en.getByRole('textbox', { name: 'Period word' }).fill('month');
  await en.getByRole('textbox', { name: 'Description' }).fill('For small sales teams');
  await en.getByRole('textbox', { name: 'Features' }).fill('Smart replies\nWeekly reports');
  await dialog.getByRole('textbox', { name: 'Monthly price (SAR)' }).fill('149');
  await expect(dialog.getByText('Yearly price (12 × monthly): SAR 1,788')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Team members' }).fill('8');
  await dialog.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('The plan was created')).toBeVisible();
  const card = page.getByRole('article', { name: english });
  await expect(card.getByText('SAR 149 / month')).toBeVisible();
  await expect(card.getByText('Smart replies')).toBeVisible();

  await pricingShows(page, 'en', english, true);
  await pricingShows(page, 'ar', arabic, true);

  // Disable it (the page is Arabic now: the admin reads it in Arabic).
  await page.goto('/admin/plans');
  await page.getByRole('button', { name: `تعطيل باقة ${arabic}` }).click();
  await page
    .getByRole('dialog', { name: `تعطيل باقة ${arabic}؟` })
    .getByRole('button', { name: 'تعطيل الباقة' })
    .click();
  await expect(page.getByText('تم تعطيل الباقة')).toBeVisible();
  await pricingShows(page, 'ar', arabic, false);
  await pricingShows(page, 'en', english, false);

  // Restore it from the disabled tab.
  await page.goto('/admin/plans');
  await page.getByRole('tab', { name: /^Disabled/ }).click();
  await page.getByRole('button', { name: `Restore the ${english} plan` }).click();
  await page
    .getByRole('dialog', { name: `Restore the ${english} plan?` })
    .getByRole('button', { name: 'Restore plan' })
    .click();
  await expect(page.getByText('The plan was restored')).toBeVisible();
  await pricingShows(page, 'en', english, true);
  await pricingShows(page, 'ar', arabic, true);
});

test('a business that just signed up is among the subscribers with its real figures', async ({ page }) => {
  const email = uniqueEmail('subscriber');
  const owner = await confirmedOwnerThroughApi(email, 'Strong-Passw0rd');
  const single = await fetch(`${API_URL}/api/subscriptions/Single`, {
    headers: {
      Authorization: `Bearer ${owner.token}`,
      ...((owner.user as { businessId?: string }).businessId
        ? { 'X-Business-Id': (owner.user as { businessId?: string }).businessId as string }
        : {}),
    },
  });
  const subscription = ((await single.json()) as { model: { planName: string } }).model;

  await openAsSuperAdmin(page, 'en', '/admin/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribers' })).toBeVisible();
  await page.getByRole('main').getByRole('searchbox', { name: 'Search subscribers' }).fill(email);
  await expect(page).toHaveURL(/search=/);
  await expect(page.getByText('Results: 1')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('Harbi Auto')).toBeVisible();
  await expect(row.getByText(subscription.planName, { exact: true })).toBeVisible();
  await expect(row.getByText('Trial', { exact: true })).toBeVisible();
  // The reviews count (a cell also carries its column's name for the phone layout): nothing synced yet.
  await expect(row.getByRole('cell').nth(5)).toHaveText(/^(Reviews)?0$/);

  await page.getByRole('combobox', { name: 'Status' }).selectOption('trial');
  await expect(page).toHaveURL(/status=trial/);
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: 'Actions for Harbi Auto' }).click();
  await page.getByRole('menuitem', { name: 'View details' }).click();
  const details = page.getByRole('dialog', { name: 'Harbi Auto’s subscription' });
  await expect(details.getByText(email)).toBeVisible();
  await expect(details.getByText('Trial ends')).toBeVisible();
});
