// POST /api/review-requests/contacts/import: a CSV of contacts (multipart field `file`). The file is read and
// planned (contact-import.ts): each row imported, duplicate or in error with its reasons. ?preview=true answers
// the plan. Otherwise the plan runs in ONE transaction: with any row in error nothing is written (400, each
// row's errors named `rows.<line>.<column>`), else every new contact is added, every duplicate skipped, and each
// visit date records a visit (which queues a request) — all of it, or none of it.
import {
  CONTACT_IMPORT_MAX_ROWS,
  reviewRequestRoutes,
  translateMessage,
  type ContactImportResult,
  type Language,
} from '@sumaa/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SqlExecutor } from '../../../db/database';
import { AppError, badRequest, type FieldErrorCodes } from '../../../http/app-error';
import { successEnvelope } from '../../../http/envelope';
import { registerRoute } from '../../../http/register-route';
import { businessScopeOf } from '../../shared/business-scope';
import { foldHeader, IMPORT_COLUMNS, mapHeaders, planImport, type PlannedRow } from '../contact-import';
import { CsvReadError, decodeCsvFile, parseCsv } from '../csv-reading';
import type { ReviewRequestChannels } from '../message-channels';
import { businessTimeZone } from '../request-delivery';
import { readRequestContext, type RequestBatch, type RequestPlanContext } from '../request-sending';
import { insertContact, listLocations, readContactKeys, readContacts } from '../review-requests-store';
import { recordVisit } from '../visit-recording';

/** '+03:00' for Asia/Riyadh: how the business's dates written without an offset are read. */
function utcOffsetOf(timeZone: string, at: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-]\d{2}:\d{2})/.exec(name ?? '');
  return match ? match[1] : '+00:00';
}

function readRows(content: Uint8Array) {
  let records;
  try {
    records = parseCsv(decodeCsvFile(content));
  } catch (error) {
    if (!(error instanceof CsvReadError)) throw error;
    if (error.kind === 'notUtf8')
      throw badRequest('reviewRequestImportNotUtf8', { file: ['reviewRequestImportNotUtf8'] });
    throw new AppError(
      400,
      'reviewRequestImportUnreadable',
      { file: ['reviewRequestImportUnreadable'] },
      {
        reason: error.detail,
      },
    );
  }
  const filled = records.filter((record) => record.fields.some((field) => field.trim() !== ''));
  const [header, ...rows] = filled;
  const columns = mapHeaders(header?.fields ?? []);
  if (columns.name === undefined)
    throw badRequest('reviewRequestImportNoNameColumn', { file: ['reviewRequestImportNoNameColumn'] });
  if (columns.phone === undefined && columns.email === undefined) {
    throw badRequest('reviewRequestImportNoContactColumn', { file: ['reviewRequestImportNoContactColumn'] });
  }
  if (rows.length === 0) throw badRequest('reviewRequestImportEmpty', { file: ['reviewRequestImportEmpty'] });
  if (rows.length > CONTACT_IMPORT_MAX_ROWS) {
    throw new AppError(
      400,
      'reviewRequestImportTooManyRows',
      { file: ['reviewRequestImportTooManyRows'] },
      {
        max: CONTACT_IMPORT_MAX_ROWS,
      },
    );
  }
  return { columns, rows };
}

async function planFor(tx: SqlExecutor, businessId: string, now: Date, content: ReturnType<typeof readRows>) {
  const contactIdByPhone = new Map<string, string>();
  const contactIdByEmail = new Map<string, string>();
  for (const contact of await readContactKeys(tx, businessId)) {
    if (contact.phone) contactIdByPhone.set(contact.phone, contact.id);
    if (contact.email) contactIdByEmail.set(contact.email, contact.id);
  }
  const locations = await listLocations(tx, businessId);
  return planImport(content.columns, content.rows, {
    contactIdByPhone,
    contactIdByEmail,
    locationIdByName: new Map(locations.map((location) => [foldHeader(location.name), location.id])),
    locationIds: new Set(locations.map((location) => location.id)),
    now,
    utcOffset: utcOffsetOf(await businessTimeZone(tx, businessId), now),
  });
}

interface RowResult {
  planned: PlannedRow;
  outcome: PlannedRow['outcome'];
  contactId: string | null;
  visitRecorded: boolean;
}

