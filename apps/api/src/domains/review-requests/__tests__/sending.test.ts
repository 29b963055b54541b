// Sending review requests through HTTP and the job queue (run by hand here): WhatsApp, SMS and e-mail, the
// outcome per contact and the preview that writes nothing, and the server's rules — opt-out (also by the
// e-mail's one-click unsubscribe), the reasons a contact cannot be reached, the cooldown (never under 7 days),
// the quiet hours on the business's clock (queued until the morning), the plan's monthly quota (set in the
// admin plans API), and no requests at all once the trial has ended. The providers' failures, visits, and one
// business never reaching another's contacts.
import {
  reviewRequestPageSchema,
  sendReviewRequestsResultSchema,
  type ReviewRequestPage,
  type SendReviewRequestsResult,
} from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  bearer,
  outboxFor,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';
import { moveBusinessToPlan } from '../../../testing/subscriptions';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  activateSubscription,
  addContact,
  addLocation,
  advanceToRiyadhTime,
  endTrial,
  FakeChannelError,
  useFakeChannels,
  type FakeChannel,
} from './support/review-request-steps';

const DAY_MS = 24 * 60 * 60 * 1000;
const ADMIN = { email: uniqueEmail('requests-admin'), password: 'Requests-admin-pass-1' };

let t: TestApp;
let whatsapp: FakeChannel;
let sms: FakeChannel;

beforeAll(async () => {
  t = await createTestApp({ SUMAA_ADMIN_EMAIL: ADMIN.email, SUMAA_ADMIN_PASSWORD: ADMIN.password });
  ({ whatsapp, sms } = useFakeChannels(t.app));
});
afterAll(async () => {
  await t.close();
});
/** Each test starts with no message left over from another (a failed one leaves its own behind). */
afterEach(async () => {
  await t.app.jobs.runUntilIdle();
  whatsapp.sent.splice(0);
  sms.sent.splice(0);
});

interface Business {
  owner: RegisteredAccount;
  locationId: string;
}

async function newBusiness(name: string): Promise<Business> {
  const owner = await registerAccount(t.app, { Business_name: name });
  // Paid for a year: the tests move the clock past the trial.
  await activateSubscription(t.app, owner.businessId, new Date(t.clock.now().getTime() + 365 * DAY_MS));
  return { owner, locationId: await addLocation(t.app, owner.businessId, 'Olaya') };
}

/** A token valid at the test clock's now (it moves hours and days ahead). */
async function signedIn(owner: RegisteredAccount): Promise<RegisteredAccount> {
  owner.token = (await signIn(t.app, owner.email, owner.password)).json().model.token;
  return owner;
}

function send(
  business: Business,
  body: { contactIds: string[]; channel: string; locationId?: string; preview?: boolean },
  headers: Record<string, string> = ENGLISH,
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/review-requests',
    headers: { ...bearer(business.owner.token), ...headers },
    payload: { locationId: business.locationId, ...body },
  });
}

async function sent(
  business: Business,
  body: { contactIds: string[]; channel: string; preview?: boolean },
): Promise<SendReviewRequestsResult> {
  const response = await send(business, body);
  if (response.statusCode !== 200) throw new Error(`send failed: ${response.statusCode} ${response.body}`);
  return sendReviewRequestsResultSchema.parse(response.json().model);
}

