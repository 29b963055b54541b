// Issue 4's journey end to end, against the real API and the local Google stand-in (started by
// tools/test/e2e.mjs on its own port): sign up → verify → connect Google in the popup → choose two locations →
// the real sync's stages → the completion preview's numbers equal the API's → /customer. In Arabic and English.
// Also: the zero-setup demo owner that `npm start` seeds is ready to use.
import { expect, type Page, test } from '@playwright/test';
import type { Language, SyncJob } from '@sumaa/contracts';
import { expectDirection, openIn } from '../support/browser';
import { API_URL, otpFromOutbox, uniqueEmail } from '../support/product';
import { submitSignupForm } from '../support/signup';

const STANDIN_URL = `http://localhost:${process.env.GOOGLE_STANDIN_PORT ?? 4300}`;

const JOURNEYS = {
  ar: {
    owner: 'فيصل الدوسري',
    business: 'مطاعم بيت المندي',
    activity: 'restaurants',
    googleUser: 'faisal@cafe-riyadh.example',
    finish: 'tour' as const,
    text: {
      code: 'رمز التحقق',
      confirm: 'تأكيد البريد الإلكتروني',
      connect: 'ربط حساب Google',
      chooseLocations: 'اختيار المواقع',
      yourLocations: 'مواقعك',
      continue: 'متابعة',
      synchronise: 'مزامنة التقييمات',
      stages: 'مراحل المزامنة',
      done: 'مكتملة',
      completed: 'اكتملت المزامنة. جارٍ عرض الملخص…',
      allSet: 'اكتمل الإعداد',
      preview: 'لمحة عن لوحة التحكم',
      locationsTile: 'المواقع',
      reviewsTile: 'التقييمات',
      goToDashboard: 'الانتقال إلى لوحة التحكم',
      dialog: 'هل تريد جولة سريعة؟',
      tour: 'ابدأ الجولة',
      skip: 'تخطَّ وانتقل إلى لوحة التحكم',
      overview: 'نظرة عامة',
      greeting: 'أهلًا بك، فيصل الدوسري',
      tourFirstStep: 'نظرة عامة على نشاطك',
    },
  },
  en: {
    owner: 'Olivia Bennett',
    business: 'Palm Crescent Hotels',
    activity: 'hotels',
    googleUser: 'olivia@palmcrescent-hotels.example',
    finish: 'skip' as const,
    text: {
      code: 'Verification code',
      confirm: 'Confirm email',
      connect: 'Connect Google',
      chooseLocations: 'Choose locations',
      yourLocations: 'Your locations',
      continue: 'Continue',
      synchronise: 'Synchronise reviews',
      stages: 'Synchronisation stages',
      done: 'done',
      completed: 'Synchronisation complete. Opening your summary…',
      allSet: 'All set',
      preview: 'A first look at your dashboard',
      locationsTile: 'Locations',
      reviewsTile: 'Reviews',
      goToDashboard: 'Go to my dashboard',
      dialog: 'Would you like a quick tour?',
      tour: 'Take the tour',
      skip: 'Skip, go to the dashboard',
      overview: 'Overview',
      greeting: 'Welcome, Olivia Bennett',
      tourFirstStep: 'Your business at a glance',
    },
  },
} satisfies Record<Language, unknown>;

/** Numbers as the page writes them: Arabic-Indic digits in Arabic. */
function digits(value: number, language: Language): string {
  return new Intl.NumberFormat(language === 'ar' ? 'ar-SA-u-nu-arab' : 'en-US').format(value);
}

/** Slows the stand-in's Business Profile answers so every stage of the sync can be watched. */
async function setStandinDelay(delayMs: number | null): Promise<void> {
  const response = await fetch(`${STANDIN_URL}/__standin/faults`, {
    method: delayMs === null ? 'DELETE' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: delayMs === null ? undefined : JSON.stringify({ delayMs }),
  });
  if (!response.ok) throw new Error(`the stand-in refused the faults: ${response.status}`);
}

/** The latest sync of the signed-in user's business, read from the API with the browser's own session. */
async function latestSyncThroughApi(page: Page): Promise<SyncJob> {
  const { token, businessId } = await page.evaluate(() => ({
    token: window.localStorage.getItem('jwt_token'),
    businessId: JSON.parse(window.localStorage.getItem('demo_user') ?? '{}').business_id as string,
  }));
  const response = await fetch(`${API_URL}/api/reviews/sync/latest`, {
    headers: { Authorization: `Bearer ${token}`, 'X-Business-Id': businessId },
  });
  const body = (await response.json()) as { success: boolean; model: SyncJob };
  expect(body.success).toBe(true);
  return body.model;
}