function resultOf(
  rows: RowResult[],
  preview: boolean,
  columns: ReturnType<typeof readRows>['columns'],
  language: Language,
): ContactImportResult {
  return {
    preview,
    imported: rows.filter((row) => row.outcome === 'imported').length,
    duplicates: rows.filter((row) => row.outcome === 'duplicate').length,
    errors: rows.filter((row) => row.outcome === 'error').length,
    columns: IMPORT_COLUMNS.filter((column) => columns[column] !== undefined),
    rows: rows.map(({ planned, outcome, contactId, visitRecorded }) => ({
      line: planned.line,
      name: planned.name,
      outcome,
      reasons: (outcome === planned.outcome
        ? planned.reasons
        : [{ field: null, code: 'reviewRequestImportDuplicate' as const }]
      ).map((reason) => ({
        field: reason.field,
        code: reason.code,
        message: translateMessage(reason.code, language),
      })),
      contactId,
      visitRecorded,
    })),
  };
}

export function contactImportRoutes(channels: ReviewRequestChannels): FastifyPluginAsyncZod {
  return async (app) => {
    registerRoute(app, reviewRequestRoutes.importContacts, {
      handler: async (request) => {
        const scope = businessScopeOf(request);
        const { file } = request.body;
        if (file === undefined || (typeof file !== 'string' && file.length === 0)) {
          throw badRequest('reviewRequestImportFileRequired', { file: ['reviewRequestImportFileRequired'] });
        }
        const content = readRows(typeof file === 'string' ? Buffer.from(file, 'utf8') : file);
        const { preview } = request.query;
        const now = app.now();
        const batch: RequestBatch = { businessId: scope.businessId, userId: scope.userId, now, preview };
        const rows = await app.db.tenantTransaction(scope, async (tx) => {
          const plan = await planFor(tx, scope.businessId, now, content);
          if (preview) {
            return plan.map((planned) => ({
              planned,
              outcome: planned.outcome,
              contactId: planned.existingContactId,
              visitRecorded: false,
            }));
          }
          const withErrors = plan.filter((row) => row.outcome === 'error');
          if (withErrors.length > 0) {
            const errors: FieldErrorCodes = {};
            for (const row of withErrors) {
              for (const reason of row.reasons) {
                const key = `rows.${row.line}.${reason.field ?? 'row'}`;
                errors[key] = [...(errors[key] ?? []), reason.code];
              }
            }
            throw badRequest('reviewRequestImportHasErrors', errors);
          }
          // The rules of a send need the plan's allowance; read once, and only if a row has a visit.
          let context: RequestPlanContext | null | undefined;
          const contextForVisits = async () => {
            if (context === undefined) {
              context = await readRequestContext(tx, batch).catch((error: unknown) => {
                // Paused (402): the contacts are imported; no visit or request is recorded.
                if (error instanceof AppError && error.statusCode === 402) return null;
                throw error;
              });
            }
            return context;
          };
          const results: RowResult[] = [];
          for (const planned of plan) {
            let contactId = planned.existingContactId;
            let outcome = planned.outcome;
            if (planned.outcome === 'imported' && planned.contact) {
              const row = await insertContact(
                tx,
                scope.businessId,
                { ...planned.contact, consentSource: 'import' },
                now,
              );
              // Added meanwhile by someone else: a duplicate after all.
              if (!row) outcome = 'duplicate';
              contactId = row?.id ?? null;
            }
            let visitRecorded = false;
            if (planned.visitedAt && contactId) {
              const [contact] = await readContacts(tx, scope.businessId, [contactId]);
              const visitContext = await contextForVisits();
              if (contact && visitContext) {
                await recordVisit(tx, batch, visitContext, channels, contact, {
                  locationId: planned.contact?.locationId ?? contact.location_id,
                  visitedAt: planned.visitedAt,
                });
                visitRecorded = true;
              }
            }
            results.push({ planned, outcome, contactId, visitRecorded });
          }
          return results;
        });
        if (!preview && rows.some((row) => row.visitRecorded)) app.jobs.wake();
        return successEnvelope(
          resultOf(rows, preview, content.columns, request.language),
          request.language,
          preview ? 'reviewRequestImportPreview' : 'reviewRequestImportDone',
        );
      },
    });
  };
}
