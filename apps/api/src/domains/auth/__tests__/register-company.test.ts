import { randomUUID } from 'node:crypto';
import { PERMISSIONS, registerCompanyModelSchema } from '@sumaa/contracts';
import { storedAvatarNames } from '../../../testing/stored-avatars';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  bearer,
  confirmEmail,
  outboxFor,
  postRegistration,
  registrationFields,
  uniqueEmail,
} from '../../../testing/factories';
import { TEXT_FILE, TINY_JPEG, TINY_PNG, TINY_WEBP, pngOfSize } from '../../../testing/images';
import { sniffImageType } from '../../../lib/image-type';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const DAY_MS = 24 * 60 * 60 * 1000;

async function usersWithEmail(email: string): Promise<number> {
  const [row] = await t.app.db.query<{ count: number }>(
    'SELECT count(*)::int AS count FROM users WHERE email = $1',
    [email.toLowerCase()],
  );
  return row.count;
}

async function storedAvatars(): Promise<string[]> {
  return storedAvatarNames(t);
}

describe('RegisterCompany creates the account', () => {
  it('answers with the new admin, their business and a working session', async () => {
    const fields = registrationFields();
    const response = await postRegistration(t.app, fields);

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('Your account has been created. Check your email for the verification code.');
    const model = registerCompanyModelSchema.parse(body.model);
    expect(model).toMatchObject({
      email: fields.email,
      name: 'Sara Al-Harbi',
      phone: '0512345678',
      avatarUrl: null,
      emailConfirmed: false,
      currentStep: 0,
      role: 'admin',
    });
    expect([...model.permissions].sort()).toEqual([...PERMISSIONS].sort());

    const me = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: bearer(model.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().model.user).toMatchObject({
      id: model.id,
      businessId: model.business_id,
      emailConfirmed: false,
    });
  });

  it('creates the business with the owner as admin and a 14-day Professional trial without a card', async () => {
    const fields = registrationFields({ Business_name: 'Dallah Roasters', ActivityType: 'restaurants' });
    const { model } = (await postRegistration(t.app, fields)).json();
    // Business calls wait for the confirmed address (issue 21, M2).
    await confirmEmail(t.app, fields.email!);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/Businesses',
      headers: bearer(model.token),
    });
    expect(profile.json().model).toMatchObject({
      id: model.business_id,
      name: 'Dallah Roasters',
      ownerName: 'Sara Al-Harbi',
      email: fields.email,
      phone: '0512345678',
      industry: 'restaurants',
    });

    const [subscription] = await t.app.db.tenantTransaction(
      { businessId: model.business_id, userId: model.id },
      (tx) =>
        tx.query<{ code: string; status: string; amount: string; trial_ends_at: Date; role: string }>(
          `SELECT p.code, s.status, s.amount::text AS amount, s.trial_ends_at, m.role
           FROM subscriptions s JOIN plans p ON p.id = s.plan_id
           JOIN business_members m ON m.business_id = s.business_id AND m.user_id = $1`,
          [model.id],
        ),
    );
    expect(subscription).toMatchObject({ code: 'professional', status: 'trialing', role: 'admin' });
    expect(Number(subscription.amount)).toBe(200);
    expect(subscription.trial_ends_at.getTime() - t.clock.now().getTime()).toBe(14 * DAY_MS);

    const me = (
      await t.app.inject({ method: 'POST', url: '/api/UsernameAuth/user', headers: bearer(model.token) })
    ).json();
    expect(new Date(me.model.user.trialEndsAt).getTime()).toBe(subscription.trial_ends_at.getTime());
  });

  it('accepts a custom activity typed for "other"', async () => {
    const response = await postRegistration(t.app, registrationFields({ ActivityType: 'Flower shop' }));
    expect(response.statusCode).toBe(200);
  });

  it('stores the e-mail in lower case so the owner can sign in however they type it', async () => {
    const email = uniqueEmail('MixedCase').replace('mixedcase', 'MixedCase');
    const response = await postRegistration(t.app, registrationFields({ email }));
    expect(response.json().model.email).toBe(email.toLowerCase());
  });
});

