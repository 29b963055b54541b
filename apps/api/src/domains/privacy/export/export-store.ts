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

/** A dataset from its columns (name → SQL expression), its FROM … WHERE business_id = $1, and its keyset. */
export function dataset(input: {
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
