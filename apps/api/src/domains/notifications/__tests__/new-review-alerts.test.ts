// The e-mail alerts of new reviews as the business's switches combine them: with newReviews on, one e-mail per
// recipient about every review of a sync (each shown up to three, summed up beyond); with newReviews off and
// negativeReviews on, only the negative ones; with both off, or e-mail notifications off, none. Each goes to the
// owner, admins and managers who read the inbox, in the business's language, with its unsubscribe link.
import {
  addTeamMember,
  registerAccount,
  type RegisteredAccount,
  type TeamMemberAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { notifyNewReviews, type NewReviewNotice } from '../notify';
import { mailsTo, updateSettings, type MailWithHeaders } from './support/report-fixtures';
import { insertLocation, insertReview, noticeOf, type SeedReview } from './support/seed-reviews';

let t: TestApp;
let owner: RegisteredAccount;
let admin: TeamMemberAccount;
let manager: TeamMemberAccount;
let agent: TeamMemberAccount;
let viewer: TeamMemberAccount;
let locationId: string;
const BRANCH = 'North Branch';

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House', Full_name: 'Sara Owner' });
  admin = await addTeamMember(t.app, owner, { role: 'Admin', name: 'Adel Admin' });
  manager = await addTeamMember(t.app, owner, { role: 'Manager', name: 'Mona Manager' });
  agent = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Omar Agent' });
  viewer = await addTeamMember(t.app, owner, { role: 'Viewer', name: 'Vera Viewer' });
  locationId = await insertLocation(t.app, owner.businessId, BRANCH);
});
afterAll(async () => {
  await t.close();
});

/** The mails each member got since the last call. */
const seen = new Map<string, number>();
async function newMails(email: string): Promise<MailWithHeaders[]> {
  const mails = await mailsTo(t.app, email);
  const fresh = mails.slice(0, mails.length - (seen.get(email) ?? 0));
  seen.set(email, mails.length);
  return fresh;
}

async function newMailsOfEveryone() {
  const result: Record<string, MailWithHeaders[]> = {};
  for (const member of [owner, admin, manager, agent, viewer])
    result[member.email] = await newMails(member.email);
  return result;
}

beforeEach(async () => {
  await newMailsOfEveryone();
  await updateSettings(t.app, owner.token, {
    notifications: { emailNotifications: true, newReviews: true, negativeReviews: true },
    preferences: { language: 'ar' },
  });
});

let minute = 0;
async function seed(...reviews: Array<Omit<SeedReview, 'at'>>): Promise<NewReviewNotice[]> {
  const notices = [];
  for (const review of reviews) {
    minute += 1;
    // Newest first, as the sync announces them.
    const seeded = { ...review, at: new Date(Date.UTC(2024, 5, 1, 12, 0) - minute * 60_000).toISOString() };
    notices.push(noticeOf(await insertReview(t.app, owner.businessId, locationId, seeded), seeded, BRANCH));
  }
  return notices;
}

const positive = (author: string, text = 'Lovely coffee') => ({
  author,
  text,
  stars: 5,
  sentiment: 'Positive' as const,
});
const negative = (author: string, text = 'Cold and slow') => ({
  author,
  text,
  stars: 1,
  sentiment: 'Negative' as const,
});

