// The stand-in over real HTTP: OpenAI's chat-completions answer with its usage, the bearer key when it has one,
// OpenAI's error shape for bad bodies, the requests recorded for a test to read, armed failures.
import { startAiStandin, type AiStandin } from '../index';

let standin: AiStandin;
afterEach(async () => {
  await standin?.stop();
});

const body = {
  model: 'sumaa-local-standin',
  messages: [
    { role: 'system', content: 'Sign the reply with the business\'s name, "Qahwa House".' },
    { role: 'user', content: 'Review (5 of 5 stars):\n"""\nقهوة لذيذة\n"""' },
  ],
  temperature: 0.4,
  max_tokens: 600,
};

async function post(path: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${standin.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
  return { status: response.status, headers: response.headers, json: await response.json() };
}

describe('POST /v1/chat/completions', () => {
  it('answers a chat completion in the review’s language, with approximate usage', async () => {
    standin = await startAiStandin({ port: 0 });
    const { status, json } = await post('/v1/chat/completions', body);
    expect(status).toBe(200);
    expect(json).toMatchObject({
      object: 'chat.completion',
      model: 'sumaa-local-standin',
      choices: [{ index: 0, message: { role: 'assistant' }, finish_reason: 'stop' }],
    });
    const content = json.choices[0].message.content as string;
    expect(content).toMatch(/[\u0600-\u06FF]/);
    expect(content).toContain('Qahwa House');
    const promptChars = [...body.messages.map((message) => message.content).join('\n')].length;
    expect(json.usage).toEqual({
      prompt_tokens: Math.ceil(promptChars / 4),
      completion_tokens: Math.ceil([...content].length / 4),
      total_tokens: Math.ceil(promptChars / 4) + Math.ceil([...content].length / 4),
    });
    expect(json.id).toMatch(/^chatcmpl-standin-/);
  });

  it('cuts the reply at max_tokens and says so', async () => {
    standin = await startAiStandin({ port: 0 });
    const { json } = await post('/v1/chat/completions', { ...body, max_tokens: 5 });
    expect(json.choices[0].finish_reason).toBe('length');
    expect([...json.choices[0].message.content].length).toBe(20);
  });

  it('accepts any request without a key of its own, and checks the bearer key when it has one', async () => {
    standin = await startAiStandin({ port: 0 });
    expect((await post('/v1/chat/completions', body)).status).toBe(200);
    await standin.stop();

    standin = await startAiStandin({ port: 0, apiKey: 'sk-standin-secret' });
    const missing = await post('/v1/chat/completions', body);
    expect(missing.status).toBe(401);
    expect(missing.headers.get('www-authenticate')).toBe('Bearer');
    expect(missing.json.error).toMatchObject({ type: 'invalid_request_error', code: null });
    expect(missing.json.error.message).toMatch(/didn't provide an API key/);
    const wrong = await post('/v1/chat/completions', body, { authorization: 'Bearer sk-wrong-key-123' });
    expect(wrong.status).toBe(401);
    expect(wrong.json.error).toMatchObject({ code: 'invalid_api_key' });
    expect(wrong.json.error.message).not.toContain('sk-wrong-key-123');
    const right = await post('/v1/chat/completions', body, { authorization: 'Bearer sk-standin-secret' });
    expect(right.status).toBe(200);
  });

  it.each([
    ['a body that is not JSON', '{nope', null, /could not parse the JSON body/],
    ['no model', { messages: body.messages }, 'model', /must provide a model/],
    ['no messages', { model: 'm' }, 'messages', /Missing required parameter: 'messages'/],
    ['no message at all', { model: 'm', messages: [] }, 'messages', /empty array/],
    [
      'an unknown role',
      { model: 'm', messages: [{ role: 'boss', content: 'x' }] },
      'messages[0].role',
      /Invalid value: 'boss'/,
    ],
    [
      'content of the wrong type',
      { model: 'm', messages: [{ role: 'user', content: 5 }] },
      'messages[0].content',
      /Invalid type/,
    ],
    ['a stream', { ...body, stream: true }, 'stream', /does not stream/],
    ['a bad max_tokens', { ...body, max_tokens: 0 }, 'max_tokens', /max_tokens/],
  ])('answers 400 in OpenAI’s shape for %s', async (_case, payload, param, message) => {
    standin = await startAiStandin({ port: 0 });
    const { status, json } = await post('/v1/chat/completions', payload);
    expect(status).toBe(400);
    expect(Object.keys(json)).toEqual(['error']);
    expect(Object.keys(json.error).sort()).toEqual(['code', 'message', 'param', 'type']);
    expect(json.error).toMatchObject({
      message: expect.stringMatching(message),
      type: 'invalid_request_error',
      param,
    });
  });

  it('takes content as an array of text parts', async () => {
    standin = await startAiStandin({ port: 0 });
    const { status, json } = await post('/v1/chat/completions', {
      model: 'm',
      messages: [
        {
          role: 'user',
          content: [
            { type: 'text', text: 'Review (1 of 5 stars):' },
            { type: 'text', text: '"""\nCold food\n"""' },
          ],
        },
      ],
    });
    expect(status).toBe(200);
    expect(json.choices[0].message.content).toMatch(/sorry|apologi/i);
  });

  it('answers 404 in OpenAI’s shape for another path, and lists its model', async () => {
    standin = await startAiStandin({ port: 0, model: 'my-standin' });
    const unknown = await post('/v1/embeddings', {});
    expect(unknown.status).toBe(404);
    expect(unknown.json.error.message).toBe('Invalid URL (POST /v1/embeddings)');
    const models = await (await fetch(`${standin.url}/v1/models`)).json();
    expect(models.data).toEqual([expect.objectContaining({ id: 'my-standin', object: 'model' })]);
  });
});

describe('/__standin', () => {
  it('records every request, newest last, with its status and never the key; DELETE forgets them', async () => {
    standin = await startAiStandin({ port: 0, apiKey: 'sk-standin-secret' });
    await post('/v1/chat/completions', body, { authorization: 'Bearer sk-standin-secret' });
    await post('/v1/chat/completions', { ...body, model: 'second' });
    await post('/v1/chat/completions', '{nope', { authorization: 'Bearer sk-standin-secret' });

    const listed = await (await fetch(`${standin.url}/__standin/requests`)).json();
    expect(listed.requests.map((entry: { status: number }) => entry.status)).toEqual([200, 401, 400]);
    expect(listed.requests[0]).toMatchObject({
      method: 'POST',
      path: '/v1/chat/completions',
      hadAuthorization: true,
      body,
    });
    expect(listed.requests[1].body.model).toBe('second');
    expect(listed.requests[2].body).toBe('{nope');
    expect(JSON.stringify(listed)).not.toContain('sk-standin-secret');
    expect(standin.requests()).toHaveLength(3);

    const cleared = await fetch(`${standin.url}/__standin/requests`, { method: 'DELETE' });
    expect(cleared.status).toBe(204);
    expect(standin.requests()).toEqual([]);
  });

  it('fails the next completions as armed, then answers again', async () => {
    standin = await startAiStandin({ port: 0 });
    const armed = await post('/__standin/failures', { status: 503, times: 2, message: 'overloaded' });
    expect(armed.status).toBe(201);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const failed = await post('/v1/chat/completions', body);
      expect(failed.status).toBe(503);
      expect(failed.json.error).toMatchObject({ message: 'overloaded', type: 'server_error' });
    }
    expect((await post('/v1/chat/completions', body)).status).toBe(200);
    expect((await post('/__standin/failures', { status: 200 })).status).toBe(400);
    expect((await post('/__standin/failures', { delayMs: -1 })).status).toBe(400);
  });

  it('answers an armed failure only after its delay', async () => {
    standin = await startAiStandin({ port: 0 });
    standin.failNext({ status: 502, delayMs: 300 });
    const started = Date.now();
    expect((await post('/v1/chat/completions', body)).status).toBe(502);
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('names itself as a stand-in at its root', async () => {
    standin = await startAiStandin({ port: 0 });
    const index = await (await fetch(`${standin.url}/`)).json();
    expect(index.service).toContain('AI stand-in');
    expect(index.chatCompletions).toBe(`POST ${standin.chatCompletionsUrl}`);
  });
});