describe('RegisterCompany e-mails the verification code', () => {
  it('writes an English mail with the code and the verify-email link', async () => {
    const fields = registrationFields();
    await postRegistration(t.app, fields, ENGLISH);
    const [mail] = await outboxFor(t.app, fields.email!);
    const code = /\b(\d{6})\b/.exec(mail.subject)![1];
    expect(mail.subject).toBe(`Your Sumaa verification code: ${code}`);
    expect(mail.text).toContain(code);
    expect(mail.text).toContain(
      `http://app.sumaa.test/verify-email?email=${encodeURIComponent(fields.email!)}&otp=${code}`,
    );
    expect(mail.html).toContain('dir="ltr"');
  });

  it('writes the mail in Arabic, right to left, when the request is Arabic', async () => {
    const fields = registrationFields({ Full_name: 'سارة الحربي' });
    await postRegistration(t.app, fields, ARABIC);
    const [mail] = await outboxFor(t.app, fields.email!);
    expect(mail.subject).toMatch(/^رمز التحقق الخاص بك في سمعة: \d{6}$/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('مرحباً سارة الحربي');
    expect(mail.text).toContain('سمعة');
  });
});

describe('RegisterCompany applies every registration rule of spec §5', () => {
  it('names each missing field with its own message in English', async () => {
    const response = await postRegistration(t.app, {}, ENGLISH);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: {
        email: ['Email is required'],
        Full_name: ['Full name is required'],
        Business_name: ['Company name is required'],
        Phone: ['Phone is required'],
        Password: ['Password is required'],
        ActivityType: ['Activity type is required'],
      },
      model: null,
    });
  });

  it('names each missing field with its own message in Arabic', async () => {
    const response = await postRegistration(t.app, {}, ARABIC);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'يرجى تصحيح الحقول المشار إليها',
      errors: {
        email: ['البريد الإلكتروني مطلوب'],
        Full_name: ['الاسم الكامل مطلوب'],
        Business_name: ['اسم النشاط التجاري مطلوب'],
        Phone: ['رقم الجوال مطلوب'],
        Password: ['كلمة المرور مطلوبة'],
        ActivityType: ['نوع النشاط مطلوب'],
      },
    });
  });

  it('treats blank (spaces only) names and activity as missing', async () => {
    const response = await postRegistration(
      t.app,
      registrationFields({ Full_name: '   ', Business_name: ' ', ActivityType: '  ' }),
    );
    expect(response.json().errors).toEqual({
      Full_name: ['Full name is required'],
      Business_name: ['Company name is required'],
      ActivityType: ['Activity type is required'],
    });
  });

  it.each([['not-an-email'], ['two@@example.test'], ['no-dot@example'], ['spaces in@example.test']])(
    'rejects the e-mail %s as invalid',
    async (email) => {
      const response = await postRegistration(t.app, registrationFields({ email }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ email: ['Email is invalid'] });
    },
  );

  it.each([['0412345678'], ['051234567'], ['05123456789'], ['+966512345678'], ['05abcdefgh']])(
    'rejects the phone %s: ten digits starting with 05',
    async (Phone) => {
      const response = await postRegistration(t.app, registrationFields({ Phone }));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({
        Phone: ['The phone number must consist of 10 and start with 05'],
      });
    },
  );

  it('says what is wrong with the phone in Arabic', async () => {
    const response = await postRegistration(t.app, registrationFields({ Phone: '0412345678' }), ARABIC);
    expect(response.json().errors).toEqual({ Phone: ['يجب أن يتكون رقم الجوال من 10 أرقام ويبدأ بـ 05'] });
  });

  it.each([
    ['٠٥١٢٣٤٥٦٧٨', 'Arabic-Indic digits'],
    ['۰۵۱۲۳۴۵۶۷۸', 'Persian digits'],
    ['051 234 5678', 'spaces'],
    ['051-234-5678', 'dashes'],
  ])('normalises the phone %s (%s) to 0512345678', async (Phone) => {
    const response = await postRegistration(t.app, registrationFields({ Phone }));
    expect(response.statusCode).toBe(200);
    expect(response.json().model.phone).toBe('0512345678');
  });

  it('requires a password of at least 8 characters', async () => {
    const response = await postRegistration(t.app, registrationFields({ Password: 'Short7!' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ Password: ['Password must be at least 8 characters'] });
  });

  it('states the password minimum in Arabic', async () => {
    const response = await postRegistration(t.app, registrationFields({ Password: 'ab-' }), ARABIC);
    expect(response.json().errors).toEqual({ Password: ['يجب ألا تقل كلمة المرور عن 8 أحرف'] });
  });

  it('enforces the password minimum set in the platform settings', async () => {
    const setMinimum = (value: number) =>
      t.app.db.ownerTransaction((tx) =>
        tx.query(`UPDATE platform_settings SET value = $1::jsonb WHERE key = 'password_min_length'`, [
          String(value),
        ]),
      );
    await setMinimum(12);
    try {
      const tooShort = await postRegistration(t.app, registrationFields({ Password: 'eleven-char' }));
      expect(tooShort.json().errors).toEqual({ Password: ['Password must be at least 12 characters'] });
      const longEnough = await postRegistration(t.app, registrationFields({ Password: 'twelve-chars' }));
      expect(longEnough.statusCode).toBe(200);
    } finally {
      await setMinimum(8);
    }
  });

  it('gives new businesses the trial length set in the platform settings', async () => {
    const setTrialDays = (value: number) =>
      t.app.db.ownerTransaction((tx) =>
        tx.query(`UPDATE platform_settings SET value = $1::jsonb WHERE key = 'trial_days'`, [String(value)]),
      );
    await setTrialDays(30);
    try {
      const { model } = (await postRegistration(t.app, registrationFields())).json();
      const me = (
        await t.app.inject({ method: 'POST', url: '/api/UsernameAuth/user', headers: bearer(model.token) })
      ).json();
      expect(new Date(me.model.user.trialEndsAt).getTime() - t.clock.now().getTime()).toBe(30 * DAY_MS);
    } finally {
      await setTrialDays(14);
    }
  });

  it('rejects field values far longer than any real one', async () => {
    const response = await postRegistration(t.app, registrationFields({ Full_name: 'x'.repeat(50_000) }));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ Full_name: ['This field is too long'] });
  });

  it('refuses an e-mail that already has an account, whatever its letter case', async () => {
    const fields = registrationFields();
    expect((await postRegistration(t.app, fields)).statusCode).toBe(200);

    const again = await postRegistration(t.app, registrationFields({ email: fields.email!.toUpperCase() }));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      success: false,
      message: 'An account with this email already exists',
      errors: { email: ['An account with this email already exists'] },
      model: null,
    });
    expect(await usersWithEmail(fields.email!)).toBe(1);
  });
});

