// Ready for Citus (ADR 0014): a table distributed by business_id can enforce a primary key or a unique constraint
// only when it includes business_id (each shard checks its own rows), and a foreign key between two distributed
// tables only when both sides include business_id (co-location). The catalogue, not a list, says which tables carry
// business_id; every key of theirs is checked here. The keys that do not pass yet are listed below: the list may only
// shrink. A new tenant table, key or foreign key that leaves business_id out fails this test; a migration that fixes
// one of the listed keys fails it too, until the key is struck off the list.
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/**
 * Keys of tables with a business_id column that leave business_id out, as `table: kind name (columns)`. Each is
 * discussed in docs/adr/0014-citus-distribution.md (what it guards, and what change distribution needs).
 */
const KNOWN_VIOLATIONS = [
  // A platform-wide look-up keyed by the place: "is this place taken, and by whom" (migrations 007, 008).
  'google_place_links: primary key google_place_links_pkey (place_id)',
  // The token hash of an invitation link names its business (migration 009).
  'invitation_tokens: primary key invitation_tokens_pkey (token_hash)',
  // A place is linked by one business on the whole platform (migration 007).
  'locations: unique locations_place_id_key (place_id)',
  'locations: foreign key locations_place_id_fkey (place_id) -> google_place_links (place_id)',
  // A competitor's daily snapshot (migration 017): cheap to fix, the key gains business_id.
  'competitor_snapshots: primary key competitor_snapshots_pkey (competitor_id, day)',
  // Platform-wide numbers of tax invoices and the payment provider's ids (migration 019).
  'invoices: unique invoices_number_key (number)',
  'invoices: unique invoices_provider_invoice_id_key (provider_invoice_id)',
  'invoices: unique invoices_provider_payment_id_key (provider_payment_id)',
];

interface KeyRow {
  table_name: string;
  kind: 'primary key' | 'unique' | 'unique index' | 'foreign key';
  name: string;
  columns: string[];
  /** Foreign keys only: the referenced table and columns. */
  referenced_table: string | null;
  referenced_columns: string[] | null;
  includes_business_id: boolean;
  /** Foreign keys only: the referenced table has a business_id column too (both would be distributed). */
  references_tenant_table: boolean | null;
  /** Foreign keys only: business_id is matched with the referenced table's business_id. */
  matches_business_id: boolean | null;
}

/**
 * Every primary key, unique constraint, unique index (partial and expression ones included) and foreign key of
 * every table of the app's schema with a business_id column. Columns are listed in key order.
 */
function keysOfTenantTables(): Promise<KeyRow[]> {
  return t.app.db.ownerTransaction((tx) =>
    tx.query<KeyRow>(
      `WITH tenant AS (
         SELECT c.oid, c.relname, a.attnum AS business_attnum
           FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'business_id' AND NOT a.attisdropped
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')
       ),
       constraint_keys AS (
         SELECT t.relname AS table_name,
                CASE con.contype WHEN 'p' THEN 'primary key' WHEN 'u' THEN 'unique' ELSE 'foreign key' END AS kind,
                con.conname AS name,
                ARRAY(SELECT att.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, pos)
                        JOIN pg_attribute att ON att.attrelid = con.conrelid AND att.attnum = k.attnum
                       ORDER BY k.pos) AS columns,
                CASE WHEN con.contype = 'f' THEN con.confrelid::regclass::text END AS referenced_table,
                CASE WHEN con.contype = 'f' THEN
                  ARRAY(SELECT att.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, pos)
                          JOIN pg_attribute att ON att.attrelid = con.confrelid AND att.attnum = k.attnum
                         ORDER BY k.pos) END AS referenced_columns,
                t.business_attnum = ANY (con.conkey) AS includes_business_id,
                CASE WHEN con.contype = 'f' THEN ref.oid IS NOT NULL END AS references_tenant_table,
                CASE WHEN con.contype = 'f' THEN EXISTS (
                  SELECT 1 FROM generate_subscripts(con.conkey, 1) AS i
                   WHERE con.conkey[i] = t.business_attnum AND con.confkey[i] = ref.business_attnum) END
                  AS matches_business_id
           FROM tenant t
           JOIN pg_constraint con ON con.conrelid = t.oid AND con.contype IN ('p', 'u', 'f')
           LEFT JOIN tenant ref ON ref.oid = con.confrelid
       ),
       unique_indexes AS (
         -- Unique indexes that no constraint owns (CREATE UNIQUE INDEX, often partial).
         SELECT t.relname AS table_name, 'unique index' AS kind, ic.relname AS name,
                ARRAY(SELECT CASE WHEN k.attnum = 0 THEN '(expression)' ELSE att.attname::text END
                        FROM unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, pos)
                        LEFT JOIN pg_attribute att ON att.attrelid = i.indrelid AND att.attnum = k.attnum
                       ORDER BY k.pos) AS columns,
                NULL::text AS referenced_table, NULL::text[] AS referenced_columns,
                t.business_attnum = ANY (i.indkey::int2[]) AS includes_business_id,
                NULL::boolean AS references_tenant_table, NULL::boolean AS matches_business_id
           FROM tenant t
           JOIN pg_index i ON i.indrelid = t.oid AND i.indisunique
           JOIN pg_class ic ON ic.oid = i.indexrelid
          WHERE NOT EXISTS (SELECT 1 FROM pg_constraint con WHERE con.conindid = i.indexrelid)
       )
       SELECT * FROM constraint_keys
       UNION ALL
       SELECT * FROM unique_indexes
       ORDER BY table_name, kind, name`,
    ),
  );
}

