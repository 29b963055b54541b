// The dashboards as a phone meets them (issue 21), in Chromium at 375 px, in Arabic and English: every page of the
// business dashboard (each settings tab too) and of the admin console (each section of adminNavigation.tsx and the
// account security page) fits the screen's width without sideways scrolling, and axe finds no serious or critical
// accessibility violation on it. A failure names the widest elements and each violation's nodes.
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page, test } from '@playwright/test';
import type { Language } from '@sumaa/contracts';
import { expectDirection, openIn, storeSession } from '../support/browser';
import { API_URL, demoOwnerSession, uniqueEmail, type ApiSession } from '../support/product';
import { superAdminSession } from '../support/super-admin';

const PHONE = { width: 375, height: 812 };
const LANGUAGES: readonly Language[] = ['ar', 'en'];

const BUSINESS_PAGES = [
  'overview',
  'reviews',
  'analytics',
  'analytics/report',
  'team',
  'subscription',
  'settings',
] as const;
// apps/admin/src/app/adminNavigation.tsx: ADMIN_SECTIONS, then ACCOUNT_SECURITY_SEGMENT.
const ADMIN_PAGES = [
  'overview',
  'customers',
  'subscriptions',
  'plans',
  'system',
  'analytics',
  'settings',
  'contacts',
  'security',
] as const;

let owner: ApiSession;
let superAdmin: ApiSession;

test.beforeAll(async () => {
  owner = await demoOwnerSession();
  superAdmin = await superAdminSession();
  // A message in the contacts inbox, so its rows and their reply buttons are on the page that is checked.
  const contact = await fetch(`${API_URL}/api/contacts`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Noura Alqahtani',
      email: uniqueEmail('layout'),
      message: 'We would like a demo of the reviews inbox for our three branches in Riyadh.',
    }),
  });
  if (!contact.ok) throw new Error(`the contact message was refused: ${await contact.text()}`);
});

async function phonePage(browser: Browser, session: ApiSession, language: Language, path: string) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  await storeSession(page, session);
  await openIn(page, language, path);
  await expectDirection(page, language);
  await settled(page);
  return page;
}

/** The page has drawn what it loads: its heading is up, nothing is busy and the network is quiet. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
  // Charts measure their box after the first paint.
  await page.waitForTimeout(300);
}

/**
 * The document's overflow to the side, and the elements that reach furthest past the screen's edges (those in a
 * fixed layer, such as the closed menu drawer, cannot widen the page and are left out).
 */
async function sidewaysOverflow(page: Page): Promise<{ overflow: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const inFixedLayer = (element: Element | null): boolean => {
      for (let at = element; at && at !== document.body; at = at.parentElement) {
        if (getComputedStyle(at).position === 'fixed') return true;
      }
      return false;
    };
    const past = (box: DOMRect) => Math.max(box.right - width, -box.left);
    const widest = [...document.body.querySelectorAll<HTMLElement>('*')]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && past(box) > 0.5)
      .filter(({ element }) => !inFixedLayer(element))
      .sort((one, other) => past(other.box) - past(one.box))
      .slice(0, 8)
      .map(({ element, box }) => {
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
        const text = (element.textContent ?? '').trim().slice(0, 40);
        return `${name} [${Math.round(box.left)}, ${Math.round(box.right)}] "${text}"`;
      });
    return { overflow: root.scrollWidth - width, widest };
  });
}

async function seriousViolations(page: Page): Promise<string[]> {
  // label-content-name-mismatch (WCAG 2.5.3: a control's name contains the words it shows) is off by default
  // in axe as experimental; it is turned on here so a button named unlike its text is caught.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

const SHOTS = process.env.SUMAA_SHOTS_DIR;

/** Screenshots for review (SUMAA_SHOTS_DIR), the whole page, named after what is checked. */
async function shoot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({
    path: path.join(SHOTS, `${name.replace(/[^\p{L}\p{N}-]+/gu, '_')}.png`),
    fullPage: true,
  });
}

async function expectFitsAndAccessible(page: Page, where: string): Promise<void> {
  const language = await page.locator('html').getAttribute('lang');
  await shoot(page, `${language}-375-${where}`);
  const { overflow, widest } = await sidewaysOverflow(page);
  // Soft: one run reports both kinds of failure, on every tab.
  expect.soft({ where, overflow, widest }).toEqual({ where, overflow: 0, widest });
  expect.soft({ where, violations: await seriousViolations(page) }).toEqual({ where, violations: [] });
  if (SHOTS) {
    // The same page on a wide screen, for review only; back to the phone for what follows.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.waitForTimeout(300);
    await shoot(page, `${language}-1280-${where}`);
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(300);
  }
}

