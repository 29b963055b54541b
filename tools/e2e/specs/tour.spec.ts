// The dashboard's guided tour (issue 21), in Chromium against the real API: a member of the demo business (their
// own tour, kept by the server) starts it from the user menu, goes through its steps with the keyboard, skips it
// half-way, finds it resumable after a reload, has it reopen by itself after a reload mid-way, and finishes it.
// In Arabic at 1280 px (popover placement and arrow keys mirrored); in English at 375 px as a viewer, whose
// tour has no reply step and no team step.
import { expect, type Page, type TestInfo, test } from '@playwright/test';
import path from 'node:path';
import type { ProductTourState } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { API_URL, type ApiSession, demoOwnerSession, latestMailTo, uniqueEmail } from '../support/product';

const PASSWORD = 'Tour-Passw0rd-2026';

/** A new member of the demo business, invited and joined through the API, signed in. */
async function joinedMember(role: 'Admin' | 'Viewer', name: string): Promise<ApiSession> {
  const owner = await demoOwnerSession();
  const email = uniqueEmail(`tour-${role.toLowerCase()}`);
  const invited = await fetch(`${API_URL}/api/team-members/invite`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${owner.token}`,
      'X-Business-Id': owner.user.businessId,
    },
    body: JSON.stringify({ email, role }),
  });
  if (invited.status !== 201) throw new Error(`invitation failed: ${invited.status} ${await invited.text()}`);
  const token = (await latestMailTo(email)).text.match(/\/invite\/([A-Za-z0-9_-]+)/)?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  const form = new FormData();
  for (const [field, value] of Object.entries({ name, password: PASSWORD, confirmPassword: PASSWORD }))
    form.append(field, value);
  const joined = await fetch(`${API_URL}/api/team-members/complete/${token}`, { method: 'POST', body: form });
  if (!joined.ok) throw new Error(`joining failed: ${joined.status} ${await joined.text()}`);
  return ((await joined.json()) as { model: ApiSession }).model;
}

async function tourOnServer(session: ApiSession): Promise<ProductTourState> {
  const response = await fetch(`${API_URL}/api/onboarding/tour`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  return ((await response.json()) as { model: ProductTourState }).model;
}

/** Where the screens are saved: the test's output folder, or TOUR_SCREENSHOTS_DIR to keep them past the run. */
const shot = (testInfo: TestInfo, name: string) =>
  process.env.TOUR_SCREENSHOTS_DIR
    ? path.join(process.env.TOUR_SCREENSHOTS_DIR, name)
    : testInfo.outputPath(name);

const step = (page: Page, title: string) => page.getByRole('dialog', { name: title });

/** The step is open, focus is on its button that goes on, and (when `anchor` is given) it points at that element. */
async function expectStep(page: Page, title: string, next: string, anchor?: string) {
  const dialog = step(page, title);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: next })).toBeFocused();
  if (anchor) await expect(page.locator(`[data-tour-anchor="${anchor}"]`).first()).toBeVisible();
  return dialog;
}

test('[ar] an admin takes the tour with the keyboard from the user menu, skips it half-way, resumes it after a reload and finishes', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const member = await joinedMember('Admin', 'ريم العتيبي');
  await page.setViewportSize({ width: 1280, height: 800 });
  await storeSession(page, member);
  await openIn(page, 'ar', '/customer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'نظرة عامة' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // From the user menu, with the keyboard.
  const menuButton = page.getByRole('button', { name: 'ابدأ الجولة' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  const overview = await expectStep(page, 'نظرة عامة على نشاطك', 'التالي', 'overview');
  await expect(overview.getByText('الخطوة ١ من ٥')).toBeVisible();
  await expect(overview.getByRole('button', { name: 'السابق' })).toHaveCount(0);
  // The popover hangs under the cards, from their inline start: the right edge in Arabic.
  const cards = (await page.locator('[data-tour-anchor="overview"]').boundingBox())!;
  const popover = (await overview.boundingBox())!;
  expect(popover.y).toBeGreaterThan(cards.y + cards.height - 1);
  expect(Math.abs(popover.x + popover.width - (cards.x + cards.width))).toBeLessThan(2);
  await page.screenshot({ path: shot(testInfo, 'tour-ar-1280-overview.png') });

  // Tab stays within the step.
  for (const name of ['تخطي الجولة', 'التالي', 'تخطي الجولة']) {
    await page.keyboard.press('Tab');
    await expect(overview.getByRole('button', { name })).toBeFocused();
  }

  // Right to left: the left arrow goes on, the right arrow back.
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/customer\/reviews/);
  await expectStep(page, 'مراجعاتك في مكان واحد', 'التالي', 'reviews');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/customer\/overview/);
  await expectStep(page, 'نظرة عامة على نشاطك', 'التالي');
  await page.keyboard.press('ArrowLeft');
  await expectStep(page, 'مراجعاتك في مكان واحد', 'التالي');
  await page.keyboard.press('ArrowLeft');
  const reply = await expectStep(page, 'الرد على مراجعة', 'التالي', 'reply');
  // "After" the reply button is its left in Arabic.
  await expect(reply).toHaveAttribute('data-placement', 'left');
  const replyButton = (await page.locator('[data-tour-anchor="reply"]').first().boundingBox())!;
  expect((await reply.boundingBox())!.x + (await reply.boundingBox())!.width).toBeLessThanOrEqual(
    replyButton.x,
  );
  await page.screenshot({ path: shot(testInfo, 'tour-ar-1280-reply.png') });
  // On a phone the same step moves to where there is room, still on screen.
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(page.locator('[data-tour-anchor="reply"]').first()).toBeInViewport();
  await expect(async () => {
    const box = (await reply.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  }).toPass();
  await page.screenshot({ path: shot(testInfo, 'tour-ar-375-reply.png') });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Skipped half-way: closed, and the server keeps the step.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourOnServer(member)).toMatchObject({ status: 'skipped', stepId: 'reply' });

  // After a reload it stays closed, and the user menu resumes it where it was left.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'المراجعات' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'استأنف الجولة' }).click();
  await expect(
    (await expectStep(page, 'الرد على مراجعة', 'التالي')).getByText('الخطوة ٣ من ٥'),
  ).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/customer\/analytics/);
  await expectStep(page, 'التحليلات', 'التالي', 'analytics');

  // A reload mid-way (another device would do the same) opens it again at its step by itself.
  await page.reload();
  await expectStep(page, 'التحليلات', 'التالي', 'analytics');
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(/\/customer\/team/);
  await expectStep(page, 'فريقك', 'إنهاء الجولة', 'team');
  // Brought into view up or down only: the frame is never scrolled sideways (the team table is wider than it).
  const sideways = await page.locator('[data-tour-anchor="team"]').evaluate((element) => {
    const lefts: number[] = [];
    for (let box = element.parentElement; box; box = box.parentElement) lefts.push(box.scrollLeft);
    return lefts.filter((left) => left !== 0);
  });
  expect(sideways).toEqual([]);
  await page.screenshot({ path: shot(testInfo, 'tour-ar-1280-team.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourOnServer(member)).toMatchObject({ status: 'finished', stepId: null });

  // Finished: not opened again by itself, offered again from the start.
  await page.reload();
  await expect(page.getByRole('button', { name: 'ابدأ الجولة' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('[en] a viewer on a phone gets the tour without the reply and team steps, and finishes it', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  const viewer = await joinedMember('Viewer', 'Huda Alshehri');
  await page.setViewportSize({ width: 375, height: 740 });
  await storeSession(page, viewer);
  await openIn(page, 'en', '/customer/overview');
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();

  // A phone's header has no room for the tour's icon: it is in the menu's drawer, which closes as it starts.
  await expect(page.getByRole('button', { name: 'Take the tour' })).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Take the tour' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toHaveCount(0);
  const overview = await expectStep(page, 'Your business at a glance', 'Next', 'overview');
  await expect(overview.getByText('Step 1 of 3')).toBeVisible();
  // On a phone the popover stays on screen.
  const box = (await overview.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(375);
  await page.screenshot({ path: shot(testInfo, 'tour-en-375-overview.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: shot(testInfo, 'tour-en-1280-overview.png') });
  await page.setViewportSize({ width: 375, height: 740 });

  await page.keyboard.press('ArrowRight');
  await expectStep(page, 'All your reviews in one place', 'Next', 'reviews');
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(/\/customer\/analytics/);
  await expectStep(page, 'Analytics', 'Finish the tour', 'analytics');
  await page.screenshot({ path: shot(testInfo, 'tour-en-375-analytics.png') });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => tourOnServer(viewer)).toMatchObject({ status: 'finished' });
});