describe('RegisterCompany checks the profile image by content and size', () => {
  it.each([
    ['PNG', TINY_PNG, 'image/png'],
    ['JPEG', TINY_JPEG, 'image/jpeg'],
    ['WebP', TINY_WEBP, 'image/webp'],
  ])('stores a %s photo and serves it with its real content type', async (_label, content, contentType) => {
    const response = await postRegistration(
      t.app,
      // The declared type is deliberately wrong: only the bytes count.
      registrationFields({
        ProfileImage: { content, filename: 'me.bin', contentType: 'application/octet-stream' },
      }),
    );
    expect(response.statusCode).toBe(200);
    const avatarUrl: string = response.json().model.avatarUrl;
    expect(avatarUrl).toMatch(
      /^http:\/\/localhost(:\d+)?\/api\/files\/avatars\/[a-f0-9]{32}\.(png|jpg|webp)$/,
    );

    const image = await t.app.inject({ method: 'GET', url: new URL(avatarUrl).pathname });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe(contentType);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    // Stored re-encoded without metadata (see the EXIF test below), as the same kind of image.
    expect(sniffImageType(image.rawPayload)).toBe(sniffImageType(content));
  });

  it('rejects a text file named .png with 415 under ProfileImage and creates nothing', async () => {
    const fields = registrationFields({
      ProfileImage: { content: TEXT_FILE, filename: 'photo.png', contentType: 'image/png' },
    });
    const response = await postRegistration(t.app, fields);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please upload a valid image file (PNG, JPEG or WebP).',
      errors: { ProfileImage: ['Please upload a valid image file (PNG, JPEG or WebP).'] },
      model: null,
    });
    expect(await usersWithEmail(fields.email!)).toBe(0);
  });

  it('rejects a 6 MB photo with 413 under ProfileImage, in Arabic too, and creates nothing', async () => {
    const fields = registrationFields({
      ProfileImage: { content: pngOfSize(6 * 1024 * 1024), filename: 'big.png', contentType: 'image/png' },
    });
    const response = await postRegistration(t.app, fields, ARABIC);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      message: 'يجب ألا يتجاوز حجم الصورة 5 ميجابايت.',
      errors: { ProfileImage: ['يجب ألا يتجاوز حجم الصورة 5 ميجابايت.'] },
      model: null,
    });
    expect(await usersWithEmail(fields.email!)).toBe(0);
  });

  it('accepts a photo of exactly 5 MB', async () => {
    const fields = registrationFields({
      ProfileImage: { content: pngOfSize(5 * 1024 * 1024), filename: 'limit.png', contentType: 'image/png' },
    });
    expect((await postRegistration(t.app, fields)).statusCode).toBe(200);
  });

  it('treats the empty file part a browser sends for "no file" as no photo', async () => {
    const fields = registrationFields({
      ProfileImage: { content: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
    });
    const response = await postRegistration(t.app, fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().model.avatarUrl).toBeNull();
  });

  it('rejects text sent in place of the photo file', async () => {
    const response = await postRegistration(
      t.app,
      registrationFields({ ProfileImage: 'data:image/png;base64,AAAA' }),
    );
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json().errors)).toEqual(['ProfileImage']);
  });

  it('serves no file for names that are not stored avatars', async () => {
    for (const name of [
      '..%2F..%2Fjwt-secret',
      'abc.png',
      `${'a'.repeat(32)}.svg`,
      `${'a'.repeat(32)}.png`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/files/avatars/${name}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, model: null });
    }
  });
});

