import { canAccess, homePathFor } from '../access';
import { configureApiClient } from '../config';
import { parseStoredUser, toSessionUser } from '../sessionUser';
import { createApiUser, createSessionUser } from '../testing';

describe('homePathFor', () => {
  it('sends the super admin to /admin, whatever else is true', () => {
    expect(
      homePathFor(createSessionUser({ role: 'super_admin', email_confirmed: false, currentStep: 0 })),
    ).toBe('/admin');
  });

  it('sends an unconfirmed e-mail to /check-email', () => {
    expect(homePathFor(createSessionUser({ email_confirmed: false, currentStep: 4 }))).toBe('/check-email');
  });

  it('sends an unfinished onboarding (step below 4) to /welcome', () => {
    expect(homePathFor(createSessionUser({ currentStep: 0 }))).toBe('/welcome');
    expect(homePathFor(createSessionUser({ currentStep: 3 }))).toBe('/welcome');
  });

  it('sends everyone else to /customer', () => {
    expect(homePathFor(createSessionUser({ currentStep: 4 }))).toBe('/customer');
    expect(homePathFor(createSessionUser({ role: 'viewer', currentStep: 5 }))).toBe('/customer');
  });
});

describe('canAccess', () => {
  it('denies without a user', () => {
    expect(canAccess({ user: null, minRole: 'viewer' })).toBe(false);
  });

  it('checks the role rank', () => {
    const agent = createSessionUser({ role: 'agent' });
    expect(canAccess({ user: agent, minRole: 'viewer' })).toBe(true);
    expect(canAccess({ user: agent, minRole: 'manager' })).toBe(false);
    expect(canAccess({ user: createSessionUser({ role: 'admin' }), minRole: 'super_admin' })).toBe(false);
  });

  it('checks the permission list, which admins pass regardless', () => {
    const agent = createSessionUser({ role: 'agent', permissions: ['ViewReviews'] });
    expect(canAccess({ user: agent, permission: 'ViewReviews' })).toBe(true);
    expect(canAccess({ user: agent, permission: 'ManageTeam' })).toBe(false);
    expect(
      canAccess({ user: createSessionUser({ role: 'admin', permissions: [] }), permission: 'ManageTeam' }),
    ).toBe(true);
  });
});

describe('toSessionUser', () => {
  beforeEach(() => configureApiClient({ baseUrl: 'https://api.sumaa.test/' }));

  it('maps the API user to the browser shape of spec §3', () => {
    const user = toSessionUser(createApiUser({ profileImagePath: 'uploads/a.png' }), 'Manager', [
      'ViewReviews',
    ]);
    expect(user).toEqual({
      id: 'user-1',
      email: 'owner@example.com',
      full_name: 'سارة العتيبي',
      avatarUrl: 'https://api.sumaa.test/uploads/a.png',
      role: 'manager',
      organization_id: 'business-1',
      business_id: 'business-1',
      permissions: ['ViewReviews'],
      currentStep: 4,
      email_confirmed: true,
      created_at: '2025-01-10T09:00:00.000Z',
      last_login: '2025-03-01T08:30:00.000Z',
      is_active: true,
      phone: '0512345678',
    });
  });

  it('keeps absolute avatar URLs, and defaults an unknown role to viewer', () => {
    const user = toSessionUser(
      createApiUser({ profileImagePath: 'https://cdn.example.com/a.png', businessId: null }),
      'owner',
      [],
    );
    expect(user.avatarUrl).toBe('https://cdn.example.com/a.png');
    expect(user.role).toBe('viewer');
    expect(user.organization_id).toBe('org_user-1');
  });

  it('ignores a stored user of another shape', () => {
    expect(parseStoredUser('{"name":"x"}')).toBeNull();
    expect(parseStoredUser('not json')).toBeNull();
    expect(parseStoredUser(JSON.stringify(createSessionUser()))).toEqual(createSessionUser());
  });
});
