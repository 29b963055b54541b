// The providers' webhooks (issue 23): Meta's hub.challenge handshake; WhatsApp statuses signed with
// X-Hub-Signature-256 over the raw body, and Unifonic's delivery reports with the callback's shared secret —
// unsigned, wrongly signed or tampered calls get a translated 401 and change nothing. A status finds its request by
// the provider's message id across businesses and only moves it forward; unknown ids are acknowledged; a replay
// changes nothing. A STOP or إيقاف reply opts out the contact of each business whose request went to that number,
// and only those, and the next send skips them with optedOut.
import { ARABIC, ENGLISH } from '../../../../testing/factories';
import { createTestApp, type TestApp } from '../../../../testing/test-app';
import { addContact, advanceToRiyadhTime } from '../../__tests__/support/review-request-steps';
import {
  APP_SECRET,
  askedContact,
  newBusiness,
  postSms,
  postWhatsApp,
  requestOf,
  sendRequests,
  signatureOf,
  SMS_SECRET,
  VERIFY_TOKEN,
  whatsAppReply,
  whatsAppStatuses,
  useRecordingChannels,
  type Business,
  type RecordingChannel,
} from './support/webhook-steps';

let t: TestApp;
let whatsapp: RecordingChannel;
let sms: RecordingChannel;
let cafe: Business;
let bakery: Business;

beforeAll(async () => {
  t = await createTestApp();
  ({ whatsapp, sms } = useRecordingChannels(t.app));
  advanceToRiyadhTime(t, 12);
  cafe = await newBusiness(t, 'Qahwa House');
  bakery = await newBusiness(t, 'Khobz Bakery');
});
afterAll(async () => {
  await t.close();
});

let phoneCounter = 1000000;
const nextPhone = () => `+96650${phoneCounter++}`;

