// The review requests' SQL (migration 044): contacts, requests, their deliveries (jobs), the settings and the
// visits, always in the caller's tenant transaction.
import type { Language, ReviewRequestChannel, ReviewRequestStatus } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import type { RequestTemplates } from './message-templates';

export interface ContactRow {
  id: string;
  name: string;
  phone: string | null;
  email: string | null;
  language: Language;
  location_id: string | null;
  consent_source: 'manual' | 'import' | 'visit';
  opted_out_at: Date | null;
  last_requested_at: Date | null;
  created_at: Date;
}

const CONTACT_COLUMNS =
  'id, name, phone, email, language, location_id, consent_source, opted_out_at, last_requested_at, created_at';

export interface NewContact {
  name: string;
  phone: string | null;
  email: string | null;
  language: Language;
  locationId: string | null;
  consentSource: ContactRow['consent_source'];
}

/** The new contact, or null when its phone or e-mail is another contact's already. */
export async function insertContact(
  tx: SqlExecutor,
  businessId: string,
  contact: NewContact,
  now: Date,
): Promise<ContactRow | null> {
  const [row] = await tx.query<ContactRow>(
    `INSERT INTO contacts (business_id, name, phone, email, language, location_id, consent_source, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT DO NOTHING
     RETURNING ${CONTACT_COLUMNS}`,
    [
      businessId,
      contact.name,
      contact.phone,
      contact.email,
      contact.language,
      contact.locationId,
      contact.consentSource,
      now,
    ],
  );
  return row ?? null;
}

/** Which of the phone and e-mail another contact of the business has. */
export async function findTakenFields(
  tx: SqlExecutor,
  businessId: string,
  fields: { phone: string | null; email: string | null },
): Promise<{ phone: boolean; email: boolean; contactId: string | null }> {
  const rows = await tx.query<{ id: string; phone: string | null; email: string | null }>(
    `SELECT id, phone, email FROM contacts
      WHERE business_id = $1 AND (phone = $2::text OR email = $3::text)`,
    [businessId, fields.phone, fields.email],
  );
  return {
    phone: fields.phone !== null && rows.some((row) => row.phone === fields.phone),
    email: fields.email !== null && rows.some((row) => row.email === fields.email),
    contactId: rows[0]?.id ?? null,
  };
}

export async function listContacts(
  tx: SqlExecutor,
  businessId: string,
  options: { page: number; pageSize: number; search?: string },
): Promise<{ items: ContactRow[]; total: number }> {
  const search = options.search?.trim() ? options.search.trim() : null;
  // Names compare with Arabic letter forms folded (migration 011's app_normalize_arabic); phones by their digits.
  const where = `business_id = $1 AND ($2::text IS NULL
      OR lower(app_normalize_arabic(name)) LIKE '%' || lower(app_normalize_arabic($2::text)) || '%'
      OR email LIKE '%' || lower($2::text) || '%'
      OR (length($3::text) >= 3 AND phone LIKE '%' || $3::text || '%'))`;
  const digits = search
    ? search
        .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
        .replace(/\D/g, '')
        .replace(/^0+/, '')
    : '';
  const [{ total }] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM contacts WHERE ${where}`,
    [businessId, search, digits],
  );
  const items = await tx.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE ${where}
      ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
    [businessId, search, digits, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return { items, total };
}

export async function readContacts(
  tx: SqlExecutor,
  businessId: string,
  ids: readonly string[],
): Promise<ContactRow[]> {
  return tx.query<ContactRow>(
    `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE business_id = $1 AND id = ANY($2::uuid[])
      ORDER BY array_position($2::uuid[], id)
      FOR UPDATE`,
    [businessId, ids],
  );
}

/** Every contact's phone and e-mail with its id (the import's duplicate check). */
export async function readContactKeys(
  tx: SqlExecutor,
  businessId: string,
): Promise<Array<{ id: string; phone: string | null; email: string | null }>> {
  return tx.query('SELECT id, phone, email FROM contacts WHERE business_id = $1', [businessId]);
}

export async function deleteContact(tx: SqlExecutor, businessId: string, id: string): Promise<boolean> {
  const rows = await tx.query('DELETE FROM contacts WHERE business_id = $1 AND id = $2 RETURNING id', [
    businessId,
    id,
  ]);
  return rows.length > 0;
}

/**
 * Opts the contact out (once: the first time stays), and marks its requests still waiting as opted out. True
 * when it was not opted out before.
 */
export async function optOutContact(
  tx: SqlExecutor,
  businessId: string,
  contactId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE contacts SET opted_out_at = $3 WHERE business_id = $1 AND id = $2 AND opted_out_at IS NULL RETURNING id`,
    [businessId, contactId, now],
  );
  await tx.query(
    `UPDATE review_requests SET status = 'opted_out'
      WHERE business_id = $1 AND contact_id = $2 AND status = 'queued'`,
    [businessId, contactId],
  );
  return rows.length > 0;
}

