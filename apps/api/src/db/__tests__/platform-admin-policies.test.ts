// The platform admin's cross-tenant policies apply to their own role only (migration 036): a tenant's query
// never evaluates them — its plan filters by the tenant alone — while the admin's transaction still reads
// across businesses, and the role alone (without the admin's declaration and an active super admin) admits
// nobody.
import { PLATFORM_ADMIN_ROLE } from '../database';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { registerAccount, type RegisteredAccount } from '../../testing/factories';

let t: TestApp;
let tenantA: RegisteredAccount;
let tenantB: RegisteredAccount;
beforeAll(async () => {
  t = await createTestApp();
  tenantA = await registerAccount(t.app, { Business_name: 'Tenant A' });
  tenantB = await registerAccount(t.app, { Business_name: 'Tenant B' });
});
afterAll(async () => {
  await t.close();
});

async function superAdminId(): Promise<string> {
  const [admin] = await t.app.db.ownerTransaction((tx) =>
    tx.query<{ id: string }>('SELECT id FROM users WHERE is_super_admin AND is_active LIMIT 1'),
  );
  return admin.id;
}

describe('the platform admin’s policies', () => {
  it('apply to the platform admin’s role alone, never to every role', async () => {
    const policies = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ policyname: string; roles: string[] }>(
        `SELECT policyname, roles::text[] AS roles FROM pg_policies
          WHERE schemaname = 'public'
            AND (coalesce(qual, '') LIKE '%app_is_platform_admin()%'
                 OR coalesce(with_check, '') LIKE '%app_is_platform_admin()%')`,
      ),
    );
    expect(policies.length).toBeGreaterThan(10);
    for (const policy of policies)
      expect(policy).toEqual({ policyname: policy.policyname, roles: [PLATFORM_ADMIN_ROLE] });
  });

  it('are not in a tenant’s query plan', async () => {
    const plan = await t.app.db.tenantTransaction({ businessId: tenantA.businessId, userId: null }, (tx) =>
      tx.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT count(*) FROM reviews'),
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).toMatch(/app\.business_id/); // the tenant's policy (its function inlined)
    expect(text).not.toMatch(/platform_admin|is_super_admin/);
    // What it would show with them: the admin's own transaction evaluates them.
    const adminPlan = await t.app.db.tenantTransaction(
      { businessId: null, userId: await superAdminId() },
      async (tx) => {
        await tx.query(`SET LOCAL ROLE ${PLATFORM_ADMIN_ROLE}`);
        return tx.query<{ 'QUERY PLAN': string }>('EXPLAIN SELECT count(*) FROM reviews');
      },
    );
    expect(adminPlan.map((row) => row['QUERY PLAN']).join('\n')).toMatch(/platform_admin/);
  });

  it('still let the platform admin’s transaction read every business, and the role alone reads none', async () => {
    const adminId = await superAdminId();
    const asAdmin = (declare: boolean) =>
      t.app.db.tenantTransaction({ businessId: null, userId: adminId }, async (tx) => {
        await tx.query(`SET LOCAL ROLE ${PLATFORM_ADMIN_ROLE}`);
        if (declare) await tx.query(`SELECT set_config('app.platform_admin', 'on', true)`);
        return tx.query<{ business_id: string }>(
          'SELECT business_id FROM businesses WHERE business_id = ANY($1)',
          [[tenantA.businessId, tenantB.businessId]],
        );
      });
    expect((await asAdmin(true)).map((row) => row.business_id).sort()).toEqual(
      [tenantA.businessId, tenantB.businessId].sort(),
    );
    expect(await asAdmin(false)).toEqual([]);
  });
});
