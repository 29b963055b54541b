import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  postRegistration,
  registerAccount,
  registrationFields,
  uniqueEmail,
} from '../../../testing/factories';
import { fieldsWithNul } from '../input-characters';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const NUL = '\u0000';
const NOT_ALLOWED = 'This value contains characters that are not allowed';

function post(url: string, payload: Record<string, unknown>, headers: Record<string, string> = ENGLISH) {
  return t.app.inject({ method: 'POST', url, payload, headers });
}

function expectNulRejected(response: { statusCode: number; json(): unknown }, fields: string[]) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toEqual({
    success: false,
    message: 'Please correct the highlighted fields',
    errors: Object.fromEntries(fields.map((field) => [field, [NOT_ALLOWED]])),
    model: null,
  });
}

describe('a NUL character (which PostgreSQL cannot store) is a field error, never a 500', () => {
  it('rejects it in the sign-in e-mail, naming the field', async () => {
    const response = await post('/api/UsernameAuth/AdminSignIn', {
      username: `owner${NUL}@example.test`,
      password: 'Some-password-1',
    });
    expectNulRejected(response, ['username']);
  });

  it('rejects it in forgot-password, in Arabic for an Arabic request', async () => {
    const response = await post(
      '/api/UsernameAuth/forgot-password',
      { email: `a${NUL}b@example.test` },
      ARABIC,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'يرجى تصحيح الحقول المشار إليها',
      errors: { email: ['تحتوي هذه القيمة على أحرف غير مسموح بها'] },
      model: null,
    });
  });

  it('rejects it in the registration names and activity, and creates nothing', async () => {
    const fields = registrationFields({
      Full_name: `Sara${NUL}`,
      Business_name: `Qahwa${NUL}House`,
      ActivityType: `${NUL}`,
    });
    const response = await postRegistration(t.app, fields);
    expectNulRejected(response, ['Full_name', 'Business_name', 'ActivityType']);
    const [row] = await t.app.db.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM users WHERE email = $1',
      [fields.email!.toLowerCase()],
    );
    expect(row.count).toBe(0);
  });

  it('rejects it in send-email-otp and confirm-email-jwt', async () => {
    expectNulRejected(await post('/api/UsernameAuth/send-email-otp', { email: `x${NUL}@example.test` }), [
      'email',
    ]);
    const account = await registerAccount(t.app);
    expectNulRejected(
      await post('/api/UsernameAuth/confirm-email-jwt', { email: `${account.email}${NUL}`, Otp: '123456' }),
      ['email'],
    );
    expectNulRejected(
      await post('/api/UsernameAuth/confirm-email-jwt', { email: account.email, Otp: `12345${NUL}` }),
      ['Otp'],
    );
  });

  it('rejects it in a query string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/dev/outbox?to=a%00b', headers: ENGLISH });
    expectNulRejected(response, ['to']);
  });

  it('rejects it in a path parameter', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/files/avatars/a%00b.png',
      headers: ENGLISH,
    });
    expectNulRejected(response, ['file']);
  });

  it('still accepts the same requests without the NUL', async () => {
    expect((await post('/api/UsernameAuth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
  });
});

describe('fieldsWithNul', () => {
  it('names nested fields by their path and ignores uploaded bytes', () => {
    expect(
      fieldsWithNul({
        a: 'fine',
        b: { c: `x${NUL}` },
        list: ['ok', `${NUL}`],
        file: Buffer.from([0, 0, 0]),
      }),
    ).toEqual(['b.c', 'list.1']);
    expect(fieldsWithNul(`${NUL}`)).toEqual(['body']);
    expect(fieldsWithNul(undefined)).toEqual([]);
  });

  it('does not overflow on absurdly deep bodies', () => {
    let deep: unknown = `${NUL}`;
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(fieldsWithNul(deep)).toEqual([]);
  });
});