export interface LocationRow {
  id: string;
  name: string;
}

export function listLocations(tx: SqlExecutor, businessId: string): Promise<LocationRow[]> {
  return tx.query<LocationRow>(
    'SELECT id, name FROM locations WHERE business_id = $1 ORDER BY linked_at, id',
    [businessId],
  );
}

export async function locationExists(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM locations WHERE business_id = $1 AND id = $2', [
    businessId,
    locationId,
  ]);
  return rows.length > 0;
}

export async function readBusinessName(tx: SqlExecutor, businessId: string): Promise<string> {
  const [row] = await tx.query<{ name: string }>('SELECT name FROM businesses WHERE business_id = $1', [
    businessId,
  ]);
  return row?.name ?? '';
}

// --- Settings ---------------------------------------------------------------------------------------------

export interface RequestSettings {
  templates: RequestTemplates;
  whatsappTemplate: string;
  cooldownDays: number;
  quietHoursStart: string;
  quietHoursEnd: string;
  channelsEnabled: ReviewRequestChannel[];
  hoursAfterVisit: number;
}

/** The WhatsApp template's name when the business has set none (approved per language in Meta's manager). */
export const DEFAULT_WHATSAPP_TEMPLATE = 'review_request';

export const DEFAULT_REQUEST_SETTINGS: RequestSettings = {
  templates: {},
  whatsappTemplate: DEFAULT_WHATSAPP_TEMPLATE,
  cooldownDays: 30,
  quietHoursStart: '22:00',
  quietHoursEnd: '09:00',
  channelsEnabled: ['whatsapp', 'sms', 'email'],
  hoursAfterVisit: 2,
};

export async function readRequestSettings(tx: SqlExecutor, businessId: string): Promise<RequestSettings> {
  const [row] = await tx.query<{
    templates: RequestTemplates | null;
    whatsapp_template: string | null;
    cooldown_days: number;
    quiet_hours_start: string;
    quiet_hours_end: string;
    channels_enabled: ReviewRequestChannel[];
    hours_after_visit: number;
  }>(
    `SELECT templates, whatsapp_template, cooldown_days, to_char(quiet_hours_start, 'HH24:MI') AS quiet_hours_start,
            to_char(quiet_hours_end, 'HH24:MI') AS quiet_hours_end, channels_enabled, hours_after_visit
       FROM review_request_settings WHERE business_id = $1`,
    [businessId],
  );
  if (!row) return DEFAULT_REQUEST_SETTINGS;
  return {
    templates: row.templates ?? {},
    whatsappTemplate: row.whatsapp_template ?? DEFAULT_WHATSAPP_TEMPLATE,
    cooldownDays: row.cooldown_days,
    quietHoursStart: row.quiet_hours_start,
    quietHoursEnd: row.quiet_hours_end,
    channelsEnabled: row.channels_enabled,
    hoursAfterVisit: row.hours_after_visit,
  };
}

