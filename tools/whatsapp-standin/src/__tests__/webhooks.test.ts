// The webhooks: delivery statuses and replies in Meta's body shape, signed with the app secret over the raw bytes;
// simulated failures; the hub.challenge handshake.
import { createHmac } from 'node:crypto';
import { startWhatsAppStandin, type WhatsAppStandin } from '../index';
import { reviewRequest, send, standinCall, startWebhookReceiver, type WebhookReceiver } from './helpers';

let standin: WhatsAppStandin;
let receiver: WebhookReceiver;
beforeEach(async () => {
  receiver = await startWebhookReceiver();
  standin = await startWhatsAppStandin({
    port: 0,
    callbackUrl: receiver.url,
    statusDelaysMs: [5, 5, 5],
    webhookRetryDelaysMs: [10],
  });
});
afterEach(async () => {
  await standin.stop();
  await receiver.stop();
});

const expectedSignature = (raw: string, secret: string) =>
  `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;

describe('status webhooks', () => {
  it('posts sent, delivered and read, in order, each signed with the app secret', async () => {
    const { body } = await send(standin, reviewRequest('+966501234567'));
    const wamid = body.messages[0].id;
    const received = await receiver.waitFor(3);
    expect(received.map((webhook) => webhook.body.entry[0].changes[0].value.statuses[0].status)).toEqual([
      'sent',
      'delivered',
      'read',
    ]);
    for (const webhook of received) {
      expect(webhook.signature).toBe(expectedSignature(webhook.raw, standin.appSecret));
      expect(webhook.signature).not.toBe(expectedSignature(webhook.raw, 'another-secret'));
    }
    expect(received[1].body).toEqual({
      object: 'whatsapp_business_account',
      entry: [
        {
          id: expect.any(String),
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: {
                  display_phone_number: expect.any(String),
                  phone_number_id: standin.phoneNumberId,
                },
                statuses: [
                  expect.objectContaining({
                    id: wamid,
                    status: 'delivered',
                    recipient_id: '966501234567',
                    timestamp: expect.stringMatching(/^\d{10}$/),
                  }),
                ],
              },
            },
          ],
        },
      ],
    });
    await standin.webhooksSettled();
    expect(standin.message(wamid)?.status).toBe('read');
    expect(standin.message(wamid)?.statuses.map((entry) => entry.status)).toEqual([
      'accepted',
      'sent',
      'delivered',
      'read',
    ]);
  });

  it('stops at delivered for a number whose read receipts are off, and reads again once they are on', async () => {
    const off = await standinCall(standin, 'POST', '/__standin/read-receipts', {
      to: '+966501234567',
      enabled: false,
    });
    expect(off).toEqual({ status: 200, body: { to: '+966501234567', readReceipts: false } });
    const unread = (await send(standin, reviewRequest('966501234567'))).body.messages[0].id;
    await standin.webhooksSettled();
    expect(standin.message(unread)?.statuses.map((entry) => entry.status)).toEqual([
      'accepted',
      'sent',
      'delivered',
    ]);
    // Another number still reads its messages.
    const other = (await send(standin, reviewRequest('+966507654321'))).body.messages[0].id;
    await standin.webhooksSettled();
    expect(standin.message(other)?.status).toBe('read');

    await standinCall(standin, 'POST', '/__standin/read-receipts', { to: '+966501234567', enabled: true });
    const read = (await send(standin, reviewRequest('+966501234567'))).body.messages[0].id;
    await standin.webhooksSettled();
    expect(standin.message(read)?.status).toBe('read');
  });

  it('refuses a read-receipts setting that is not true or false, or not for a number', async () => {
    for (const body of [
      { to: '+966501234567', enabled: 'no' },
      { to: 'someone', enabled: false },
    ]) {
      const refused = await standinCall(standin, 'POST', '/__standin/read-receipts', body);
      expect(refused.status).toBe(400);
    }
  });

  it('tries a webhook again when the callback answers 500', async () => {
    receiver.answer = 500;
    await send(standin, reviewRequest('+966501234567'));
    await standin.webhooksSettled();
    const deliveries = standin.webhooks();
    expect(deliveries).toHaveLength(3);
    expect(
      deliveries.every((delivery) => delivery.state === 'failed' && delivery.attempts.length === 2),
    ).toBe(true);
  });
});

describe('simulated failures', () => {
  it('makes the next send to a number fail by a failed status with the code and title', async () => {
    const armed = await standinCall(standin, 'POST', '/__standin/failures', {
      to: '+966501234567',
      code: 131026,
      title: 'Message undeliverable',
    });
    expect(armed.status).toBe(201);
    const first = await send(standin, reviewRequest('+966501234567'));
    expect(first.status).toBe(200);
    const [failed] = await receiver.waitFor(1);
    expect(failed.body.entry[0].changes[0].value.statuses[0]).toMatchObject({
      id: first.body.messages[0].id,
      status: 'failed',
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
    await standin.webhooksSettled();
    expect(standin.message(first.body.messages[0].id)).toMatchObject({
      status: 'failed',
      error: { code: 131026, title: 'Message undeliverable' },
    });

    // Only the next one: the send after it goes through.
    const second = await send(standin, reviewRequest('+966501234567'));
    await receiver.waitFor(4);
    await standin.webhooksSettled();
    expect(standin.message(second.body.messages[0].id)?.status).toBe('read');
  });

  it('refuses the send itself with stage "send", with the HTTP status Meta uses for the code', async () => {
    standin.failNext('+966501234567', { stage: 'send', code: 130429, title: 'Rate limit hit', remaining: 2 });
    for (let index = 0; index < 2; index += 1) {
      const { status, body } = await send(standin, reviewRequest('+966501234567'));
      expect(status).toBe(429);
      expect(body.error).toMatchObject({ code: 130429 });
    }
    expect((await send(standin, reviewRequest('+966501234567'))).status).toBe(200);
  });

  it('refuses a failure for something that is not a number', async () => {
    const { status, body } = await standinCall(standin, 'POST', '/__standin/failures', { to: 'nobody' });
    expect(status).toBe(400);
    expect(body.error.message).toContain('Not a phone number');
  });
});

describe('inbound messages', () => {
  it('delivers a customer reply as a signed messages webhook', async () => {
    const { status } = await standinCall(standin, 'POST', '/__standin/inbound', {
      from: '+966501234567',
      text: 'إيقاف',
    });
    expect(status).toBe(202);
    const [webhook] = await receiver.waitFor(1);
    expect(webhook.signature).toBe(expectedSignature(webhook.raw, standin.appSecret));
    const value = webhook.body.entry[0].changes[0].value;
    expect(value.contacts).toEqual([{ profile: { name: 'Customer' }, wa_id: '966501234567' }]);
    expect(value.messages).toEqual([
      {
        from: '966501234567',
        id: expect.stringMatching(/^wamid\./),
        timestamp: expect.stringMatching(/^\d+$/),
        type: 'text',
        text: { body: 'إيقاف' },
      },
    ]);
    expect((await standinCall(standin, 'GET', '/__standin/inbound')).body.messages[0]).toMatchObject({
      from: '+966501234567',
      text: 'إيقاف',
    });
  });

  it('refuses an empty reply', async () => {
    expect(
      (await standinCall(standin, 'POST', '/__standin/inbound', { from: '+966501234567', text: ' ' })).status,
    ).toBe(400);
  });
});

describe('the hub.challenge handshake', () => {
  it('passes when the callback echoes the challenge, with mode subscribe and the verify token', async () => {
    const { status, body } = await standinCall(standin, 'POST', '/__standin/verify');
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, status: 200 });
    const [query] = receiver.verifications;
    expect(query.get('hub.mode')).toBe('subscribe');
    expect(query.get('hub.verify_token')).toBe(standin.verifyToken);
    expect(query.get('hub.challenge')).toBe(body.challenge);
  });

  it('fails when the callback answers something else', async () => {
    receiver.echoChallenge = false;
    const { status, body } = await standinCall(standin, 'POST', '/__standin/verify');
    expect(status).toBe(502);
    expect(body).toMatchObject({ ok: false, answer: 'nope' });
    expect(standin.lastVerification()?.ok).toBe(false);
  });

  it('verifies at start when asked to', async () => {
    const other = await startWhatsAppStandin({ port: 0, callbackUrl: receiver.url, verifyOnStart: true });
    try {
      const started = Date.now();
      while (!other.lastVerification() && Date.now() - started < 5_000)
        await new Promise((r) => setTimeout(r, 10));
      expect(other.lastVerification()?.ok).toBe(true);
    } finally {
      await other.stop();
    }
  });
});
