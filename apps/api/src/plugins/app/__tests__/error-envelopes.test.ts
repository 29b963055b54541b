import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ARABIC, ENGLISH } from '../../../testing/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const SIGN_IN = '/api/UsernameAuth/AdminSignIn';

function expectFailureEnvelope(body: Record<string, unknown>) {
  expect(Object.keys(body).sort()).toEqual(['errors', 'message', 'model', 'success']);
  expect(body.success).toBe(false);
  expect(typeof body.message).toBe('string');
  expect(body.model).toBeNull();
}

describe('every failure is an envelope in the request language', () => {
  it('answers an unknown path with a 404 envelope in English', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/NoSuchThing', headers: ENGLISH });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'The requested resource was not found',
      errors: null,
      model: null,
    });
  });

  it('answers an unknown path with a 404 envelope in Arabic', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/nothing/here', headers: ARABIC });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('لم يتم العثور على المطلوب');
  });

  it('answers malformed JSON with a 400 envelope, not a 500', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: { ...ENGLISH, 'content-type': 'application/json' },
      payload: '{"username": "a@b.co", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'The request could not be read. Check its format and try again.',
      errors: null,
      model: null,
    });
  });

  it('names every required field when the body is missing altogether', async () => {
    const response = await t.app.inject({ method: 'POST', url: SIGN_IN, headers: ENGLISH });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: { username: ['Email is required'], password: ['Password is required'] },
      model: null,
    });
  });

  it('treats an empty JSON body like a missing one', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: { ...ARABIC, 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      username: ['البريد الإلكتروني مطلوب'],
      password: ['كلمة المرور مطلوبة'],
    });
  });

  it('rejects an unsupported content type with a 415 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: { ...ENGLISH, 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false, message: 'This content type is not supported.' });
  });

  it('refuses a text/plain body on a JSON route with a 415 envelope', async () => {
    for (const payload of ['username=a@b.co&password=x', '{"username":"a@b.co","password":"x"}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers: { ...ARABIC, 'content-type': 'text/plain; charset=utf-8' },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        success: false,
        message: 'نوع المحتوى هذا غير مدعوم.',
        errors: null,
        model: null,
      });
    }
  });

  it('rejects a JSON array or a plain string body as invalid, not as a crash', async () => {
    for (const payload of ['[1,2,3]', '"just a string"', 'null', '42']) {
      const response = await t.app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers: { ...ENGLISH, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expectFailureEnvelope(response.json());
    }
  });

  it('rejects fields of the wrong type under their own names', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: ENGLISH,
      payload: { username: 12345, password: { nested: true } },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().errors).sort()).toEqual(['password', 'username']);
  });

  it('calls a value of the wrong type not valid rather than missing, in both languages', async () => {
    const english = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: ENGLISH,
      payload: { username: {}, password: 1 },
    });
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({
      username: ['This value is not valid'],
      password: ['This value is not valid'],
    });
    const arabic = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: ARABIC,
      payload: { username: null, password: [] },
    });
    expect(arabic.json().errors).toEqual({
      username: ['البريد الإلكتروني مطلوب'],
      password: ['هذه القيمة غير صالحة'],
    });
  });

  it('rejects a huge string with a field error rather than storing or choking on it', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: ENGLISH,
      payload: { username: `${'a'.repeat(500_000)}@example.test`, password: 'x'.repeat(300) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toContain('This field is too long');
    expect(response.json().errors.password).toContain('This field is too long');
  });

  it('rejects a body over the JSON limit with a 413 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: SIGN_IN,
      headers: ENGLISH,
      payload: { username: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      success: false,
      message: 'The request is too large.',
      model: null,
    });
  });

  it('rejects a malformed multipart body with a 400 envelope', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/RegisterCompany',
      headers: { ...ENGLISH, 'content-type': 'multipart/form-data; boundary=----nope' },
      payload: '------nope\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken-without-end',
    });
    expect(response.statusCode).toBe(400);
    expectFailureEnvelope(response.json());
  });
});

describe('URLs the router itself refuses', () => {
  it.each(['/api/%', '/api/UsernameAuth/%c0', '/api/files/avatars/%E0%A4%A'])(
    'answers the malformed %s with a 400 envelope in English and in Arabic',
    async (url) => {
      const english = await t.app.inject({ method: 'GET', url, headers: ENGLISH });
      expect(english.statusCode).toBe(400);
      expect(english.json()).toEqual({
        success: false,
        message: 'The request could not be read. Check its format and try again.',
        errors: null,
        model: null,
      });
      const arabic = await t.app.inject({ method: 'GET', url, headers: ARABIC });
      expect(arabic.statusCode).toBe(400);
      expect(arabic.json().message).toBe('تعذرت قراءة الطلب. تحقق من صيغته وحاول مرة أخرى.');
    },
  );

  it('answers a path parameter over the router limit with a 400 envelope, not a bare 414', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/files/avatars/${'a'.repeat(201)}.png`,
      headers: ARABIC,
    });
    expect(response.statusCode).toBe(400);
    expectFailureEnvelope(response.json());
    expect(response.json().message).toBe('تعذرت قراءة الطلب. تحقق من صيغته وحاول مرة أخرى.');
  });
});

describe('routing', () => {
  it('matches contract paths whatever their letter case', async () => {
    for (const url of ['/api/UsernameAuth/health', '/api/usernameauth/health', '/API/USERNAMEAUTH/HEALTH']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.json().model).toEqual({ status: 'ok', database: true });
    }
  });

  it('accepts a lower-case sign-in path like the spec spelling', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/usernameauth/adminsignin',
      headers: ENGLISH,
      payload: {},
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.username).toEqual(['Email is required']);
  });
});

describe('documentation and headers', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/UsernameAuth/health',
        '/api/UsernameAuth/RegisterCompany',
        '/api/UsernameAuth/AdminSignIn',
        '/api/UsernameAuth/user',
        '/api/UsernameAuth/refresh',
        '/api/Businesses',
      ]),
    );
    const register = document.paths['/api/UsernameAuth/RegisterCompany'].post;
    expect(Object.keys(register.requestBody.content)).toEqual(['multipart/form-data']);
    expect(register.responses['409']).toBeDefined();
  });

  it('serves Swagger UI at /api/docs', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });

  it('allows the shell origin with the headers the client sends', async () => {
    const response = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/UsernameAuth/user',
      headers: {
        origin: 'http://localhost:4200',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,accept-language,x-business-id',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://localhost:4200');
    expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain('x-business-id');
  });

  it('does not allow an origin outside the configured list', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/UsernameAuth/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends the standard security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/UsernameAuth/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBeDefined();
  });
});
