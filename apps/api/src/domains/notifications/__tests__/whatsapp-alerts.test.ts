// WhatsApp alerts of new negative reviews (issue 23), sent through the WhatsApp stand-in (tools/whatsapp-standin,
// started here on a free port) with the real Cloud API client. A sync's completion (reviews.synced, delivered by
// the job queue) queues one `negative_review_alert` per negative review and opted-in member — stars, branch and the
// review's link, in the member's language — when the business's switch is on; none for a positive review, with
// the switch off, for a member who is off, for a paused business, or a second time for the same review; an alert a
// dead worker left at the provider is never sent again, one it left before the call is sent once. Each
// member sets their own choice (GET/PUT /api/notifications/whatsapp-alerts), phone normalised and checked.
import { randomUUID } from 'node:crypto';
import { startWhatsAppStandin, type WhatsAppStandin } from '@sumaa/whatsapp-standin';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { createWhatsAppChannel, loadChannelConfig } from '../../review-requests/channels';
import { notifyNewReviews } from '../notify';
import { insertLocation, insertReview, type SeedReview } from './support/seed-reviews';

const BRANCH = 'فرع العليا';
const MINUTE_MS = 60_000;

let t: TestApp;
let standin: WhatsAppStandin;

beforeAll(async () => {
  t = await createTestApp();
  standin = await startWhatsAppStandin({ port: 0, callbackUrl: null, statusDelaysMs: [] });
  const config = loadChannelConfig({
    WHATSAPP_API_BASE_URL: standin.apiBaseUrl,
    WHATSAPP_PHONE_NUMBER_ID: standin.phoneNumberId,
    WHATSAPP_ACCESS_TOKEN: standin.accessToken,
    WHATSAPP_APP_SECRET: standin.appSecret,
    WHATSAPP_VERIFY_TOKEN: standin.verifyToken,
  });
  t.app.reviewRequests.channels.use(createWhatsAppChannel(config.whatsapp!));
});
afterAll(async () => {
  await standin.stop();
  await t.close();
});
afterEach(() => standin.reset());

interface Member {
  token: string;
  userId: string;
}

interface Shop {
  owner: RegisteredAccount;
  locationId: string;
}

let shops = 0;
/** A business with one branch and its WhatsApp alerts switch on (unless told otherwise). */
async function newShop(options: { switchOn?: boolean } = {}): Promise<Shop> {
  shops += 1;
  const owner = await registerAccount(t.app, { Business_name: `Alert Shop ${shops}` });
  const locationId = await insertLocation(t.app, owner.businessId, BRANCH);
  if (options.switchOn ?? true) {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/business-settings',
      headers: bearer(owner.token),
      payload: { notifications: { smsNotifications: true } },
    });
    expect(response.statusCode).toBe(200);
  }
  return { owner, locationId };
}

function setAlerts(member: Member, payload: object, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'PUT',
    url: '/api/notifications/whatsapp-alerts',
    headers: { ...bearer(member.token), ...headers },
    payload,
  });
}

function readAlerts(member: Member) {
  return t.app.inject({
    method: 'GET',
    url: '/api/notifications/whatsapp-alerts',
    headers: bearer(member.token),
  });
}

async function turnOn(member: Member, phone: string): Promise<void> {
  const response = await setAlerts(member, { on: true, phone });
  expect(response.statusCode).toBe(200);
}

async function speaks(member: Member, language: 'ar' | 'en'): Promise<void> {
  await t.app.db.ownerTransaction((tx) =>
    tx.query('UPDATE users SET preferred_language = $2 WHERE id = $1', [member.userId, language]),
  );
}

let minute = 0;
async function review(shop: Shop, stars: number, sentiment: SeedReview['sentiment']): Promise<string> {
  minute += 1;
  return insertReview(t.app, shop.owner.businessId, shop.locationId, {
    author: 'Fahad',
    text: sentiment === 'Negative' ? 'Cold and slow' : 'Lovely coffee',
    stars,
    sentiment,
    at: new Date(Date.UTC(2024, 5, 1, 12, 0) - minute * MINUTE_MS).toISOString(),
  });
}