for (const language of ['ar', 'en'] as const) {
  const journey = JOURNEYS[language];
  const { text } = journey;

  test.describe(`in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    test.afterEach(async () => {
      await setStandinDelay(null);
    });

    test('a new owner signs up, connects Google in the popup, links two locations, watches the sync and reaches the dashboard', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const email = uniqueEmail(`wizard-${language}`);

      // Sign up and verify with the code from the outbox.
      await openIn(page, language, '/signup');
      await submitSignupForm(page, language, {
        fullName: journey.owner,
        businessName: journey.business,
        email,
        password: 'Strong-Passw0rd',
        activity: journey.activity,
        phone: '0551234567',
      });
      await expect(page).toHaveURL(/\/check-email\?email=/);
      await page.getByLabel(text.code).fill(await otpFromOutbox(email));
      await page.getByRole('button', { name: text.confirm }).click();
      await expect(page).toHaveURL(/\/welcome$/);
      await expectDirection(page, language);

      // Step 0: Google's consent in the popup (the stand-in's page), then back to the wizard.
      const popupOpened = page.waitForEvent('popup');
      await page.getByRole('button', { name: text.connect }).click();
      const popup = await popupOpened;
      await popup.getByRole('radio', { name: new RegExp(journey.googleUser.replace(/\./g, '\\.')) }).check();
      const popupClosed = popup.waitForEvent('close');
      await popup.getByRole('button', { name: /Allow/ }).click();
      await popupClosed;

      // Step 1: the Google account's locations; continue is disabled until two are chosen.
      await expect(page.getByRole('heading', { level: 2, name: text.chooseLocations })).toBeVisible();
      const continueButton = page.getByRole('button', { name: text.continue });
      await expect(continueButton).toBeDisabled();
      // The first two the account offers (places another business linked, e.g. the demo owner's, are not listed).
      const offered = page.getByRole('group', { name: text.yourLocations }).getByRole('listitem');
      await expect(offered.nth(1)).toBeVisible();
      for (const index of [0, 1]) await offered.nth(index).getByRole('checkbox').check();
      await expect(continueButton).toBeEnabled();
      await setStandinDelay(250);
      await continueButton.click();

      // Step 2: the real job's stages, one after the other.
      await expect(page.getByRole('heading', { level: 2, name: text.synchronise })).toBeVisible();
      const stages = page.getByRole('list', { name: text.stages }).getByRole('listitem');
      await expect(stages).toHaveCount(5);
      const progress = page.getByRole('progressbar');
      await expect(stages.nth(0)).toContainText(text.done);
      await expect(stages.nth(2)).toContainText(text.done, { timeout: 60_000 });
      await expect(page.getByText(text.completed)).toBeVisible({ timeout: 30_000 });
      await expect(progress).toHaveAttribute('aria-valuenow', '100');
      for (let index = 0; index < 5; index += 1) await expect(stages.nth(index)).toContainText(text.done);
      await setStandinDelay(null);

      // Step 3: the preview shows the business's own numbers, the same as the API's.
      await expect(page.getByRole('heading', { level: 2, name: text.allSet })).toBeVisible();
      const preview = page.getByRole('region', { name: text.preview });
      await expect(preview).toBeVisible();
      const job = await latestSyncThroughApi(page);
      expect(job.status).toBe('completed');
      expect(job.summary?.locations).toBe(2);
      expect(job.summary?.reviews).toBeGreaterThan(0);
      const tile = (label: string) =>
        preview.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) });
      await expect(tile(text.locationsTile).locator('dd')).toHaveText(
        digits(job.summary!.locations, language),
      );
      await expect(tile(text.reviewsTile).locator('dd')).toHaveText(digits(job.summary!.reviews, language));

      // The tour-or-skip choice records step 4 and opens the dashboard.
      await page.getByRole('button', { name: text.goToDashboard }).click();
      const dialog = page.getByRole('dialog', { name: text.dialog });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: journey.finish === 'tour' ? text.tour : text.skip }).click();
      await expect(page).toHaveURL(/\/customer/);
      await expect(page.getByRole('heading', { level: 1, name: text.overview })).toBeVisible();
      await expect(page.getByText(text.greeting)).toBeVisible();
      expect(
        await page.evaluate(() => JSON.parse(window.localStorage.getItem('demo_user') ?? '{}').currentStep),
      ).toBe(4);
      // "Take the tour" opens the dashboard's tour at its first step; skipping leaves the dashboard alone.
      const firstStep = page.getByRole('dialog', { name: text.tourFirstStep });
      if (journey.finish === 'tour') await expect(firstStep).toBeVisible();
      else await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
}

test('the demo owner that npm start sets up signs in straight to the dashboard, with synced reviews', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const email = process.env.SUMAA_DEMO_EMAIL ?? 'demo@sumaa.local';
  const password = process.env.SUMAA_DEMO_PASSWORD ?? 'Demo-Sumaa-2026';

  // npm start seeds it right after the apps answer: wait for it to finish.
  let session: { token: string; user: { currentStep: number; businessId: string } } | null = null;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${API_URL}/api/UsernameAuth/AdminSignIn`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ username: email, password }),
        });
        const body = (await response.json()) as { success: boolean; model: typeof session };
        session = body.success ? body.model : null;
        return session?.user.currentStep ?? -1;
      },
      { timeout: 150_000, intervals: [1000] },
    )
    .toBe(4);
  const latest = await fetch(`${API_URL}/api/reviews/sync/latest`, {
    headers: { Authorization: `Bearer ${session!.token}`, 'X-Business-Id': session!.user.businessId },
  });
  const job = ((await latest.json()) as { model: SyncJob }).model;
  expect(job.status).toBe('completed');
  expect(job.summary?.reviews).toBeGreaterThan(0);

  await openIn(page, 'ar', '/login');
  await page.getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(email);
  await page.getByRole('textbox', { name: 'كلمة المرور', exact: true }).fill(password);
  await page.getByRole('button', { name: /^دخول$/ }).click();
  await expect(page).toHaveURL(/\/customer/);
});