function describeKey(row: KeyRow): string {
  const key = `${row.table_name}: ${row.kind} ${row.name} (${row.columns.join(', ')})`;
  return row.kind === 'foreign key'
    ? `${key} -> ${row.referenced_table} (${(row.referenced_columns ?? []).join(', ')})`
    : key;
}

/** A key distribution by business_id cannot keep: see the header. */
function breaksDistribution(row: KeyRow): boolean {
  if (row.kind !== 'foreign key') return !row.includes_business_id;
  // A foreign key to a platform table (users, plans) is fine: those become reference tables.
  return row.references_tenant_table === true && row.matches_business_id !== true;
}

describe('keys of tenant tables, ready for distribution by business_id', () => {
  it('finds the keys of the tenant tables in the catalogue', async () => {
    const rows = await keysOfTenantTables();
    // Guards the query itself: one that silently found nothing would let the next tests pass.
    expect(rows).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          table_name: 'reviews',
          kind: 'primary key',
          columns: ['business_id', 'id'],
        }),
        expect.objectContaining({
          table_name: 'reviews',
          kind: 'foreign key',
          columns: ['business_id', 'location_id'],
          referenced_table: 'locations',
          referenced_columns: ['business_id', 'id'],
          matches_business_id: true,
        }),
        expect.objectContaining({
          table_name: 'sync_jobs',
          kind: 'unique index',
          name: 'sync_jobs_one_active_per_business',
          columns: ['business_id'],
        }),
      ]),
    );
  });

  it('gives every table with a business_id column a primary key', async () => {
    const rows = await keysOfTenantTables();
    const tenantTables = await t.app.db.ownerTransaction((tx) =>
      tx.query<{ relname: string }>(
        `SELECT c.relname FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'business_id' AND NOT a.attisdropped
          WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`,
      ),
    );
    const withPrimaryKey = new Set(
      rows.filter((row) => row.kind === 'primary key').map((row) => row.table_name),
    );
    expect(tenantTables.map((row) => row.relname).filter((name) => !withPrimaryKey.has(name))).toEqual([]);
  });

  it('puts business_id in every primary key, unique key and tenant-to-tenant foreign key, but the known ones', async () => {
    const violations = (await keysOfTenantTables()).filter(breaksDistribution).map(describeKey);
    expect(violations.sort()).toEqual([...KNOWN_VIOLATIONS].sort());
  });

  it('matches business_id with business_id in every foreign key between tenant tables that includes it', async () => {
    // A key (business_id, x) -> (y, business_id) would include business_id on both sides and still cross tenants.
    const rows = (await keysOfTenantTables()).filter(
      (row) => row.kind === 'foreign key' && row.references_tenant_table && row.includes_business_id,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.matches_business_id).map(describeKey)).toEqual([]);
  });
});
