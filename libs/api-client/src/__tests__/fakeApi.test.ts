import { fakeApi, ok, refused } from '../testing';

describe('the fake API', () => {
  it('answers a request by its method and path, whatever the path’s case, and records it', async () => {
    const api = fakeApi({ 'GET /api/Plans': () => ok([{ id: 'basic' }]) });

    const response = await fetch(new Request('http://api.test/api/plans?lang=ar'));

    expect(await response.json()).toEqual({
      success: true,
      message: null,
      errors: null,
      model: [{ id: 'basic' }],
    });
    expect(api.requestsTo('/api/Plans').map((request) => request.url)).toEqual([
      'http://api.test/api/plans?lang=ar',
    ]);
  });

  it('fails loudly on a request nobody answers, naming it', async () => {
    fakeApi({ 'GET /api/Plans': () => ok() });

    await expect(fetch(new Request('http://api.test/api/Plans', { method: 'POST' }))).rejects.toThrow(
      'fakeApi: no answer for POST http://api.test/api/Plans',
    );
  });

  it('takes new answers while a test runs, and answers refusals in the envelope', async () => {
    const api = fakeApi({});
    api.answer({ 'POST /api/contacts': () => refused(400, 'Check the form', { email: ['Invalid e-mail'] }) });

    const response = await fetch(new Request('http://api.test/api/contacts', { method: 'POST' }));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ success: false, errors: { email: ['Invalid e-mail'] } });
  });
});