/** The sync's completion, as the reviews domain raises it (reviews.synced), delivered by the job queue. */
async function completeSync(shop: Shop, newReviewIds: string[]): Promise<void> {
  const businessId = shop.owner.businessId;
  await t.app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    t.app.events.publish(tx, {
      businessId,
      name: 'reviews.synced',
      payload: { syncJobId: randomUUID(), mode: 'incremental', newReviewIds },
    }),
  );
  await t.app.jobs.runUntilIdle();
}

async function deliveries(shop: Shop) {
  const businessId = shop.owner.businessId;
  return t.app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    tx.query<{
      user_id: string;
      outcome: string;
      failure_reason: string | null;
      status: string;
      attempts: number;
    }>(
      `SELECT user_id, outcome, failure_reason, status, attempts FROM whatsapp_alert_deliveries
        WHERE business_id = $1 ORDER BY created_at`,
      [businessId],
    ),
  );
}

const inboxLink = (reviewId: string) => `http://app.sumaa.test/customer/reviews?review=${reviewId}`;

describe('a new negative review', () => {
  it('sends one negative_review_alert to each member who turned theirs on, with the stars, the branch and the link, in their language', async () => {
    const shop = await newShop();
    const manager = await addTeamMember(t.app, shop.owner, { role: 'Manager', name: 'Mona Manager' });
    const viewer = await addTeamMember(t.app, shop.owner, { role: 'Viewer', name: 'Vera Viewer' });
    const agent = await addTeamMember(t.app, shop.owner, { role: 'Agent', name: 'Omar Agent' });
    await speaks(shop.owner, 'ar');
    await speaks(manager, 'en');
    await turnOn(shop.owner, '0501000001');
    await turnOn(manager, '+966 50 100 0002');
    await turnOn(viewer, '٠٥٠١٠٠٠٠٠٣');
    // The agent never turned theirs on.
    expect((await readAlerts(agent)).json().model).toEqual({ on: false, phone: null, available: true });

    const reviewId = await review(shop, 1, 'Negative');
    await completeSync(shop, [reviewId]);

    const [toOwner] = standin.messages('+966501000001');
    expect(standin.messages('+966501000001')).toHaveLength(1);
    expect(toOwner).toMatchObject({
      type: 'template',
      templateName: 'negative_review_alert',
      language: 'ar',
      parameters: ['1', BRANCH, inboxLink(reviewId)],
      templateKnown: true,
      link: inboxLink(reviewId),
    });
    expect(toOwner.text).toBe(`تقييم جديد بـ 1 نجوم لفرع ${BRANCH}. اقرأه وردّ عليه: ${inboxLink(reviewId)}`);

    const toManager = standin.messages('+966501000002');
    expect(toManager).toHaveLength(1);
    expect(toManager[0]).toMatchObject({ templateName: 'negative_review_alert', language: 'en' });
    expect(toManager[0].text).toBe(
      `A new 1-star review for ${BRANCH}. Read it and reply: ${inboxLink(reviewId)}`,
    );
    expect(standin.messages('+966501000003')).toHaveLength(1);
    expect(standin.messages()).toHaveLength(3);

    const rows = await deliveries(shop);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row).toMatchObject({ outcome: 'sent', status: 'completed', attempts: 1 });
  });

  it('sends nothing for a positive review, and only for the negative ones of a sync that brought both', async () => {
    const shop = await newShop();
    await turnOn(shop.owner, '0501000011');
    const happy = await review(shop, 5, 'Positive');
    await completeSync(shop, [happy]);
    expect(standin.messages()).toHaveLength(0);
    expect(await deliveries(shop)).toEqual([]);

    const good = await review(shop, 4, 'Positive');
    const bad = await review(shop, 2, 'Negative');
    await completeSync(shop, [good, bad]);
    const sent = standin.messages('+966501000011');
    expect(sent).toHaveLength(1);
    expect(sent[0].parameters).toEqual(['2', BRANCH, inboxLink(bad)]);
  });

  it('is not sent a second time when the same review is announced again', async () => {
    const shop = await newShop();
    await turnOn(shop.owner, '0501000021');
    const reviewId = await review(shop, 1, 'Negative');
    await completeSync(shop, [reviewId]);
    await completeSync(shop, [reviewId]);
    expect(standin.messages('+966501000021')).toHaveLength(1);
    expect(await deliveries(shop)).toHaveLength(1);
  });

  it('is not sent while the business’s switch is off', async () => {
    const shop = await newShop({ switchOn: false });
    await turnOn(shop.owner, '0501000031');
    await completeSync(shop, [await review(shop, 1, 'Negative')]);
    expect(standin.messages()).toHaveLength(0);
    expect(await deliveries(shop)).toEqual([]);
  });

  it('is not sent to a member who turned theirs off, and is sent to the others', async () => {
    const shop = await newShop();
    const admin = await addTeamMember(t.app, shop.owner, { role: 'Admin', name: 'Adel Admin' });
    await turnOn(shop.owner, '0501000041');
    await turnOn(admin, '0501000042');
    const off = await setAlerts(admin, { on: false });
    expect(off.json().model).toEqual({ on: false, phone: '+966501000042', available: true });
    await completeSync(shop, [await review(shop, 2, 'Negative')]);
    expect(standin.messages('+966501000041')).toHaveLength(1);
    expect(standin.messages('+966501000042')).toHaveLength(0);
  });

  it('is not sent for a paused business (its subscription ended), nor when it is paused before the alert leaves', async () => {
    const shop = await newShop();
    await turnOn(shop.owner, '0501000051');
    const pause = () =>
      t.app.db.ownerTransaction((tx) =>
        tx.query(
          `UPDATE subscriptions SET status = 'trialing', trial_ends_at = $2, current_period_end = $2
            WHERE business_id = $1`,
          [shop.owner.businessId, new Date(t.clock.now().getTime() - MINUTE_MS)],
        ),
      );
    await pause();
    await completeSync(shop, [await review(shop, 1, 'Negative')]);
    expect(standin.messages()).toHaveLength(0);
    expect(await deliveries(shop)).toEqual([]);

    // Queued while it could still send, paused before the job ran: the row says why nothing left.
    const other = await newShop();
    await turnOn(other.owner, '0501000052');
    const businessId = other.owner.businessId;
    const reviewId = await review(other, 1, 'Negative');
    // What the sync's event does (the alert queued), without running the queue yet; then the subscription ends.
    await notifyNewReviews(t.app, businessId, [
      { reviewId, stars: 1, sentiment: 'Negative', authorName: 'Fahad', locationName: BRANCH },
    ]);
    expect(await deliveries(other)).toMatchObject([{ outcome: 'queued', status: 'queued' }]);
    await t.app.db.ownerTransaction((tx) =>
      tx.query(
        `UPDATE subscriptions SET status = 'trialing', trial_ends_at = $2, current_period_end = $2
          WHERE business_id = $1`,
        [businessId, new Date(t.clock.now().getTime() - MINUTE_MS)],
      ),
    );
    await t.app.jobs.runUntilIdle();
    expect(standin.messages('+966501000052')).toHaveLength(0);
    expect(await deliveries(other)).toMatchObject([
      { outcome: 'failed', failure_reason: 'paused', status: 'completed' },
    ]);
  });
});

