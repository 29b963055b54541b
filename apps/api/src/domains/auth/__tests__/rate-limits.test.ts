import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  postRegistration,
  registrationFields,
  signIn,
  uniqueEmail,
} from '../../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_LOGIN_MAX: '3',
    RATE_LIMIT_OTP_MAX: '2',
    RATE_LIMIT_OTP_CONFIRM_MAX: '3',
    RATE_LIMIT_PASSWORD_RESET_MAX: '2',
    RATE_LIMIT_REGISTER_MAX: '2',
  });
});
afterAll(async () => {
  await t.close();
});

function post(url: string, payload: Record<string, unknown>, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

const TOO_MANY = {
  success: false,
  message: 'Too many attempts. Please try again in a little while.',
  errors: null,
  model: null,
};

describe('rate limits on the doors attackers knock on', () => {
  it('limits sign-in attempts per address and e-mail with a 429 envelope', async () => {
    const target = uniqueEmail('target');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(t.app, target, 'guess-password')).statusCode).toBe(401);
    }
    const blocked = await signIn(t.app, target, 'guess-password');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    const arabic = await signIn(t.app, target, 'guess-password', ARABIC);
    expect(arabic.json().message).toBe('محاولات كثيرة. يرجى المحاولة بعد قليل.');
  });

  it('keeps one attacked account from locking out the others', async () => {
    expect((await signIn(t.app, uniqueEmail('bystander'), 'some-password')).statusCode).toBe(401);
  });

  it('counts the e-mail however it is typed', async () => {
    const target = uniqueEmail('casing');
    for (const variant of [target, target.toUpperCase(), ` ${target} `]) {
      await signIn(t.app, variant, 'guess-password');
    }
    expect((await signIn(t.app, target, 'guess-password')).statusCode).toBe(429);
  });

  it('counts an IPv6 client per /64, so rotating through its own /64 does not reset the count', async () => {
    const target = uniqueEmail('ipv6');
    const fromAddress = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/AdminSignIn',
        payload: { username: target, password: 'guess-password' },
        headers: ENGLISH,
        remoteAddress,
      });
    for (const address of ['2001:db8:a:b::1', '2001:db8:a:b::2', '2001:db8:a:b:1:2:3:4']) {
      expect((await fromAddress(address)).statusCode).toBe(401);
    }
    expect((await fromAddress('2001:db8:a:b:ffff:ffff:ffff:fffe')).statusCode).toBe(429);
    // Another /64 is another client.
    expect((await fromAddress('2001:db8:a:c::1')).statusCode).toBe(401);
  });

  it('counts an IPv4-mapped IPv6 client as its IPv4 address', async () => {
    const target = uniqueEmail('mapped');
    const fromAddress = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/AdminSignIn',
        payload: { username: target, password: 'guess-password' },
        headers: ENGLISH,
        remoteAddress,
      });
    for (const address of ['203.0.113.7', '::ffff:203.0.113.7', '203.0.113.7']) {
      expect((await fromAddress(address)).statusCode).toBe(401);
    }
    expect((await fromAddress('::ffff:203.0.113.7')).statusCode).toBe(429);
  });

  it('limits verification codes sent to one address', async () => {
    const email = uniqueEmail('otp');
    for (let i = 0; i < 2; i += 1)
      expect((await post('/api/UsernameAuth/send-email-otp', { email })).statusCode).toBe(200);
    expect((await post('/api/UsernameAuth/send-email-otp', { email })).json()).toEqual(TOO_MANY);
  });

  it('limits codes tried for one address', async () => {
    const email = uniqueEmail('confirm');
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/UsernameAuth/confirm-email-jwt', { email, Otp: '123456' })).statusCode).toBe(
        400,
      );
    }
    expect((await post('/api/UsernameAuth/confirm-email-jwt', { email, Otp: '123456' })).statusCode).toBe(
      429,
    );
  });

  it('limits password-reset mails to one address', async () => {
    const email = uniqueEmail('forgot');
    for (let i = 0; i < 2; i += 1)
      expect((await post('/api/UsernameAuth/forgot-password', { email })).statusCode).toBe(200);
    expect((await post('/api/UsernameAuth/forgot-password', { email })).statusCode).toBe(429);
  });

  it('limits reset-password submissions from one address', async () => {
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await post('/api/UsernameAuth/reset-password', { code: `guess-${i}`, newPassword: 'Long-enough-1' }))
          .statusCode,
      ).toBe(400);
    }
    expect(
      (await post('/api/UsernameAuth/reset-password', { code: 'guess-x', newPassword: 'Long-enough-1' }))
        .statusCode,
    ).toBe(429);
  });

  it('limits registrations from one address', async () => {
    for (let i = 0; i < 2; i += 1)
      expect((await postRegistration(t.app, registrationFields())).statusCode).toBe(200);
    const blocked = await postRegistration(t.app, registrationFields());
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});
