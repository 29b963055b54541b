// The SMS webhook's pure pieces: the shared secret of the callback URL, and Unifonic's delivery reports and replies
// read into statuses and replies.
import { parseSmsDeliveryReport, verifySmsWebhookSecret } from '../sms';

describe('verifySmsWebhookSecret', () => {
  it('accepts the configured secret only', () => {
    expect(verifySmsWebhookSecret('s3cret-value', 's3cret-value')).toBe(true);
    expect(verifySmsWebhookSecret('s3cret-valuf', 's3cret-value')).toBe(false);
    expect(verifySmsWebhookSecret('s3cret', 's3cret-value')).toBe(false);
    expect(verifySmsWebhookSecret(undefined, 's3cret-value')).toBe(false);
    expect(verifySmsWebhookSecret(['s3cret-value'], 's3cret-value')).toBe(false);
    expect(verifySmsWebhookSecret('', '')).toBe(false);
  });
});

describe('parseSmsDeliveryReport', () => {
  it("reads a Delivered report (JSON, numbers as numbers) with the network's time of it", () => {
    expect(
      parseSmsDeliveryReport({
        MessageID: 42000348806925,
        CorrelationID: 'request-1',
        Recipient: '966501234567',
        DLR: 'Delivered',
        TimeCreated: '2026-12-03 05:40:00.000',
        SCTS: '2026-12-03 05:40:01.000',
        DLRTimestamp: '2026-12-03 05:40:02.000',
      }),
    ).toEqual({
      statuses: [
        {
          providerMessageId: '42000348806925',
          status: 'delivered',
          at: new Date('2026-12-03T05:40:01.000Z'),
        },
      ],
      inbound: [],
    });
  });

  it('reads an Undeliverable report (form fields, other letter case) as failed with its reason', () => {
    expect(
      parseSmsDeliveryReport({
        messageId: '42000348806926',
        dlr: 'Undeliverable',
        Reason: 'Absent subscriber',
      }),
    ).toEqual({
      statuses: [
        {
          providerMessageId: '42000348806926',
          status: 'failed',
          reason: 'SMS Undeliverable: Absent subscriber',
          at: null,
        },
      ],
      inbound: [],
    });
  });

  it('reads a reply with its sender in E.164', () => {
    expect(
      parseSmsDeliveryReport({
        Event: 'inbound',
        MessageID: 7,
        Sender: '966501234567',
        Recipient: 'Sumaa',
        Body: 'STOP',
      }),
    ).toEqual({ statuses: [], inbound: [{ from: '+966501234567', text: 'STOP', providerMessageId: '7' }] });
  });

  it('gives nothing for bodies of another shape, never an exception', () => {
    for (const body of [
      null,
      'x',
      1,
      {},
      { MessageID: 1 },
      { DLR: 'Delivered' },
      { MessageID: 1, DLR: 'Maybe' },
      [null],
    ]) {
      expect(parseSmsDeliveryReport(body)).toEqual({ statuses: [], inbound: [] });
    }
  });
});
