// The super admin's contacts inbox (issue 13): auto-assign rules applied on arrival, status and assignment kept,
// public replies e-mailed in the sender's language and threaded under the acknowledgement, internal notes not
// sent, the SLA state, and a business owner refused everywhere.
import {
  contactInboxMessageSchema,
  contactInboxPageSchema,
  contactRepliesSchema,
  contactRuleSchema,
  type ContactInboxMessage,
} from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  bearer,
  outboxFor,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const HOUR_MS = 60 * 60 * 1000;
const adminEmail = uniqueEmail('contacts-admin');
const adminPassword = 'Contacts-admin-pass-1';

let t: TestApp;
let adminToken: string;
let adminId: string;
/** A second platform user (a super admin) that rules and the inbox assign to. */
let helperId: string;
let owner: RegisteredAccount;

beforeAll(async () => {
  t = await createTestApp({
    SUMAA_ADMIN_EMAIL: adminEmail,
    SUMAA_ADMIN_PASSWORD: adminPassword,
    RATE_LIMIT_CONTACT_PER_IP_MAX: '1000000',
    RATE_LIMIT_CONTACT_PER_EMAIL_MAX: '1000000',
  });
  const session = (await signIn(t.app, adminEmail, adminPassword)).json().model;
  adminToken = session.token;
  adminId = session.user.id;
  owner = await registerAccount(t.app);
  const helper = await registerAccount(t.app, { Full_name: 'Huda Support' });
  await t.app.db.query(`UPDATE users SET is_super_admin = true WHERE id = $1`, [helper.userId]);
  helperId = helper.userId;
});
afterAll(async () => {
  await t.close();
});

/** Access tokens are short-lived: after the clock moves on, both sign in again. */
async function renewSessions() {
  adminToken = (await signIn(t.app, adminEmail, adminPassword)).json().model.token;
  owner = { ...owner, token: (await signIn(t.app, owner.email, owner.password)).json().model.token };
}

const asAdmin = (headers: Record<string, string> = ENGLISH) => ({ ...headers, ...bearer(adminToken) });

async function sendMessage(
  fields: { email: string; message: string; subject?: string },
  headers: Record<string, string> = ENGLISH,
): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contacts',
    headers,
    payload: { name: 'Visitor', company: '', ...fields },
  });
  expect(response.statusCode).toBe(201);
  return response.json().model.id;
}