describe('the hub.challenge handshake', () => {
  const verify = (query: string, headers: Record<string, string> = ENGLISH) =>
    t.app.inject({ method: 'GET', url: `/api/webhooks/whatsapp?${query}`, headers });

  it('echoes the challenge as text when the verify token is ours', async () => {
    const response = await verify(
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1158201444`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toBe('1158201444');
  });

  it('answers 403 in the envelope, translated, for another token, another mode or no challenge', async () => {
    for (const query of [
      `hub.mode=subscribe&hub.verify_token=not-ours&hub.challenge=1`,
      `hub.mode=unsubscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}`,
      '',
    ]) {
      const response = await verify(query);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message: 'The verify token does not match, so the subscription was refused',
        errors: null,
        model: null,
      });
    }
    const arabic = await verify('hub.mode=subscribe&hub.verify_token=x&hub.challenge=1', ARABIC);
    expect(arabic.json().message).toBe('رمز التحقق غير مطابق، فتم رفض الاشتراك');
  });
});

describe('WhatsApp statuses', () => {
  it('refuses unsigned, wrongly signed and tampered calls with a translated 401 and changes nothing', async () => {
    const phone = nextPhone();
    const { requestId } = await askedContact(t, cafe, { name: 'Noura', phone }, 'whatsapp');
    const body = whatsAppStatuses([{ id: whatsapp.idSentTo(phone), status: 'delivered' }]);
    const tampered = body.replace('delivered', 'read');
    const refusals = [
      await postWhatsApp(t, body, null),
      await postWhatsApp(t, body, signatureOf(body, 'another-app-secret')),
      await postWhatsApp(t, tampered, signatureOf(body)),
      await postWhatsApp(t, body, signatureOf(body).replace('sha256=', 'sha1=')),
      await postWhatsApp(t, body, 'sha256=zz'),
      await postWhatsApp(t, '{"object": broken', null),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        success: false,
        message: 'This webhook call is not signed by the provider, so it was ignored',
        errors: null,
        model: null,
      });
    }
    const arabic = await postWhatsApp(t, body, null, ARABIC);
    expect(arabic.json().message).toBe('طلب الويب هوك هذا غير موقّع من مزوّد الخدمة، فتم تجاهله');
    const request = await requestOf(t, cafe, requestId);
    expect(request).toMatchObject({ status: 'sent', deliveredAt: null, readAt: null });
  });

  it('verifies the raw bytes as sent: spacing and escapes kept, not a body written again', async () => {
    const phone = nextPhone();
    const { requestId } = await askedContact(t, cafe, { name: 'Huda', phone }, 'whatsapp');
    const compact = whatsAppStatuses([{ id: whatsapp.idSentTo(phone), status: 'delivered' }]);
    // What Meta sends: its own spacing and \u escapes, which a parsed-and-serialised body would lose.
    const asSent = JSON.stringify(JSON.parse(compact), null, 2).replace(/"whatsapp"/, '"\\u0077hatsapp"');
    const response = await postWhatsApp(t, asSent, signatureOf(asSent));
    expect(response.statusCode).toBe(200);
    expect((await requestOf(t, cafe, requestId)).status).toBe('delivered');
  });

  it('answers a signed body that is not JSON with a translated 400', async () => {
    const broken = '{"object": "whatsapp_business_account",';
    const response = await postWhatsApp(t, broken, signatureOf(broken), ARABIC);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'محتوى الويب هوك ليس JSON صالحاً' });
  });

  it('moves a request forward only: sent, delivered, read; a late delivered or failed takes nothing back', async () => {
    const phone = nextPhone();
    const { requestId } = await askedContact(t, cafe, { name: 'Sara', phone }, 'whatsapp');
    const id = whatsapp.idSentTo(phone);
    const delivered = new Date(t.clock.now().getTime() + 60_000);
    const read = new Date(t.clock.now().getTime() + 120_000);

    const first = await postWhatsApp(t, whatsAppStatuses([{ id, status: 'delivered', at: delivered }]));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'The webhook has been received',
      model: { statuses: 1, applied: 1, replies: 0, optedOut: 0 },
    });
    expect(await requestOf(t, cafe, requestId)).toMatchObject({
      status: 'delivered',
      deliveredAt: new Date(Math.floor(delivered.getTime() / 1000) * 1000).toISOString(),
    });

    await postWhatsApp(t, whatsAppStatuses([{ id, status: 'read', at: read }]));
    const afterRead = await requestOf(t, cafe, requestId);
    expect(afterRead.status).toBe('read');
    expect(afterRead.readAt).not.toBeNull();

    // Out of order and late: a delivered, a sent and a failed after the read change nothing.
    const late = await postWhatsApp(
      t,
      whatsAppStatuses([
        { id, status: 'delivered', at: new Date(read.getTime() + 1000) },
        { id, status: 'sent' },
        { id, status: 'failed', error: { code: 131026, title: 'Message undeliverable' } },
      ]),
    );
    expect(late.json().model).toEqual({ statuses: 3, applied: 0, replies: 0, optedOut: 0 });
    expect(await requestOf(t, cafe, requestId)).toEqual(afterRead);
  });

  it('keeps the delivered time when a read came first, without taking the status back', async () => {
    const phone = nextPhone();
    const { requestId } = await askedContact(t, cafe, { name: 'Reem', phone }, 'whatsapp');
    const id = whatsapp.idSentTo(phone);
    await postWhatsApp(t, whatsAppStatuses([{ id, status: 'read' }]));
    await postWhatsApp(t, whatsAppStatuses([{ id, status: 'delivered' }]));
    const request = await requestOf(t, cafe, requestId);
    expect(request.status).toBe('read');
    expect(request.deliveredAt).not.toBeNull();
  });

  it('never takes a clicked request back to read', async () => {
    const phone = nextPhone();
    const { requestId } = await askedContact(t, cafe, { name: 'Lama', phone }, 'whatsapp');
    const link = (await requestOf(t, cafe, requestId)).link;
    const click = await t.app.inject({ method: 'GET', url: new URL(link).pathname });
    expect(click.statusCode).toBe(200);
    await postWhatsApp(t, whatsAppStatuses([{ id: whatsapp.idSentTo(phone), status: 'read' }]));
    const request = await requestOf(t, cafe, requestId);
    expect(request.status).toBe('clicked');
    expect(request.readAt).not.toBeNull();
  });

  it('fails a sent request with the provider’s reason', async () => {
    const phone = nextPhone();
    const { requestId } = await askedContact(t, cafe, { name: 'Maha', phone }, 'whatsapp');
    const id = whatsapp.idSentTo(phone);
    const failed = whatsAppStatuses([
      { id, status: 'failed', error: { code: 131026, title: 'Message undeliverable' } },
    ]);
    expect((await postWhatsApp(t, failed)).json().model.applied).toBe(1);
    expect(await requestOf(t, cafe, requestId)).toMatchObject({
      status: 'failed',
      failureReason: 'WhatsApp 131026 Message undeliverable',
    });
    // Failed is final: a delivered after it changes nothing.
    await postWhatsApp(t, whatsAppStatuses([{ id, status: 'delivered' }]));
    expect((await requestOf(t, cafe, requestId)).status).toBe('failed');
  });

  it('acknowledges unknown message ids and changes nothing', async () => {
    const response = await postWhatsApp(
      t,
      whatsAppStatuses([{ id: 'wamid.not-one-of-ours', status: 'delivered' }]),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().model).toEqual({ statuses: 1, applied: 0, replies: 0, optedOut: 0 });
  });

  it('handles a replayed webhook once', async () => {
    const phone = nextPhone();
    const { requestId } = await askedContact(t, cafe, { name: 'Amal', phone }, 'whatsapp');
    const body = whatsAppStatuses([{ id: whatsapp.idSentTo(phone), status: 'delivered' }]);
    expect((await postWhatsApp(t, body)).json().model.applied).toBe(1);
    const once = await requestOf(t, cafe, requestId);
    const again = await postWhatsApp(t, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().model.applied).toBe(0);
    expect(await requestOf(t, cafe, requestId)).toEqual(once);
  });

  it('changes only the request it names, in its own business, and never an SMS request by a WhatsApp id', async () => {
    const phone = nextPhone();
    const mine = await askedContact(t, cafe, { name: 'Dana', phone }, 'whatsapp');
    const theirs = await askedContact(t, bakery, { name: 'Dana', phone }, 'whatsapp');
    const bySms = await askedContact(t, bakery, { name: 'Dana SMS', phone: nextPhone() }, 'sms');
    const cafeId = whatsapp.sent.find(
      (message) => message.to === phone && message.providerMessageId !== whatsapp.idSentTo(phone),
    )!.providerMessageId;
    await postWhatsApp(
      t,
      whatsAppStatuses([
        { id: cafeId, status: 'read' },
        { id: sms.sent[sms.sent.length - 1].providerMessageId, status: 'delivered' },
      ]),
    );
    expect((await requestOf(t, cafe, mine.requestId)).status).toBe('read');
    expect((await requestOf(t, bakery, theirs.requestId)).status).toBe('sent');
    expect((await requestOf(t, bakery, bySms.requestId)).status).toBe('sent');
  });
});

describe('opting out by a reply', () => {
  it('opts out on STOP the contact of each business that asked that number by WhatsApp, and only those', async () => {
    const phone = nextPhone();
    const asked = await askedContact(t, cafe, { name: 'Nada', phone }, 'whatsapp');
    // The bakery has the same number as a contact, but never wrote to it by WhatsApp.
    const notAsked = await addContact(t.app, bakery.owner, { name: 'Nada', phone });
    const smsOnly = await askedContact(t, bakery, { name: 'Nada', phone: nextPhone() }, 'sms');

    const reply = whatsAppReply(phone, 'STOP');
    const response = await postWhatsApp(t, reply);
    expect(response.statusCode).toBe(200);
    expect(response.json().model).toEqual({ statuses: 0, applied: 0, replies: 1, optedOut: 1 });
    // Replayed: the contact is opted out once.
    expect((await postWhatsApp(t, reply)).json().model.optedOut).toBe(0);

    const events = await t.app.db.tenantTransaction(
      { businessId: cafe.owner.businessId, userId: null },
      (tx) =>
        tx.query<{ payload: { contactId: string; source: string } }>(
          `SELECT payload FROM domain_events WHERE business_id = $1 AND name = 'reviewRequests.optedOut'`,
          [cafe.owner.businessId],
        ),
    );
    expect(events.filter((event) => event.payload.contactId === asked.contactId)).toEqual([
      { payload: expect.objectContaining({ contactId: asked.contactId, source: 'whatsapp' }) },
    ]);

    const next = await sendRequests(t, cafe, { contactIds: [asked.contactId], channel: 'whatsapp' });
    expect(next.json().model.outcomes).toEqual([
      expect.objectContaining({ contactId: asked.contactId, outcome: 'skipped', reason: 'optedOut' }),
    ]);
    // The bakery's contacts of that number (and its SMS contact) are still asked.
    const bakeryNext = await sendRequests(t, bakery, {
      contactIds: [notAsked, smsOnly.contactId],
      channel: 'sms',
    });
    expect(
      bakeryNext.json().model.outcomes.map((outcome: { reason: string | null }) => outcome.reason),
    ).toEqual([null, 'cooldown']);
    await t.app.jobs.runUntilIdle();
  });

  it('opts out on إيقاف and its spellings, and leaves other replies alone', async () => {
    const phone = nextPhone();
    const asked = await askedContact(t, cafe, { name: 'وعد', phone }, 'whatsapp');
    const chat = await postWhatsApp(t, whatsAppReply(phone, 'شكراً، لا تتوقفوا عن العروض'));
    expect(chat.json().model).toMatchObject({ replies: 1, optedOut: 0 });
    const stop = await postWhatsApp(t, whatsAppReply(phone, ' إيقاف '));
    expect(stop.json().model.optedOut).toBe(1);
    const next = await sendRequests(t, cafe, { contactIds: [asked.contactId], channel: 'whatsapp' });
    expect(next.json().model.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: 'optedOut' });
  });

  it('ignores an unsigned STOP', async () => {
    const phone = nextPhone();
    const asked = await askedContact(t, cafe, { name: 'Jood', phone }, 'whatsapp');
    const reply = whatsAppReply(phone, 'STOP');
    expect((await postWhatsApp(t, reply, signatureOf(reply, 'not-the-secret'))).statusCode).toBe(401);
    t.clock.advance(1000);
    const next = await sendRequests(t, cafe, { contactIds: [asked.contactId], channel: 'whatsapp' });
    expect(next.json().model.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: 'cooldown' });
  });
});

describe('SMS delivery reports', () => {
  it('refuses a call without the secret, or with another, with a translated 401 and changes nothing', async () => {
    const phone = nextPhone();
    const { requestId } = await askedContact(t, cafe, { name: 'Hind', phone }, 'sms');
    const report = { MessageID: sms.idSentTo(phone), DLR: 'Delivered', Recipient: phone.slice(1) };
    for (const secret of [null, 'wrong-secret', '']) {
      const response = await postSms(t, report, secret, ARABIC);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        success: false,
        message: 'طلب الويب هوك هذا غير موقّع من مزوّد الخدمة، فتم تجاهله',
        model: null,
      });
    }
    expect((await requestOf(t, cafe, requestId)).status).toBe('sent');
  });

  it('marks a request delivered, as JSON or form fields, and fails an undeliverable one with its reason', async () => {
    const phone = nextPhone();
    const delivered = await askedContact(t, cafe, { name: 'Rahaf', phone }, 'sms');
    const response = await postSms(t, {
      MessageID: Number(sms.idSentTo(phone)),
      CorrelationID: '',
      Recipient: phone.slice(1),
      DLR: 'Delivered',
      TimeCreated: '2026-12-03 09:00:00',
      SCTS: '2026-12-03 09:00:02',
      DLRTimestamp: '2026-12-03 09:00:03',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().model).toEqual({ statuses: 1, applied: 1, replies: 0, optedOut: 0 });
    expect(await requestOf(t, cafe, delivered.requestId)).toMatchObject({
      status: 'delivered',
      deliveredAt: '2026-12-03T09:00:02.000Z',
    });

    const otherPhone = nextPhone();
    const failed = await askedContact(t, cafe, { name: 'Shahad', phone: otherPhone }, 'sms');
    const form = new URLSearchParams({
      MessageID: sms.idSentTo(otherPhone),
      DLR: 'Undeliverable',
      Reason: 'Absent subscriber',
    }).toString();
    const formResponse = await postSms(t, form, SMS_SECRET, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(formResponse.statusCode).toBe(200);
    expect(await requestOf(t, cafe, failed.requestId)).toMatchObject({
      status: 'failed',
      failureReason: 'SMS Undeliverable: Absent subscriber',
    });
  });

  it('opts out a contact who replies إيقاف by SMS; the next send skips them', async () => {
    const phone = nextPhone();
    const asked = await askedContact(t, cafe, { name: 'Ghada', phone }, 'sms');
    const response = await postSms(t, {
      Event: 'inbound',
      MessageID: 'in-1',
      Sender: phone.slice(1),
      Recipient: 'Sumaa',
      Body: 'إيقاف',
      TimeCreated: '2026-12-03 10:00:00',
    });
    expect(response.json().model).toEqual({ statuses: 0, applied: 0, replies: 1, optedOut: 1 });
    const next = await sendRequests(t, cafe, { contactIds: [asked.contactId], channel: 'sms' });
    expect(next.json().model.outcomes[0]).toMatchObject({ outcome: 'skipped', reason: 'optedOut' });
  });

  it('acknowledges a report of an unknown message', async () => {
    const response = await postSms(t, { MessageID: '999999999999', DLR: 'Delivered' });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.applied).toBe(0);
  });
});

describe('without a configured provider', () => {
  it('refuses every webhook: 401 for statuses, 403 for the handshake', async () => {
    const saved = { ...t.app.reviewRequests.webhookSecrets };
    t.app.reviewRequests.webhookSecrets.whatsapp = null;
    t.app.reviewRequests.webhookSecrets.sms = null;
    try {
      const body = whatsAppStatuses([{ id: 'wamid.x', status: 'delivered' }]);
      expect((await postWhatsApp(t, body, signatureOf(body, APP_SECRET))).statusCode).toBe(401);
      expect((await postWhatsApp(t, body, signatureOf(body, ''))).statusCode).toBe(401);
      expect((await postSms(t, { MessageID: '1', DLR: 'Delivered' })).statusCode).toBe(401);
      const handshake = await t.app.inject({
        method: 'GET',
        url: `/api/webhooks/whatsapp?hub.mode=subscribe&hub.verify_token=${VERIFY_TOKEN}&hub.challenge=5`,
      });
      expect(handshake.statusCode).toBe(403);
    } finally {
      Object.assign(t.app.reviewRequests.webhookSecrets, saved);
    }
  });
});