async function history(business: Business, query = ''): Promise<ReviewRequestPage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/review-requests${query}`,
    headers: bearer(business.owner.token),
  });
  expect(response.statusCode).toBe(200);
  return reviewRequestPageSchema.parse(response.json().model);
}

describe('sending now', () => {
  let cafe: Business;
  beforeAll(async () => {
    advanceToRiyadhTime(t, 12);
    cafe = await newBusiness('Qahwa House');
  });

  it('sends by WhatsApp with the template, the first name, the business and the request’s own link', async () => {
    const noura = await addContact(t.app, cafe.owner, {
      name: 'نورة القحطاني',
      phone: '0501234567',
      language: 'ar',
    });
    const result = await sent(cafe, { contactIds: [noura], channel: 'whatsapp' });
    expect(result).toMatchObject({ preview: false, sent: 1, queued: 0, skipped: 0 });
    expect(result.outcomes).toEqual([
      {
        contactId: noura,
        outcome: 'sent',
        reason: null,
        requestId: expect.any(String),
        scheduledFor: expect.any(String),
      },
    ]);
    expect(whatsapp.sent).toHaveLength(0);
    await t.app.jobs.runUntilIdle();

    const [message] = whatsapp.sent.splice(0);
    const link = /http:\/\/localhost:\d+\/r\/([A-Za-z0-9_-]{22})$/.exec(message.text)?.[0];
    expect(link).toBeDefined();
    expect(message).toEqual({
      to: '+966501234567',
      language: 'ar',
      text: expect.stringContaining('هلا نورة'),
      templateName: 'review_request',
      templateParams: ['نورة', 'Qahwa House', link],
    });
    expect(message.text).toContain('Qahwa House');
    const [request] = (await history(cafe)).items;
    expect(request).toMatchObject({
      id: result.outcomes[0].requestId,
      contactId: noura,
      contactName: 'نورة القحطاني',
    });
    expect(request).toMatchObject({ channel: 'whatsapp', status: 'sent', locationId: cafe.locationId, link });
    expect(request.sentAt).not.toBeNull();

    // The link opens the landing page, which counts the click on this request.
    const landing = await t.app.inject({ method: 'GET', url: new URL(link!).pathname });
    expect(landing.statusCode).toBe(200);
    expect((await history(cafe)).items[0]).toMatchObject({ id: request.id, status: 'clicked' });
  });

  it('gives every request its own unguessable code', async () => {
    const ids = await Promise.all(
      ['0502000001', '0502000002', '0502000003'].map((phone, index) =>
        addContact(t.app, cafe.owner, { name: `Guest ${index}`, phone, language: 'en' }),
      ),
    );
    await sent(cafe, { contactIds: ids, channel: 'sms' });
    await t.app.jobs.runUntilIdle();
    const codes = sms.sent.splice(0).map((message) => /\/r\/([A-Za-z0-9_-]+)$/.exec(message.text)![1]);
    expect(new Set(codes).size).toBe(3);
    for (const code of codes) expect(Buffer.from(code, 'base64url')).toHaveLength(16);
  });

  it('previews the send dialog’s count without writing or sending anything', async () => {
    const guest = await addContact(t.app, cafe.owner, {
      name: 'Preview Guest',
      phone: '0503000001',
      language: 'en',
    });
    const emailOnly = await addContact(t.app, cafe.owner, {
      name: 'Mail Only',
      email: 'mail.only@example.com',
    });
    const before = (await history(cafe)).total;
    const preview = await send(
      cafe,
      { contactIds: [guest, emailOnly], channel: 'sms', preview: true },
      ARABIC,
    );
    expect(preview.statusCode).toBe(200);
    expect(preview.json().message).toBe('هؤلاء من سيصلهم الطلب؛ لم يُرسل شيء بعد');
    expect(sendReviewRequestsResultSchema.parse(preview.json().model)).toEqual({
      preview: true,
      sent: 1,
      queued: 0,
      skipped: 1,
      outcomes: [
        {
          contactId: guest,
          outcome: 'sent',
          reason: null,
          requestId: null,
          scheduledFor: expect.any(String),
        },
        { contactId: emailOnly, outcome: 'skipped', reason: 'noPhone', requestId: null, scheduledFor: null },
      ],
    });
    await t.app.jobs.runUntilIdle();
    expect(sms.sent).toHaveLength(0);
    expect((await history(cafe)).total).toBe(before);
    // Still askable: the preview did not count as asking.
    expect((await sent(cafe, { contactIds: [guest], channel: 'sms', preview: true })).sent).toBe(1);
  });

  it('skips each contact that cannot be asked, with its reason', async () => {
    const phoneOnly = await addContact(t.app, cafe.owner, { name: 'Phone Only', phone: '0504000001' });
    const emailOnly = await addContact(t.app, cafe.owner, { name: 'Email Only', email: 'only@example.com' });
    const landline = await addContact(t.app, cafe.owner, { name: 'Landline', phone: '+966 11 234 5678' });
    const optedOut = await addContact(t.app, cafe.owner, { name: 'Opted Out', phone: '0504000002' });
    await t.app.db.tenantTransaction({ businessId: cafe.owner.businessId, userId: null }, (tx) =>
      tx.query('UPDATE contacts SET opted_out_at = now() WHERE business_id = $1 AND id = $2', [
        cafe.owner.businessId,
        optedOut,
      ]),
    );
    const bySms = await sent(cafe, {
      contactIds: [emailOnly, landline, optedOut, phoneOnly],
      channel: 'sms',
    });
    expect(bySms.outcomes.map((outcome) => [outcome.contactId, outcome.outcome, outcome.reason])).toEqual([
      [emailOnly, 'skipped', 'noPhone'],
      [landline, 'skipped', 'invalidPhone'],
      [optedOut, 'skipped', 'optedOut'],
      [phoneOnly, 'sent', null],
    ]);
    const byEmail = await sent(cafe, { contactIds: [emailOnly, phoneOnly], channel: 'email' });
    expect(byEmail.outcomes.map((outcome) => [outcome.outcome, outcome.reason])).toEqual([
      ['sent', null],
      ['skipped', 'noEmail'],
    ]);
    await t.app.jobs.runUntilIdle();
    expect(sms.sent.splice(0).map((message) => message.to)).toEqual(['+966504000001']);
  });

  it('asks a contact at most once per cooldown: 30 days by default, or the business’s own, never under 7', async () => {
    const guest = await addContact(t.app, cafe.owner, { name: 'Returning', phone: '0505000001' });
    expect((await sent(cafe, { contactIds: [guest], channel: 'whatsapp' })).sent).toBe(1);
    const again = await sent(cafe, { contactIds: [guest], channel: 'sms' });
    expect(again.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: 'cooldown' });

    t.clock.advance(29 * DAY_MS);
    await signedIn(cafe.owner);
    expect((await sent(cafe, { contactIds: [guest], channel: 'sms' })).outcomes[0].reason).toBe('cooldown');
    t.clock.advance(DAY_MS);
    await signedIn(cafe.owner);
    expect((await sent(cafe, { contactIds: [guest], channel: 'sms' })).outcomes[0].outcome).toBe('sent');

    const settings = (days: number) =>
      t.app.db.tenantTransaction({ businessId: cafe.owner.businessId, userId: null }, (tx) =>
        tx.query(
          `INSERT INTO review_request_settings (business_id, cooldown_days, updated_at) VALUES ($1, $2, now())
           ON CONFLICT (business_id) DO UPDATE SET cooldown_days = EXCLUDED.cooldown_days`,
          [cafe.owner.businessId, days],
        ),
      );
    await expect(settings(6)).rejects.toThrow();
    await settings(7);
    t.clock.advance(7 * DAY_MS);
    await signedIn(cafe.owner);
    expect((await sent(cafe, { contactIds: [guest], channel: 'sms' })).outcomes[0].outcome).toBe('sent');
    await t.app.jobs.runUntilIdle();
    whatsapp.sent.splice(0);
    sms.sent.splice(0);
  });
});

describe('quiet hours', () => {
  it('queues a request asked for at 23:00 on the business’s clock until 09:00, then sends it', async () => {
    advanceToRiyadhTime(t, 23);
    const night = await newBusiness('Night Cafe');
    const guest = await addContact(t.app, night.owner, {
      name: 'Late Guest',
      phone: '0506000001',
      language: 'en',
    });
    const result = await sent(night, { contactIds: [guest], channel: 'whatsapp' });
    const nine = new Date(t.clock.now());
    nine.setUTCDate(nine.getUTCDate() + 1);
    nine.setUTCHours(6, 0, 0, 0);
    expect(result).toMatchObject({ sent: 0, queued: 1, skipped: 0 });
    expect(result.outcomes[0]).toMatchObject({
      outcome: 'queued',
      reason: 'quietHours',
      scheduledFor: nine.toISOString(),
    });

    await t.app.jobs.runUntilIdle();
    expect(whatsapp.sent).toHaveLength(0);
    expect((await history(night)).items[0]).toMatchObject({
      status: 'queued',
      scheduledFor: nine.toISOString(),
    });

    advanceToRiyadhTime(t, 8, 59);
    await t.app.jobs.runUntilIdle();
    expect(whatsapp.sent).toHaveLength(0);
    advanceToRiyadhTime(t, 9);
    await t.app.jobs.runUntilIdle();
    expect(whatsapp.sent.splice(0).map((message) => message.to)).toEqual(['+966506000001']);
    await signedIn(night.owner);
    expect((await history(night)).items[0].status).toBe('sent');
  });
});

describe('what changed while a request waited', () => {
  it('sends nothing to a contact who opted out or was deleted meanwhile; the deleted one’s request stays in the history', async () => {
    advanceToRiyadhTime(t, 23);
    const shop = await newBusiness('Waiting Room');
    const optsOut = await addContact(t.app, shop.owner, { name: 'Changes Mind', email: uniqueEmail('mind') });
    const deleted = await addContact(t.app, shop.owner, { name: 'Deleted', phone: '0513000001' });
    expect((await sent(shop, { contactIds: [optsOut], channel: 'email' })).queued).toBe(1);
    expect((await sent(shop, { contactIds: [deleted], channel: 'sms' })).queued).toBe(1);
    await t.app.db.tenantTransaction({ businessId: shop.owner.businessId, userId: null }, (tx) =>
      tx.query('UPDATE contacts SET opted_out_at = now() WHERE business_id = $1 AND id = $2', [
        shop.owner.businessId,
        optsOut,
      ]),
    );
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/review-requests/contacts/${deleted}`,
      headers: bearer(shop.owner.token),
    });
    expect(removed.statusCode).toBe(200);
    advanceToRiyadhTime(t, 9);
    await t.app.jobs.runUntilIdle();
    expect(sms.sent).toHaveLength(0);
    await signedIn(shop.owner);
    const items = (await history(shop)).items.map((item) => [
      item.contactId,
      item.contactName,
      item.status,
      item.failureReason,
    ]);
    expect(items).toEqual(
      expect.arrayContaining([
        [optsOut, 'Changes Mind', 'opted_out', null],
        [null, null, 'failed', 'contactDeleted'],
      ]),
    );
  });
});