describe('the provider’s passing troubles', () => {
  it('tries again after a 429 and sends once, recording the trouble meanwhile', async () => {
    const shop = await newShop();
    await turnOn(shop.owner, '0501000061');
    standin.failNext('+966501000061', { stage: 'send', code: 130429 });
    await completeSync(shop, [await review(shop, 1, 'Negative')]);
    expect(standin.messages()).toHaveLength(0);
    const [waiting] = await deliveries(shop);
    expect(waiting).toMatchObject({ outcome: 'queued', status: 'running', attempts: 1 });
    expect(waiting.failure_reason).toContain('WhatsApp 130429');

    t.clock.advance(10 * MINUTE_MS);
    await t.app.jobs.runUntilIdle();
    expect(standin.messages('+966501000061')).toHaveLength(1);
    expect((await deliveries(shop))[0]).toMatchObject({ outcome: 'sent', failure_reason: null, attempts: 2 });
  });

  it('fails the alert with the provider’s words on a permanent refusal, and does not try again', async () => {
    const shop = await newShop();
    await turnOn(shop.owner, '0501000071');
    standin.failNext('+966501000071', { stage: 'send', code: 131026, title: 'Message undeliverable' });
    await completeSync(shop, [await review(shop, 1, 'Negative')]);
    t.clock.advance(10 * MINUTE_MS);
    await t.app.jobs.runUntilIdle();
    expect(standin.messages()).toHaveLength(0);
    const [failed] = await deliveries(shop);
    expect(failed).toMatchObject({ outcome: 'failed', status: 'completed', attempts: 1 });
    expect(failed.failure_reason).toContain('WhatsApp 131026');
  });
});

