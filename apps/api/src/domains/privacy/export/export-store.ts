// The SQL of the business's data export: one query per file, each read in batches by keyset (the batch after the
// last key read), always filtered by the business as well as by the policies. Columns are chosen, never `*`:
// secrets (Google tokens, invitation token hashes, password hashes) and internal queue state stay out.
import type { SqlExecutor, SqlParameter } from '../../../db/database';

export type ExportRow = Record<string, unknown>;

export interface ExportDataset {
  /** The file's name in the ZIP, without `.csv`. */
  file: string;
  /** The columns, in order: the CSV's header. */
  columns: readonly string[];
  /** The key columns of the keyset, as selected (`_k1`, `_k2` in the rows) and their SQL types. */
  keyTypes: readonly string[];
  /** The query: `$1` is the business, then `$2…` the last key read (NULLs for the first batch), the limit last. */
  sql: string;
}

/** `(k1, k2) > ($2, $3)`, or true before the first batch. */
function afterKey(expressions: readonly string[], types: readonly string[]): string {
  const bound = types.map((type, index) => `$${index + 2}::${type}`);
  return `($2::${types[0]} IS NULL OR (${expressions.join(', ')}) > (${bound.join(', ')}))`;
}

function dataset(input: {
  file: string;
  columns: Record<string, string>;
  from: string;
  key: Record<string, string>;
}): ExportDataset {
  const keyExpressions = Object.keys(input.key);
  const keyTypes = Object.values(input.key);
  const select = Object.entries(input.columns).map(([name, expression]) => `${expression} AS ${name}`);
  const keys = keyExpressions.map((expression, index) => `${expression} AS _k${index + 1}`);
  const limit = `$${keyTypes.length + 2}`;
  return {
    file: input.file,
    columns: Object.keys(input.columns),
    keyTypes,
    sql: `SELECT ${[...select, ...keys].join(', ')} ${input.from}
            AND ${afterKey(keyExpressions, keyTypes)}
          ORDER BY ${keyExpressions.join(', ')} LIMIT ${limit}`,
  };
}

/** A user's name, when the reference still names one (former members are gone). */
const nameOf = (column: string) => `(SELECT full_name FROM users WHERE id = ${column})`;