describe('the plan’s monthly quota', () => {
  it('stops at the number the admin set on the plan, counting this calendar month’s requests', async () => {
    advanceToRiyadhTime(t, 12);
    const small = await newBusiness('Small Shop');
    const admin = bearer((await signIn(t.app, ADMIN.email, ADMIN.password)).json().model.token);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/PlansAdmin',
      headers: { ...admin, ...ENGLISH },
      payload: {
        Name: 'Tiny',
        Description: 'Two requests a month',
        Price: 10,
        DurationInMonths: 1,
        Popular: false,
        MaxUsers: 3,
        MaxReviews: 500,
        AiRepliesPerMonth: 50,
        Features: [],
        MonthlyPrice: 10,
        YearlyPrice: 120,
        SupportLevel: null,
        ReviewRequestsPerMonth: 5,
        Translations: JSON.stringify({
          en: { name: 'Tiny', period: 'month', description: 'Two requests a month', features: [] },
          ar: { name: 'صغيرة', period: 'شهرياً', description: 'طلبان في الشهر', features: [] },
        }),
      },
    });
    expect(created.statusCode).toBe(201);
    const plan = created.json().model as { id: string; code: string; reviewRequestsPerMonth: number };
    expect(plan.reviewRequestsPerMonth).toBe(5);
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/PlansAdmin/${plan.id}`,
      headers: { ...admin, ...ENGLISH },
      payload: {
        Name: 'Tiny',
        Description: 'Two requests a month',
        Price: 10,
        DurationInMonths: 1,
        Popular: false,
        MaxUsers: 3,
        MaxReviews: 500,
        AiRepliesPerMonth: 50,
        Features: [],
        SupportLevel: null,
        ReviewRequestsPerMonth: 2,
        Translations: JSON.stringify({
          en: { name: 'Tiny', period: 'month', description: 'Two requests a month', features: [] },
          ar: { name: 'صغيرة', period: 'شهرياً', description: 'طلبان في الشهر', features: [] },
        }),
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().model.reviewRequestsPerMonth).toBe(2);
    await moveBusinessToPlan(t.app, small.owner.businessId, plan.code);

    const ids = await Promise.all(
      ['0507000001', '0507000002', '0507000003'].map((phone, index) =>
        addContact(t.app, small.owner, { name: `Q${index}`, phone }),
      ),
    );
    const preview = await sent(small, { contactIds: ids, channel: 'sms', preview: true });
    expect(preview.outcomes.map((outcome) => outcome.reason)).toEqual([null, null, 'quota']);
    const result = await sent(small, { contactIds: ids, channel: 'sms' });
    expect(result).toMatchObject({ sent: 2, skipped: 1 });
    expect(result.outcomes[2]).toMatchObject({ contactId: ids[2], outcome: 'skipped', reason: 'quota' });
    await t.app.jobs.runUntilIdle();
    sms.sent.splice(0);

    // The first day of next month on the business's clock: the count starts again.
    const now = t.clock.now();
    const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1, 9));
    t.clock.advance(nextMonth.getTime() - now.getTime());
    await signedIn(small.owner);
    expect((await sent(small, { contactIds: [ids[2]], channel: 'sms' })).outcomes[0].outcome).toBe('sent');
    await t.app.jobs.runUntilIdle();
    sms.sent.splice(0);
  });
});

describe('a paused business', () => {
  it('refuses to send, preview or record a visit once the trial has ended, and still shows the history', async () => {
    advanceToRiyadhTime(t, 12);
    const ended = await newBusiness('Ended Trial');
    const guest = await addContact(t.app, ended.owner, { name: 'Guest', phone: '0508000001' });
    await endTrial(t.app, ended.owner.businessId, t.clock.now());
    for (const preview of [false, true]) {
      const response = await send(ended, { contactIds: [guest], channel: 'sms', preview }, ARABIC);
      expect(response.statusCode).toBe(402);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'طلبات التقييم متوقفة لأن اشتراكك أو فترتك التجريبية انتهت. اختر باقة للمتابعة.',
      });
    }
    const visit = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests/visits',
      headers: { ...bearer(ended.owner.token), ...ENGLISH },
      payload: { contactId: guest },
    });
    expect(visit.statusCode).toBe(402);
    expect((await history(ended)).total).toBe(0);
  });

  it('sends nothing that was queued before the trial ended', async () => {
    advanceToRiyadhTime(t, 23);
    const business = await newBusiness('Ends Tonight');
    const guest = await addContact(t.app, business.owner, { name: 'Queued', phone: '0508000002' });
    expect((await sent(business, { contactIds: [guest], channel: 'sms' })).queued).toBe(1);
    advanceToRiyadhTime(t, 9);
    await endTrial(t.app, business.owner.businessId, t.clock.now());
    await t.app.jobs.runUntilIdle();
    expect(sms.sent).toHaveLength(0);
    await activateSubscription(t.app, business.owner.businessId, new Date(t.clock.now().getTime() + DAY_MS));
    await signedIn(business.owner);
    expect((await history(business)).items[0]).toMatchObject({
      status: 'failed',
      failureReason: 'subscriptionEnded',
    });
  });
});

describe('e-mail and its one-click unsubscribe', () => {
  it('mails the request with List-Unsubscribe headers; one click opts the contact out, and the next send skips them', async () => {
    advanceToRiyadhTime(t, 12);
    const shop = await newBusiness('Mail Shop');
    const events: string[] = [];
    t.app.events.subscribe(
      'reviewRequests.optedOut',
      `test.optedOut.${shop.owner.businessId}`,
      async (event) => {
        if (event.businessId === shop.owner.businessId) events.push(event.payload.contactId);
      },
    );
    const address = uniqueEmail('guest');
    const guest = await addContact(t.app, shop.owner, {
      name: 'Layla Hassan',
      email: address,
      language: 'en',
    });
    expect((await sent(shop, { contactIds: [guest], channel: 'email' })).sent).toBe(1);
    await t.app.jobs.runUntilIdle();
    const [mail] = await outboxFor(t.app, address);
    // The outbox keeps a mail's headers beside it, as SMTP would send them (migration 018).
    const [{ headers }] = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ headers: Record<string, string> }>('SELECT headers FROM mail_outbox WHERE to_address = $1', [
        address,
      ]),
    );
    expect(mail.subject).toBe('How was your visit to Mail Shop?');
    expect(mail.text).toContain('Hi Layla,');
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/r\/[A-Za-z0-9_-]{22}/);
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const unsubscribe = /^<(.+)>$/.exec(headers['List-Unsubscribe'])![1];
    const path = unsubscribe.replace(/^https?:\/\/[^/]+/, '');
    expect(path).toMatch(/^\/api\/review-requests\/unsubscribe\?token=/);
    expect((await history(shop)).items[0]).toMatchObject({ status: 'sent', channel: 'email' });

    // Opening the link (a mail scanner does) changes nothing.
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop review requests from Mail Shop?');
    const clicked = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode).toBe(200);
    expect(clicked.body).toContain('Mail Shop will not send you review requests any more.');
    await t.app.jobs.runUntilIdle();
    expect(events).toEqual([guest]);

    t.clock.advance(40 * DAY_MS);
    advanceToRiyadhTime(t, 12);
    await signedIn(shop.owner);
    const next = await sent(shop, { contactIds: [guest], channel: 'email' });
    expect(next.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: 'optedOut' });

    const forged = await t.app.inject({ method: 'POST', url: `${path.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body).toContain('This unsubscribe link is not valid.');
  });
});

