// The SQL of the locations' public links (migration 046): made on first read, one per linked location, and the
// look-ups of the landing page, which starts from nothing but a code.
import type { Database, SqlExecutor } from '../../../db/database';
import { newLinkCode } from './link-urls';

export interface LocationLinkRow {
  location_id: string;
  location_name: string;
  code: string;
}

/** Every linked location of the business with its link, the missing links made now (first read). */
export async function ensureLocationLinks(
  tx: SqlExecutor,
  businessId: string,
  now: Date,
): Promise<LocationLinkRow[]> {
  const missing = await tx.query<{ id: string }>(
    `SELECT loc.id FROM locations AS loc
      WHERE loc.business_id = $1
        AND NOT EXISTS (SELECT 1 FROM review_request_links AS l
                         WHERE l.business_id = loc.business_id AND l.location_id = loc.id)`,
    [businessId],
  );
  for (const location of missing) {
    // Two first reads at once: the second finds the row the first wrote and keeps its code.
    await tx.query(
      `INSERT INTO review_request_links (business_id, location_id, code, created_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT (business_id, location_id) DO NOTHING`,
      [businessId, location.id, newLinkCode(), now],
    );
  }
  return tx.query<LocationLinkRow>(
    `SELECT loc.id AS location_id, loc.name AS location_name, l.code
       FROM locations AS loc
       JOIN review_request_links AS l ON l.business_id = loc.business_id AND l.location_id = loc.id
      WHERE loc.business_id = $1
      ORDER BY loc.linked_at, loc.id`,
    [businessId],
  );
}

/** One location's link (made now if it has none yet), or null when the business has no such location. */
export async function ensureLocationLink(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
  now: Date,
): Promise<LocationLinkRow | null> {
  const links = await ensureLocationLinks(tx, businessId, now);
  return links.find((link) => link.location_id === locationId) ?? null;
}

export interface CardBusinessRow {
  name: string;
  logo_url: string;
}

export async function readCardBusiness(tx: SqlExecutor, businessId: string): Promise<CardBusinessRow> {
  const [row] = await tx.query<CardBusinessRow>(
    'SELECT name, logo_url FROM businesses WHERE business_id = $1',
    [businessId],
  );
  return row ?? { name: '', logo_url: '' };
}

// --- The landing page ----------------------------------------------------------------------------------

/** The business a code belongs to (a location link's or a request's), or null: the one look-up across tenants. */
export async function findCodeBusiness(db: Database, code: string): Promise<string | null> {
  const [row] = await db.query<{ business_id: string | null }>(
    'SELECT app_review_link_business($1) AS business_id',
    [code],
  );
  return row?.business_id ?? null;
}

/** What the page shows: the business, the branch and the place Google's review form is for. */
export interface LandingPlace {
  businessName: string;
  businessEmail: string;
  locationName: string;
  placeId: string;
}

export type LandingTarget =
  | ({ kind: 'location'; locationId: string } & LandingPlace)
  | ({ kind: 'request'; requestId: string; language: 'ar' | 'en'; clicked: boolean } & LandingPlace);

interface LandingRow {
  business_name: string;
  business_email: string;
  location_id: string | null;
  location_name: string | null;
  place_id: string | null;
}

function placeOf(row: LandingRow): LandingPlace | null {
  if (!row.location_name || !row.place_id) return null;
  return {
    businessName: row.business_name,
    businessEmail: row.business_email,
    locationName: row.location_name,
    placeId: row.place_id,
  };
}

/**
 * The target of a code within its business, or null when nothing there has it, or when it leads to no linked
 * place. A request whose location was unlinked leads to its contact's location, else to the business's first.
 */
export async function readLandingTarget(
  tx: SqlExecutor,
  businessId: string,
  code: string,
): Promise<LandingTarget | null> {
  const [link] = await tx.query<LandingRow>(
    `SELECT b.name AS business_name, b.email AS business_email, loc.id AS location_id,
            loc.name AS location_name, loc.place_id
       FROM review_request_links AS l
       JOIN locations AS loc ON loc.business_id = l.business_id AND loc.id = l.location_id
       JOIN businesses AS b ON b.business_id = l.business_id
      WHERE l.business_id = $1 AND l.code = $2`,
    [businessId, code],
  );
  if (link) {
    const place = placeOf(link);
    return place && link.location_id ? { kind: 'location', locationId: link.location_id, ...place } : null;
  }
  const [request] = await tx.query<
    LandingRow & { request_id: string; language: 'ar' | 'en'; clicked_at: Date | null }
  >(
    `SELECT r.id AS request_id, coalesce(c.language, r.language) AS language, r.clicked_at,
            b.name AS business_name, b.email AS business_email, loc.id AS location_id,
            loc.name AS location_name, loc.place_id
       FROM review_requests AS r
       JOIN businesses AS b ON b.business_id = r.business_id
       LEFT JOIN contacts AS c ON c.business_id = r.business_id AND c.id = r.contact_id
       LEFT JOIN LATERAL (
         SELECT l.id, l.name, l.place_id,
                CASE l.id WHEN r.location_id THEN 0 WHEN c.location_id THEN 1 ELSE 2 END AS preference
           FROM locations AS l
          WHERE l.business_id = r.business_id
          ORDER BY preference, l.linked_at, l.id
          LIMIT 1
       ) AS loc ON true
      WHERE r.business_id = $1 AND r.code = $2`,
    [businessId, code],
  );
  if (!request) return null;
  const place = placeOf(request);
  if (!place) return null;
  return {
    kind: 'request',
    requestId: request.request_id,
    language: request.language,
    clicked: request.clicked_at !== null,
    ...place,
  };
}

/**
 * The request's click, once: clicked_at is set the first time only, and the status moves to clicked unless the
 * request already ended otherwise (failed, opted out). True when this call recorded it.
 */
export async function markRequestClicked(
  tx: SqlExecutor,
  businessId: string,
  requestId: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE review_requests
        SET clicked_at = $3,
            status = CASE WHEN status IN ('queued', 'sent', 'delivered', 'read') THEN 'clicked' ELSE status END
      WHERE business_id = $1 AND id = $2 AND clicked_at IS NULL
      RETURNING id`,
    [businessId, requestId, now],
  );
  return rows.length > 0;
}

/** One more visit of a location's link on the day (UTC) of `now`. */
export async function countLinkVisit(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO review_request_link_visits (business_id, location_id, day, visits)
     VALUES ($1, $2, ($3::timestamptz AT TIME ZONE 'UTC')::date, 1)
     ON CONFLICT (business_id, location_id, day)
     DO UPDATE SET visits = review_request_link_visits.visits + 1`,
    [businessId, locationId, now],
  );
}