export const EXPORT_DATASETS: readonly ExportDataset[] = [
  dataset({
    file: 'locations',
    columns: {
      id: 'l.id',
      name: 'l.name',
      address: 'l.address',
      phone: 'l.phone',
      website: 'l.website',
      maps_url: 'l.maps_uri',
      google_place_id: 'l.place_id',
      google_rating: 'l.rating',
      google_review_count: 'l.review_count',
      linked_at: 'l.linked_at',
      last_synced_at: 'l.last_synced_at',
      missing_from_google_at: 'l.missing_from_google_at',
    },
    from: 'FROM locations l WHERE l.business_id = $1',
    key: { 'l.id': 'uuid' },
  }),
  dataset({
    file: 'reviews',
    columns: {
      id: 'r.id',
      location: '(SELECT name FROM locations WHERE business_id = r.business_id AND id = r.location_id)',
      author: 'r.author_name',
      anonymous: 'r.is_anonymous',
      stars: 'r.stars',
      text_original: 'r.comment_original',
      text_translated: 'r.comment_translated',
      language: 'r.language',
      sentiment: 'r.sentiment',
      keywords: 'r.keywords',
      created_at: 'r.create_time',
      updated_at: 'r.update_time',
      reply: 'r.reply_comment',
      reply_updated_at: 'r.reply_update_time',
      reply_source: 'r.reply_source',
      reply_author: nameOf('r.reply_author_id'),
      assigned_to: nameOf('r.assigned_to_user_id'),
      assigned_at: 'r.assigned_at',
      removed_at_google: 'r.removed_at',
      google_review_name: 'r.google_name',
    },
    from: 'FROM reviews r WHERE r.business_id = $1',
    key: { 'r.id': 'uuid' },
  }),
  dataset({
    file: 'replies',
    columns: {
      review_id: 'rr.id',
      author: nameOf('rr.author_id'),
      text: 'rr.content',
      state: 'rr.reply_status',
      operation: 'rr.operation',
      returned_note: 'rr.return_note',
      reviewed_by: nameOf('rr.reviewed_by'),
      reviewed_at: 'rr.reviewed_at',
      published_at: 'rr.published_at',
      failure: 'rr.failure_code',
      created_at: 'rr.created_at',
      updated_at: 'rr.updated_at',
    },
    from: 'FROM review_replies rr WHERE rr.business_id = $1',
    key: { 'rr.id': 'uuid' },
  }),
  dataset({
    file: 'team',
    columns: {
      id: 'm.id',
      name: 'u.full_name',
      email: 'u.email',
      phone: 'u.phone',
      role: 'm.role',
      permissions: 'm.permissions',
      status: 'm.status',
      owner: 'm.is_owner',
      joined_at: 'm.created_at',
      last_seen_at: 'u.last_seen_at',
    },
    from: 'FROM business_members m JOIN users u ON u.id = m.user_id WHERE m.business_id = $1',
    key: { 'm.id': 'uuid' },
  }),
  dataset({
    file: 'invitations',
    columns: {
      id: 'i.id',
      email: 'i.email',
      role: 'i.role',
      permissions: 'i.permissions',
      invited_by: nameOf('i.invited_by'),
      created_at: 'i.created_at',
      expires_at: 'i.expires_at',
      accepted_at: 'i.accepted_at',
      revoked_at: 'i.revoked_at',
    },
    from: 'FROM team_invitations i WHERE i.business_id = $1',
    key: { 'i.id': 'uuid' },
  }),
  dataset({
    file: 'invoices',
    columns: {
      number: 'i.number',
      status: 'i.status',
      kind: 'i.kind',
      plan: '(SELECT name FROM plans WHERE id = i.plan_id)',
      billing_interval: 'i.billing_interval',
      period_start: 'i.period_start',
      period_end: 'i.period_end',
      amount_excl_vat: 'i.amount_excl_vat',
      vat_rate: 'i.vat_rate',
      vat_amount: 'i.vat_amount',
      total: 'i.total',
      currency: 'i.currency',
      seller_name: "i.seller->>'name'",
      seller_vat_number: "i.seller->>'vatNumber'",
      buyer_name: "i.buyer->>'name'",
      due_at: 'i.due_at',
      paid_at: 'i.paid_at',
      created_at: 'i.created_at',
    },
    from: 'FROM invoices i WHERE i.business_id = $1',
    key: { 'i.id': 'uuid' },
  }),
  dataset({
    file: 'subscriptions',
    columns: {
      id: 's.id',
      plan: '(SELECT name FROM plans WHERE id = s.plan_id)',
      status: 's.status',
      billing_interval: 's.billing_interval',
      amount: 's.amount',
      currency: 's.currency',
      trial_ends_at: 's.trial_ends_at',
      current_period_start: 's.current_period_start',
      current_period_end: 's.current_period_end',
      cancel_at_period_end: 's.cancel_at_period_end',
      created_at: 's.created_at',
      ended_at: 's.ended_at',
    },
    from: 'FROM subscriptions s WHERE s.business_id = $1',
    key: { 's.id': 'uuid' },
  }),
  dataset({
    file: 'reply_templates',
    columns: {
      id: 't.id',
      sentiment: 't.sentiment',
      language: 't.language',
      text: 't.content',
      created_at: 't.created_at',
      updated_at: 't.updated_at',
    },
    from: 'FROM reply_templates t WHERE t.business_id = $1',
    key: { 't.id': 'uuid' },
  }),
  dataset({
    file: 'competitors',
    columns: {
      id: 'c.id',
      name: 'c.name',
      address: 'c.address',
      google_place_id: 'c.place_id',
      added_at: 'c.added_at',
      added_by: nameOf('c.added_by'),
    },
    from: 'FROM competitors c WHERE c.business_id = $1',
    key: { 'c.id': 'uuid' },
  }),
  dataset({
    file: 'competitor_figures',
    columns: {
      competitor_id: 's.competitor_id',
      competitor: '(SELECT name FROM competitors WHERE business_id = s.business_id AND id = s.competitor_id)',
      day: "to_char(s.day, 'YYYY-MM-DD')",
      rating: 's.rating',
      rating_count: 's.user_rating_count',
      checked_at: 's.checked_at',
    },
    from: 'FROM competitor_snapshots s WHERE s.business_id = $1',
    key: { 's.competitor_id': 'uuid', "to_char(s.day, 'YYYY-MM-DD')": 'text' },
  }),
  dataset({
    file: 'notifications',
    columns: {
      id: 'n.id',
      recipient: nameOf('n.user_id'),
      kind: 'n.kind',
      review_id: 'n.review_id',
      details: 'n.params',
      created_at: 'n.created_at',
      read_at: 'n.read_at',
    },
    from: 'FROM notifications n WHERE n.business_id = $1',
    key: { 'n.id': 'uuid' },
  }),
];

/** One batch of a dataset after `after` (the last row's key values; null for the first batch). */
export function readExportBatch(
  tx: SqlExecutor,
  dataset: ExportDataset,
  businessId: string,
  after: readonly SqlParameter[] | null,
  limit: number,
): Promise<ExportRow[]> {
  const key = after ?? dataset.keyTypes.map(() => null);
  return tx.query<ExportRow>(dataset.sql, [businessId, ...key, limit]);
}

/** The Google connection without its tokens: which account, which access, since when. */
export async function readGoogleConnectionSummary(tx: SqlExecutor, businessId: string) {
  const [row] = await tx.query(
    `SELECT google_email, scopes, connected_at, revoked_at, revoke_reason
       FROM google_connections WHERE business_id = $1`,
    [businessId],
  );
  return row ?? null;
}
