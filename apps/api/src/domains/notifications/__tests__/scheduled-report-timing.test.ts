// When each business gets its scheduled reports: at 08:00 of its own time zone (Dubai before Riyadh before UTC),
// still after a night the API was down, but not days late; never for a business that has no review at all, nor
// for a period that ended before the business joined.
import { registerAccount, type RegisteredAccount } from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { queueScheduledReports } from '../scheduled-reports/report-schedule';
import { insertReportReview, mailsTo, setClock, updateSettings } from './support/report-fixtures';
import { insertLocation } from './support/seed-reviews';

let t: TestApp;
let riyadh: RegisteredAccount;
let dubai: RegisteredAccount;
let utc: RegisteredAccount;
let withoutReviews: RegisteredAccount;
let lateJoiner: RegisteredAccount;

async function withReview(account: RegisteredAccount, at: string): Promise<void> {
  const locationId = await insertLocation(t.app, account.businessId, 'Main');
  await insertReportReview(t.app, account.businessId, locationId, {
    author: 'Guest',
    text: 'Nice',
    stars: 5,
    sentiment: 'Positive',
    at,
  });
}

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(365 * 24 * 60 * 60) });
  setClock(t, '2024-02-10T09:00:00Z');
  riyadh = await registerAccount(t.app, { Business_name: 'Riyadh Roastery' });
  dubai = await registerAccount(t.app, { Business_name: 'Dubai Diner' });
  utc = await registerAccount(t.app, { Business_name: 'Greenwich Grill' });
  withoutReviews = await registerAccount(t.app, { Business_name: 'Quiet Corner' });
  await updateSettings(t.app, dubai.token, { preferences: { timezone: 'Asia/Dubai', language: 'en' } });
  await updateSettings(t.app, utc.token, { preferences: { timezone: 'UTC', language: 'en' } });
  for (const account of [riyadh, dubai, utc]) await withReview(account, '2024-03-05T10:00:00Z');
  await insertLocation(t.app, withoutReviews.businessId, 'Empty');

  // Joins in the first hour of Sunday 10 March (Riyadh), with a review of the week before imported.
  setClock(t, '2024-03-09T21:30:00Z');
  lateJoiner = await registerAccount(t.app, { Business_name: 'Late Lounge' });
  await withReview(lateJoiner, '2024-03-05T12:00:00Z');
});
afterAll(async () => {
  await t.close();
});

async function weeklyMailsOf(account: RegisteredAccount): Promise<number> {
  return (await mailsTo(t.app, account.email)).filter((mail) =>
    /weekly report|التقرير الأسبوعي/.test(mail.subject),
  ).length;
}

async function lookAt(iso: string): Promise<number> {
  setClock(t, iso);
  // Only this file's businesses: the PostgreSQL run shares one database between test files.
  const queued = await queueScheduledReports(
    t.app,
    [riyadh, dubai, utc, withoutReviews, lateJoiner].map((account) => account.businessId),
  );
  await t.app.jobs.runUntilIdle();
  return queued;
}

async function weeklyCounts() {
  return {
    riyadh: await weeklyMailsOf(riyadh),
    dubai: await weeklyMailsOf(dubai),
    utc: await weeklyMailsOf(utc),
    withoutReviews: await weeklyMailsOf(withoutReviews),
    lateJoiner: await weeklyMailsOf(lateJoiner),
  };
}

describe('the weekly report’s moment', () => {
  it('comes at 08:00 of each business’s own time zone', async () => {
    expect(await lookAt('2024-03-10T03:59:00Z')).toBe(0);
    expect(await weeklyCounts()).toEqual({ riyadh: 0, dubai: 0, utc: 0, withoutReviews: 0, lateJoiner: 0 });

    // 08:00 in Dubai (UTC+4), 07:00 in Riyadh.
    expect(await lookAt('2024-03-10T04:00:00Z')).toBe(1);
    expect(await weeklyCounts()).toEqual({ riyadh: 0, dubai: 1, utc: 0, withoutReviews: 0, lateJoiner: 0 });

    expect(await lookAt('2024-03-10T04:59:59Z')).toBe(0);
    // 08:00 in Riyadh (UTC+3).
    expect(await lookAt('2024-03-10T05:00:00Z')).toBe(1);
    expect(await weeklyCounts()).toEqual({ riyadh: 1, dubai: 1, utc: 0, withoutReviews: 0, lateJoiner: 0 });

    expect(await lookAt('2024-03-10T07:59:00Z')).toBe(0);
    expect(await lookAt('2024-03-10T08:00:00Z')).toBe(1);
    expect(await weeklyCounts()).toEqual({ riyadh: 1, dubai: 1, utc: 1, withoutReviews: 0, lateJoiner: 0 });

    const [dubaiMail] = await mailsTo(t.app, dubai.email);
    expect(dubaiMail.subject).toMatch(/^Dubai Diner: weekly report, March 3\s–\s9, 2024$/);
  });

  it('never comes for a business without reviews, nor for a week that ended before the business joined', async () => {
    expect(await lookAt('2024-03-11T12:00:00Z')).toBe(0);
    expect(await weeklyCounts()).toEqual({ riyadh: 1, dubai: 1, utc: 1, withoutReviews: 0, lateJoiner: 0 });
    // The next week, Late Lounge had joined: its report comes with the others.
    expect(await lookAt('2024-03-17T08:00:00Z')).toBe(4);
    expect(await weeklyCounts()).toEqual({ riyadh: 2, dubai: 2, utc: 2, withoutReviews: 0, lateJoiner: 1 });
  });

  it('comes late after a night the API was down, but is left out once it is two days late', async () => {
    // Nobody looked on Sunday 24 March: Monday afternoon the reports still go out.
    expect(await lookAt('2024-03-25T15:00:00Z')).toBe(4);
    expect(await weeklyCounts()).toEqual({ riyadh: 3, dubai: 3, utc: 3, withoutReviews: 0, lateJoiner: 2 });

    // Nobody looked from Sunday 31 March to Tuesday: 48 hours after each one's 08:00, nothing is sent.
    expect(await lookAt('2024-04-02T08:00:00Z')).toBe(0);
    expect(await weeklyCounts()).toEqual({ riyadh: 3, dubai: 3, utc: 3, withoutReviews: 0, lateJoiner: 2 });
  });
});

describe('the monthly report’s moment', () => {
  it('comes on the 1st at 08:00 of the business’s time zone', async () => {
    for (const account of [dubai, utc])
      await updateSettings(t.app, account.token, {
        notifications: { monthlyReports: true, weeklyReports: false },
      });
    const monthly = async (account: RegisteredAccount) =>
      (await mailsTo(t.app, account.email)).filter((mail) => /monthly report/.test(mail.subject));

    expect(await lookAt('2024-05-01T03:59:00Z')).toBe(0);
    expect(await lookAt('2024-05-01T04:00:00Z')).toBe(1);
    expect(await monthly(dubai)).toHaveLength(1);
    expect(await monthly(utc)).toHaveLength(0);
    expect(await lookAt('2024-05-01T08:00:00Z')).toBe(1);
    const [mail] = await monthly(utc);
    expect(mail.subject).toBe('Greenwich Grill: monthly report, April 2024');
    expect(await lookAt('2024-05-02T08:00:00Z')).toBe(0);
  });
});
