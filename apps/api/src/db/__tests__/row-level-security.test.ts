// Tenant isolation at the SQL level: whatever a query asks for, the policies only let the current
// business through, because the API works as sumaa_app (no owner, no superuser, no BYPASSRLS).
import { APP_ROLE, type SqlExecutor } from '../database';
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

const TENANT_TABLES = ['businesses', 'business_members', 'subscriptions'];
/** Not the list under test (the catalogue is): proof that the catalogue query finds what it should. */
const KNOWN_TENANT_TABLES = [
  ...TENANT_TABLES,
  'google_connections',
  'google_place_links',
  'invitation_tokens',
  'locations',
  'reviews',
  'sync_jobs',
  'team_invitations',
  'business_settings',
];

function asTenantA<T>(work: (tx: SqlExecutor) => Promise<T>): Promise<T> {
  return t.app.db.tenantTransaction({ businessId: tenantA.businessId, userId: null }, work);
}

/** Every table of the app's schema with a `business_id` column, read from the catalogue, with its owner. */
interface TenantTableRow {
  relname: string;
  relrowsecurity: boolean;
  relforcerowsecurity: boolean;
  app_role_has_owner_rights: boolean;
}

function tenantTablesFromCatalogue(): Promise<TenantTableRow[]> {
  return t.app.db.ownerTransaction((tx) =>
    tx.query<TenantTableRow>(
      `SELECT c.relname, c.relrowsecurity, c.relforcerowsecurity,
              pg_has_role($1, c.relowner, 'USAGE') AS app_role_has_owner_rights
         FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid
        WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
          AND a.attname = 'business_id' AND NOT a.attisdropped
        ORDER BY c.relname`,
      [APP_ROLE],
    ),
  );
}

describe('row-level security on tenant tables', () => {
  it('finds every table with a business_id column in the catalogue, the known tenant tables among them', async () => {
    const names = (await tenantTablesFromCatalogue()).map((row) => row.relname);
    // Guards the query itself: a catalogue query that silently found nothing would pass the next test.
    expect(names).toEqual(expect.arrayContaining(KNOWN_TENANT_TABLES));
  });

  it('is enabled and forced on every table with a business_id column', async () => {
    const rows = await tenantTablesFromCatalogue();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.relrowsecurity || !row.relforcerowsecurity)).toEqual([]);
  });

  it('leaves the app role without owner rights on any table with a business_id column', async () => {
    // Owners (and roles that inherit from them) bypass even forced row-level security.
    const rows = await tenantTablesFromCatalogue();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.app_role_has_owner_rights).map((row) => row.relname)).toEqual([]);
  });

  it('runs tenant work as sumaa_app, a role that can neither bypass RLS nor owns the tables', async () => {
    const [role] = await asTenantA((tx) =>
      tx.query<{ current_user: string; rolsuper: boolean; rolbypassrls: boolean; owns: number }>(
        `SELECT current_user, r.rolsuper, r.rolbypassrls,
                (SELECT count(*)::int FROM pg_tables WHERE tableowner = current_user) AS owns
           FROM pg_roles r WHERE r.rolname = current_user`,
      ),
    );
    expect(role).toEqual({ current_user: 'sumaa_app', rolsuper: false, rolbypassrls: false, owns: 0 });
  });

  it('shows business A only its own rows, even to queries without a WHERE clause', async () => {
    const seen = await asTenantA(async (tx) => ({
      businesses: (await tx.query<{ business_id: string }>('SELECT business_id FROM businesses')).map(
        (r) => r.business_id,
      ),
      members: (await tx.query<{ business_id: string }>('SELECT business_id FROM business_members')).map(
        (r) => r.business_id,
      ),
      subscriptions: (await tx.query<{ business_id: string }>('SELECT business_id FROM subscriptions')).map(
        (r) => r.business_id,
      ),
    }));
    for (const ids of Object.values(seen)) {
      expect(ids).toContain(tenantA.businessId);
      expect(ids).not.toContain(tenantB.businessId);
      expect(new Set(ids)).toEqual(new Set([tenantA.businessId]));
    }
  });

  it('finds nothing of business B when asked for it by id', async () => {
    const rows = await asTenantA((tx) =>
      tx.query('SELECT * FROM businesses WHERE business_id = $1', [tenantB.businessId]),
    );
    expect(rows).toEqual([]);
  });

  it('cannot change or delete business B’s rows', async () => {
    const updated = await asTenantA((tx) =>
      tx.query(`UPDATE businesses SET name = 'hijacked' WHERE business_id = $1 RETURNING business_id`, [
        tenantB.businessId,
      ]),
    );
    expect(updated).toEqual([]);
    const [b] = await t.app.db.tenantTransaction({ businessId: tenantB.businessId, userId: null }, (tx) =>
      tx.query<{ name: string }>('SELECT name FROM businesses'),
    );
    expect(b.name).toBe('Tenant B');
  });

  it('refuses to write a row for business B while acting for business A', async () => {
    await expect(
      asTenantA((tx) =>
        tx.query(
          `INSERT INTO business_members (business_id, user_id, role, permissions) VALUES ($1, $2, 'admin', '{}')`,
          [tenantB.businessId, tenantA.userId],
        ),
      ),
    ).rejects.toMatchObject({ code: '42501' });
  });

  it('shows no tenant rows at all when no business is set', async () => {
    const counts = await t.app.db.transaction(async (tx) => {
      const found: number[] = [];
      for (const table of TENANT_TABLES) {
        found.push((await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n);
      }
      return found;
    });
    expect(counts).toEqual([0, 0, 0]);
  });

  it('lets a user see their own memberships across businesses, and nobody else’s', async () => {
    const rows = await t.app.db.tenantTransaction({ businessId: null, userId: tenantB.userId }, (tx) =>
      tx.query<{ user_id: string; business_id: string }>('SELECT user_id, business_id FROM business_members'),
    );
    expect(rows).toEqual([{ user_id: tenantB.userId, business_id: tenantB.businessId }]);
  });

  it('does not leak the tenant of one transaction into the next one on the same connection', async () => {
    await asTenantA((tx) => tx.query('SELECT 1'));
    const [setting] = await t.app.db.transaction((tx) =>
      tx.query<{ business: string | null }>(
        `SELECT nullif(current_setting('app.business_id', true), '') AS business`,
      ),
    );
    expect(setting.business).toBeNull();
  });
});
