// Limits per account, whatever the client address: an attacker with many addresses gets no more tries
// at one account than an attacker with one.
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ENGLISH,
  VALID_PASSWORD,
  latestVerificationCode,
  registerUnconfirmedAccount,
  uniqueEmail,
} from '../../../testing/factories';

const DAY_MS = 24 * 60 * 60 * 1000;
const WINDOW_MS = 900 * 1000;

const TOO_MANY = {
  success: false,
  message: 'Too many attempts. Please try again in a little while.',
  errors: null,
  model: null,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    RATE_LIMIT_WINDOW_SECONDS: '900',
    RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT_MAX: '3',
    RATE_LIMIT_OTP_PER_EMAIL_DAILY_MAX: '3',
    RATE_LIMIT_OTP_CONFIRM_PER_EMAIL_DAILY_MAX: '12',
    RATE_LIMIT_PASSWORD_RESET_PER_EMAIL_DAILY_MAX: '2',
    RATE_LIMIT_OTP_FAILURES_PER_DAY: '7',
  });
});
afterAll(async () => {
  await t.close();
});

/** A different client address for every call, as a botnet would use. */
let nextHost = 1;
function freshAddress(): string {
  nextHost += 1;
  return `198.51.100.${nextHost % 250}`;
}

function post(url: string, payload: Record<string, unknown>, remoteAddress = freshAddress()) {
  return t.app.inject({ method: 'POST', url, payload, headers: ENGLISH, remoteAddress });
}

const signIn = (username: string, password: string) =>
  post('/api/UsernameAuth/AdminSignIn', { username, password });
const sendCode = (email: string) => post('/api/UsernameAuth/send-email-otp', { email });
const confirm = (email: string, Otp: string) => post('/api/UsernameAuth/confirm-email-jwt', { email, Otp });

describe('failed sign-ins per account', () => {
  it('stops password guessing spread over many addresses, even for the right password', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(account.email, `Wrong-guess-${attempt}`)).statusCode).toBe(401);
    }
    const blocked = await signIn(account.email, VALID_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);

    t.clock.advance(WINDOW_MS);
    expect((await signIn(account.email, VALID_PASSWORD)).statusCode).toBe(200);
  });

  it('counts only failures: successful sign-ins never lock anyone out', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await signIn(account.email, VALID_PASSWORD)).statusCode).toBe(200);
    }
  });

  it('answers an unknown e-mail the same way, so the limit reveals no account', async () => {
    const ghost = uniqueEmail('ghost');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await signIn(ghost, 'Wrong-guess')).statusCode).toBe(401);
    }
    expect((await signIn(ghost, 'Wrong-guess')).json()).toEqual(TOO_MANY);
  });

  it('leaves other accounts alone', async () => {
    const target = await registerUnconfirmedAccount(t.app);
    const bystander = await registerUnconfirmedAccount(t.app);
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn(target.email, 'Wrong-guess');
    expect((await signIn(bystander.email, VALID_PASSWORD)).statusCode).toBe(200);
  });
});

describe('verification codes per e-mail per day', () => {
  it('limits codes sent to one address from any number of client addresses', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    for (let i = 0; i < 3; i += 1) expect((await sendCode(account.email)).statusCode).toBe(200);
    const blocked = await sendCode(account.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);

    const stranger = uniqueEmail('stranger');
    for (let i = 0; i < 3; i += 1) expect((await sendCode(stranger)).statusCode).toBe(200);
    expect((await sendCode(stranger)).json()).toEqual(TOO_MANY);

    t.clock.advance(DAY_MS);
    expect((await sendCode(account.email)).statusCode).toBe(200);
  });

  it('limits codes tried for one address from any number of client addresses', async () => {
    const email = uniqueEmail('confirm');
    for (let i = 0; i < 12; i += 1) {
      // Wrong codes, then the code locks (429 otpLocked under Otp): each one is a try all the same.
      expect([400, 429]).toContain((await confirm(email, '123456')).statusCode);
    }
    const blocked = await confirm(email, '123456');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });

  it('keeps counting wrong codes over the day when a new code is sent', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const first = await latestVerificationCode(t.app, account.email);
    const wrong = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let i = 0; i < 5; i += 1) expect((await confirm(account.email, wrong(first))).statusCode).toBe(400);
    expect((await confirm(account.email, first)).json().message).toBe(
      'Too many wrong codes. Request a new code.',
    );

    // A new code lifts the lock of the old one, but not the day's count: 5 wrong + 2 more reach 7.
    await sendCode(account.email);
    const second = await latestVerificationCode(t.app, account.email);
    for (let i = 0; i < 2; i += 1) expect((await confirm(account.email, wrong(second))).statusCode).toBe(400);
    const exhausted = await confirm(account.email, second);
    expect(exhausted.statusCode).toBe(429);
    expect(exhausted.json()).toEqual({
      success: false,
      message: 'Too many attempts. Please try again in a little while.',
      errors: { Otp: ['Too many attempts. Please try again in a little while.'] },
      model: null,
    });

    t.clock.advance(DAY_MS);
    await sendCode(account.email);
    expect(
      (await confirm(account.email, await latestVerificationCode(t.app, account.email))).statusCode,
    ).toBe(200);
  });

  it('runs the daily wrong-code limit out the same way for an unknown address', async () => {
    const email = uniqueEmail('nobody');
    const answers: number[] = [];
    for (let i = 0; i < 5; i += 1) answers.push((await confirm(email, '123456')).statusCode);
    answers.push((await confirm(email, '123456')).statusCode);
    await sendCode(email);
    for (let i = 0; i < 2; i += 1) answers.push((await confirm(email, '123456')).statusCode);
    const exhausted = await confirm(email, '123456');
    expect(answers).toEqual([400, 400, 400, 400, 400, 429, 400, 400]);
    expect(exhausted.json().errors).toEqual({
      Otp: ['Too many attempts. Please try again in a little while.'],
    });
  });
});

describe('password-reset mails per e-mail per day', () => {
  it('limits reset mails to one address from any number of client addresses', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/UsernameAuth/forgot-password', { email: account.email })).statusCode).toBe(
        200,
      );
    }
    const blocked = await post('/api/UsernameAuth/forgot-password', { email: account.email });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(TOO_MANY);
  });
});
