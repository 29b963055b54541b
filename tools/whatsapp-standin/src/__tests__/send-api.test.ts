// The Cloud API's send path: Meta's request and answer shapes, its errors, and what the inspection path shows.
import { DEFAULT_ACCESS_TOKEN, startWhatsAppStandin, type WhatsAppStandin } from '../index';
import { reviewRequest, send, standinCall } from './helpers';

let standin: WhatsAppStandin;
beforeAll(async () => {
  standin = await startWhatsAppStandin({ port: 0, callbackUrl: null });
});
afterEach(() => standin.reset());
afterAll(() => standin.stop());

describe('POST /v{N}.0/{phone-number-id}/messages', () => {
  it('accepts a template message and answers with the contact and a wamid', async () => {
    const { status, body } = await send(standin, reviewRequest('+966501234567'));
    expect(status).toBe(200);
    expect(body).toEqual({
      messaging_product: 'whatsapp',
      contacts: [{ input: '+966501234567', wa_id: '966501234567' }],
      messages: [{ id: expect.stringMatching(/^wamid\.[A-Za-z0-9_-]+$/), message_status: 'accepted' }],
    });
  });

  it('lists what was sent with the rendered text, template, language and link', async () => {
    const { body } = await send(standin, reviewRequest('966501234567'));
    // A + in a query string reads as a space: the inspection path takes the number in any writing.
    const listed = await standinCall(standin, 'GET', '/__standin/messages?to=+966501234567');
    expect(listed.status).toBe(200);
    expect(listed.body.messages).toEqual([
      expect.objectContaining({
        id: body.messages[0].id,
        to: '+966501234567',
        type: 'template',
        templateName: 'review_request',
        language: 'ar',
        templateKnown: true,
        text: 'مرحباً نورة، شكراً لزيارتك مقهى الورد. يسعدنا أن تشاركنا رأيك على Google: http://localhost:3000/r/Xk3pQ9',
        link: 'http://localhost:3000/r/Xk3pQ9',
      }),
    ]);
    expect((await standinCall(standin, 'GET', '/__standin/messages?to=966500000001')).body.messages).toEqual(
      [],
    );
  });

  it('renders the English body for language en', async () => {
    await send(standin, reviewRequest('+966501234567', 'en'));
    expect(standin.messages('+966501234567')[0].text).toBe(
      'Hi نورة, thank you for visiting مقهى الورد. We would love to hear what you think on Google: http://localhost:3000/r/Xk3pQ9',
    );
  });

  it('accepts a text message too', async () => {
    const { status } = await send(standin, {
      messaging_product: 'whatsapp',
      to: '+966501234567',
      type: 'text',
      text: { body: 'قيّمنا: https://sumaa.example/r/abc' },
    });
    expect(status).toBe(200);
    expect(standin.messages()[0]).toMatchObject({
      type: 'text',
      templateName: null,
      link: 'https://sumaa.example/r/abc',
    });
  });

  it('takes a template it does not know, its text being the parameters', async () => {
    const request = reviewRequest('+966501234567');
    request.template.name = 'my_own_template';
    expect((await send(standin, request)).status).toBe(200);
    expect(standin.messages()[0]).toMatchObject({
      templateKnown: false,
      text: 'نورة\nمقهى الورد\nhttp://localhost:3000/r/Xk3pQ9',
      link: 'http://localhost:3000/r/Xk3pQ9',
    });
  });

  it('answers 401 with OAuthException 190 for a missing or wrong token', async () => {
    for (const token of [null, 'not-the-token']) {
      const { status, headers, body } = await send(standin, reviewRequest('+966501234567'), { token });
      expect(status).toBe(401);
      expect(headers.get('www-authenticate')).toContain('invalid_token');
      expect(body.error).toMatchObject({ type: 'OAuthException', code: 190, fbtrace_id: expect.any(String) });
    }
    expect(standin.messages()).toEqual([]);
    expect(DEFAULT_ACCESS_TOKEN).toBe(standin.accessToken);
  });

  it('answers 400 code 100 for a number that is not one', async () => {
    for (const to of ['0501', 'abc', '+0123456789', '']) {
      const { status, body } = await send(standin, reviewRequest(to));
      expect(status).toBe(400);
      expect(body.error).toMatchObject({
        message: '(#100) Invalid parameter',
        code: 100,
        error_data: { messaging_product: 'whatsapp', details: expect.stringContaining('"to"') },
      });
    }
    expect(standin.messages()).toEqual([]);
  });

  it('refuses another phone number id, a missing messaging_product and a wrong parameter count', async () => {
    const otherId = await send(standin, reviewRequest('+966501234567'), { phoneNumberId: '999' });
    expect(otherId.status).toBe(400);
    expect(otherId.body.error).toMatchObject({ type: 'GraphMethodException', code: 100, error_subcode: 33 });

    const { messaging_product: _, ...withoutProduct } = reviewRequest('+966501234567');
    expect((await send(standin, withoutProduct)).body.error.code).toBe(100);

    const short = reviewRequest('+966501234567');
    short.template.components[0].parameters.pop();
    const mismatch = await send(standin, short);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe(132000);
    expect(standin.messages()).toEqual([]);
  });

  it('answers a broken JSON body with a Graph error, not a crash', async () => {
    const response = await fetch(`${standin.url}/v21.0/${standin.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${standin.accessToken}`, 'Content-Type': 'application/json' },
      body: '{"to":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(100);
  });
});