describe('at most once across a worker’s death', () => {
  /** An alert queued (as the sync's event does), then claimed by a worker that died; its lease runs out later. */
  async function claimedByTheDead(phone: string, options: { atTheProvider: boolean }) {
    const shop = await newShop();
    await turnOn(shop.owner, phone);
    const businessId = shop.owner.businessId;
    const reviewId = await review(shop, 1, 'Negative');
    await notifyNewReviews(t.app, businessId, [
      { reviewId, stars: 1, sentiment: 'Negative', authorName: 'Fahad', locationName: BRANCH },
    ]);
    const leaseMs = t.app.config.jobs.leaseSeconds * 1000;
    await t.app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
      tx.query(
        `UPDATE whatsapp_alert_deliveries
            SET status = 'running', locked_by = 'dead-host:1:gone', attempts = 1, locked_until = $2,
                sending_since = $3
          WHERE business_id = $1`,
        [
          businessId,
          new Date(t.clock.now().getTime() + leaseMs),
          options.atTheProvider ? t.clock.now() : null,
        ],
      ),
    );
    return { shop, leaseMs };
  }

  it('never sends again an alert a dead worker left at the provider: it fails `interrupted`', async () => {
    const { shop, leaseMs } = await claimedByTheDead('0501000101', { atTheProvider: true });
    expect(await t.app.jobs.runUntilIdle()).toBe(0);
    t.clock.advance(leaseMs + 1000);
    await t.app.jobs.runUntilIdle();
    expect(standin.messages()).toHaveLength(0);
    expect(await deliveries(shop)).toMatchObject([
      { outcome: 'failed', failure_reason: 'interrupted', status: 'completed' },
    ]);
  });

  it('sends once an alert whose worker died before the provider call', async () => {
    const { shop, leaseMs } = await claimedByTheDead('0501000102', { atTheProvider: false });
    t.clock.advance(leaseMs + 1000);
    await t.app.jobs.runUntilIdle();
    expect(standin.messages('+966501000102')).toHaveLength(1);
    expect(await deliveries(shop)).toMatchObject([{ outcome: 'sent', status: 'completed', attempts: 2 }]);
  });
});

