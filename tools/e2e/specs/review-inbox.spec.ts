// The review inbox (issue 10), in Chromium, as the demo owner and the demo team, checked against what the Google
// stand-in holds (its inspection path, no token): a search with another hamza form; unreplied negative reviews
// answered with an edited smart reply, published, edited and deleted at Google, in Arabic and in English; a review
// assigned to an agent who finds it under "assigned to me" with a notification; a new review at Google brought in by
// "Sync now"; an agent without ReplyReviews; an agent's reply held for a manager's approval.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { InboxReview, ReviewPage } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { API_URL, demoOwnerSession, signInThroughApi, type ApiSession } from '../support/product';

const STANDIN_URL = `http://localhost:${process.env.GOOGLE_STANDIN_PORT ?? '4390'}`;
const DEMO_GOOGLE_USER = 'faisal@cafe-riyadh.example';
const TEAM_PASSWORD = 'Demo-Sumaa-2026';

const TEXTS = {
  ar: {
    moreFilters: /عوامل تصفية أخرى/,
    search: 'ابحث في النص أو اسم المراجِع',
    replied: 'الرد',
    sentiment: 'الانطباع',
    assigned: 'الإسناد',
    reply: 'رد',
    smartReplies: 'ردود جاهزة',
    send: 'إرسال الرد',
    editReply: 'تعديل الرد',
    update: 'تحديث الرد',
    deleteReply: 'حذف الرد',
    published: 'تم الرد',
    unreplied: 'بلا رد',
  },
  en: {
    moreFilters: /More filters/,
    search: 'Search text or reviewer',
    replied: 'Reply',
    sentiment: 'Sentiment',
    assigned: 'Assignment',
    reply: 'Reply',
    smartReplies: 'Smart replies',
    send: 'Send reply',
    editReply: 'Edit reply',
    update: 'Update reply',
    deleteReply: 'Delete reply',
    published: 'Replied',
    unreplied: 'Unreplied',
  },
} as const;

interface GoogleReview {
  reviewer: { displayName?: string };
  comment?: string;
  reviewReply?: { comment: string };
}

async function api<T>(
  session: ApiSession,
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; model: T }> {
  const response = await fetch(`${API_URL}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${session.token}`,
      'Content-Type': 'application/json',
      ...init.headers,
    },
  });
  const body = (await response.json()) as { model: T };
  return { status: response.status, model: body.model };
}

async function reviewsOf(session: ApiSession, query: Record<string, string>): Promise<InboxReview[]> {
  const { model } = await api<ReviewPage>(
    session,
    `/api/Reviews?${new URLSearchParams({ pageSize: '100', ...query })}`,
  );
  return model.items;
}

/** The demo's Google locations at the stand-in: `accounts/{a}/locations/{l}` and their titles. */
async function standinLocations(): Promise<Array<{ name: string; title: string }>> {
  const response = await fetch(`${STANDIN_URL}/__standin/users`);
  const { users } = (await response.json()) as {
    users: Array<{ email: string; accounts: Array<{ locations: Array<{ name: string; title: string }> }> }>;
  };
  const user = users.find((candidate) => candidate.email === DEMO_GOOGLE_USER)!;
  return user.accounts.flatMap((account) => account.locations);
}

/** The review as Google holds it now (the stand-in's inspection path), found by its author and text. */
async function atGoogle(review: InboxReview): Promise<GoogleReview> {
  for (const location of await standinLocations()) {
    if (location.title !== review.locationName) continue;
    const response = await fetch(`${STANDIN_URL}/__standin/${location.name}/reviews`);
    const { reviews } = (await response.json()) as { reviews: GoogleReview[] };
    const found = reviews.find(
      (candidate) =>
        candidate.reviewer.displayName === review.authorName && candidate.comment === review.originalText,
    );
    if (found) return found;
  }
  throw new Error(`the stand-in does not hold the review by ${review.authorName}`);
}

const replyAtGoogle = async (review: InboxReview) => (await atGoogle(review)).reviewReply?.comment ?? null;

function cardOf(page: Page, review: InboxReview): Locator {
  return page
    .getByRole('article')
    .filter({ hasText: review.authorName! })
    .filter({ hasText: review.originalText! });
}

