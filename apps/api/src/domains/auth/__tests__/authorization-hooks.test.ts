// requireAuth / requireRole / requirePermission are what later routes use to check access on the
// server. A probe route per hook exercises the real hooks through HTTP.
import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import {
  ENGLISH,
  bearer,
  registerAccount,
  signIn,
  uniqueEmail,
  type RegisteredAccount,
} from '../../../testing/factories';

const probes: FastifyPluginAsync = async (app) => {
  const reply = async () => ({ success: true, message: null, errors: null, model: 'allowed' });
  app.get('/probe/signed-in', { onRequest: app.requireAuth }, reply);
  app.get('/probe/manager-or-above', { onRequest: app.requireRole('manager') }, reply);
  app.get('/probe/super-admin', { onRequest: app.requireRole('super_admin') }, reply);
  app.get('/probe/manage-team', { onRequest: app.requirePermission('ManageTeam') }, reply);
  app.get('/probe/reply-reviews', { onRequest: app.requirePermission('ReplyReviews') }, reply);
};

const adminEmail = uniqueEmail('root');
const adminPassword = 'Probe-admin-pass-1';

let t: TestApp;
let owner: RegisteredAccount;
let agent: RegisteredAccount;
let superAdminToken: string;
beforeAll(async () => {
  t = await createTestApp(
    { SUMAA_ADMIN_EMAIL: adminEmail, SUMAA_ADMIN_PASSWORD: adminPassword },
    { extraRoutes: probes },
  );
  owner = await registerAccount(t.app);
  agent = await registerAccount(t.app);
  // The second user also works in the owner's business, as an agent who may reply to reviews.
  await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
    tx.query(
      `INSERT INTO business_members (business_id, user_id, role, permissions) VALUES ($1, $2, 'agent', ARRAY['ViewReviews','ReplyReviews'])`,
      [owner.businessId, agent.userId],
    ),
  );
  superAdminToken = (await signIn(t.app, adminEmail, adminPassword)).json().model.token;
});
afterAll(async () => {
  await t.close();
});

async function status(url: string, headers: Record<string, string>): Promise<number> {
  return (await t.app.inject({ method: 'GET', url, headers: { ...ENGLISH, ...headers } })).statusCode;
}

const asAgentInOwnersBusiness = () => ({ ...bearer(agent.token), 'x-business-id': owner.businessId });

describe('authorization hooks', () => {
  it('requireAuth lets any signed-in user through and stops anonymous callers with 401', async () => {
    expect(await status('/probe/signed-in', bearer(owner.token))).toBe(200);
    expect(await status('/probe/signed-in', {})).toBe(401);
  });

  it('requireRole compares the role in the business of the request with the ranks of spec §6', async () => {
    expect(await status('/probe/manager-or-above', bearer(owner.token))).toBe(200);
    expect(await status('/probe/manager-or-above', asAgentInOwnersBusiness())).toBe(403);
    // The same user is admin in their own business.
    expect(await status('/probe/manager-or-above', bearer(agent.token))).toBe(200);
  });

  it('requireRole(super_admin) admits only the platform admin', async () => {
    expect(await status('/probe/super-admin', bearer(superAdminToken))).toBe(200);
    expect(await status('/probe/super-admin', bearer(owner.token))).toBe(403);
  });

  it('requirePermission checks the membership permissions, admins passing every check', async () => {
    expect(await status('/probe/manage-team', bearer(owner.token))).toBe(200);
    expect(await status('/probe/manage-team', asAgentInOwnersBusiness())).toBe(403);
    expect(await status('/probe/reply-reviews', asAgentInOwnersBusiness())).toBe(200);
  });

  it('answers a refused permission with the translated forbidden envelope', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/probe/manage-team',
      headers: { ...ENGLISH, ...asAgentInOwnersBusiness() },
    });
    expect(response.json()).toEqual({
      success: false,
      message: 'You do not have permission to perform this action',
      errors: null,
      model: null,
    });
  });

  it('re-reads the membership on every request, so a changed role applies at once', async () => {
    await t.app.db.tenantTransaction({ businessId: owner.businessId, userId: null }, (tx) =>
      tx.query(
        `UPDATE business_members SET role = 'manager', permissions = ARRAY['ManageTeam'] WHERE user_id = $1`,
        [agent.userId],
      ),
    );
    expect(await status('/probe/manage-team', asAgentInOwnersBusiness())).toBe(200);
    expect(await status('/probe/manager-or-above', asAgentInOwnersBusiness())).toBe(200);
  });
});