describe('each member’s own choice', () => {
  it('is off with no phone until set, normalises the phone, and keeps it when turned off', async () => {
    const shop = await newShop({ switchOn: false });
    expect((await readAlerts(shop.owner)).json()).toMatchObject({
      success: true,
      model: { on: false, phone: null, available: true },
    });
    const on = await setAlerts(shop.owner, { on: true, phone: '0551234567' }, ENGLISH);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toMatchObject({
      success: true,
      message: 'WhatsApp alerts are on',
      model: { on: true, phone: '+966551234567', available: true },
    });
    const off = await setAlerts(shop.owner, { on: false }, ARABIC);
    expect(off.json()).toMatchObject({
      message: 'تنبيهات واتساب متوقفة',
      model: { on: false, phone: '+966551234567' },
    });
    // On again without a phone uses the one kept.
    expect((await setAlerts(shop.owner, { on: true })).json().model).toMatchObject({
      on: true,
      phone: '+966551234567',
    });
    expect((await readAlerts(shop.owner)).json().model).toEqual({
      on: true,
      phone: '+966551234567',
      available: true,
    });
  });

  it('refuses on without a phone, and a phone that is not one, with translated field errors, changing nothing', async () => {
    const shop = await newShop({ switchOn: false });
    const missing = await setAlerts(shop.owner, { on: true }, ENGLISH);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      success: false,
      errors: { phone: ['Enter the mobile number the WhatsApp alerts should go to'] },
    });
    const arabic = await setAlerts(shop.owner, { on: true, phone: '' }, ARABIC);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toEqual({ phone: ['أدخل رقم الجوال الذي تصله تنبيهات واتساب'] });
    const invalid = await setAlerts(shop.owner, { on: true, phone: '12ab' }, ENGLISH);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toEqual({
      phone: ['Enter a valid mobile number, such as 05xxxxxxxx or +9715xxxxxxxx'],
    });
    expect((await setAlerts(shop.owner, { on: 'yes' })).statusCode).toBe(400);
    expect((await readAlerts(shop.owner)).json().model).toEqual({ on: false, phone: null, available: true });
  });

  it('is each member’s own, within their own business', async () => {
    const shop = await newShop({ switchOn: false });
    const agent = await addTeamMember(t.app, shop.owner, { role: 'Agent', name: 'Omar Agent' });
    await turnOn(agent, '0501000081');
    expect((await readAlerts(agent)).json().model.on).toBe(true);
    expect((await readAlerts(shop.owner)).json().model).toMatchObject({ on: false, phone: null });
    const elsewhere = await newShop({ switchOn: false });
    expect((await readAlerts(elsewhere.owner)).json().model).toMatchObject({ on: false, phone: null });
  });

  it('needs a signed-in caller', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/whatsapp-alerts' });
    expect(response.statusCode).toBe(401);
  });
});

describe('where WhatsApp is not set up', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp();
  });
  afterAll(async () => {
    await bare.close();
  });

  it('says it is not available, refuses turning alerts on (409, translated), and accepts turning them off', async () => {
    const owner = await registerAccount(bare.app, { Business_name: 'No WhatsApp Here' });
    const read = await bare.app.inject({
      method: 'GET',
      url: '/api/notifications/whatsapp-alerts',
      headers: bearer(owner.token),
    });
    expect(read.json().model).toEqual({ on: false, phone: null, available: false });
    const put = (payload: object, headers: Record<string, string>) =>
      bare.app.inject({
        method: 'PUT',
        url: '/api/notifications/whatsapp-alerts',
        headers: { ...bearer(owner.token), ...headers },
        payload,
      });
    const english = await put({ on: true, phone: '0501000091' }, ENGLISH);
    expect(english.statusCode).toBe(409);
    expect(english.json()).toMatchObject({
      success: false,
      message: 'WhatsApp is not set up on this server yet, so WhatsApp alerts cannot be turned on',
    });
    const arabic = await put({ on: true, phone: '0501000091' }, ARABIC);
    expect(arabic.json().message).toBe(
      'واتساب غير مهيّأ على هذا الخادم بعد، لذا لا يمكن تفعيل تنبيهات واتساب',
    );
    const off = await put({ on: false, phone: '0501000091' }, ENGLISH);
    expect(off.statusCode).toBe(200);
    expect(off.json().model).toEqual({ on: false, phone: '+966501000091', available: false });
    const settings = await bare.app.inject({
      method: 'PUT',
      url: '/api/business-settings',
      headers: { ...bearer(owner.token), ...ENGLISH },
      payload: { notifications: { smsNotifications: true } },
    });
    expect(settings.statusCode).toBe(400);
    expect(settings.json().errors['notifications.smsNotifications']).toEqual([
      'WhatsApp is not set up on this server yet, so WhatsApp alerts cannot be turned on',
    ]);
  });
});
