// "Sign in with Google" from /login (spec §2, issue 21), in Chromium, Arabic and English, 375 and 1280 px: the
// button opens the popup, the Google stand-in's consent page (choose a user, then Allow) hands the ID token back,
// and the person lands signed in. The stand-in's users have addresses Google is authoritative for only by being
// new here, so each gets an account and business of their own (and, as new owners, the onboarding wizard).
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { openIn } from '../support/browser';
import { API_URL } from '../support/product';

const SHOTS = '/tmp/shots';

const JOURNEYS = {
  ar: { button: 'المتابعة باستخدام Google', googleUser: 'sara@standin.example' },
  en: { button: 'Continue with Google', googleUser: 'olivia@palmcrescent-hotels.example' },
} as const;

async function shots(page: Page, name: string) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

for (const language of ['ar', 'en'] as const satisfies readonly Language[]) {
  test(`signs in with Google from the login page (${language})`, async ({ page }) => {
    const journey = JOURNEYS[language];
    await openIn(page, language, '/login');
    const button = page.getByRole('button', { name: journey.button });
    await expect(button).toBeVisible();
    await shots(page, `google-sign-in-login-${language}`);

    const popupOpened = page.waitForEvent('popup');
    await button.click();
    const popup = await popupOpened;
    await popup.getByRole('radio', { name: new RegExp(journey.googleUser.replace(/\./g, '\\.')) }).check();
    const popupClosed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: /Allow/ }).click();
    await popupClosed;

    // A new owner goes on to the onboarding wizard; their session is the one Google's account opened.
    await page.waitForURL(/\/(welcome|customer)/);
    const token = await page.evaluate(() => window.localStorage.getItem('jwt_token'));
    expect(token).toEqual(expect.any(String));
    const me = await fetch(`${API_URL}/api/UsernameAuth/user`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(((await me.json()) as { model: { user: { email: string } } }).model.user.email).toBe(
      journey.googleUser,
    );
    await shots(page, `google-sign-in-landed-${language}`);
  });
}
