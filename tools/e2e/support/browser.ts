// Small helpers for driving the shell in the browser.
import { expect, type Page } from '@playwright/test';
import type { Language } from '@sumaa/contracts';

/** Opens a page with a chosen interface language, as a returning visitor whose choice is stored. */
export async function openIn(page: Page, language: Language, path: string): Promise<void> {
  await page.addInitScript((lang) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', lang);
  }, language);
  await page.goto(path);
}

export function languageSelect(page: Page) {
  return page.getByRole('combobox', { name: /^(Language|اللغة)$/ }).first();
}

export async function expectDirection(page: Page, language: Language): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

/**
 * Puts a session obtained from the API into the browser's storage, as a login would. It is written by an init script
 * before the next page's own scripts run (writing it into the page that is open raced with that page), and only once
 * per tab, so a later sign-out or expiry is not undone by the next navigation.
 */
export async function storeSession(
  page: Page,
  session: { token: string; refresh_token: string },
): Promise<void> {
  await page.addInitScript(
    ({ token, refresh, marker }) => {
      if (window.sessionStorage.getItem(marker)) return;
      window.sessionStorage.setItem(marker, '1');
      window.localStorage.setItem('jwt_token', token);
      window.localStorage.setItem('refresh_token', refresh);
    },
    {
      token: session.token,
      refresh: session.refresh_token,
      marker: `e2e-session-${session.token.slice(-12)}`,
    },
  );
}
