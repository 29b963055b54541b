import { businessProfileSchema } from '@sumaa/contracts';
import type { TenantScope } from '../../../db/database';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ARABIC,
  ENGLISH,
  addTeamMember,
  bearer,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';

const SUPER_ADMIN = { email: uniqueEmail('platform-admin'), password: 'Platform-admin-1' };

let t: TestApp;
let alice: RegisteredAccount;
let bob: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp({
    SUMAA_ADMIN_EMAIL: SUPER_ADMIN.email,
    SUMAA_ADMIN_PASSWORD: SUPER_ADMIN.password,
  });
  alice = await registerAccount(t.app, { Business_name: 'Alice Bakery', Full_name: 'Alice Owner' });
  bob = await registerAccount(t.app, { Business_name: 'Bob Garage', Full_name: 'Bob Owner' });
});
afterAll(async () => {
  await t.close();
});

const FULL_PROFILE = {
  name: '  مخبز أليس  ',
  ownerName: 'Alice Owner',
  email: 'Hello@Alice-Bakery.SA',
  phone: '0511111111',
  address: 'King Fahd Road 12',
  industry: 'cafes',
  country: 'SA',
  city: 'Riyadh',
  website: 'alice-bakery.sa',
  description: 'Fresh bread every morning',
};

function saveWithPost(headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'POST', url: '/api/Businesses', headers, payload });
}

function saveWithPut(id: string, headers: Record<string, string>, payload: object) {
  return t.app.inject({ method: 'PUT', url: `/api/Businesses/${id}`, headers, payload });
}

function readProfile(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/Businesses', headers });
}

async function storedBusiness(businessId: string) {
  const scope: TenantScope = { businessId, userId: null };
  const [row] = await t.app.db.tenantTransaction(scope, (tx) =>
    tx.query<{ name: string; updated_at: Date }>(
      'SELECT name, updated_at FROM businesses WHERE business_id = $1',
      [businessId],
    ),
  );
  return row;
}

describe('saving the business profile', () => {
  it('saves every field with POST (no id), answers the saved profile and reads it back', async () => {
    const response = await saveWithPost({ ...bearer(alice.token), ...ENGLISH }, FULL_PROFILE);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'The business profile has been saved' });
    const saved = businessProfileSchema.parse(response.json().model);
    expect(saved).toEqual({
      id: alice.businessId,
      name: 'مخبز أليس',
      ownerName: 'Alice Owner',
      email: 'hello@alice-bakery.sa',
      phone: '0511111111',
      address: 'King Fahd Road 12',
      industry: 'cafes',
      country: 'SA',
      city: 'Riyadh',
      logoUrl: '',
      website: 'https://alice-bakery.sa',
      description: 'Fresh bread every morning',
    });
    expect((await readProfile(bearer(alice.token))).json().model).toEqual(saved);
  });

  it('saves with PUT on the caller’s own id, optional texts left out becoming empty, and refreshes updated_at', async () => {
    const before = await storedBusiness(alice.businessId);
    t.clock.advance(60_000);
    const response = await saveWithPut(
      alice.businessId,
      { ...bearer(alice.token), ...ARABIC },
      {
        id: alice.businessId,
        name: 'Alice Bakery',
        city: 'Jeddah',
      },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('تم حفظ ملف النشاط التجاري');
    expect(response.json().model).toMatchObject({
      name: 'Alice Bakery',
      city: 'Jeddah',
      ownerName: '',
      email: '',
      website: '',
      description: '',
    });
    const after = await storedBusiness(alice.businessId);
    expect(after.updated_at.getTime()).toBeGreaterThanOrEqual(before.updated_at.getTime() + 60_000);
  });

  it('ignores a logoUrl in the body: the logo has its own call', async () => {
    const response = await saveWithPost(bearer(alice.token), {
      name: 'Alice Bakery',
      logoUrl: 'https://evil.example/logo.png',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.logoUrl).toBe('');
  });

  it('refuses a missing name and a bad e-mail and website with field errors, in English and Arabic', async () => {
    const body = { name: '   ', email: 'not-an-email', website: 'http://nodot' };
    const english = await saveWithPost({ ...bearer(alice.token), ...ENGLISH }, body);
    expect(english.statusCode).toBe(400);
    expect(english.json()).toEqual({
      success: false,
      message: 'Please correct the highlighted fields',
      errors: {
        name: ['Company name is required'],
        email: ['Email is invalid'],
        website: ['Enter a web address such as https://example.com'],
      },
      model: null,
    });
    const arabic = await saveWithPut(alice.businessId, { ...bearer(alice.token), ...ARABIC }, body);
    expect(arabic.statusCode).toBe(400);
    expect(arabic.json()).toMatchObject({
      message: 'يرجى تصحيح الحقول المشار إليها',
      errors: {
        name: ['اسم النشاط التجاري مطلوب'],
        email: ['البريد الإلكتروني غير صالح'],
        website: ['أدخل عنوان موقع مثل https://example.com'],
      },
    });
    const tooLong = await saveWithPost(bearer(alice.token), { name: 'x'.repeat(161) });
    expect(tooLong.json().errors).toEqual({ name: ['This field is too long'] });
    expect((await storedBusiness(alice.businessId)).name).toBe('Alice Bakery');
  });
});

