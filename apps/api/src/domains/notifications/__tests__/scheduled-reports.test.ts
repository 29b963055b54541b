// The weekly and monthly report e-mails, written by the job when the clock reaches the business's 08:00 on
// Sunday (or on the 1st): the figures the report endpoints give for the same days, against the period before,
// the keywords, the period's reviews still unanswered and the inbox's link, in Arabic and in English; sent once
// however often the schedule looks and the job runs.
import type { KeywordReport, PerformanceSummary } from '@sumaa/contracts';
import {
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
  type TeamMemberAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { queueScheduledReports } from '../scheduled-reports/report-schedule';
import {
  insertReportReview,
  mailsTo,
  setClock,
  updateSettings,
  type MailWithHeaders,
  type ReportReview,
} from './support/report-fixtures';
import { insertLocation } from './support/seed-reviews';

let t: TestApp;
let owner: RegisteredAccount;
let manager: TeamMemberAccount;
let agent: TeamMemberAccount;
let viewer: TeamMemberAccount;

/**
 * Riyadh is UTC+3. The first report covers Sunday 3 to Saturday 9 March 2024 (its first review is the first
 * minute of the 3rd there, its last the last minute of the 9th); the week before, 25 February to 2 March.
 */
const REVIEWS: ReportReview[] = [
  // The week reported.
  {
    author: 'Nora',
    text: 'Great',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-02T21:00:00Z',
    keywords: ['قهوة', 'خدمة'],
    reply: 'Thanks',
  },
  {
    author: 'Layla',
    text: 'قهوة طيبة لكن الانتظار طويل',
    stars: 4,
    sentiment: 'Positive',
    at: '2024-03-05T10:00:00Z',
    keywords: ['قهوه'],
  },
  {
    author: 'Fahad',
    text: 'الخدمة بطيئة جدا',
    stars: 1,
    sentiment: 'Negative',
    at: '2024-03-06T10:00:00Z',
    keywords: ['خدمة', 'انتظار'],
  },
  {
    author: 'Sami',
    text: 'OK',
    stars: 3,
    sentiment: 'Neutral',
    at: '2024-03-07T10:00:00Z',
    keywords: ['سعر'],
    reply: 'Thank you',
  },
  {
    author: null,
    text: null,
    stars: 2,
    sentiment: 'Negative',
    at: '2024-03-09T20:59:00Z',
    keywords: ['خدمة'],
  },
  // The week before.
  { author: 'Past', stars: 5, sentiment: 'Positive', at: '2024-03-02T20:59:00Z', reply: 'Thanks' },
  { author: 'Past', stars: 4, sentiment: 'Positive', at: '2024-02-27T10:00:00Z', reply: 'Thanks' },
  { author: 'Past', stars: 2, sentiment: 'Negative', at: '2024-02-25T10:00:00Z' },
  // The next week (10 to 16 March), answered.
  {
    author: 'Next',
    text: 'Back again',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-09T21:00:00Z',
    keywords: ['coffee'],
    reply: 'Welcome',
  },
];

beforeAll(async () => {
  // Access tokens outlive the weeks the clock is moved through.
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(365 * 24 * 60 * 60) });
  setClock(t, '2024-02-10T09:00:00Z');
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House', Full_name: 'Sara Owner' });
  manager = await addTeamMember(t.app, owner, { role: 'Manager', name: 'Mona Manager' });
  agent = await addTeamMember(t.app, owner, { role: 'Agent', name: 'Omar Agent' });
  viewer = await addTeamMember(t.app, owner, { role: 'Viewer', name: 'Vera Viewer' });
  const locationId = await insertLocation(t.app, owner.businessId, 'Olaya');
  for (const review of REVIEWS) await insertReportReview(t.app, owner.businessId, locationId, review);
});
afterAll(async () => {
  await t.close();
});

/**
 * One look of the schedule, then every job due: what a worker does each hour. Only this file's business is
 * looked at (the PostgreSQL run shares one database between test files).
 */
async function scheduleAndRun(): Promise<number> {
  const queued = await queueScheduledReports(t.app, [owner.businessId]);
  await t.app.jobs.runUntilIdle();
  return queued;
}

async function reportMails(email: string, pattern: RegExp): Promise<MailWithHeaders[]> {
  return (await mailsTo(t.app, email)).filter((mail) => pattern.test(mail.subject));
}

async function summaryOf(startDate: string, endDate: string): Promise<PerformanceSummary> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/performance/summary?startDate=${startDate}&endDate=${endDate}`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().model;
}

async function keywordsOf(startDate: string, endDate: string): Promise<KeywordReport[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/Reports/keywords?rowLimit=5&startDate=${startDate}&endDate=${endDate}`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode).toBe(200);
  return response.json().model;
}

const WEEKLY_AR = /^التقرير الأسبوعي/;