async function inboxItem(email: string): Promise<ContactInboxMessage> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/contacts?search=${encodeURIComponent(email)}`,
    headers: asAdmin(),
  });
  expect(response.statusCode).toBe(200);
  const page = contactInboxPageSchema.parse(response.json().model);
  expect(page.items).toHaveLength(1);
  return page.items[0];
}

async function createRule(body: object) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/contacts/rules',
    headers: asAdmin(),
    payload: body,
  });
  expect(response.statusCode).toBe(201);
  return contactRuleSchema.parse(response.json().model);
}

async function outboxRows(email: string) {
  await t.app.mailer.idle();
  return t.app.db.query<{ subject: string; text_body: string; headers: Record<string, string> }>(
    `SELECT subject, text_body, headers FROM mail_outbox WHERE to_address = $1 ORDER BY id`,
    [email.toLowerCase()],
  );
}

describe('auto-assign rules', () => {
  it('assigns an arriving message by the first rule whose every condition holds, in order', async () => {
    const domain = `acme-${Date.now()}.test`;
    const byDomain = await createRule({
      name: 'Acme customers',
      match: { keyword: null, language: 'ar', emailDomain: `@${domain.toUpperCase()}` },
      assignToUserId: helperId,
    });
    expect(byDomain.match).toEqual({ keyword: null, language: 'ar', emailDomain: domain });
    await createRule({
      name: 'Billing',
      match: { keyword: 'فاتورة', language: '', emailDomain: '' },
      assignToUserId: adminId,
    });

    // Arabic from the domain: the first rule.
    const arabicSender = `sara@mail.${domain}`;
    await sendMessage({ email: arabicSender, message: 'لدي سؤال عن الفاتوره' }, ARABIC);
    const first = await inboxItem(arabicSender);
    expect(first.assignedToUserId).toBe(helperId);
    expect(first.assignedToName).toBe('Huda Support');
    expect(first.language).toBe('ar');

    // English from the domain: the first rule's language fails; the keyword (letter forms folded) assigns.
    const englishSender = `omar@${domain}`;
    await sendMessage({ email: englishSender, message: 'Where is my فاتورة?' }, ENGLISH);
    expect((await inboxItem(englishSender)).assignedToUserId).toBe(adminId);

    // Nothing matches: nobody.
    const stranger = uniqueEmail('stranger');
    await sendMessage({ email: stranger, message: 'Hello there' }, ENGLISH);
    expect((await inboxItem(stranger)).assignedToUserId).toBeNull();
  });

  it('lists, edits and deletes rules; refuses a rule without a condition or with a non-admin assignee', async () => {
    const rule = await createRule({
      name: 'Demo requests',
      match: { keyword: 'demo' },
      assignToUserId: adminId,
    });
    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/contacts/rules/${rule.id}`,
      headers: asAdmin(),
      payload: { name: 'Demos', match: { keyword: 'demo', language: 'en' }, assignToUserId: helperId },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().model).toMatchObject({
      name: 'Demos',
      position: rule.position,
      assignToUserId: helperId,
    });

    const list = await t.app.inject({ method: 'GET', url: '/api/contacts/rules', headers: asAdmin() });
    expect(list.json().model.items.map((item: { id: string }) => item.id)).toContain(rule.id);

    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/rules',
      headers: asAdmin(),
      payload: { name: 'Nothing', match: {}, assignToUserId: adminId },
    });
    expect(empty.statusCode).toBe(400);
    const ownerAssignee = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/rules',
      headers: asAdmin(),
      payload: { name: 'Owner', match: { keyword: 'x' }, assignToUserId: owner.userId },
    });
    expect(ownerAssignee.statusCode).toBe(400);
    expect(Object.keys(ownerAssignee.json().errors)).toEqual(['assignToUserId']);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/contacts/rules/${rule.id}`,
      headers: asAdmin(),
    });
    expect(deleted.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/contacts/rules/${rule.id}`,
      headers: asAdmin(),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('status, assignment and SLA', () => {
  it('keeps a status set from any other, and a (re)assignment, with the SLA state of each', async () => {
    const sender = uniqueEmail('status');
    const id = await sendMessage({ email: sender, message: 'Status please' });
    expect((await inboxItem(sender)).slaState).toBe('ok');

    const put = (status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/contacts/${id}/status`,
        headers: asAdmin(),
        payload: { messageId: id, status },
      });
    expect((await put('pending')).statusCode).toBe(200);
    expect((await inboxItem(sender)).status).toBe('pending');
    expect(contactInboxMessageSchema.parse((await put('new')).json().model).status).toBe('new');

    const assign = await t.app.inject({
      method: 'POST',
      url: '/api/Contacts/assign',
      headers: asAdmin(),
      payload: { messageId: id, assignedToId: helperId },
    });
    expect(assign.statusCode).toBe(200);
    expect((await inboxItem(sender)).assignedToName).toBe('Huda Support');
    const toOwner = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/assign',
      headers: asAdmin(),
      payload: { messageId: id, assignedToId: owner.userId },
    });
    expect(toOwner.statusCode).toBe(400);
    const unassign = await t.app.inject({
      method: 'POST',
      url: '/api/contacts/assign',
      headers: asAdmin(),
      payload: { messageId: id, assignedToId: null },
    });
    expect(unassign.json().model.assignedToUserId).toBeNull();

    // 22 h later under 3 h remain; after 24 h it is breached; resolving stops the clock.
    t.clock.advance(22 * HOUR_MS);
    await renewSessions();
    expect((await inboxItem(sender)).slaState).toBe('soon');
    t.clock.advance(3 * HOUR_MS);
    await renewSessions();
    expect((await inboxItem(sender)).slaState).toBe('breached');
    await put('resolved');
    expect((await inboxItem(sender)).slaState).toBe('done');

    const mismatch = await t.app.inject({
      method: 'PUT',
      url: `/api/contacts/${id}/status`,
      headers: asAdmin(),
      payload: { messageId: helperId, status: 'open' },
    });
    expect(mismatch.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/contacts/${helperId}/status`,
      headers: asAdmin(),
      payload: { status: 'open' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('replies', () => {
  it.each([
    ['ar', ARABIC, 'رد: وصلتنا رسالتك - سمعة', 'ردّ فريق سمعة على رسالتك'],
    ['en', ENGLISH, 'Re: We received your message - Sumaa', 'The Sumaa team’s reply to your message'],
  ] as const)(
    'e-mails a public reply in the sender’s language (%s), threaded; keeps a note unsent',
    async (_language, headers, subject, title) => {
      const sender = uniqueEmail(`reply-${_language}`);
      const id = await sendMessage({ email: sender, message: 'Can I get a demo?' }, headers);
      const [acknowledgement] = await outboxRows(sender);
      const originalId = acknowledgement.headers['Message-ID'];
      expect(originalId).toMatch(/^<contact\.[0-9a-f-]+@sumaa\.local>$/);

      // An admin reading English still answers in the sender's language.
      const note = await t.app.inject({
        method: 'POST',
        url: `/api/contacts/${id}/reply`,
        headers: asAdmin(ENGLISH),
        payload: { contactMessageId: id, content: 'Internal: check their plan first', isPublic: false },
      });
      expect(note.statusCode).toBe(201);
      expect(await outboxRows(sender)).toHaveLength(1);

      const reply = await t.app.inject({
        method: 'POST',
        url: `/api/contacts/${id}/reply`,
        headers: asAdmin(ENGLISH),
        payload: { contactMessageId: id, content: 'Sure, pick a time.\n\nSee you then.', isPublic: true },
      });
      expect(reply.statusCode).toBe(201);
      const mails = await outboxRows(sender);
      expect(mails).toHaveLength(2);
      const sent = mails[1];
      expect(sent.subject).toBe(subject);
      expect(sent.text_body).toContain(title);
      expect(sent.text_body).toContain('Sure, pick a time.');
      expect(sent.text_body).not.toContain('Internal: check their plan first');
      expect(sent.text_body).not.toContain('Can I get a demo?');
      expect(sent.headers['In-Reply-To']).toBe(originalId);
      expect(sent.headers.References).toBe(originalId);
      expect(sent.headers['Message-ID']).toMatch(/^<contact-reply\./);

      // A second reply references the whole thread.
      await t.app.inject({
        method: 'POST',
        url: `/api/contacts/${id}/reply`,
        headers: asAdmin(),
        payload: { content: 'One more thing.', isPublic: true },
      });
      const third = (await outboxRows(sender))[2];
      expect(third.headers.References).toBe(`${originalId} ${sent.headers['Message-ID']}`);
      expect(third.headers['In-Reply-To']).toBe(sent.headers['Message-ID']);
      expect((await outboxFor(t.app, sender)).length).toBe(3);

      const replies = contactRepliesSchema.parse(
        (await t.app.inject({ method: 'GET', url: `/api/contacts/${id}/replies`, headers: asAdmin() })).json()
          .model,
      );
      expect(replies.items.map((item) => [item.isPublic, item.authorName])).toEqual([
        [false, expect.any(String)],
        [true, expect.any(String)],
        [true, expect.any(String)],
      ]);
      expect((await inboxItem(sender)).replyCount).toBe(3);
    },
  );

  it('answers 404 for an unknown message and 400 for an empty reply', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/contacts/${helperId}/replies`,
      headers: asAdmin(),
    });
    expect(missing.statusCode).toBe(404);
    const id = await sendMessage({ email: uniqueEmail('empty'), message: 'Hi' });
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/contacts/${id}/reply`,
      headers: asAdmin(),
      payload: { content: '   ', isPublic: true },
    });
    expect(empty.statusCode).toBe(400);
  });
});

describe('who may use the inbox', () => {
  it('refuses a business owner (403) and no one (401) on every inbox route', async () => {
    const id = await sendMessage({ email: uniqueEmail('refused'), message: 'Hi' });
    const calls = [
      { method: 'GET', url: '/api/contacts' },
      { method: 'PUT', url: `/api/contacts/${id}/status`, payload: { status: 'open' } },
      { method: 'POST', url: '/api/Contacts/assign', payload: { messageId: id, assignedToId: null } },
      { method: 'POST', url: `/api/contacts/${id}/reply`, payload: { content: 'x', isPublic: true } },
      { method: 'GET', url: `/api/contacts/${id}/replies` },
      { method: 'GET', url: '/api/contacts/assignees' },
      { method: 'GET', url: '/api/contacts/rules' },
      {
        method: 'POST',
        url: '/api/contacts/rules',
        payload: { name: 'x', match: { keyword: 'x' }, assignToUserId: adminId },
      },
      { method: 'DELETE', url: `/api/contacts/rules/${id}` },
    ] as const;
    for (const call of calls) {
      const asOwner = await t.app.inject({ ...call, headers: { ...ENGLISH, ...bearer(owner.token) } });
      expect([call.url, asOwner.statusCode]).toEqual([call.url, 403]);
      const asNoOne = await t.app.inject({ ...call, headers: ENGLISH });
      expect([call.url, asNoOne.statusCode]).toEqual([call.url, 401]);
    }
    const assignees = await t.app.inject({
      method: 'GET',
      url: '/api/contacts/assignees',
      headers: asAdmin(),
    });
    const ids = assignees.json().model.items.map((item: { id: string }) => item.id);
    expect(ids).toEqual(expect.arrayContaining([adminId, helperId]));
    expect(ids).not.toContain(owner.userId);
  });
});
