// The business's smart-reply templates through HTTP (/api/reply-templates): the eighteen defaults given once
// (and not again after the business deleted them all), adding, changing and deleting with Settings, the
// field errors in both languages, the per-business maximum, who may read and who may write, and one
// business never reaching another's templates.
import {
  REVIEW_SENTIMENTS,
  TEMPLATE_LANGUAGES,
  TEMPLATE_MAX_LENGTH,
  TEMPLATES_PER_BUSINESS_MAX,
  replyTemplateSchema,
  translateMessage,
  type ReplyTemplate,
} from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
  type TeamMemberAccount,
} from '../../../testing/factories';
import { DEFAULT_REPLY_TEMPLATES } from '../smart-replies/default-templates';

let t: TestApp;
let ownerA: RegisteredAccount;
let ownerB: RegisteredAccount;
let agent: TeamMemberAccount;
let viewer: TeamMemberAccount;
let manager: TeamMemberAccount;
beforeAll(async () => {
  t = await createTestApp();
  ownerA = await registerAccount(t.app, { Business_name: 'Qahwa House' });
  ownerB = await registerAccount(t.app, { Business_name: 'Other Business' });
  agent = await addTeamMember(t.app, ownerA, { role: 'Agent' });
  viewer = await addTeamMember(t.app, ownerA, { role: 'Viewer' });
  // A manager's default permissions include Settings.
  manager = await addTeamMember(t.app, ownerA, { role: 'Manager' });
});
afterAll(async () => {
  await t.close();
});

type Session = { token: string };