describe('the weekly report', () => {
  it('is not sent before 08:00 on Sunday in the business’s time zone', async () => {
    setClock(t, '2024-03-10T04:59:00Z');
    expect(await scheduleAndRun()).toBe(0);
    expect(await reportMails(owner.email, WEEKLY_AR)).toEqual([]);
  });

  it('is sent at 08:00 to the owner and the managers, in Arabic, with the figures of the report endpoints', async () => {
    setClock(t, '2024-03-10T05:00:00Z');
    expect(await scheduleAndRun()).toBe(1);

    for (const member of [agent, viewer]) expect(await reportMails(member.email, WEEKLY_AR)).toEqual([]);
    expect(await reportMails(manager.email, WEEKLY_AR)).toHaveLength(1);
    const [mail] = await reportMails(owner.email, WEEKLY_AR);
    expect(mail.subject).toBe('التقرير الأسبوعي لـ Qahwa House: 3–9 مارس 2024');
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.text).toContain('مرحباً Sara Owner،');
    expect(mail.text).toContain('إليك أسبوع Qahwa House، 3–9 مارس 2024، مقارنةً بالأسبوع الذي قبله.');

    // The same figures as GET /api/reports/performance/summary for these days and the week before.
    const current = await summaryOf('2024-03-03', '2024-03-09');
    const previous = await summaryOf('2024-02-25', '2024-03-02');
    expect(current).toMatchObject({
      totalReviews: 5,
      averageRating: 3,
      positiveReviews: 2,
      negativeReviews: 2,
      neutralReviews: 1,
      repliedReviews: 2,
      responseRate: 40,
    });
    expect(previous).toMatchObject({ totalReviews: 3, averageRating: 3.67, responseRate: 66.7 });
    expect(mail.text).toContain(
      [
        'أرقام الأسبوع',
        `التقييمات: ${current.totalReviews} (▲ 67% عن ${previous.totalReviews})`,
        `متوسط التقييم: ${current.averageRating} (▼ 0.67 عن ${previous.averageRating})`,
        `إيجابية: ${current.positiveReviews} (دون تغيير عن ${previous.positiveReviews})`,
        `سلبية: ${current.negativeReviews} (▲ 100% عن ${previous.negativeReviews})`,
        `محايدة: ${current.neutralReviews} (▲ عن 0)`,
        `نسبة الرد: ${current.responseRate}% (▼ 26.7 نقاط عن ${previous.responseRate}%)`,
      ].join('\n'),
    );

    // The keywords of GET /api/Reports/keywords, قهوة and قهوه counted as one.
    const keywords = await keywordsOf('2024-03-03', '2024-03-09');
    expect(keywords.map((item) => [item.keyword, item.mentions])).toEqual([
      ['خدمة', 3],
      ['قهوة', 2],
      ['انتظار', 1],
      ['سعر', 1],
    ]);
    expect(mail.text).toContain(
      [
        'أكثر ما تحدّث عنه العملاء',
        ...keywords.map(
          (item) =>
            `• ${item.keyword}: عدد الإشارات ${item.mentions}، ${item.positive}% إيجابية، ${item.negative}% سلبية`,
        ),
      ].join('\n'),
    );
    expect(mail.text).toContain('• خدمة: عدد الإشارات 3، 33.3% إيجابية، 66.7% سلبية');

    // The week's three reviews without a reply, oldest first, and the inbox on them.
    expect(mail.text).toContain(
      [
        'بانتظار الرد: 3',
        'أقدمها:',
        '• Layla، 4 من 5 نجوم، Olaya: «قهوة طيبة لكن الانتظار طويل»',
        '• Fahad، 1 من 5 نجوم، Olaya: «الخدمة بطيئة جدا»',
        '• عميل مجهول، 2 من 5 نجوم، Olaya: (تقييم بالنجوم دون نص)',
      ].join('\n'),
    );
    expect(mail.text).toContain(
      'فتح صندوق التقييمات: http://app.sumaa.test/customer/reviews?replied=unreplied&sort=oldest&from=2024-03-03&to=2024-03-09',
    );
    const unanswered = await t.app.inject({
      method: 'GET',
      url: '/api/Reviews?replied=unreplied&from=2024-03-03&to=2024-03-09',
      headers: bearer(owner.token),
    });
    expect(unanswered.json().model.total).toBe(3);

    expect(mail.text).toContain('تصلك هذه الرسالة لأن التقرير الأسبوعي مفعّل لـ Qahwa House.');
    expect(mail.headers['List-Unsubscribe']).toMatch(/unsubscribe\?token=/);
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('is sent once however often the schedule looks and the job runs', async () => {
    setClock(t, '2024-03-10T06:00:00Z');
    expect(await scheduleAndRun()).toBe(0);
    setClock(t, '2024-03-11T09:00:00Z');
    expect(await scheduleAndRun()).toBe(0);

    // The job run again (as after a crash that kept the commit): it finds the report sent and sends nothing.
    await t.app.db.ownerTransaction((tx) =>
      tx.query(
        `UPDATE report_deliveries SET status = 'queued', locked_by = NULL, locked_until = NULL, attempts = 0
          WHERE business_id = $1`,
        [owner.businessId],
      ),
    );
    await t.app.jobs.runUntilIdle();

    expect(await reportMails(owner.email, WEEKLY_AR)).toHaveLength(1);
    expect(await reportMails(manager.email, WEEKLY_AR)).toHaveLength(1);
    const rows = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ kind: string; period_start: string; status: string; recipients: number }>(
        `SELECT kind, to_char(period_start, 'YYYY-MM-DD') AS period_start, status, recipients
           FROM report_deliveries WHERE business_id = $1`,
        [owner.businessId],
      ),
    );
    expect(rows).toEqual([
      { kind: 'weekly', period_start: '2024-03-03', status: 'completed', recipients: 2 },
    ]);
  });

  it('is written in English for an English business, against the week before', async () => {
    await updateSettings(t.app, owner.token, { preferences: { language: 'en' } });
    setClock(t, '2024-03-17T05:00:00Z');
    expect(await scheduleAndRun()).toBe(1);

    const [mail] = await reportMails(owner.email, /weekly report/);
    const period = new Intl.DateTimeFormat('en-u-ca-gregory-nu-latn', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).formatRange(new Date('2024-03-10T00:00:00Z'), new Date('2024-03-16T00:00:00Z'));
    expect(mail.subject).toBe(`Qahwa House: weekly report, ${period}`);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    const current = await summaryOf('2024-03-10', '2024-03-16');
    expect(current).toMatchObject({ totalReviews: 1, averageRating: 5, responseRate: 100 });
    expect(mail.text).toContain(
      [
        'The week in figures',
        'Reviews: 1 (▼ 80% from 5)',
        'Average rating: 5 (▲ 2 from 3)',
        'Positive: 1 (▼ 50% from 2)',
        'Negative: 0 (▼ 100% from 2)',
        'Neutral: 0 (▼ 100% from 1)',
        'Response rate: 100% (▲ 60 points from 40%)',
        '',
        'What people talked about',
        '• coffee: 1 mention, 100% positive, 0% negative',
        '',
        'Still unanswered: 0',
        'Every review of the period has a reply.',
      ].join('\n'),
    );
    expect(mail.text).toContain(
      'Open the inbox: http://app.sumaa.test/customer/reviews?from=2024-03-10&to=2024-03-16',
    );
    expect(mail.text).toContain('You receive this e-mail because the weekly report is on for Qahwa House.');
  });

  it('says so when the week brought no review', async () => {
    setClock(t, '2024-03-24T05:00:00Z');
    expect(await scheduleAndRun()).toBe(1);
    const [mail] = await reportMails(owner.email, /weekly report/);
    expect(mail.text).toContain('No new reviews this week.');
    expect(mail.text).toContain('Reviews: 0 (▼ 100% from 1)');
    expect(mail.text).toContain('Average rating: —');
    expect(mail.text).toContain('No keywords in this period’s reviews.');
    expect(mail.text).toContain('No reviews are waiting for a reply.');
  });

  it('is not sent when the weekly report is switched off', async () => {
    await updateSettings(t.app, owner.token, { notifications: { weeklyReports: false } });
    try {
      setClock(t, '2024-03-31T05:00:00Z');
      expect(await scheduleAndRun()).toBe(0);
    } finally {
      await updateSettings(t.app, owner.token, { notifications: { weeklyReports: true } });
    }
  });
});

