import { businessProfileSchema } from '@sumaa/contracts';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { ARABIC, ENGLISH, bearer, registerAccount, type RegisteredAccount } from '../../../testing/factories';

let t: TestApp;
let alice: RegisteredAccount;
let bob: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerAccount(t.app, { Business_name: 'Alice Bakery', Full_name: 'Alice Owner' });
  bob = await registerAccount(t.app, {
    Business_name: 'Bob Garage',
    Full_name: 'Bob Owner',
    ActivityType: 'automotive',
  });
});
afterAll(async () => {
  await t.close();
});

function getBusiness(headers: Record<string, string>) {
  return t.app.inject({ method: 'GET', url: '/api/Businesses', headers });
}

/** Adds a membership of `account` in `businessId`, written inside that business's tenant scope. */
async function addMembership(
  account: RegisteredAccount,
  businessId: string,
  status: 'active' | 'inactive' = 'active',
) {
  await t.app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    tx.query(
      `INSERT INTO business_members (business_id, user_id, role, permissions, status, created_at)
       VALUES ($1, $2, 'agent', ARRAY['ViewReviews','ReplyReviews'], $3, now() + interval '1 minute')`,
      [businessId, account.userId, status],
    ),
  );
}

describe('GET /api/Businesses', () => {
  it('returns the profile of the caller’s business', async () => {
    const response = await getBusiness(bearer(alice.token));
    expect(response.statusCode).toBe(200);
    const profile = businessProfileSchema.parse(response.json().model);
    expect(profile).toEqual({
      id: alice.businessId,
      name: 'Alice Bakery',
      ownerName: 'Alice Owner',
      email: alice.email,
      phone: '0512345678',
      address: '',
      industry: 'cafes',
      country: 'SA',
      city: '',
      logoUrl: '',
      website: '',
      description: '',
    });
  });

  it('never shows one tenant another tenant’s business', async () => {
    const asAlice = (await getBusiness(bearer(alice.token))).json().model;
    const asBob = (await getBusiness(bearer(bob.token))).json().model;
    expect(asAlice.id).toBe(alice.businessId);
    expect(asBob.id).toBe(bob.businessId);
    expect(asBob.name).toBe('Bob Garage');
  });

  it('refuses an X-Business-Id of a business the caller does not belong to with 403', async () => {
    const english = await getBusiness({
      ...bearer(alice.token),
      ...ENGLISH,
      'x-business-id': bob.businessId,
    });
    expect(english.statusCode).toBe(403);
    expect(english.json()).toEqual({
      success: false,
      message: 'You are not a member of this business',
      errors: null,
      model: null,
    });
    const arabic = await getBusiness({ ...bearer(alice.token), ...ARABIC, 'x-business-id': bob.businessId });
    expect(arabic.json().message).toBe('لست عضواً في هذا النشاط التجاري');
  });

  it('refuses a malformed X-Business-Id with 400 under that header', async () => {
    for (const value of ['not-a-uuid', "1' OR '1'='1", '00000000-0000-0000-0000']) {
      const response = await getBusiness({ ...bearer(alice.token), 'x-business-id': value });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual({ 'X-Business-Id': ['This value is not valid'] });
    }
  });

  it('uses the caller’s own business when X-Business-Id names it', async () => {
    const response = await getBusiness({
      ...bearer(alice.token),
      'x-business-id': alice.businessId.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().model.id).toBe(alice.businessId);
  });

  it('lets a member of two businesses pick one with X-Business-Id, the first one being the default', async () => {
    const carol = await registerAccount(t.app, { Business_name: 'Carol Clinic', ActivityType: 'healthcare' });
    await addMembership(carol, bob.businessId);

    const chosen = await getBusiness({ ...bearer(carol.token), 'x-business-id': bob.businessId });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().model.name).toBe('Bob Garage');

    const defaulted = await getBusiness(bearer(carol.token));
    expect(defaulted.json().model.name).toBe('Carol Clinic');

    const me = await t.app.inject({
      method: 'POST',
      url: '/api/UsernameAuth/user',
      headers: { ...bearer(carol.token), 'x-business-id': bob.businessId },
    });
    expect(me.json().model).toMatchObject({ role: 'agent', permissions: ['ViewReviews', 'ReplyReviews'] });
    expect(me.json().model.user.businessId).toBe(bob.businessId);
  });

  it('refuses a business whose membership was deactivated', async () => {
    const dave = await registerAccount(t.app);
    await addMembership(dave, alice.businessId, 'inactive');
    const response = await getBusiness({ ...bearer(dave.token), 'x-business-id': alice.businessId });
    expect(response.statusCode).toBe(403);
  });

  it('requires a signed-in caller', async () => {
    const response = await getBusiness(ENGLISH);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('User is not authenticated. JWT token missing.');
  });

  it('answers the path in any letter case', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/businesses',
      headers: bearer(alice.token),
    });
    expect(response.statusCode).toBe(200);
  });
});
