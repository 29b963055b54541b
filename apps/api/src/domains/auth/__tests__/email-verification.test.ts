import { confirmEmailModelSchema } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  bearer,
  latestVerificationCode,
  outboxFor,
  registerUnconfirmedAccount,
  uniqueEmail,
} from '../../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function confirm(email: string, Otp: string, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/confirm-email-jwt',
    payload: { email, Otp },
    headers,
  });
}

function sendCode(email: string, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({
    method: 'POST',
    url: '/api/UsernameAuth/send-email-otp',
    payload: { email },
    headers,
  });
}

/** A 6-digit code that is not the right one. */
function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

describe('confirm-email-jwt', () => {
  it('confirms the e-mail with the mailed code and signs the user in', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const code = await latestVerificationCode(t.app, account.email);

    const response = await confirm(account.email, code);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Your email has been confirmed');
    const model = confirmEmailModelSchema.parse(body.model);
    expect(model.user).toMatchObject({
      id: account.userId,
      emailConfirmed: true,
      businessId: account.businessId,
    });
    expect(model.userRoles.role.name).toBe('admin');

    const me = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(model.tokens.accessToken),
    });
    expect(me.json().model.user.emailConfirmed).toBe(true);
  });

  it('keeps only a keyed hash of the code, never the code itself', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const code = await latestVerificationCode(t.app, account.email);
    const [stored] = await t.app.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM email_verification_codes WHERE user_id = $1',
      [account.userId],
    );
    expect(stored.code_hash).toMatch(/^[a-f0-9]{64}$/);
    expect(stored.code_hash).not.toContain(code);
  });

  it('rejects a wrong code under Otp, in English and in Arabic', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const wrong = wrongCodeFor(await latestVerificationCode(t.app, account.email));

    const english = await confirm(account.email, wrong, ENGLISH);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      message: 'Verification failed or link expired.',
      errors: { Otp: ['Verification failed or link expired.'] },
      model: null,
    });
    const arabic = await confirm(account.email, wrong, ARABIC);
    expect(arabic.json().errors).toEqual({ Otp: ['فشل التحقق أو انتهت صلاحية الرابط.'] });
  });

  it('answers an unknown e-mail exactly like a wrong code', async () => {
    const response = await confirm(uniqueEmail('nobody'), '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ Otp: ['Verification failed or link expired.'] });
  });

  it('calls a code sent as a number invalid, not missing', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/confirm-email-jwt',
      payload: { email: uniqueEmail(), Otp: 123456 },
      headers: ENGLISH,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ Otp: ['This value is not valid'] });
  });

  it('says the code is required only when it is missing, null or empty', async () => {
    for (const Otp of [undefined, null, '']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/UsernameAuth/confirm-email-jwt',
        payload: { email: uniqueEmail(), Otp },
        headers: ENGLISH,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors.Otp[0]).toBe('The verification code is required');
    }
  });

  it('answers a disabled account exactly like a wrong code, never with 403', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const code = await latestVerificationCode(t.app, account.email);
    await t.app.db.query('UPDATE users SET is_active = false WHERE id = $1', [account.userId]);

    const unknown = await confirm(uniqueEmail('nobody'), wrongCodeFor(code));
    for (const Otp of [code, wrongCodeFor(code)]) {
      const disabled = await confirm(account.email, Otp);
      expect(disabled.statusCode).toBe(400);
      expect(disabled.json()).toEqual(unknown.json());
    }
  });

  it('tells an already-confirmed address so only when given its right code', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const code = await latestVerificationCode(t.app, account.email);
    expect((await confirm(account.email, code)).statusCode).toBe(200);

    const unknown = await confirm(uniqueEmail('nobody'), wrongCodeFor(code));
    const guessed = await confirm(account.email, wrongCodeFor(code));
    expect(guessed.statusCode).toBe(400);
    expect(guessed.json()).toEqual(unknown.json());

    const right = await confirm(account.email, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('This email is already confirmed');
  });

  it('locks every kind of address alike after five wrong codes, and a new code releases each alike', async () => {
    const unconfirmed = await registerUnconfirmedAccount(t.app);
    const confirmed = await registerUnconfirmedAccount(t.app);
    await confirm(confirmed.email, await latestVerificationCode(t.app, confirmed.email));
    const disabled = await registerUnconfirmedAccount(t.app);
    await t.app.db.query('UPDATE users SET is_active = false WHERE id = $1', [disabled.userId]);
    const addresses = [uniqueEmail('nobody'), unconfirmed.email, confirmed.email, disabled.email];

    const transcripts = [];
    for (const email of addresses) {
      const wrong = wrongCodeFor(await latestVerificationCode(t.app, email).catch(() => '123456'));
      const transcript = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        const response = await confirm(email, wrong);
        transcript.push([response.statusCode, response.json()]);
      }
      const resent = await sendCode(email);
      transcript.push([resent.statusCode, resent.json()]);
      const after = await confirm(email, wrong);
      transcript.push([after.statusCode, after.json()]);
      transcripts.push(transcript);
    }
    expect(transcripts[0].map(([status]) => status)).toEqual([400, 400, 400, 400, 400, 429, 200, 400]);
    for (const transcript of transcripts.slice(1)) expect(transcript).toEqual(transcripts[0]);
  });

  it('checks the code format before anything else', async () => {
    const response = await confirm(uniqueEmail(), '12ab');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ Otp: ['The verification code must be 6 digits'] });
  });

  it('locks after five wrong codes, even for the right one, until a new code is sent', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const code = await latestVerificationCode(t.app, account.email);
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await confirm(account.email, wrongCodeFor(code))).statusCode).toBe(400);
    }

    const locked = await confirm(account.email, code);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: 'Too many wrong codes. Request a new code.',
      errors: { Otp: ['Too many wrong codes. Request a new code.'] },
    });

    expect((await sendCode(account.email)).statusCode).toBe(200);
    const fresh = await latestVerificationCode(t.app, account.email);
    expect((await confirm(account.email, fresh)).statusCode).toBe(200);
  });

  it('expires a code after 15 minutes', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const code = await latestVerificationCode(t.app, account.email);
    t.clock.advance(15 * 60 * 1000 + 1000);

    const expired = await confirm(account.email, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors).toEqual({ Otp: ['Verification failed or link expired.'] });

    await sendCode(account.email);
    expect(
      (await confirm(account.email, await latestVerificationCode(t.app, account.email))).statusCode,
    ).toBe(200);
  });

  it('accepts a code just before it expires', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const code = await latestVerificationCode(t.app, account.email);
    t.clock.advance(14 * 60 * 1000);
    expect((await confirm(account.email, code)).statusCode).toBe(200);
  });

  it('makes the previous code worthless once a new one is sent', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const first = await latestVerificationCode(t.app, account.email);
    await sendCode(account.email);
    const second = await latestVerificationCode(t.app, account.email);
    if (first !== second) expect((await confirm(account.email, first)).statusCode).toBe(400);
    expect((await confirm(account.email, second)).statusCode).toBe(200);
  });

  it('uses a code up: confirming twice says the e-mail is already confirmed', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const code = await latestVerificationCode(t.app, account.email);
    expect((await confirm(account.email, code)).statusCode).toBe(200);
    const again = await confirm(account.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This email is already confirmed');
  });
});