describe('with new-review alerts on (the default)', () => {
  it('e-mails one review to the owner, admins and managers, in Arabic, with its link and an unsubscribe link', async () => {
    const [review] = await seed(positive('Huda', 'قهوة رائعة'));
    await notifyNewReviews(t.app, owner.businessId, [review]);

    const mails = await newMailsOfEveryone();
    for (const member of [owner, admin, manager]) expect(mails[member.email]).toHaveLength(1);
    expect(mails[agent.email]).toEqual([]);
    expect(mails[viewer.email]).toEqual([]);

    const [mail] = mails[owner.email];
    expect(mail.subject).toBe('تقييم جديد لـ Qahwa House');
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.text).toContain('مرحباً Sara Owner،');
    expect(mail.text).toContain('وصل تقييم جديد على Google:');
    expect(mail.text).toContain('Huda، 5 من 5 نجوم، North Branch');
    expect(mail.text).toContain('«قهوة رائعة»');
    expect(mail.text).toContain(`http://app.sumaa.test/customer/reviews?review=${review.reviewId}`);
    expect(mail.text).toContain('تصلك هذه الرسالة لأن تنبيهات التقييمات الجديدة مفعّلة لـ Qahwa House.');
    expect(mail.text).toMatch(
      /إيقاف رسائل التقييمات الجديدة: http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=\S+/,
    );
    expect(mail.headers['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:\d+\/api\/notifications\/unsubscribe\?token=/,
    );
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    // Each recipient's link is their own.
    const [adminMail] = mails[admin.email];
    expect(adminMail.headers['List-Unsubscribe']).not.toBe(mail.headers['List-Unsubscribe']);
  });

  it('calls a single negative review negative', async () => {
    await notifyNewReviews(t.app, owner.businessId, await seed(negative('Fahad', 'الخدمة سيئة')));
    const [mail] = await newMails(manager.email);
    expect(mail.subject).toBe('تقييم سلبي جديد لـ Qahwa House');
    expect(mail.text).toContain('وصل تقييم سلبي جديد على Google:');
  });

  it('lists two or three new reviews in one e-mail, each with its words', async () => {
    await notifyNewReviews(
      t.app,
      owner.businessId,
      await seed(positive('Amal'), negative('Badr'), { author: null, stars: 3, sentiment: 'Neutral' }),
    );
    const mails = await newMails(owner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('تقييمات جديدة لـ Qahwa House: 3');
    expect(mail.text).toContain('وصلت تقييمات جديدة على Google، عددها 3:');
    // The negative one first, then in the order they came.
    const lines = mail.text.split('\n').filter((line) => line.startsWith('• '));
    expect(lines).toEqual([
      '• Badr، 1 من 5 نجوم، North Branch: «Cold and slow»',
      '• Amal، 5 من 5 نجوم، North Branch: «Lovely coffee»',
      '• عميل مجهول، 3 من 5 نجوم، North Branch: (تقييم بالنجوم دون نص)',
    ]);
    expect(mail.text).not.toContain('وغيرها');
    expect(mail.text).toContain('عرض التقييمات: http://app.sumaa.test/customer/reviews\n');
  });

  it('sums up more than three: the counts, the first three (negative first) and the rest in the inbox', async () => {
    const batch = await seed(
      ...Array.from({ length: 8 }, (_, index) => positive(`Happy ${index}`)),
      negative('Angry 1'),
      { author: 'Meh', text: 'ok', stars: 3, sentiment: 'Neutral' },
      negative('Angry 2'),
      positive('Happy last'),
    );
    await notifyNewReviews(t.app, owner.businessId, batch);

    const mails = await newMails(admin.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('تقييمات جديدة لـ Qahwa House: 12');
    // 9 × 5 stars, 2 × 1, 1 × 3: 50 / 12.
    expect(mail.text).toContain(
      'وصلت تقييمات جديدة على Google، عددها 12: 9 إيجابية، 2 سلبية، 1 محايدة، بمتوسط 4.2 من 5 نجوم.',
    );
    const lines = mail.text.split('\n').filter((line) => line.startsWith('• '));
    expect(lines).toEqual([
      '• Angry 1، 1 من 5 نجوم، North Branch: «Cold and slow»',
      '• Angry 2، 1 من 5 نجوم، North Branch: «Cold and slow»',
      '• Happy 0، 5 من 5 نجوم، North Branch: «Lovely coffee»',
    ]);
    expect(mail.text).toContain('وغيرها في صندوق التقييمات، عددها 9.');
    expect(mail.text).toContain('http://app.sumaa.test/customer/reviews');
  });

  it('writes in English for an English business', async () => {
    await updateSettings(t.app, owner.token, { preferences: { language: 'en' } });
    await notifyNewReviews(
      t.app,
      owner.businessId,
      await seed(...Array.from({ length: 5 }, (_, index) => positive(`Guest ${index}`))),
    );
    const [mail] = await newMails(owner.email);
    expect(mail.subject).toBe('5 new reviews of Qahwa House');
    expect(mail.html).toContain('dir="ltr"');
    expect(mail.text).toContain(
      '5 new reviews arrived on Google: 5 positive, 0 negative, 0 neutral, 5.0 stars on average.',
    );
    expect(mail.text).toContain('• Guest 0, 5 of 5 stars, North Branch: “Lovely coffee”');
    expect(mail.text).toContain('And 2 more in the inbox.');
    expect(mail.text).toContain('You receive this e-mail because new-review alerts are on for Qahwa House.');
    expect(mail.text).toContain('Stop new-review e-mails: http://localhost:');
  });
});

describe('with new-review alerts off', () => {
  it('e-mails only the negative reviews when negative-review alerts are on', async () => {
    await updateSettings(t.app, owner.token, { notifications: { newReviews: false } });
    await notifyNewReviews(t.app, owner.businessId, await seed(positive('Calm')));
    expect(await newMailsOfEveryone()).toEqual(
      Object.fromEntries([owner, admin, manager, agent, viewer].map((member) => [member.email, []])),
    );

    await notifyNewReviews(
      t.app,
      owner.businessId,
      await seed(positive('Glad'), negative('Cross'), positive('Fine')),
    );
    const mails = await newMails(owner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('تقييم سلبي جديد لـ Qahwa House');
    expect(mail.text).toContain('Cross، 1 من 5 نجوم');
    expect(mail.text).not.toContain('Glad');
    expect(mail.text).toContain('تصلك هذه الرسالة لأن تنبيهات التقييمات السلبية مفعّلة لـ Qahwa House.');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it.each([
    ['negative-review alerts are off too', { newReviews: false, negativeReviews: false }],
    ['e-mail notifications are off', { emailNotifications: false }],
  ])('e-mails nothing when %s', async (_, switchedOff) => {
    await updateSettings(t.app, owner.token, { notifications: switchedOff });
    await notifyNewReviews(t.app, owner.businessId, await seed(negative('Nobody hears'), positive('Nor me')));
    const mails = await newMailsOfEveryone();
    for (const member of [owner, admin, manager]) expect(mails[member.email]).toEqual([]);
  });
});