/** Saves the whole of the business's settings (the row made on the first save). */
export async function saveRequestSettings(
  tx: SqlExecutor,
  businessId: string,
  settings: RequestSettings,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO review_request_settings (business_id, templates, whatsapp_template, cooldown_days,
                                          quiet_hours_start, quiet_hours_end, channels_enabled, hours_after_visit,
                                          updated_at)
     VALUES ($1, $2::jsonb, $3, $4, $5::time, $6::time, $7::text[], $8, $9)
     ON CONFLICT (business_id) DO UPDATE
       SET templates = EXCLUDED.templates, whatsapp_template = EXCLUDED.whatsapp_template,
           cooldown_days = EXCLUDED.cooldown_days, quiet_hours_start = EXCLUDED.quiet_hours_start,
           quiet_hours_end = EXCLUDED.quiet_hours_end, channels_enabled = EXCLUDED.channels_enabled,
           hours_after_visit = EXCLUDED.hours_after_visit, updated_at = EXCLUDED.updated_at`,
    [
      businessId,
      JSON.stringify(settings.templates),
      settings.whatsappTemplate,
      settings.cooldownDays,
      settings.quietHoursStart,
      settings.quietHoursEnd,
      settings.channelsEnabled,
      settings.hoursAfterVisit,
      now,
    ],
  );
}

// --- Requests ---------------------------------------------------------------------------------------------

export interface RequestRow {
  id: string;
  contact_id: string | null;
  contact_name: string | null;
  channel: ReviewRequestChannel;
  location_id: string | null;
  status: ReviewRequestStatus;
  failure_reason: string | null;
  provider_message_id: string | null;
  code: string;
  language: Language;
  scheduled_for: Date;
  sent_at: Date | null;
  delivered_at: Date | null;
  read_at: Date | null;
  clicked_at: Date | null;
  created_at: Date;
  /** The review probably from it (attribution/), with the review's time, author and stars (the history reads them). */
  probable_review_id: string | null;
  probable_review_time?: Date | null;
  probable_review_author?: string | null;
  probable_review_stars?: number | null;
}

const REQUEST_COLUMNS = `r.id, r.contact_id, c.name AS contact_name, r.channel, r.location_id, r.status,
  r.failure_reason, r.provider_message_id, r.code, r.language, r.scheduled_for, r.sent_at, r.delivered_at,
  r.read_at, r.clicked_at, r.created_at, r.probable_review_id`;

/** Requests made since `since` (the plan's quota counts them, whatever became of them). */
export async function countRequestsSince(tx: SqlExecutor, businessId: string, since: Date): Promise<number> {
  const [row] = await tx.query<{ total: number }>(
    'SELECT count(*)::int AS total FROM review_requests WHERE business_id = $1 AND created_at >= $2',
    [businessId, since],
  );
  return row.total;
}

/** A request and its delivery job, due at scheduledFor; the contact counts as asked from now. */
export async function insertRequest(
  tx: SqlExecutor,
  request: {
    businessId: string;
    contactId: string;
    channel: ReviewRequestChannel;
    locationId: string | null;
    code: string;
    language: Language;
    queuedReason: 'quietHours' | 'visit' | null;
    scheduledFor: Date;
    createdBy: string | null;
    now: Date;
    maxAttempts: number;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO review_requests (business_id, contact_id, channel, location_id, code, language, queued_reason,
                                  scheduled_for, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     RETURNING id`,
    [
      request.businessId,
      request.contactId,
      request.channel,
      request.locationId,
      request.code,
      request.language,
      request.queuedReason,
      request.scheduledFor,
      request.createdBy,
      request.now,
    ],
  );
  await tx.query(
    `INSERT INTO review_request_deliveries (business_id, id, run_at, max_attempts, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $5)`,
    [request.businessId, row.id, request.scheduledFor, request.maxAttempts, request.now],
  );
  await tx.query('UPDATE contacts SET last_requested_at = $3 WHERE business_id = $1 AND id = $2', [
    request.businessId,
    request.contactId,
    request.now,
  ]);
  return row.id;
}

/**
 * The status the history shows: a queued request whose delivery carries the "sending: …" mark
 * (delivery-claims.ts) is `sending` — at the provider now, or cut off there — which is never stored.
 */