describe('one business’s profile is out of another’s reach', () => {
  it('answers 404 to PUT on another business’s id and leaves that business as it was', async () => {
    const response = await saveWithPut(
      bob.businessId,
      { ...bearer(alice.token), ...ENGLISH },
      {
        name: 'Taken over',
      },
    );
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'The requested resource was not found',
      errors: null,
      model: null,
    });
    expect((await storedBusiness(bob.businessId)).name).toBe('Bob Garage');
    expect((await readProfile(bearer(bob.token))).json().model.name).toBe('Bob Garage');
  });

  it('answers the same 404 for an id no business has, and 400 for one that is not an id', async () => {
    const unknown = await saveWithPut('00000000-0000-4000-8000-000000000000', bearer(alice.token), {
      name: 'Nobody',
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await saveWithPut('not-an-id', bearer(alice.token), { name: 'Nobody' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual({ id: ['This value is not valid'] });
  });

  it('answers 404 to a POST whose body names another business', async () => {
    const response = await saveWithPost(bearer(alice.token), { id: bob.businessId, name: 'Taken over' });
    expect(response.statusCode).toBe(404);
    expect((await storedBusiness(bob.businessId)).name).toBe('Bob Garage');
  });

  it('refuses X-Business-Id of another business with 403, for reading and for saving', async () => {
    const asBob = { ...bearer(alice.token), ...ENGLISH, 'x-business-id': bob.businessId };
    for (const response of [
      await readProfile(asBob),
      await saveWithPost(asBob, { name: 'Taken over' }),
      await saveWithPut(bob.businessId, asBob, { name: 'Taken over' }),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('You are not a member of this business');
    }
    expect((await storedBusiness(bob.businessId)).name).toBe('Bob Garage');
  });
});

describe('who may save the profile', () => {
  it('needs the Settings permission: a viewer and an agent are refused, a manager holding it saves', async () => {
    const viewer = await addTeamMember(t.app, bob, { role: 'Viewer', permissions: ['ViewReviews'] });
    const agent = await addTeamMember(t.app, bob, {
      role: 'Agent',
      permissions: ['ViewReviews', 'ReplyReviews'],
    });
    const manager = await addTeamMember(t.app, bob, {
      role: 'Manager',
      permissions: ['ViewReviews', 'Settings'],
    });
    const managerWithout = await addTeamMember(t.app, bob, { role: 'Manager', permissions: ['ViewReviews'] });

    for (const member of [viewer, agent, managerWithout]) {
      const refused = await saveWithPost({ ...bearer(member.token), ...ARABIC }, { name: 'Not allowed' });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('ليس لديك الصلاحية لتنفيذ هذا الإجراء');
      // Everyone in the business reads the profile.
      expect((await readProfile(bearer(member.token))).json().model.name).toBe('Bob Garage');
    }

    const saved = await saveWithPut(bob.businessId, bearer(manager.token), { name: 'Bob Garage & Sons' });
    expect(saved.statusCode).toBe(200);
    expect((await readProfile(bearer(bob.token))).json().model.name).toBe('Bob Garage & Sons');
  });

  it('refuses a caller without a business (the platform admin) with 403', async () => {
    const token: string = (await signIn(t.app, SUPER_ADMIN.email, SUPER_ADMIN.password)).json().model.token;
    const response = await saveWithPost({ ...bearer(token), ...ENGLISH }, { name: 'No business' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('You are not a member of this business');
  });

  it('requires a signed-in caller', async () => {
    expect((await saveWithPost(ENGLISH, { name: 'Anyone' })).statusCode).toBe(401);
    expect((await saveWithPut(alice.businessId, ENGLISH, { name: 'Anyone' })).statusCode).toBe(401);
  });
});
