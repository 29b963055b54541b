// The unsubscribe link of the alert and report e-mails, followed from the outbox: GET asks (and changes nothing),
// POST turns the business's switch off, and the next report is not sent. Also the mail client's one-click POST
// (RFC 8058, a url-encoded or multipart form), and the 400 page of a forged, altered or stale link.
import { createHmac } from 'node:crypto';
import { translateMessage } from '@sumaa/contracts';
import {
  addTeamMember,
  ARABIC,
  bearer,
  ENGLISH,
  registerAccount,
  type RegisteredAccount,
  type TeamMemberAccount,
} from '../../../testing/factories';
import { multipartBody } from '../../../testing/multipart';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { notifyNewReviews } from '../notify';
import { queueScheduledReports } from '../scheduled-reports/report-schedule';
import { signUnsubscribeToken, unsubscribeKeyOf } from '../unsubscribe-token';
import {
  insertReportReview,
  mailsTo,
  notificationSwitches,
  setClock,
  unsubscribePathOf,
  updateSettings,
} from './support/report-fixtures';
import { insertLocation, noticeOf } from './support/seed-reviews';

let t: TestApp;
let owner: RegisteredAccount;
let manager: TeamMemberAccount;
let locationId: string;

beforeAll(async () => {
  t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: String(365 * 24 * 60 * 60) });
  setClock(t, '2024-02-10T09:00:00Z');
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House', Full_name: 'Sara Owner' });
  manager = await addTeamMember(t.app, owner, { role: 'Manager', name: 'Mona Manager' });
  locationId = await insertLocation(t.app, owner.businessId, 'Olaya');
  await insertReportReview(t.app, owner.businessId, locationId, {
    author: 'Nora',
    text: 'Great',
    stars: 5,
    sentiment: 'Positive',
    at: '2024-03-05T10:00:00Z',
  });
});
afterAll(async () => {
  await t.close();
});

async function sendWeeklyReportAt(iso: string): Promise<number> {
  setClock(t, iso);
  const queued = await queueScheduledReports(t.app, [owner.businessId]);
  await t.app.jobs.runUntilIdle();
  return queued;
}

async function newReviewAlert(author: string) {
  const review = {
    author,
    text: 'Lovely',
    stars: 5,
    sentiment: 'Positive' as const,
    at: t.clock.now().toISOString(),
  };
  const id = await insertReportReview(t.app, owner.businessId, locationId, review);
  await notifyNewReviews(t.app, owner.businessId, [noticeOf(id, review, 'Olaya')]);
  const [mail] = (await mailsTo(t.app, manager.email)).filter((each) => each.text.includes(author));
  return mail;
}

