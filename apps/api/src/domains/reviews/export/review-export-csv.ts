// The reviews CSV as a stream: a header row in the reader's language, then every review matching the
// inbox's filters, read batch by batch as the client takes the bytes.
//
// Each batch is its own short tenant transaction rather than one transaction held for the whole download.
// How long a download lasts is the client's doing (a slow line, a paused tab): one transaction would hold a
// pooled PostgreSQL connection that long, and on the embedded PGlite, which has a single connection, it would
// hold up every other request of every business until the last byte. The price is a file that is not one
// snapshot: a review synced, replied to or re-rated while the export runs may show its old or its new state,
// or (if it arrived or changed its sort key past the cursor) be in or out of the file. The keyset order still
// never writes a review twice nor skips one whose sort key stays put, which is every review of a date sort.
//
// Each batch goes out as one chunk of CSV (csv-stringify's sync API over the batch's rows), not one write a
// row: 100 writes for 100,000 reviews, not 100,000 chunked-encoding frames. Backpressure: Readable.from asks
// the generator for the next chunk only when the response has taken the last one, so at most a batch or two
// sit in memory however slow the client. A client that goes away destroys the response, then this stream,
// then the generator: no further batch is read. A batch that fails destroys the stream with its error, and
// Fastify then cuts the response short rather than end it as if the file were complete.
import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Language, ReviewExportFilters } from '@sumaa/contracts';
import { stringify } from 'csv-stringify/sync';
import type { Database, SqlExecutor, TenantScope } from '../../../db/database';
import { readBusinessSettings } from '../../businesses';
import { CSV_OPTIONS, localDay } from '../../../lib/csv-file';
import {
  cursorAfter,
  readReviewExportBatch,
  type ReviewExportCursor,
  type ReviewExportRow,
} from './review-export-store';
import {
  REVIEW_EXPORT_COLUMNS,
  REVIEW_EXPORT_TEXTS,
  type ExportReplyStatus,
  type ReviewExportTexts,
} from './review-export-texts';

/** Reviews a batch reads: small enough to stay light in memory, large enough that 100,000 take 100 batches. */
export const REVIEW_EXPORT_BATCH_SIZE = 1000;

type CsvCell = string | number;

function replyStatusOf(row: ReviewExportRow): ExportReplyStatus {
  const sumaa = row.sumaa_reply_status;
  if (sumaa && sumaa !== 'published') return sumaa;
  return row.reply_comment === null ? 'unreplied' : 'replied';
}

function repliedByOf(row: ReviewExportRow, texts: ReviewExportTexts): string {
  if (row.reply_comment === null) return '';
  // As the inbox: a reply is a member's only while Google holds it as Sumaa published it.
  if (row.reply_source !== 'sumaa') return texts.google;
  return row.reply_author_name ?? texts.formerMember;
}

function authorOf(row: ReviewExportRow, texts: ReviewExportTexts): string {
  return row.author_name ?? (row.is_anonymous ? texts.anonymous : '');
}

function languageOf(row: ReviewExportRow, texts: ReviewExportTexts): string {
  if (row.language === null) return '';
  return row.language === 'ar' || row.language === 'en' ? texts.language[row.language] : texts.language.other;
}

/** A review as the CSV's cells, in REVIEW_EXPORT_COLUMNS' order. */
export function reviewExportRecord(row: ReviewExportRow, texts: ReviewExportTexts): CsvCell[] {
  const cells: Record<(typeof REVIEW_EXPORT_COLUMNS)[number], CsvCell> = {
    date: row.review_date,
    stars: row.stars,
    sentiment: texts.sentiment[row.sentiment],
    language: languageOf(row, texts),
    location: row.location_name,
    author: authorOf(row, texts),
    originalText: row.comment_original ?? '',
    translation: row.comment_translated ?? '',
    reply: row.reply_comment ?? '',
    replyDate: row.reply_comment === null ? '' : (row.reply_date ?? ''),
    repliedBy: repliedByOf(row, texts),
    replyStatus: texts.replyStatus[replyStatusOf(row)],
    assignedTo: row.assigned_to_user_id ? (row.assigned_to_name ?? texts.formerMember) : '',
    removedAtGoogle: row.removed_at_google ? texts.yes : texts.no,
  };
  return REVIEW_EXPORT_COLUMNS.map((column) => cells[column]);
}

export interface ReviewExport {
  fileName: string;
  /** The CSV's bytes, BOM first. */
  stream: Readable;
}

/**
 * Opens the export: reads the business's time zone and the first batch (so that a failure there is still an
 * ordinary error reply, before any byte is sent), then streams the rest as the client reads.
 */
export async function openReviewExport(options: {
  db: Database;
  scope: TenantScope & { businessId: string; userId: string };
  filters: ReviewExportFilters;
  language: Language;
  now: Date;
  batchSize?: number;
}): Promise<ReviewExport> {
  const { db, scope, filters } = options;
  const limit = options.batchSize ?? REVIEW_EXPORT_BATCH_SIZE;
  const readBatch = (timeZone: string, after: ReviewExportCursor | null) => (tx: SqlExecutor) =>
    readReviewExportBatch(tx, scope.businessId, filters, { timeZone, userId: scope.userId, after, limit });

  const first = await db.tenantTransaction(scope, async (tx) => {
    const { timezone } = (await readBusinessSettings(tx, scope.businessId)).preferences;
    return { timeZone: timezone, rows: await readBatch(timezone, null)(tx) };
  });
  const texts = REVIEW_EXPORT_TEXTS[options.language];

  async function* chunks(): AsyncGenerator<string> {
    // The BOM once, before the header row.
    yield stringify([REVIEW_EXPORT_COLUMNS.map((column) => texts.headers[column])], CSV_OPTIONS);
    const batchOptions = { ...CSV_OPTIONS, bom: false };
    let rows = first.rows;
    for (;;) {
      if (rows.length)
        yield stringify(
          rows.map((row) => reviewExportRecord(row, texts)),
          batchOptions,
        );
      if (rows.length < limit) return;
      const after = cursorAfter(rows[rows.length - 1]);
      // PGlite answers without going back to the event loop, and a socket that takes every write asks for
      // the next batch at once: without this turn, an export would hold up every other request to its end.
      await nextTurn();
      rows = await db.tenantTransaction(scope, readBatch(first.timeZone, after));
    }
  }

  return {
    fileName: `sumaa-reviews-${localDay(options.now, first.timeZone)}.csv`,
    stream: Readable.from(chunks(), { objectMode: false }),
  };
}