/** An unreplied negative review on the filtered list's first page, with a named author and its own words. */
async function unrepliedNegative(owner: ApiSession, skip: Set<string>): Promise<InboxReview> {
  const candidates = await reviewsOf(owner, { replied: 'unreplied', sentiment: 'Negative' });
  const review = candidates
    .slice(0, 10)
    .find(
      (candidate) =>
        !skip.has(candidate.id) &&
        candidate.authorName &&
        !candidate.isAnonymous &&
        candidate.originalText &&
        !candidate.translatedText &&
        !candidate.assignment &&
        candidates.filter(
          (other) =>
            other.authorName === candidate.authorName && other.originalText === candidate.originalText,
        ).length === 1,
    );
  if (!review) throw new Error('no unreplied negative review to answer');
  skip.add(review.id);
  return review;
}

const used = new Set<string>();
let owner: ApiSession & { user: { businessId: string } };

test.beforeAll(async () => {
  owner = await demoOwnerSession();
});

for (const language of ['ar', 'en'] as const) {
  const texts = TEXTS[language];

  test(`${language}: search finds a review written with another hamza form`, async ({ page }) => {
    const reviews = await reviewsOf(owner, { language: 'ar' });
    // A word with a hamza on or under its alef, searched without it: أ/إ/آ → ا.
    const word = reviews
      .flatMap((review) => (review.originalText ?? '').split(/[\s،.!؟]+/))
      .find((candidate) => /[أإآ]/.test(candidate) && candidate.length >= 4);
    test.skip(!word, 'the demo has no Arabic word with a hamza');
    const plain = word!.replace(/[أإآ]/g, 'ا');
    const expected = reviews.find((review) => review.originalText?.includes(word!))!;

    await storeSession(page, owner);
    await openIn(page, language, '/customer/reviews');
    await page.getByLabel(texts.search).fill(plain);
    await expect(page).toHaveURL(/search=/);
    await expect(page.getByRole('article').filter({ hasText: expected.originalText! }).first()).toBeVisible();
  });

  test(`${language}: answers an unreplied negative review with an edited smart reply, then edits and deletes it at Google`, async ({
    page,
  }) => {
    const review = await unrepliedNegative(owner, used);
    await storeSession(page, owner);
    await openIn(page, language, '/customer/reviews');
    await page.getByRole('button', { name: texts.moreFilters }).click();
    await page.getByLabel(texts.replied, { exact: true }).selectOption('unreplied');
    await page.getByLabel(texts.sentiment, { exact: true }).selectOption('Negative');
    await expect(page).toHaveURL(/replied=unreplied/);
    await expect(page).toHaveURL(/sentiment=Negative/);

    const card = cardOf(page, review);
    await card.getByRole('button', { name: texts.reply, exact: true }).click();
    await card.getByRole('button', { name: texts.smartReplies }).click();
    await page.getByRole('menuitem').first().click();
    const box = card.getByRole('textbox');
    await expect(box).not.toHaveValue('');
    const written = `${(await box.inputValue()).trim()} (${language}-${Date.now().toString(36)})`;
    await box.fill(written);
    await card.getByRole('button', { name: texts.send }).click();

    await expect.poll(() => replyAtGoogle(review), { timeout: 30_000 }).toBe(written);
    await expect(card.getByText(written)).toBeVisible({ timeout: 15_000 });

    // Answered, it has left the unreplied list: find it again by its author.
    await page.goto(`/customer/reviews?search=${encodeURIComponent(review.authorName!)}`);
    await expect(card.getByText(written)).toBeVisible();
    const edited = `${written} ✓`;
    await card.getByRole('button', { name: texts.editReply }).click();
    await card.getByRole('textbox').fill(edited);
    await card.getByRole('button', { name: texts.update }).click();
    await expect.poll(() => replyAtGoogle(review), { timeout: 30_000 }).toBe(edited);

    await card.getByRole('button', { name: texts.deleteReply }).click();
    await page.getByRole('dialog').getByRole('button', { name: texts.deleteReply }).click();
    await expect.poll(() => replyAtGoogle(review), { timeout: 30_000 }).toBeNull();
    await expect
      .poll(async () => (await api<InboxReview>(owner, `/api/Reviews/${review.id}`)).model.replied)
      .toBe(false);
  });
}