describe('the unsubscribe link of a report', () => {
  it('asks on GET, turns the weekly report off on POST, and the next week nothing is sent', async () => {
    expect(await sendWeeklyReportAt('2024-03-10T05:00:00Z')).toBe(1);
    const [mail] = (await mailsTo(t.app, manager.email)).filter((each) =>
      /التقرير الأسبوعي/.test(each.subject),
    );
    const path = unsubscribePathOf(mail);
    // The same link in the body, for the reader.
    expect(mail.text).toContain(`إيقاف التقرير الأسبوعي: http://localhost:`);
    expect(mail.text).toContain(path);

    const page = await t.app.inject({ method: 'GET', url: path, headers: ENGLISH });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    // The e-mail's language, whatever the browser asks for.
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('إيقاف رسائل التقرير الأسبوعي لـ Qahwa House؟');
    expect(page.body).toContain('سيتوقف إرسال رسائل التقرير الأسبوعي لكل أعضاء Qahwa House.');
    expect(page.body).toMatch(/<form method="post" action="\?token=[^"]+">/);
    expect(page.body).not.toMatch(/<script|<link|src=/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    // Opening the link changed nothing.
    expect((await notificationSwitches(t.app, owner.token)).weeklyReports).toBe(true);

    // The page's button: a form POST to the same address, with nothing in the body.
    const action = /action="([^"]+)"/.exec(page.body)![1].replace(/&amp;/g, '&');
    const done = await t.app.inject({
      method: 'POST',
      url: `${path.split('?')[0]}${action}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('أُوقفت رسائل التقرير الأسبوعي');
    expect(done.body).toContain('لن تُرسل رسائل التقرير الأسبوعي بعد الآن لـ Qahwa House.');
    expect(done.body).toContain('href="http://app.sumaa.test/customer/settings"');
    expect(await notificationSwitches(t.app, owner.token)).toMatchObject({
      weeklyReports: false,
      newReviews: true,
      emailNotifications: true,
    });

    expect(await sendWeeklyReportAt('2024-03-17T05:00:00Z')).toBe(0);
    expect(
      (await mailsTo(t.app, manager.email)).filter((each) => /التقرير الأسبوعي/.test(each.subject)),
    ).toHaveLength(1);

    // The link again: already off, said so, nothing else changes.
    const again = await t.app.inject({ method: 'GET', url: path });
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('رسائل التقرير الأسبوعي متوقفة أصلاً لـ Qahwa House.');
    expect(again.body).not.toContain('<form');
  });
});

describe('the one-click unsubscribe of a mail client (RFC 8058)', () => {
  beforeEach(async () => {
    await updateSettings(t.app, owner.token, {
      notifications: { newReviews: true },
      preferences: { language: 'en' },
    });
  });

  it('turns new-review alerts off with a url-encoded List-Unsubscribe=One-Click', async () => {
    const mail = await newReviewAlert('Clicky');
    expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const response = await t.app.inject({
      method: 'POST',
      url: unsubscribePathOf(mail),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en" dir="ltr">');
    expect(response.body).toContain('New-review alerts are off');
    expect((await notificationSwitches(t.app, owner.token)).newReviews).toBe(false);
  });

  it('accepts the same as multipart/form-data', async () => {
    const mail = await newReviewAlert('Multi');
    const form = await multipartBody({ 'List-Unsubscribe': 'One-Click' });
    const response = await t.app.inject({
      method: 'POST',
      url: unsubscribePathOf(mail),
      headers: form.headers,
      payload: form.payload,
    });
    expect(response.statusCode).toBe(200);
    expect((await notificationSwitches(t.app, owner.token)).newReviews).toBe(false);
  });
});

describe('a link that is not good', () => {
  let validToken: string;
  beforeAll(async () => {
    await updateSettings(t.app, owner.token, { notifications: { newReviews: true } });
    const mail = await newReviewAlert('Forger');
    validToken = new URL(`http://x${unsubscribePathOf(mail)}`).searchParams.get('token')!;
  });

  const invalidPage = async (
    url: string,
    method: 'GET' | 'POST',
    headers: Record<string, string> = ARABIC,
  ) => {
    const response = await t.app.inject({ method, url, headers });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    return response.body;
  };

  it('answers a 400 page in the reader’s language and changes nothing', async () => {
    const [payload, signature] = validToken.split('.');
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    // The same claims for another switch, with the original signature: tampered.
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const tampered = `${Buffer.from(JSON.stringify({ ...claims, s: 'weeklyReports' })).toString('base64url')}.${signature}`;
    // Signed with a key that is not the server's.
    const foreignKey = createHmac('sha256', 'not the server secret')
      .update('sumaa unsubscribe link v1')
      .digest();
    const forged = signUnsubscribeToken(foreignKey, {
      businessId: owner.businessId,
      notificationSwitch: 'newReviews',
      userId: owner.userId,
      language: 'en',
    });
    for (const token of [`${payload}.${flipped}`, tampered, forged, 'not-a-token', `${validToken}.x`]) {
      const query = `?token=${encodeURIComponent(token)}`;
      for (const method of ['GET', 'POST'] as const) {
        const body = await invalidPage(`/api/notifications/unsubscribe${query}`, method);
        expect(body).toContain('<html lang="ar" dir="rtl">');
        expect(body).toContain(translateMessage('unsubscribeLinkInvalid', 'ar'));
      }
    }
    const english = await invalidPage('/api/notifications/unsubscribe', 'GET', ENGLISH);
    expect(english).toContain(translateMessage('unsubscribeLinkInvalid', 'en'));
    expect(await invalidPage(`/api/notifications/unsubscribe?token=${'a'.repeat(2001)}`, 'POST')).toContain(
      'dir="rtl"',
    );
    expect((await notificationSwitches(t.app, owner.token)).newReviews).toBe(true);
  });

  it('stops working once its recipient has left the business', async () => {
    const leaving = await addTeamMember(t.app, owner, { role: 'Manager', name: 'Leaving Manager' });
    const token = signUnsubscribeToken(unsubscribeKeyOf(t.app), {
      businessId: owner.businessId,
      notificationSwitch: 'newReviews',
      userId: leaving.userId,
      language: 'en',
    });
    const url = `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);

    const deactivated = await t.app.inject({
      method: 'PUT',
      url: `/api/team-members/${leaving.memberId}/deactivate`,
      headers: bearer(owner.token),
      payload: { id: leaving.memberId, businessId: owner.businessId },
    });
    expect(deactivated.statusCode).toBe(200);
    expect(await invalidPage(url, 'POST', ENGLISH)).toContain(
      translateMessage('unsubscribeLinkInvalid', 'en'),
    );
    expect((await notificationSwitches(t.app, owner.token)).newReviews).toBe(true);
  });
});
