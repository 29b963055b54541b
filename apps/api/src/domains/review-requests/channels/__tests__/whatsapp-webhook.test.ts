// The WhatsApp webhook's pure pieces: the signature over the raw bytes, the handshake's answer, and the reading of
// Meta's body into statuses and replies.
import { createHmac } from 'node:crypto';
import { answerWhatsAppVerification, parseWhatsAppWebhook, verifyWhatsAppSignature } from '../whatsapp';

const secret = 'app-secret';
const sign = (raw: Buffer | string, key = secret) =>
  `sha256=${createHmac('sha256', key).update(raw).digest('hex')}`;

describe('verifyWhatsAppSignature', () => {
  const raw = Buffer.from(
    '{"object":"whatsapp_business_account","entry":[{"text":"\\u0625\\u064a\\u0642\\u0627\\u0641"}]}',
  );

  it('accepts the HMAC-SHA256 of the raw bytes with the app secret, in either case of hex', () => {
    expect(verifyWhatsAppSignature(raw, sign(raw), secret)).toBe(true);
    expect(verifyWhatsAppSignature(raw, sign(raw).toUpperCase().replace('SHA256=', 'sha256='), secret)).toBe(
      true,
    );
  });

  it('refuses another secret, another body, a re-serialised body, no header, and malformed headers', () => {
    expect(verifyWhatsAppSignature(raw, sign(raw, 'other'), secret)).toBe(false);
    expect(verifyWhatsAppSignature(Buffer.from(`${raw.toString()} `), sign(raw), secret)).toBe(false);
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(raw.toString())));
    expect(verifyWhatsAppSignature(reserialised, sign(raw), secret)).toBe(false);
    expect(verifyWhatsAppSignature(raw, undefined, secret)).toBe(false);
    for (const header of [
      '',
      'sha256=',
      sign(raw).slice(0, -2),
      sign(raw).replace('sha256=', 'sha1='),
      `${sign(raw)}00`,
    ]) {
      expect(verifyWhatsAppSignature(raw, header, secret)).toBe(false);
    }
    expect(verifyWhatsAppSignature(raw, sign(raw, ''), '')).toBe(false);
  });
});

describe('answerWhatsAppVerification', () => {
  const query = { 'hub.mode': 'subscribe', 'hub.verify_token': 'the-token', 'hub.challenge': '1158201444' };

  it('answers the challenge for mode subscribe and the right token', () => {
    expect(answerWhatsAppVerification(query, 'the-token')).toBe('1158201444');
  });

  it('answers null for another token, another mode, a missing challenge or no configured token', () => {
    expect(answerWhatsAppVerification({ ...query, 'hub.verify_token': 'nope' }, 'the-token')).toBeNull();
    expect(answerWhatsAppVerification({ ...query, 'hub.mode': 'unsubscribe' }, 'the-token')).toBeNull();
    expect(answerWhatsAppVerification({ ...query, 'hub.challenge': undefined }, 'the-token')).toBeNull();
    expect(
      answerWhatsAppVerification({ ...query, 'hub.verify_token': ['the-token'] }, 'the-token'),
    ).toBeNull();
    expect(answerWhatsAppVerification(query, '')).toBeNull();
  });
});

const webhook = (value: Record<string, unknown>) => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: '102290129340398',
      changes: [
        {
          field: 'messages',
          value: {
            messaging_product: 'whatsapp',
            metadata: { display_phone_number: '966500000000', phone_number_id: '106540352242922' },
            ...value,
          },
        },
      ],
    },
  ],
});

describe('parseWhatsAppWebhook', () => {
  it('reads delivery statuses with their time, and a failure with its code and title', () => {
    const events = parseWhatsAppWebhook(
      webhook({
        statuses: [
          { id: 'wamid.A', status: 'delivered', timestamp: '1764740000', recipient_id: '966501234567' },
          {
            id: 'wamid.B',
            status: 'failed',
            timestamp: '1764740001',
            recipient_id: '966501234568',
            errors: [
              { code: 131026, title: 'Message undeliverable', error_data: { details: 'Not on WhatsApp' } },
            ],
          },
          { id: 'wamid.C', status: 'deleted', timestamp: '1764740002' },
          { status: 'read' },
        ],
      }),
    );
    expect(events).toEqual({
      statuses: [
        { providerMessageId: 'wamid.A', status: 'delivered', at: new Date(1764740000 * 1000) },
        {
          providerMessageId: 'wamid.B',
          status: 'failed',
          reason: 'WhatsApp 131026 Message undeliverable: Not on WhatsApp',
          at: new Date(1764740001 * 1000),
        },
      ],
      inbound: [],
    });
  });

  it('reads text replies and button replies with the sender in E.164', () => {
    const events = parseWhatsAppWebhook(
      webhook({
        contacts: [{ profile: { name: 'Noura' }, wa_id: '966501234567' }],
        messages: [
          {
            from: '966501234567',
            id: 'wamid.R1',
            timestamp: '1764740000',
            type: 'text',
            text: { body: 'إيقاف' },
          },
          {
            from: '966501234567',
            id: 'wamid.R2',
            type: 'button',
            button: { text: 'Stop promotions', payload: 'x' },
          },
          { from: '966501234567', id: 'wamid.R3', type: 'image', image: { id: 'media' } },
          { from: 'not-a-number', id: 'wamid.R4', type: 'text', text: { body: 'hi' } },
        ],
      }),
    );
    expect(events.inbound).toEqual([
      { from: '+966501234567', text: 'إيقاف', providerMessageId: 'wamid.R1' },
      { from: '+966501234567', text: 'Stop promotions', providerMessageId: 'wamid.R2' },
    ]);
  });

  it('gives nothing for bodies of another shape, never an exception', () => {
    for (const body of [
      null,
      'text',
      42,
      [],
      {},
      { object: 'page', entry: [] },
      { object: 'whatsapp_business_account', entry: 'x' },
    ]) {
      expect(parseWhatsAppWebhook(body)).toEqual({ statuses: [], inbound: [] });
    }
    expect(
      parseWhatsAppWebhook({
        object: 'whatsapp_business_account',
        entry: [null, { changes: [null, { value: 3 }] }],
      }),
    ).toEqual({ statuses: [], inbound: [] });
  });
});