function call(
  session: Session | null,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = ENGLISH,
) {
  return t.app.inject({
    method,
    url,
    headers: { ...headers, ...(session ? bearer(session.token) : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

async function templatesOf(session: Session): Promise<ReplyTemplate[]> {
  const response = await call(session, 'GET', '/api/reply-templates');
  expect(response.statusCode).toBe(200);
  return (response.json().model as unknown[]).map((template) => replyTemplateSchema.parse(template));
}

async function createTemplate(session: Session, body: object): Promise<ReplyTemplate> {
  const response = await call(session, 'POST', '/api/reply-templates', body);
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status: 201,
    body: { success: true, message: translateMessage('templateCreated', 'en') },
  });
  return replyTemplateSchema.parse(response.json().model);
}

describe('the default templates', () => {
  it('gives a business three templates per sentiment in Arabic and English the first time it reads them', async () => {
    const templates = await templatesOf(ownerA);
    expect(templates).toHaveLength(18);
    for (const sentiment of REVIEW_SENTIMENTS) {
      for (const language of TEMPLATE_LANGUAGES) {
        const own = templates.filter((item) => item.sentiment === sentiment && item.language === language);
        expect(own).toHaveLength(3);
        for (const template of own) {
          expect(template.content).toContain('{reviewerName}');
          expect(template.content).toContain('{businessName}');
          if (language === 'ar') expect(template.content).toMatch(/[\u0600-\u06FF]/);
          else expect(template.content).not.toMatch(/[\u0600-\u06FF]/);
        }
      }
    }
    // By sentiment, Arabic first, in the order they were written.
    expect(templates.map(({ sentiment, language, content }) => ({ sentiment, language, content }))).toEqual(
      [...DEFAULT_REPLY_TEMPLATES].sort(
        (a, b) =>
          REVIEW_SENTIMENTS.indexOf(a.sentiment) - REVIEW_SENTIMENTS.indexOf(b.sentiment) ||
          a.language.localeCompare(b.language),
      ),
    );
  });

  it('invites the reviewer to get in touch in at least one negative template of each language', () => {
    const negative = DEFAULT_REPLY_TEMPLATES.filter((template) => template.sentiment === 'Negative');
    expect(negative.some((item) => item.language === 'ar' && item.content.includes('التواصل معنا'))).toBe(
      true,
    );
    expect(
      negative.some((item) => item.language === 'en' && /contact us|get in touch/.test(item.content)),
    ).toBe(true);
  });

  it('gives them once: reading again returns the same templates', async () => {
    const first = await templatesOf(ownerA);
    const again = await templatesOf(ownerA);
    expect(again.map((item) => item.id)).toEqual(first.map((item) => item.id));
  });

  it('does not bring them back once the business has deleted them all', async () => {
    const owner = await registerAccount(t.app, { Business_name: 'Clean Slate' });
    for (const template of await templatesOf(owner)) {
      const deleted = await call(owner, 'DELETE', `/api/reply-templates/${template.id}`);
      expect(deleted.statusCode).toBe(200);
    }
    expect(await templatesOf(owner)).toEqual([]);
    expect(await templatesOf(owner)).toEqual([]);
    // A template it adds afterwards is the only one.
    const added = await createTemplate(owner, { sentiment: 'Neutral', language: 'en', content: 'Thanks!' });
    expect((await templatesOf(owner)).map((item) => item.id)).toEqual([added.id]);
  });

  it('gives the defaults first to a business whose first contact is adding a template', async () => {
    const owner = await registerAccount(t.app, { Business_name: 'Adds First' });
    await createTemplate(owner, { sentiment: 'Positive', language: 'ar', content: 'شكراً لك' });
    expect(await templatesOf(owner)).toHaveLength(19);
  });
});

describe('adding, changing and deleting a template (Settings)', () => {
  it('adds a template with its text trimmed, and lists it', async () => {
    const created = await createTemplate(ownerA, {
      sentiment: 'Negative',
      language: 'ar',
      content: '  نعتذر منك يا {reviewerName}، فريق {businessName}  ',
    });
    expect(created).toEqual({
      id: expect.any(String),
      sentiment: 'Negative',
      language: 'ar',
      content: 'نعتذر منك يا {reviewerName}، فريق {businessName}',
      updatedAt: t.clock.now().toISOString(),
    });
    expect(await templatesOf(ownerA)).toContainEqual(created);
  });

  it('changes a template’s sentiment, language and text', async () => {
    const created = await createTemplate(ownerA, {
      sentiment: 'Positive',
      language: 'en',
      content: 'Thanks!',
    });
    t.clock.advance(60_000);
    const response = await call(ownerA, 'PUT', `/api/reply-templates/${created.id}`, {
      sentiment: 'Neutral',
      language: 'ar',
      content: 'شكراً {reviewerName}',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: translateMessage('templateUpdated', 'en'),
    });
    const updated = replyTemplateSchema.parse(response.json().model);
    expect(updated).toEqual({
      id: created.id,
      sentiment: 'Neutral',
      language: 'ar',
      content: 'شكراً {reviewerName}',
      updatedAt: t.clock.now().toISOString(),
    });
    expect((await templatesOf(ownerA)).find((item) => item.id === created.id)).toEqual(updated);
  });

  it('deletes a template; deleting or changing it again is 404', async () => {
    const created = await createTemplate(ownerA, { sentiment: 'Neutral', language: 'en', content: 'Bye' });
    const deleted = await call(ownerA, 'DELETE', `/api/reply-templates/${created.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({
      success: true,
      message: translateMessage('templateDeleted', 'en'),
      errors: null,
      model: null,
    });
    expect((await templatesOf(ownerA)).map((item) => item.id)).not.toContain(created.id);
    expect((await call(ownerA, 'DELETE', `/api/reply-templates/${created.id}`)).statusCode).toBe(404);
    const changed = await call(ownerA, 'PUT', `/api/reply-templates/${created.id}`, {
      sentiment: 'Neutral',
      language: 'en',
      content: 'Back?',
    });
    expect(changed.statusCode).toBe(404);
  });

  it('answers 404 for an id that is not an id', async () => {
    expect((await call(ownerA, 'DELETE', '/api/reply-templates/not-an-id')).statusCode).toBe(404);
    const changed = await call(ownerA, 'PUT', '/api/reply-templates/not-an-id', {
      sentiment: 'Neutral',
      language: 'en',
      content: 'x',
    });
    expect(changed.statusCode).toBe(404);
  });
});

describe('bad template values', () => {
  it('names every bad field at once (400), in English and in Arabic', async () => {
    const bad = { sentiment: 'Happy', language: 'fr', content: '   ' };
    const english = await call(ownerA, 'POST', '/api/reply-templates', bad);
    expect(english.statusCode).toBe(400);
    expect(english.json().errors).toEqual({
      sentiment: [translateMessage('templateSentimentInvalid', 'en')],
      language: [translateMessage('templateLanguageInvalid', 'en')],
      content: [translateMessage('templateContentRequired', 'en')],
    });
    const arabic = await call(ownerA, 'POST', '/api/reply-templates', bad, ARABIC);
    expect(arabic.json().errors).toEqual({
      sentiment: [translateMessage('templateSentimentInvalid', 'ar')],
      language: [translateMessage('templateLanguageInvalid', 'ar')],
      content: [translateMessage('templateContentRequired', 'ar')],
    });
  });

  it('refuses a missing body’s fields and a text over the maximum length, on adding and on changing', async () => {
    const empty = await call(ownerA, 'POST', '/api/reply-templates', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['content', 'language', 'sentiment']);

    const tooLong = { sentiment: 'Positive', language: 'en', content: 'x'.repeat(TEMPLATE_MAX_LENGTH + 1) };
    const added = await call(ownerA, 'POST', '/api/reply-templates', tooLong);
    expect(added.statusCode).toBe(400);
    expect(added.json().errors).toEqual({ content: [translateMessage('fieldTooLong', 'en')] });

    const [existing] = await templatesOf(ownerA);
    const changed = await call(ownerA, 'PUT', `/api/reply-templates/${existing.id}`, tooLong);
    expect(changed.statusCode).toBe(400);
    expect((await templatesOf(ownerA)).find((item) => item.id === existing.id)).toEqual(existing);

    const longest = { ...tooLong, content: 'x'.repeat(TEMPLATE_MAX_LENGTH) };
    expect((await call(ownerA, 'PUT', `/api/reply-templates/${existing.id}`, longest)).statusCode).toBe(200);
  });

  it(`refuses a template beyond the ${TEMPLATES_PER_BUSINESS_MAX}th with 409`, async () => {
    const owner = await registerAccount(t.app, { Business_name: 'Many Templates' });
    const held = (await templatesOf(owner)).length;
    for (let index = held; index < TEMPLATES_PER_BUSINESS_MAX; index += 1) {
      const response = await call(owner, 'POST', '/api/reply-templates', {
        sentiment: 'Positive',
        language: 'en',
        content: `Thanks #${index}`,
      });
      expect(response.statusCode).toBe(201);
    }
    const refused = await call(owner, 'POST', '/api/reply-templates', {
      sentiment: 'Positive',
      language: 'en',
      content: 'One too many',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      message: translateMessage('templatesLimitReached', 'en', { max: TEMPLATES_PER_BUSINESS_MAX }),
      model: null,
    });
    expect(await templatesOf(owner)).toHaveLength(TEMPLATES_PER_BUSINESS_MAX);
  });
});

describe('who may read and write templates', () => {
  const body = { sentiment: 'Positive', language: 'en', content: 'Thanks' };

  it('refuses a caller without a session (401) on every call', async () => {
    const id = (await templatesOf(ownerA))[0].id;
    for (const [method, url] of [
      ['GET', '/api/reply-templates'],
      ['POST', '/api/reply-templates'],
      ['PUT', `/api/reply-templates/${id}`],
      ['DELETE', `/api/reply-templates/${id}`],
    ] as const) {
      expect(
        (await call(null, method, url, method === 'GET' || method === 'DELETE' ? undefined : body))
          .statusCode,
      ).toBe(401);
    }
  });

  it('lets an agent read the templates but not add, change or delete one (403)', async () => {
    const templates = await templatesOf(agent);
    expect(templates.length).toBeGreaterThan(0);
    const [first] = templates;
    expect((await call(agent, 'POST', '/api/reply-templates', body)).statusCode).toBe(403);
    expect((await call(agent, 'PUT', `/api/reply-templates/${first.id}`, body)).statusCode).toBe(403);
    expect((await call(agent, 'DELETE', `/api/reply-templates/${first.id}`)).statusCode).toBe(403);
    expect((await templatesOf(ownerA)).find((item) => item.id === first.id)).toEqual(first);
  });

  it('refuses a viewer even the list (403)', async () => {
    const response = await call(viewer, 'GET', '/api/reply-templates');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, model: null });
  });

  it('lets a member holding Settings add, change and delete', async () => {
    const created = await createTemplate(manager, body);
    expect((await call(manager, 'PUT', `/api/reply-templates/${created.id}`, body)).statusCode).toBe(200);
    expect((await call(manager, 'DELETE', `/api/reply-templates/${created.id}`)).statusCode).toBe(200);
  });

  it('keeps each business’s templates to itself: another business’s ids are 404', async () => {
    const own = await createTemplate(ownerA, { sentiment: 'Positive', language: 'en', content: 'Only A’s' });
    const bTemplates = await templatesOf(ownerB);
    expect(bTemplates).toHaveLength(18);
    expect(bTemplates.map((item) => item.id)).not.toContain(own.id);

    expect((await call(ownerB, 'PUT', `/api/reply-templates/${own.id}`, body)).statusCode).toBe(404);
    expect((await call(ownerB, 'DELETE', `/api/reply-templates/${own.id}`)).statusCode).toBe(404);
    expect((await templatesOf(ownerA)).find((item) => item.id === own.id)).toEqual(own);
  });
});
