// AI drafts through the local AI stand-in (issue 24; tools/ai-standin, started by the e2e runner as npm start
// starts it), in Arabic and in English, as the demo owner: "draft with AI" in a review's reply box puts a reply in
// the review's language into the box, addressed to the reviewer's first name and labelled as the stand-in's; what
// reached the stand-in held the name only as [NAME]. Nothing is sent to Google.
import { expect, test } from '@playwright/test';
import type { InboxReview, ReviewPage } from '@sumaa/contracts';
import { openIn, storeSession } from '../support/browser';
import { API_URL, demoOwnerSession, type ApiSession } from '../support/product';

const AI_STANDIN_URL = `http://localhost:${process.env.AI_STANDIN_PORT ?? '4790'}`;

const TEXTS = {
  ar: {
    reply: 'رد',
    aiDraft: 'صياغة بالذكاء الاصطناعي',
    label: '(مسودة من محاكي الذكاء الاصطناعي المحلي في سمعة)',
  },
  en: { reply: 'Reply', aiDraft: 'Draft with AI', label: '(Drafted by Sumaa’s local AI stand-in)' },
} as const;

interface RecordedRequest {
  body: { model: string; messages: Array<{ role: string; content: string }> };
  status: number;
}

async function reviewsOf(session: ApiSession, query: Record<string, string>): Promise<InboxReview[]> {
  const response = await fetch(
    `${API_URL}/api/Reviews?${new URLSearchParams({ pageSize: '100', ...query })}`,
    {
      headers: { Authorization: `Bearer ${session.token}` },
    },
  );
  return ((await response.json()) as { model: ReviewPage }).model.items;
}

/** An unreplied review written in `language` by a named reviewer, in its own words (no translation). */
async function reviewIn(session: ApiSession, language: 'ar' | 'en'): Promise<InboxReview> {
  const candidates = await reviewsOf(session, { replied: 'unreplied', language });
  const review = candidates.find(
    (candidate) =>
      candidate.authorName &&
      !candidate.isAnonymous &&
      candidate.originalText &&
      !candidate.translatedText &&
      candidates.filter((other) => other.authorName === candidate.authorName).length === 1,
  );
  if (!review) throw new Error(`the demo has no unreplied ${language} review by a named reviewer`);
  return review;
}

async function standinRequests(): Promise<RecordedRequest[]> {
  return (
    (await (await fetch(`${AI_STANDIN_URL}/__standin/requests`)).json()) as { requests: RecordedRequest[] }
  ).requests;
}

let owner: ApiSession;

test.beforeAll(async () => {
  owner = await demoOwnerSession();
});

for (const language of ['ar', 'en'] as const) {
  const texts = TEXTS[language];

  test(`${language}: "draft with AI" fills the reply box with the stand-in's labelled reply in the review's language`, async ({
    page,
  }) => {
    const review = await reviewIn(owner, language);
    const firstName = review.authorName!.trim().split(/\s+/)[0];
    const before = (await standinRequests()).length;

    await storeSession(page, owner);
    await openIn(page, language, `/customer/reviews?search=${encodeURIComponent(review.authorName!)}`);
    const card = page.getByRole('article').filter({ hasText: review.authorName! }).first();
    await card.getByRole('button', { name: texts.reply, exact: true }).click();
    await card.getByRole('button', { name: texts.aiDraft }).click();

    const box = card.getByRole('textbox');
    await expect(box).not.toHaveValue('', { timeout: 15_000 });
    const draft = await box.inputValue();
    const lines = draft.split('\n');
    expect(lines.at(-1)).toBe(texts.label);
    expect(lines[0]).toContain(firstName);
    expect(draft).not.toMatch(/\[[A-Z]+(?:_\d+)?\]/);
    // The reply's own words (the name aside) are in the review's language.
    const words = lines[0].replace(firstName, '');
    if (language === 'ar') expect(words).not.toMatch(/[A-Za-z]/);
    else expect(words).not.toMatch(/[\u0600-\u06FF]/);

    // What reached the stand-in: the review's words, the name only as [NAME].
    const requests = await standinRequests();
    expect(requests.length).toBe(before + 1);
    const sent = requests.at(-1)!;
    expect(sent).toMatchObject({ status: 200, body: { model: 'sumaa-local-standin' } });
    const prompt = sent.body.messages.map((message) => message.content).join('\n');
    expect(prompt).toContain('[NAME]');
    expect(prompt).not.toContain(review.authorName!);
    expect(prompt).not.toContain(firstName);
  });
}