describe('RegisterCompany is all or nothing', () => {
  it('leaves no user, business or photo behind when a later step fails', async () => {
    const businessName = `Doomed ${randomUUID()}`;
    const trigger = `fail_registration_${randomUUID().replace(/-/g, '')}`;
    // A real database failure after the user row was written: the business insert raises.
    await t.app.db.ownerTransaction((tx) =>
      tx.exec(`
        CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          IF NEW.name = '${businessName}' THEN RAISE EXCEPTION 'simulated failure in relation businesses'; END IF;
          RETURN NEW;
        END $$;
        CREATE TRIGGER ${trigger} BEFORE INSERT ON businesses FOR EACH ROW EXECUTE FUNCTION ${trigger}();
      `),
    );
    const avatarsBefore = await storedAvatars();
    const fields = registrationFields({
      Business_name: businessName,
      ProfileImage: { content: TINY_PNG, filename: 'me.png', contentType: 'image/png' },
    });
    try {
      const response = await postRegistration(t.app, fields);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({
        success: false,
        message: 'Something went wrong on our side. Please try again.',
        errors: null,
        model: null,
      });
      expect(response.body).not.toMatch(/simulated|relation|businesses|at .*\.ts/);
    } finally {
      await t.app.db.ownerTransaction((tx) =>
        tx.exec(`DROP TRIGGER ${trigger} ON businesses; DROP FUNCTION ${trigger}();`),
      );
    }
    expect(await usersWithEmail(fields.email!)).toBe(0);
    expect(await outboxFor(t.app, fields.email!)).toEqual([]);
    expect(await storedAvatars()).toEqual(avatarsBefore);

    // Nothing half-written blocks a second attempt with the same e-mail.
    const retry = await postRegistration(t.app, { ...fields, Business_name: 'Second try' });
    expect(retry.statusCode).toBe(200);
  });
});
