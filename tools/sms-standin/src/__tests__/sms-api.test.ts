// Unifonic's send path and what the stand-in does after it: the answer's shape, its errors, the inspection path,
// delivery reports to the callback URL with its shared secret, simulated failures and replies.
import { ABSENT_SUBSCRIBER, startSmsStandin, type SmsStandin } from '../index';
import { reviewSms, sendSms, standinCall, startReportReceiver, type ReportReceiver } from './helpers';

let standin: SmsStandin;
let receiver: ReportReceiver;
beforeEach(async () => {
  receiver = await startReportReceiver('the-shared-secret');
  standin = await startSmsStandin({
    port: 0,
    callbackUrl: receiver.url,
    reportDelayMs: 5,
    webhookRetryDelaysMs: [10],
  });
});
afterEach(async () => {
  await standin.stop();
  await receiver.stop();
});

describe('POST /rest/SMS/messages', () => {
  it('sends and answers as Unifonic does, with the MessageID, units and status', async () => {
    const { status, body } = await sendSms(standin, reviewSms(standin));
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: '',
      errorCode: 'ER-00',
      data: {
        MessageID: expect.any(Number),
        CorrelationID: 'request-1',
        Status: 'Sent',
        // 79 Arabic characters: two UCS-2 parts of 67.
        NumberOfUnits: 2,
        Cost: expect.any(Number),
        Balance: expect.any(Number),
        Recipient: '966501234567',
        TimeCreated: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/),
        CurrencyCode: 'SAR',
      },
    });
  });

  it('takes the parameters as JSON or in the query string too', async () => {
    const json = await fetch(`${standin.url}/rest/SMS/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(reviewSms(standin)),
    });
    expect(json.status).toBe(200);
    const query = await fetch(`${standin.url}/rest/SMS/messages?${new URLSearchParams(reviewSms(standin))}`, {
      method: 'POST',
    });
    expect(query.status).toBe(200);
    expect(standin.messages()).toHaveLength(2);
  });

  it('lists what was sent to a number with its text, sender and link', async () => {
    const { body } = await sendSms(standin, reviewSms(standin));
    const listed = await standinCall(standin, 'GET', '/__standin/messages?to=+966501234567');
    expect(listed.body.messages).toEqual([
      expect.objectContaining({
        id: String(body.data.MessageID),
        to: '+966501234567',
        senderId: 'Sumaa',
        text: reviewSms(standin).Body,
        link: 'http://localhost:3000/r/Xk3pQ9',
        correlationId: 'request-1',
      }),
    ]);
    expect((await standinCall(standin, 'GET', '/__standin/messages?to=966500000009')).body.messages).toEqual(
      [],
    );
  });

  it('refuses a wrong AppSid with ER-01 and 401', async () => {
    const { status, body } = await sendSms(standin, { ...reviewSms(standin), AppSid: 'wrong' });
    expect(status).toBe(401);
    expect(body).toEqual({ success: false, message: 'Invalid AppSid', errorCode: 'ER-01', data: {} });
    expect(standin.messages()).toEqual([]);
  });

  it('refuses a missing body, an unregistered sender name and numbers not in international digits', async () => {
    expect((await sendSms(standin, { ...reviewSms(standin), Body: '' })).body.errorCode).toBe('ER-02');
    expect((await sendSms(standin, { ...reviewSms(standin), SenderID: 'Other' })).body.errorCode).toBe(
      'ER-06',
    );
    for (const recipient of ['+966501234567', '00966501234567', '0501234567', '96650']) {
      const { status, body } = await sendSms(standin, reviewSms(standin, recipient));
      expect(status).toBe(400);
      expect(body.errorCode).toBe('ER-04');
    }
    expect(standin.messages()).toEqual([]);
  });
});

describe('delivery reports', () => {
  it('posts a Delivered report to the callback URL, its shared secret kept in the URL', async () => {
    const { body } = await sendSms(standin, reviewSms(standin));
    const [report] = await receiver.waitFor(1);
    expect(report.query.get('secret')).toBe('the-shared-secret');
    expect(report.body).toEqual({
      MessageID: body.data.MessageID,
      CorrelationID: 'request-1',
      Recipient: '966501234567',
      DLR: 'Delivered',
      TimeCreated: body.data.TimeCreated,
      SCTS: expect.any(String),
      DLRTimestamp: expect.any(String),
    });
    await standin.webhooksSettled();
    expect(standin.message(String(body.data.MessageID))?.status).toBe('Delivered');
  });

  it('makes the next send to a number undeliverable, then delivers again', async () => {
    const armed = await standinCall(standin, 'POST', '/__standin/failures', { to: '+966501234567' });
    expect(armed.status).toBe(201);
    const first = await sendSms(standin, reviewSms(standin));
    expect(first.status).toBe(200);
    const [report] = await receiver.waitFor(1);
    expect(report.body).toMatchObject({ DLR: 'Undeliverable', Reason: ABSENT_SUBSCRIBER });
    await sendSms(standin, reviewSms(standin));
    const reports = await receiver.waitFor(2);
    expect(reports[1].body.DLR).toBe('Delivered');
  });

  it('refuses the send itself with stage "send"', async () => {
    standin.failNext('966501234567', { stage: 'send', errorCode: 'ER-13', message: 'Service not available' });
    const { status, body } = await sendSms(standin, reviewSms(standin));
    expect(status).toBe(503);
    expect(body).toMatchObject({ success: false, errorCode: 'ER-13' });
  });

  it('tries a report again when the callback answers 500', async () => {
    receiver.answer = 500;
    await sendSms(standin, reviewSms(standin));
    await standin.webhooksSettled();
    expect(standin.webhooks()[0]).toMatchObject({ state: 'failed' });
    expect(standin.webhooks()[0].attempts).toHaveLength(2);
  });
});

describe('replies', () => {
  it('posts a customer reply to the callback URL', async () => {
    const { status } = await standinCall(standin, 'POST', '/__standin/inbound', {
      from: '+966501234567',
      text: 'STOP',
    });
    expect(status).toBe(202);
    const [reply] = await receiver.waitFor(1);
    expect(reply.query.get('secret')).toBe('the-shared-secret');
    expect(reply.body).toMatchObject({ Event: 'inbound', Sender: '966501234567', Body: 'STOP' });
  });

  it('refuses a reply from something that is not a number', async () => {
    expect(
      (await standinCall(standin, 'POST', '/__standin/inbound', { from: 'x', text: 'STOP' })).status,
    ).toBe(400);
  });
});