const HISTORY_STATUS = `CASE WHEN r.status = 'queued' AND d.last_error LIKE 'sending: %' THEN 'sending' ELSE r.status END`;
const HISTORY_DELIVERY_JOIN = `LEFT JOIN review_request_deliveries d ON d.business_id = r.business_id AND d.id = r.id`;
const HISTORY_COLUMNS = REQUEST_COLUMNS.replace('r.status,', `${HISTORY_STATUS} AS status,`);

export async function listRequests(
  tx: SqlExecutor,
  businessId: string,
  options: { page: number; pageSize: number; status?: ReviewRequestStatus; channel?: ReviewRequestChannel },
): Promise<{ items: RequestRow[]; total: number }> {
  const where = `r.business_id = $1 AND ($2::text IS NULL OR ${HISTORY_STATUS} = $2::text) AND ($3::text IS NULL OR r.channel = $3::text)`;
  const parameters = [businessId, options.status ?? null, options.channel ?? null];
  const [{ total }] = await tx.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM review_requests r ${HISTORY_DELIVERY_JOIN} WHERE ${where}`,
    parameters,
  );
  const items = await tx.query<RequestRow>(
    `SELECT ${HISTORY_COLUMNS}, pr.create_time AS probable_review_time, pr.author_name AS probable_review_author,
            pr.stars::int AS probable_review_stars
       FROM review_requests r
       ${HISTORY_DELIVERY_JOIN}
       LEFT JOIN contacts c ON c.business_id = r.business_id AND c.id = r.contact_id
       LEFT JOIN reviews pr ON pr.business_id = r.business_id AND pr.id = r.probable_review_id
      WHERE ${where}
      ORDER BY r.created_at DESC, r.id DESC LIMIT $4 OFFSET $5`,
    [...parameters, options.pageSize, (options.page - 1) * options.pageSize],
  );
  return { items, total };
}

/** The request a delivery is for, locked, with what sending it needs. */
export async function readRequestForDelivery(
  tx: SqlExecutor,
  businessId: string,
  id: string,
): Promise<(RequestRow & { contact: ContactRow | null }) | null> {
  const [request] = await tx.query<RequestRow>(
    `SELECT ${REQUEST_COLUMNS}
       FROM review_requests r
       LEFT JOIN contacts c ON c.business_id = r.business_id AND c.id = r.contact_id
      WHERE r.business_id = $1 AND r.id = $2
        FOR UPDATE OF r`,
    [businessId, id],
  );
  if (!request) return null;
  const [contact] = request.contact_id
    ? await tx.query<ContactRow>(
        `SELECT ${CONTACT_COLUMNS} FROM contacts WHERE business_id = $1 AND id = $2`,
        [businessId, request.contact_id],
      )
    : [];
  return { ...request, contact: contact ?? null };
}

export async function markRequestSent(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  sent: { providerMessageId: string; at: Date },
): Promise<void> {
  await tx.query(
    `UPDATE review_requests SET status = 'sent', sent_at = $3, provider_message_id = $4, failure_reason = NULL
      WHERE business_id = $1 AND id = $2 AND status = 'queued'`,
    [businessId, id, sent.at, sent.providerMessageId],
  );
}

export async function markRequestUnsent(
  tx: SqlExecutor,
  businessId: string,
  id: string,
  outcome: { status: 'failed' | 'opted_out'; reason: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE review_requests SET status = $3, failure_reason = $4
      WHERE business_id = $1 AND id = $2 AND status = 'queued'`,
    [businessId, id, outcome.status, outcome.reason?.slice(0, 500) ?? null],
  );
}

// --- Visits -----------------------------------------------------------------------------------------------

export async function insertVisit(
  tx: SqlExecutor,
  visit: {
    businessId: string;
    contactId: string;
    locationId: string | null;
    visitedAt: Date;
    requestId: string | null;
    now: Date;
  },
): Promise<string> {
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO visits (business_id, contact_id, location_id, visited_at, request_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [visit.businessId, visit.contactId, visit.locationId, visit.visitedAt, visit.requestId, visit.now],
  );
  return row.id;
}