describe('the monthly report', () => {
  it('is sent on the 1st at 08:00 when switched on, about the month before against the one before it', async () => {
    await updateSettings(t.app, owner.token, {
      notifications: { monthlyReports: true, weeklyReports: false },
      preferences: { language: 'ar' },
    });
    setClock(t, '2024-04-01T04:59:00Z');
    expect(await scheduleAndRun()).toBe(0);
    setClock(t, '2024-04-01T05:00:00Z');
    expect(await scheduleAndRun()).toBe(1);
    expect(await scheduleAndRun()).toBe(0);

    const mails = await reportMails(owner.email, /^التقرير الشهري/);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe('التقرير الشهري لـ Qahwa House: مارس 2024');
    const march = await summaryOf('2024-03-01', '2024-03-31');
    const february = await summaryOf('2024-02-01', '2024-02-29');
    expect(march.totalReviews).toBe(7);
    expect(february.totalReviews).toBe(2);
    expect(mail.text).toContain('أرقام الشهر');
    expect(mail.text).toContain(`التقييمات: ${march.totalReviews} (▲ 250% عن ${february.totalReviews})`);
    expect(mail.text).toContain(`متوسط التقييم: ${march.averageRating} (`);
    expect(mail.text).toContain(`نسبة الرد: ${march.responseRate}% (`);
    expect(mail.text).toContain(`بانتظار الرد: ${march.totalReviews - march.repliedReviews}`);
    expect(mail.text).toContain('تصلك هذه الرسالة لأن التقرير الشهري مفعّل لـ Qahwa House.');
    expect(await reportMails(manager.email, /^التقرير الشهري/)).toHaveLength(1);
  });
});