test('a review assigned to an agent is under their "assigned to me", with a notification', async ({
  browser,
}) => {
  const review = await unrepliedNegative(owner, used);
  const agent = await signInThroughApi('agent@sumaa.local', TEAM_PASSWORD);

  const ownerPage = await (await browser.newContext()).newPage();
  await storeSession(ownerPage, owner);
  await openIn(ownerPage, 'en', `/customer/reviews?review=${review.id}`);
  const details = ownerPage.getByRole('dialog');
  await details.getByRole('button', { name: 'Assign', exact: true }).click();
  await details.getByLabel('Team member').selectOption({ label: 'خالد العتيبي' });
  await details.getByRole('button', { name: 'Assign', exact: true }).last().click();
  await expect
    .poll(
      async () =>
        (await api<InboxReview>(owner, `/api/Reviews/${review.id}`)).model.assignment?.assignedToName,
    )
    .toBe('خالد العتيبي');

  const agentPage = await (await browser.newContext()).newPage();
  await storeSession(agentPage, agent);
  await openIn(agentPage, 'en', '/customer/reviews');
  await agentPage.getByRole('button', { name: TEXTS.en.moreFilters }).click();
  await agentPage.getByLabel(TEXTS.en.assigned, { exact: true }).selectOption('me');
  await expect(cardOf(agentPage, review)).toBeVisible();
  await agentPage.getByRole('button', { name: /^Notifications/ }).click();
  await expect(agentPage.getByText(/assigned a review to you/).first()).toBeVisible();
});

test('a new review at Google appears after "Sync now", with a notification', async ({ page }) => {
  const [anyReview] = await reviewsOf(owner, {});
  const location = (await standinLocations()).find(
    (candidate) => candidate.title === anyReview.locationName,
  )!;
  const comment = `Lovely cardamom coffee, e2e ${Date.now().toString(36)}`;
  const added = await fetch(`${STANDIN_URL}/__standin/reviews`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ location: location.name, starRating: 5, comment, reviewerName: 'Maha Alotaibi' }),
  });
  expect(added.status).toBe(201);

  await storeSession(page, owner);
  await openIn(page, 'en', '/customer/reviews');
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByRole('article').filter({ hasText: comment })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(page.getByText(/Maha Alotaibi/).first()).toBeVisible();
});

test('an agent without ReplyReviews sees no reply button, and the API answers 403', async ({ page }) => {
  const readonlyAgent = await signInThroughApi('agent.readonly@sumaa.local', TEAM_PASSWORD);
  const [review] = await reviewsOf(owner, { replied: 'unreplied' });
  await storeSession(page, readonlyAgent);
  await openIn(page, 'en', '/customer/reviews');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reply', exact: true })).toHaveCount(0);
  const refused = await api(readonlyAgent, `/api/Reviews/${review.id}/reply`, {
    method: 'POST',
    body: JSON.stringify({ content: 'شكراً لك', isPublic: true }),
  });
  expect(refused.status).toBe(403);
});

test("an agent's reply under approval is published only once a manager approves it", async ({ page }) => {
  const review = await unrepliedNegative(owner, used);
  const agent = await signInThroughApi('agent@sumaa.local', TEAM_PASSWORD);
  const manager = await signInThroughApi('manager@sumaa.local', TEAM_PASSWORD);
  const setting = (requireApprovalForAgents: boolean) =>
    api(owner, '/api/business-settings', {
      method: 'PUT',
      body: JSON.stringify({ replies: { requireApprovalForAgents } }),
    });
  expect((await setting(true)).status).toBe(200);
  try {
    const text = `نعتذر عن تجربتك، ونسعد بتواصلك معنا (${Date.now().toString(36)})`;
    const held = await api<InboxReview>(agent, `/api/Reviews/${review.id}/reply`, {
      method: 'POST',
      body: JSON.stringify({ content: text, isPublic: true }),
    });
    expect(held.model.replyState?.status).toBe('awaitingApproval');
    // Long enough for the job worker to have published it, had it been queued.
    await page.waitForTimeout(3000);
    expect(await replyAtGoogle(review)).toBeNull();

    await storeSession(page, manager);
    await openIn(page, 'en', `/customer/reviews?review=${review.id}`);
    await page.getByRole('dialog').getByRole('button', { name: 'Approve and publish' }).click();
    await expect.poll(() => replyAtGoogle(review), { timeout: 30_000 }).toBe(text);
  } finally {
    await setting(false);
  }
});