describe('the providers’ failures', () => {
  it('fails a request the provider refuses for good, and tries a passing trouble again', async () => {
    advanceToRiyadhTime(t, 12);
    const shop = await newBusiness('Flaky Provider');
    const refused = await addContact(t.app, shop.owner, { name: 'Blocked', phone: '0509000001' });
    const retried = await addContact(t.app, shop.owner, { name: 'Retried', phone: '0509000002' });
    whatsapp.failures.push(new FakeChannelError('recipientNotOnWhatsApp', true));
    await sent(shop, { contactIds: [refused], channel: 'whatsapp' });
    await t.app.jobs.runUntilIdle();
    whatsapp.failures.push(new FakeChannelError('timeout', false));
    await sent(shop, { contactIds: [retried], channel: 'whatsapp' });
    await t.app.jobs.runUntilIdle();
    expect(whatsapp.sent).toHaveLength(0);
    t.clock.advance(10 * 60 * 1000);
    await t.app.jobs.runUntilIdle();
    expect(whatsapp.sent.splice(0).map((message) => message.to)).toEqual(['+966509000002']);
    await signedIn(shop.owner);
    const statuses = (await history(shop)).items.map((item) => [
      item.contactName,
      item.status,
      item.failureReason,
    ]);
    expect(statuses).toEqual(
      expect.arrayContaining([
        ['Blocked', 'failed', 'recipientNotOnWhatsApp'],
        ['Retried', 'sent', null],
      ]),
    );
    const failed = await history(shop, '?status=failed&channel=whatsapp');
    expect(failed.items.map((item) => item.contactName)).toEqual(['Blocked']);
  });

  it('fails a request with the provider’s reason once every try met a passing trouble', async () => {
    advanceToRiyadhTime(t, 12);
    const shop = await newBusiness('Always Busy');
    const guest = await addContact(t.app, shop.owner, { name: 'Patient', phone: '0509200001' });
    for (let attempt = 0; attempt < 5; attempt += 1)
      whatsapp.failures.push(new FakeChannelError('rateLimited', false));
    await sent(shop, { contactIds: [guest], channel: 'whatsapp' });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await t.app.jobs.runUntilIdle();
      t.clock.advance(60 * 60 * 1000);
    }
    expect(whatsapp.failures).toHaveLength(0);
    expect(whatsapp.sent).toHaveLength(0);
    await signedIn(shop.owner);
    expect((await history(shop)).items[0]).toMatchObject({ status: 'failed', failureReason: 'rateLimited' });
  });

  it('refuses a channel that is not set up, or that the business turned off', async () => {
    const shop = await newBusiness('Channel Rules');
    const guest = await addContact(t.app, shop.owner, { name: 'Guest', phone: '0509100001' });
    const off = await t.app.db.tenantTransaction({ businessId: shop.owner.businessId, userId: null }, (tx) =>
      tx.query(
        `INSERT INTO review_request_settings (business_id, channels_enabled, updated_at) VALUES ($1, ARRAY['sms'], now())`,
        [shop.owner.businessId],
      ),
    );
    expect(off).toBeDefined();
    const turnedOff = await send(shop, { contactIds: [guest], channel: 'whatsapp' });
    expect(turnedOff.statusCode).toBe(409);
    expect(turnedOff.json().message).toBe('This channel is turned off in the review-request settings');

    const bare = await createTestApp();
    try {
      const owner = await registerAccount(bare.app);
      const contact = await addContact(bare.app, owner, { name: 'Guest', phone: '0509100002' });
      const response = await bare.app.inject({
        method: 'POST',
        url: '/api/review-requests',
        headers: { ...bearer(owner.token), ...ARABIC },
        payload: {
          contactIds: [contact],
          channel: 'sms',
          locationId: await addLocation(bare.app, owner.businessId, 'X'),
        },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('هذه القناة غير مهيّأة بعد؛ اختر قناة أخرى');
    } finally {
      await bare.close();
    }
  });
});

describe('visits', () => {
  it('records a visit of a new person and queues the request the set hours later, outside the quiet hours', async () => {
    advanceToRiyadhTime(t, 12);
    const shop = await newBusiness('Visit Shop');
    const visitedAt = new Date(t.clock.now().getTime() - 30 * 60 * 1000);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests/visits',
      headers: { ...bearer(shop.owner.token), ...ENGLISH },
      payload: {
        name: 'Omar',
        phone: '0511000001',
        language: 'en',
        locationId: shop.locationId,
        visitedAt: visitedAt.toISOString(),
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('The visit has been recorded');
    const { model } = response.json();
    expect(model.request).toMatchObject({
      outcome: 'queued',
      reason: null,
      scheduledFor: new Date(visitedAt.getTime() + 2 * 60 * 60 * 1000).toISOString(),
    });

    // The same person again (found by phone) 20 minutes before the quiet hours: the request waits for 09:00.
    advanceToRiyadhTime(t, 21, 40);
    await signedIn(shop.owner);
    await t.app.jobs.runUntilIdle();
    expect(whatsapp.sent.splice(0).map((message) => message.to)).toEqual(['+966511000001']);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests/visits',
      headers: { ...bearer(shop.owner.token), ...ENGLISH },
      payload: { name: 'Maha', email: 'maha@example.com' },
    });
    expect(other.statusCode).toBe(201);
    const nine = new Date(t.clock.now());
    nine.setUTCDate(nine.getUTCDate() + 1);
    nine.setUTCHours(6, 0, 0, 0);
    expect(other.json().model.request).toMatchObject({
      outcome: 'queued',
      reason: 'quietHours',
      scheduledFor: nine.toISOString(),
    });

    const repeat = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests/visits',
      headers: { ...bearer(shop.owner.token), ...ENGLISH },
      payload: { contactId: model.contactId },
    });
    expect(repeat.json().model.request).toMatchObject({ outcome: 'skipped', reason: 'cooldown' });

    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests/visits',
      headers: { ...bearer(shop.owner.token), ...ARABIC },
      payload: { phone: '0511000009', visitedAt: 'yesterday' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      visitedAt: ['تاريخ الزيارة غير صالح'],
      name: ['اسم العميل مطلوب'],
    });
  });
});