describe('send-email-otp', () => {
  it('mails a new code in the language of the request', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const response = await sendCode(account.email, ARABIC);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'تم إرسال رمز التحقق إلى بريدك الإلكتروني',
      errors: null,
      model: null,
    });
    const [newest] = await outboxFor(t.app, account.email);
    expect(newest.html).toContain('dir="rtl"');
    expect(newest.subject).toMatch(/^رمز التحقق الخاص بك في سمعة: \d{6}$/);
  });

  it('gives an unknown e-mail the same answer and sends nothing', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    const known = await sendCode(account.email);
    const unknownEmail = uniqueEmail('stranger');
    const unknown = await sendCode(unknownEmail);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await outboxFor(t.app, unknownEmail)).toEqual([]);
  });

  it('sends nothing to an address that is already confirmed, with the same answer', async () => {
    const account = await registerUnconfirmedAccount(t.app);
    await confirm(account.email, await latestVerificationCode(t.app, account.email));
    const mailsBefore = (await outboxFor(t.app, account.email)).length;
    const response = await sendCode(account.email);
    expect(response.statusCode).toBe(200);
    expect((await outboxFor(t.app, account.email)).length).toBe(mailsBefore);
  });

  it('validates the e-mail it is given', async () => {
    const response = await sendCode('not-an-email');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ email: ['Email is invalid'] });
  });
});
