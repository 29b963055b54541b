// The contacts of review requests through HTTP: adding one (phones normalised, translated field errors,
// duplicates refused with the field named), listing and searching (Arabic spellings folded), deleting, and who
// may do it: SendReviewRequests, the caller's own business only.
import { reviewContactPageSchema, reviewContactSchema } from '@sumaa/contracts';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  type RegisteredAccount,
} from '../../../testing/factories';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { addContact, addLocation } from './support/review-request-steps';

let t: TestApp;
let owner: RegisteredAccount;
let other: RegisteredAccount;
let locationId: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerAccount(t.app, { Business_name: 'Qahwa House' });
  other = await registerAccount(t.app, { Business_name: 'Other Cafe' });
  locationId = await addLocation(t.app, owner.businessId, 'Olaya');
});
afterAll(async () => {
  await t.close();
});

const create = (
  account: { token: string },
  payload: Record<string, unknown>,
  headers: Record<string, string> = ENGLISH,
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/review-requests/contacts',
    headers: { ...bearer(account.token), ...headers },
    payload,
  });

const list = (account: { token: string }, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/review-requests/contacts${query}`,
    headers: bearer(account.token),
  });

describe('adding a contact', () => {
  it('keeps a Saudi number typed with Arabic digits as +9665…, the e-mail in lower case', async () => {
    const response = await create(owner, {
      name: 'محمد العتيبي',
      phone: '٠٥٥ ١٢٣ ٤٥٦٧',
      email: 'Mohammed@Example.com',
      language: 'ar',
      locationId,
    });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.message).toBe('The contact has been added');
    const contact = reviewContactSchema.parse(body.model);
    expect(contact).toMatchObject({
      name: 'محمد العتيبي',
      phone: '+966551234567',
      email: 'mohammed@example.com',
      language: 'ar',
      locationId,
      consentSource: 'manual',
      optedOutAt: null,
      lastRequestedAt: null,
    });
  });

  it('answers translated field errors: no phone or e-mail, a number that is not one, no name', async () => {
    const neither = await create(owner, { name: 'Sara', language: 'en' });
    expect(neither.statusCode).toBe(400);
    expect(neither.json()).toMatchObject({
      success: false,
      errors: { phone: ['Enter a mobile number or an e-mail address'] },
    });
    const arabic = await create(owner, { name: '', phone: '12345', language: 'ar' }, ARABIC);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json().errors).toEqual({
      name: ['اسم العميل مطلوب'],
      phone: ['أدخل رقم جوال صحيح، مثل 05xxxxxxxx أو ‎+9715xxxxxxxx'],
    });
    const language = await create(owner, { name: 'Sara', email: 'sara@example.com', language: 'fr' });
    expect(language.statusCode).toBe(400);
    expect(language.json().errors).toHaveProperty('language');
  });

  it('refuses a phone or an e-mail another contact has, naming the field, in both languages', async () => {
    await addContact(t.app, owner, { name: 'Huda', phone: '0501112233', email: 'huda@example.com' });
    const samePhone = await create(owner, { name: 'Huda again', phone: '+966 50 111 2233', language: 'en' });
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json()).toMatchObject({
      success: false,
      message: 'Another contact already has this mobile number',
      errors: { phone: ['Another contact already has this mobile number'] },
    });
    const sameEmail = await create(owner, { name: 'هدى', email: 'HUDA@example.com', language: 'ar' }, ARABIC);
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().errors).toEqual({ email: ['البريد الإلكتروني هذا مسجّل لعميل آخر'] });
    // Another business may hold the same person.
    expect((await create(other, { name: 'Huda', phone: '0501112233', language: 'en' })).statusCode).toBe(201);
  });

  it('refuses a location that is not one of the business’s', async () => {
    const foreign = await addLocation(t.app, other.businessId, 'Elsewhere');
    const response = await create(owner, {
      name: 'Ali',
      phone: '0503334444',
      language: 'en',
      locationId: foreign,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      locationId: ['This branch is not one of your linked locations'],
    });
  });
});

describe('listing, searching and deleting', () => {
  it('lists the business’s own contacts, newest first, and searches names with Arabic spellings folded', async () => {
    t.clock.advance(1000);
    await addContact(t.app, owner, { name: 'فاطمة الزهراني', phone: '0507778888' });
    t.clock.advance(1000);
    await addContact(t.app, owner, { name: 'Ahmed Saleh', email: 'ahmed@example.com', language: 'en' });
    const page = reviewContactPageSchema.parse((await list(owner, '?page=1&pageSize=2')).json().model);
    expect(page.items.map((contact) => contact.name)).toEqual(['Ahmed Saleh', 'فاطمة الزهراني']);
    expect(page.total).toBeGreaterThanOrEqual(4);
    expect(page.pageSize).toBe(2);

    // Written with ه for ة and without the hamza's seat: the same name.
    const byName = reviewContactPageSchema.parse(
      (await list(owner, `?search=${encodeURIComponent('فاطمه')}`)).json().model,
    );
    expect(byName.items.map((contact) => contact.name)).toEqual(['فاطمة الزهراني']);
    const byPhone = reviewContactPageSchema.parse((await list(owner, '?search=0507778888')).json().model);
    expect(byPhone.items.map((contact) => contact.name)).toEqual(['فاطمة الزهراني']);
    const byEmail = reviewContactPageSchema.parse((await list(owner, '?search=AHMED@')).json().model);
    expect(byEmail.items.map((contact) => contact.name)).toEqual(['Ahmed Saleh']);

    const othersList = reviewContactPageSchema.parse((await list(other)).json().model);
    expect(othersList.items.map((contact) => contact.name)).toEqual(['Huda']);
  });

  it('deletes a contact of its own business only', async () => {
    const id = await addContact(t.app, owner, { name: 'To delete', phone: '0509990000' });
    const byOther = await t.app.inject({
      method: 'DELETE',
      url: `/api/review-requests/contacts/${id}`,
      headers: { ...bearer(other.token), ...ENGLISH },
    });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().message).toBe('This contact was not found');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/review-requests/contacts/${id}`,
      headers: { ...bearer(owner.token), ...ENGLISH },
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toMatchObject({
      success: true,
      message: 'The contact has been deleted',
      model: null,
    });
    const search = reviewContactPageSchema.parse((await list(owner, '?search=0509990000')).json().model);
    expect(search.total).toBe(0);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/review-requests/contacts/not-an-id',
          headers: bearer(owner.token),
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe('who may', () => {
  it('lets a manager in by default, and refuses an agent and a viewer without SendReviewRequests', async () => {
    const manager = await addTeamMember(t.app, owner, { role: 'Manager' });
    expect((await list(manager)).statusCode).toBe(200);
    const agent = await addTeamMember(t.app, owner, { role: 'Agent' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/review-requests/contacts',
      headers: { ...bearer(agent.token), ...ARABIC },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: 'ليس لديك الصلاحية لتنفيذ هذا الإجراء' });
    const viewer = await addTeamMember(t.app, owner, { role: 'Viewer' });
    expect((await create(viewer, { name: 'X', phone: '0501231234', language: 'ar' })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/review-requests/contacts' })).statusCode).toBe(
      401,
    );
  });

  it('refuses to grant SendReviewRequests to an agent', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/team-members/invite',
      headers: bearer(owner.token),
      payload: {
        email: 'agent-with-requests@example.com',
        role: 'Agent',
        permissions: ['SendReviewRequests'],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toHaveProperty('permissions');
  });
});
