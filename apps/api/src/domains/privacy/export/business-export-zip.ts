// The business's data as a ZIP (fflate's streaming Zip, already in the workspace through pdfkit), written while
// the client reads: each CSV is read batch by batch, each batch in its own short tenant transaction (as the
// reviews export, domains/reviews/export), compressed and handed to the response. Backpressure: after each
// batch the writer waits for the response to drain, so at most a batch or two sit in memory however big the
// business and however slow the client. A client that goes away ends the writing at the next batch.
import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import { Zip, ZipDeflate } from 'fflate';
import type { Database, SqlParameter } from '../../../db/database';
import { CSV_OPTIONS, localDay } from '../../../lib/csv-file';
import { readBusinessProfile, readBusinessSettings } from '../../businesses';
import { exportReadme } from './export-readme';
import { EXPORT_DATASETS } from './export-datasets-store';
import {
  readExportBatch,
  readGoogleConnectionSummary,
  type ExportDataset,
  type ExportRow,
} from './export-store';

export const EXPORT_BATCH_SIZE = 1000;

type Scope = { businessId: string; userId: string };

/**
 * A cell as a spreadsheet reads it: times ISO 8601 (UTC), lists joined, objects as JSON, yes/no as true/false
 * (csv-stringify would write 1 and an empty cell, which reads as "not known"), nothing empty.
 */
function cell(value: unknown): string | number | boolean {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.join('; ');
  if (typeof value === 'object') return JSON.stringify(value);
  return value as string | number | boolean;
}

async function* csvChunks(db: Database, scope: Scope, dataset: ExportDataset, limit: number) {
  yield stringify([dataset.columns as string[]], CSV_OPTIONS);
  const batchOptions = { ...CSV_OPTIONS, bom: false };
  let after: SqlParameter[] | null = null;
  for (;;) {
    const key = after;
    const rows: ExportRow[] = await db.tenantTransaction(scope, (tx) =>
      readExportBatch(tx, dataset, scope.businessId, key, limit),
    );
    if (rows.length)
      yield stringify(
        rows.map((row) => dataset.columns.map((column) => cell(row[column]))),
        batchOptions,
      );
    if (rows.length < limit) return;
    const last = rows[rows.length - 1];
    after = dataset.keyTypes.map((_, index) => last[`_k${index + 1}`] as SqlParameter);
    // PGlite answers without yielding to the event loop: let other requests in between batches.
    await nextTurn();
  }
}

async function* textChunk(text: string) {
  yield text;
}

export interface BusinessExport {
  fileName: string;
  stream: Readable;
}

/** Reads the profile first (so a failure there is an ordinary error reply), then streams the ZIP. */
export async function openBusinessExport(options: {
  db: Database;
  scope: Scope;
  now: Date;
  batchSize?: number;
}): Promise<BusinessExport> {
  const { db, scope, now } = options;
  const limit = options.batchSize ?? EXPORT_BATCH_SIZE;
  const business = await db.tenantTransaction(scope, async (tx) => ({
    profile: await readBusinessProfile(tx, scope.businessId),
    settings: await readBusinessSettings(tx, scope.businessId),
    google: await readGoogleConnectionSummary(tx, scope.businessId),
  }));
  const entries: Array<{ name: string; chunks: () => AsyncGenerator<string> }> = [
    { name: 'README.txt', chunks: () => textChunk(exportReadme(now)) },
    {
      name: 'business.json',
      chunks: () => textChunk(JSON.stringify({ exportedAt: now.toISOString(), ...business }, null, 2)),
    },
    ...EXPORT_DATASETS.map((dataset) => ({
      name: `${dataset.file}.csv`,
      chunks: () => csvChunks(db, scope, dataset, limit),
    })),
  ];
  const stream = new PassThrough();
  void writeZip(stream, entries, now).catch((error: unknown) => stream.destroy(error as Error));
  return {
    fileName: `sumaa-data-${localDay(now, business.settings.preferences.timezone)}.zip`,
    stream,
  };
}

async function writeZip(
  out: PassThrough,
  entries: Array<{ name: string; chunks: () => AsyncGenerator<string> }>,
  now: Date,
): Promise<void> {
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(chunk);
    if (final) out.end();
  });
  const encoder = new TextEncoder();
  for (const entry of entries) {
    const file = new ZipDeflate(entry.name, { level: 6 });
    file.mtime = now;
    zip.add(file);
    for await (const text of entry.chunks()) {
      if (out.destroyed) return;
      file.push(encoder.encode(text), false);
      if (out.writableNeedDrain) await Promise.race([once(out, 'drain'), once(out, 'close')]);
    }
    file.push(new Uint8Array(0), true);
  }
  zip.end();
}