// The reviews inbox's own words (apps/business/src/features/reviews/i18n.ts).
const INBOX = {
  ar: {
    reply: 'رد',
    smartReplies: 'ردود جاهزة',
    hint: /R للرد/,
    summary: 'ملخص المراجعات',
    cardButtons: ['عرض المراجعات بلا رد', 'عرض المراجعات السلبية'],
  },
  en: {
    reply: 'Reply',
    smartReplies: 'Smart replies',
    hint: /R replies/,
    summary: 'Reviews at a glance',
    cardButtons: ['Show unreplied reviews', 'Show negative reviews'],
  },
} as const;

type Box = { x: number; y: number; width: number; height: number };
const inside = (inner: Box, outer: Box) =>
  inner.x >= outer.x - 0.5 &&
  inner.x + inner.width <= outer.x + outer.width + 0.5 &&
  inner.y >= outer.y - 0.5 &&
  inner.y + inner.height <= outer.y + outer.height + 0.5;

for (const language of LANGUAGES) {
  test.describe(`the reviews inbox in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    for (const width of [375, 1280]) {
      test(`at ${width} px the smart-reply menu opens over the review's card, inside the screen`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const page = await context.newPage();
        await storeSession(page, owner);
        await openIn(page, language, '/customer/reviews');
        const card = page.locator('article[data-review-card]').first();
        await card.getByRole('button', { name: INBOX[language].reply, exact: true }).click();
        await card.getByRole('button', { name: INBOX[language].smartReplies }).click();
        const menu = page.getByRole('menu', { name: INBOX[language].smartReplies });
        // The templates have arrived (the menu's only item is no longer the loading notice).
        await expect(menu.locator('[role="menuitem"]:not([aria-disabled="true"])').first()).toBeVisible();
        const menuBox = (await menu.boundingBox())!;
        const cardBox = (await card.boundingBox())!;
        expect(menuBox.x).toBeGreaterThanOrEqual(cardBox.x - 0.5);
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width + 0.5);
        expect(menuBox.x).toBeGreaterThanOrEqual(0);
        expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(width);
        // A long template wraps inside its item instead of running past it.
        for (const item of await menu.getByRole('menuitem').all()) {
          expect(await item.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
        }
        expect((await sidewaysOverflow(page)).overflow).toBe(0);
        await shoot(page, `${language}-${width}-smart-reply-menu`);
        await context.close();
      });
    }

    test('on a touch phone the keyboard hint is not shown, and the summary buttons stay inside their cards', async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport: PHONE, hasTouch: true, isMobile: true });
      const page = await context.newPage();
      await storeSession(page, owner);
      await openIn(page, language, '/customer/reviews');
      await expect(page.locator('article[data-review-card]').first()).toBeVisible();
      await expect(page.getByText(INBOX[language].hint)).toBeHidden();
      const summary = page.getByRole('region', { name: INBOX[language].summary });
      for (const name of INBOX[language].cardButtons) {
        const button = summary.getByRole('button', { name });
        const card = summary.locator('dl > div').filter({ has: page.getByRole('button', { name }) });
        expect(inside((await button.boundingBox())!, (await card.boundingBox())!)).toBe(true);
      }
      await context.close();
    });

    test('with a mouse the keyboard hint is shown', async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await storeSession(page, owner);
      await openIn(page, language, '/customer/reviews');
      await expect(page.getByText(INBOX[language].hint)).toBeVisible();
      await context.close();
    });
  });

  test.describe(`at 375 px in ${language === 'ar' ? 'Arabic' : 'English'}`, () => {
    for (const segment of BUSINESS_PAGES) {
      test(`the business dashboard's ${segment} fits the screen and has no serious axe violation`, async ({
        browser,
      }) => {
        const page = await phonePage(browser, owner, language, `/customer/${segment}`);
        await expectFitsAndAccessible(page, `/customer/${segment}`);
        if (segment === 'settings') {
          const tabs = page.getByRole('tablist').first().getByRole('tab');
          const count = await tabs.count();
          expect(count).toBeGreaterThan(1);
          for (let index = 1; index < count; index += 1) {
            await tabs.nth(index).click();
            await expect(tabs.nth(index)).toHaveAttribute('aria-selected', 'true');
            await settled(page);
            await expectFitsAndAccessible(
              page,
              `/customer/settings, tab ${await tabs.nth(index).innerText()}`,
            );
          }
        }
        await page.context().close();
      });
    }

    for (const segment of ADMIN_PAGES) {
      test(`the admin console's ${segment} fits the screen and has no serious axe violation`, async ({
        browser,
      }) => {
        const page = await phonePage(browser, superAdmin, language, `/admin/${segment}`);
        await expectFitsAndAccessible(page, `/admin/${segment}`);
        await page.context().close();
      });
    }
  });
}