describe('one business, its own contacts', () => {
  it('refuses another business’s contacts and locations', async () => {
    advanceToRiyadhTime(t, 12);
    const mine = await newBusiness('Mine');
    const theirs = await newBusiness('Theirs');
    const their = await addContact(t.app, theirs.owner, { name: 'Theirs', phone: '0512000001' });
    const own = await addContact(t.app, mine.owner, { name: 'Mine', phone: '0512000001' });
    const foreignContact = await send(mine, { contactIds: [own, their], channel: 'sms' });
    expect(foreignContact.statusCode).toBe(400);
    expect(foreignContact.json().errors).toEqual({
      contactIds: ['Some of the chosen contacts were not found; refresh the list and try again'],
    });
    const foreignLocation = await send(mine, {
      contactIds: [own],
      channel: 'sms',
      locationId: theirs.locationId,
    });
    expect(foreignLocation.statusCode).toBe(400);
    expect(foreignLocation.json().errors).toEqual({
      locationId: ['This branch is not one of your linked locations'],
    });
    expect((await history(mine)).total).toBe(0);
    const visitTheirs = await t.app.inject({
      method: 'POST',
      url: '/api/review-requests/visits',
      headers: { ...bearer(mine.owner.token), ...ENGLISH },
      payload: { contactId: their },
    });
    expect(visitTheirs.statusCode).toBe(404);
    expect(visitTheirs.json().message).toBe('This contact was not found');
  });
});
