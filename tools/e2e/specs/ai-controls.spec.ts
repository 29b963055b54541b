// AI controls (issue 24), in Chromium, in Arabic and in English: with the demo business's AI drafts turned off
// (Settings → Replies, through the API), its reply box shows "draft with AI" disabled with the reason and nothing
// reaches the AI stand-in; the super admin's Settings → AI shows the stand-in's host beside the undeclared region
// (allowed: it is on this machine) and the AI usage panel. The demo business's switch is always turned back on.
import { expect, test } from '@playwright/test';
import type { InboxReview, ReviewPage } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import {
  API_URL,
  demoOwnerSession,
  signInThroughApi,
  SUPER_ADMIN,
  type ApiSession,
} from '../support/product';

test.describe.configure({ mode: 'serial' });

const AI_STANDIN_URL = `http://localhost:${process.env.AI_STANDIN_PORT ?? '4790'}`;

const TEXTS = {
  ar: {
    reply: 'رد',
    aiDraft: 'صياغة بالذكاء الاصطناعي',
    turnedOff: 'الصياغة بالذكاء الاصطناعي متوقفة لنشاطك (الإعدادات ← الردود)',
    aiTab: 'الذكاء الاصطناعي',
    callsAllowed: 'تُرسل طلبات الذكاء الاصطناعي إلى هذه الخدمة',
    region: 'موقع خدمة الذكاء الاصطناعي',
    usage: 'استخدام الذكاء الاصطناعي',
  },
  en: {
    reply: 'Reply',
    aiDraft: 'Draft with AI',
    turnedOff: 'AI drafts are turned off for your business (Settings → Replies)',
    aiTab: 'AI',
    callsAllowed: 'AI calls go to this service',
    region: 'Where the AI service is',
    usage: 'AI usage',
  },
} as const;

let owner: ApiSession;

async function setAiDrafts(aiDrafts: boolean) {
  const response = await fetch(`${API_URL}/api/business-settings`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${owner.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ replies: { aiDrafts } }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

async function standinRequestCount(): Promise<number> {
  const body = (await (await fetch(`${AI_STANDIN_URL}/__standin/requests`)).json()) as {
    requests: unknown[];
  };
  return body.requests.length;
}

async function anUnrepliedReview(): Promise<InboxReview> {
  const response = await fetch(`${API_URL}/api/Reviews?replied=unreplied&pageSize=100`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  const review = ((await response.json()) as { model: ReviewPage }).model.items.find(
    (item) => item.authorName && !item.isAnonymous,
  );
  if (!review) throw new Error('the demo has no unreplied review by a named reviewer');
  return review;
}

test.beforeAll(async () => {
  owner = await demoOwnerSession();
});
test.afterAll(async () => {
  await setAiDrafts(true);
});

for (const language of ['ar', 'en'] as const) {
  const texts = TEXTS[language];

  test(`${language}: a business that turned AI off sees "draft with AI" disabled with the reason`, async ({
    page,
  }) => {
    await setAiDrafts(false);
    const review = await anUnrepliedReview();
    const before = await standinRequestCount();

    await storeSession(page, owner);
    await openIn(page, language, `/customer/reviews?search=${encodeURIComponent(review.authorName!)}`);
    const card = page.getByRole('article').filter({ hasText: review.authorName! }).first();
    await card.getByRole('button', { name: texts.reply, exact: true }).click();
    const button = card.getByRole('button', { name: texts.aiDraft });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(texts.turnedOff);
    expect(await standinRequestCount()).toBe(before);
  });

  test(`${language}: the super admin sees the AI endpoint's host beside its region, and the AI usage`, async ({
    page,
  }) => {
    const admin = await signInThroughApi(SUPER_ADMIN.email, SUPER_ADMIN.password);
    await storeSession(page, admin);
    await openIn(page, language, '/admin/settings');
    await page.getByRole('tab', { name: texts.aiTab, exact: true }).click();

    await expect(page.getByText(texts.callsAllowed)).toBeVisible();
    await expect(page.getByText(new URL(AI_STANDIN_URL).host).first()).toBeVisible();
    await expect(page.getByRole('combobox', { name: texts.region })).toHaveValue('');
    await expect(page.getByRole('heading', { name: texts.usage })).toBeVisible();
  });
}
