// Every SQL statement of the Google domain, each run in the transaction its caller passes in:
// - the google_connections row of one business, inside its tenant transaction (row-level security limits
//   every statement to that business); tokens go in and out encrypted;
// - the business's linked locations and the platform's google_place_links claims (linked-locations.ts
//   keeps the rule that a place belongs to one business);
// - the Google identities users sign in with (user_identities) and what a sign-in or a grant changes on
//   the user (google-accounts.ts, business-connection.ts);
// - the one-time values of the popup flow (oauth_used_nonces, oauth-flow-tokens.ts).
import type { GoogleConnectionStatus } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import type { GoogleLocationDetails } from './google-locations';
import type { TokenCipher } from '../../lib/token-cipher';

export interface ConnectionRow {
  business_id: string;
  google_subject: string | null;
  google_email: string | null;
  scopes: string[];
  encryption_key_id: string | null;
  access_token_encrypted: string | null;
  access_token_expires_at: Date | null;
  refresh_token_encrypted: string | null;
  connected_by_user_id: string | null;
  connected_at: Date;
  updated_at: Date;
  revoked_at: Date | null;
  revoke_reason: 'invalid_grant' | 'disconnected' | null;
}

export interface ConnectionTokens {
  accessToken: string;
  accessTokenExpiresAt: Date;
  refreshToken: string;
}

/** A live connection: its tokens, and the stored refresh ciphertext that names this exact version. */
export interface LiveConnection {
  tokens: ConnectionTokens;
  version: string;
}

const COLUMNS = `business_id, google_subject, google_email, scopes, encryption_key_id, access_token_encrypted,
  access_token_expires_at, refresh_token_encrypted, connected_by_user_id, connected_at, updated_at, revoked_at,
  revoke_reason`;

/** Binds each ciphertext to its business and column. */
const associatedData = (businessId: string, column: 'access_token' | 'refresh_token') =>
  `google_connections:${businessId}:${column}`;

export async function readConnectionRow(tx: SqlExecutor, businessId: string): Promise<ConnectionRow | null> {
  const [row] = await tx.query<ConnectionRow>(
    `SELECT ${COLUMNS} FROM google_connections WHERE business_id = $1`,
    [businessId],
  );
  return row ?? null;
}

export function liveConnectionOf(cipher: TokenCipher, row: ConnectionRow | null): LiveConnection | null {
  if (!row || row.revoked_at || !row.refresh_token_encrypted || !row.access_token_encrypted) return null;
  const keyId = row.encryption_key_id!;
  return {
    version: row.refresh_token_encrypted,
    tokens: {
      accessToken: cipher.decrypt(
        keyId,
        row.access_token_encrypted,
        associatedData(row.business_id, 'access_token'),
      ),
      accessTokenExpiresAt: row.access_token_expires_at!,
      refreshToken: cipher.decrypt(
        keyId,
        row.refresh_token_encrypted,
        associatedData(row.business_id, 'refresh_token'),
      ),
    },
  };
}

function encryptTokens(cipher: TokenCipher, businessId: string, tokens: ConnectionTokens) {
  return {
    keyId: cipher.currentKeyId,
    access: cipher.encrypt(tokens.accessToken, associatedData(businessId, 'access_token')),
    refresh: cipher.encrypt(tokens.refreshToken, associatedData(businessId, 'refresh_token')),
  };
}

/** A new grant replaces whatever the business had (another Google account, a revoked connection). */
export async function saveNewConnection(
  tx: SqlExecutor,
  cipher: TokenCipher,
  connection: {
    businessId: string;
    googleSubject: string | null;
    googleEmail: string | null;
    scopes: readonly string[];
    tokens: ConnectionTokens;
    connectedByUserId: string;
    now: Date;
  },
): Promise<void> {
  const encrypted = encryptTokens(cipher, connection.businessId, connection.tokens);
  await tx.query(
    `INSERT INTO google_connections (business_id, google_subject, google_email, scopes, encryption_key_id,
        access_token_encrypted, access_token_expires_at, refresh_token_encrypted, connected_by_user_id,
        connected_at, updated_at, revoked_at, revoke_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10, NULL, NULL)
     ON CONFLICT (business_id) DO UPDATE SET
       google_subject = EXCLUDED.google_subject, google_email = EXCLUDED.google_email, scopes = EXCLUDED.scopes,
       encryption_key_id = EXCLUDED.encryption_key_id, access_token_encrypted = EXCLUDED.access_token_encrypted,
       access_token_expires_at = EXCLUDED.access_token_expires_at,
       refresh_token_encrypted = EXCLUDED.refresh_token_encrypted,
       connected_by_user_id = EXCLUDED.connected_by_user_id, connected_at = EXCLUDED.connected_at,
       updated_at = EXCLUDED.updated_at, revoked_at = NULL, revoke_reason = NULL`,
    [
      connection.businessId,
      connection.googleSubject,
      connection.googleEmail,
      [...connection.scopes],
      encrypted.keyId,
      encrypted.access,
      connection.tokens.accessTokenExpiresAt,
      encrypted.refresh,
      connection.connectedByUserId,
      connection.now,
    ],
  );
}

/**
 * Stores refreshed tokens (re-encrypted with the current key) if the row is still the version the
 * refresh started from; false when it changed meanwhile (reconnected, disconnected, refreshed elsewhere).
 */
export async function saveRefreshedTokens(
  tx: SqlExecutor,
  cipher: TokenCipher,
  update: {
    businessId: string;
    version: string;
    tokens: ConnectionTokens;
    scopes: readonly string[] | null;
    now: Date;
  },
): Promise<boolean> {
  const encrypted = encryptTokens(cipher, update.businessId, update.tokens);
  const rows = await tx.query(
    `UPDATE google_connections
        SET encryption_key_id = $3, access_token_encrypted = $4, access_token_expires_at = $5,
            refresh_token_encrypted = $6, scopes = coalesce($7, scopes), updated_at = $8
      WHERE business_id = $1 AND refresh_token_encrypted = $2 AND revoked_at IS NULL
      RETURNING business_id`,
    [
      update.businessId,
      update.version,
      encrypted.keyId,
      encrypted.access,
      update.tokens.accessTokenExpiresAt,
      encrypted.refresh,
      update.scopes ? [...update.scopes] : null,
      update.now,
    ],
  );
  return rows.length > 0;
}

/** Ends the connection and forgets its tokens; `version` limits it to the grant Google refused. */
export async function revokeConnection(
  tx: SqlExecutor,
  revocation: { businessId: string; reason: 'invalid_grant' | 'disconnected'; now: Date; version?: string },
): Promise<boolean> {
  const rows = await tx.query(
    `UPDATE google_connections
        SET revoked_at = $2, revoke_reason = $3, encryption_key_id = NULL, access_token_encrypted = NULL,
            access_token_expires_at = NULL, refresh_token_encrypted = NULL, updated_at = $2
      WHERE business_id = $1 AND revoked_at IS NULL AND ($4::text IS NULL OR refresh_token_encrypted = $4::text)
      RETURNING business_id`,
    [revocation.businessId, revocation.now, revocation.reason, revocation.version ?? null],
  );
  return rows.length > 0;
}

export function connectionStatusOf(row: ConnectionRow | null): GoogleConnectionStatus {
  const connected = Boolean(row && !row.revoked_at);
  return {
    connected,
    googleEmail: connected ? (row!.google_email ?? null) : null,
    connectedAt: connected ? row!.connected_at.toISOString() : null,
    needsReconnect: Boolean(row?.revoked_at && row.revoke_reason === 'invalid_grant'),
  };
}

// --- Linked locations ------------------------------------------------------------------------------

export interface LocationRow {
  id: string;
  google_location_name: string;
  place_id: string;
  name: string;
  address: string;
  phone: string | null;
  website: string | null;
  rating: number | null;
  review_count: number;
  linked_at: Date;
  last_synced_at: Date | null;
}

const LOCATION_COLUMNS = `id, google_location_name, place_id, name, address, phone, website, rating, review_count,
  linked_at, last_synced_at`;

/** The business's linked locations, oldest link first (a stable order for the sync's checkpoint too). */
export function readLinkedLocations(tx: SqlExecutor, businessId: string): Promise<LocationRow[]> {
  return tx.query<LocationRow>(
    `SELECT ${LOCATION_COLUMNS} FROM locations WHERE business_id = $1 ORDER BY linked_at, id`,
    [businessId],
  );
}

/** Of these places, those linked by a business other than this one. */
export async function placesLinkedElsewhere(
  tx: SqlExecutor,
  businessId: string,
  placeIds: readonly string[],
): Promise<Set<string>> {
  if (placeIds.length === 0) return new Set();
  const rows = await tx.query<{ place_id: string }>(
    `SELECT place_id FROM google_place_links WHERE place_id = ANY($1::text[]) AND business_id <> $2`,
    [placeIds, businessId],
  );
  return new Set(rows.map((row) => row.place_id));
}

/** Claims these places for the business; a place another business claimed first stays theirs. */
export async function claimPlaces(
  tx: SqlExecutor,
  businessId: string,
  placeIds: readonly string[],
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO google_place_links (place_id, business_id, linked_at)
     SELECT unnest($1::text[]), $2::uuid, $3::timestamptz
     ON CONFLICT (place_id) DO NOTHING`,
    [placeIds, businessId, now],
  );
}

/** Inserts these Google locations as the business's, or refreshes those already linked. */
export async function upsertLinkedLocations(
  tx: SqlExecutor,
  businessId: string,
  locations: readonly GoogleLocationDetails[],
  now: Date,
): Promise<void> {
  await tx.query(
    `INSERT INTO locations AS l (business_id, google_location_name, place_id, name, address, phone, website,
                                 maps_uri, rating, review_count, linked_at, updated_at)
     SELECT $1::uuid, p.location_name, p.place_id, p.title, p.address, p.phone, p.website, p.maps_uri, p.rating,
            p.review_count, $2::timestamptz, $2::timestamptz
       FROM jsonb_to_recordset($3::jsonb) AS p(location_name text, place_id text, title text, address text,
              phone text, website text, maps_uri text, rating double precision, review_count integer)
     ON CONFLICT (place_id) DO UPDATE SET
       google_location_name = excluded.google_location_name,
       name = excluded.name,
       address = excluded.address,
       phone = excluded.phone,
       website = excluded.website,
       maps_uri = excluded.maps_uri,
       rating = excluded.rating,
       review_count = excluded.review_count,
       missing_from_google_at = NULL,
       updated_at = excluded.updated_at`,
    [
      businessId,
      now,
      JSON.stringify(
        locations.map((location) => ({
          location_name: location.locationName,
          place_id: location.placeId,
          title: location.title,
          address: location.address,
          phone: location.phone,
          website: location.website,
          maps_uri: location.mapsUri,
          rating: location.rating,
          review_count: location.reviewCount,
        })),
      ),
    ],
  );
}

/** What a sync learnt about a linked location from Google (locationsLinking stage). */
export async function refreshLinkedLocation(
  tx: SqlExecutor,
  businessId: string,
  locationId: string,
  found: GoogleLocationDetails | null,
  now: Date,
): Promise<void> {
  if (!found) {
    await tx.query(
      `UPDATE locations SET missing_from_google_at = coalesce(missing_from_google_at, $3), updated_at = $3
        WHERE business_id = $1 AND id = $2`,
      [businessId, locationId, now],
    );
    return;
  }
  await tx.query(
    `UPDATE locations
        SET google_location_name = $3, name = $4, address = $5, phone = $6, website = $7, maps_uri = $8,
            rating = $9, review_count = $10, missing_from_google_at = NULL, updated_at = $11
      WHERE business_id = $1 AND id = $2`,
    [
      businessId,
      locationId,
      found.locationName,
      found.title,
      found.address,
      found.phone,
      found.website,
      found.mapsUri,
      found.rating,
      found.reviewCount,
      now,
    ],
  );
}

/** How many locations the business has linked (a review sync needs at least one). */
export async function countLinkedLocations(tx: SqlExecutor, businessId: string): Promise<number> {
  const [{ linked }] = await tx.query<{ linked: number }>(
    'SELECT count(*)::int AS linked FROM locations WHERE business_id = $1',
    [businessId],
  );
  return linked;
}

// --- Google identities and the user ----------------------------------------------------------------

/** Records a sign-in through this linked Google account; null when the account is linked to nobody. */
export async function touchIdentityLink(
  tx: SqlExecutor,
  identity: { provider: string; subject: string; email: string; now: Date },
): Promise<{ user_id: string } | null> {
  const [link] = await tx.query<{ user_id: string }>(
    `UPDATE user_identities SET email = $3, last_used_at = $4
      WHERE provider = $1 AND subject = $2 RETURNING user_id`,
    [identity.provider, identity.subject, identity.email, identity.now],
  );
  return link ?? null;
}

/** Links a Google account to the user, unless it is linked already. */
export async function insertIdentityLink(
  tx: SqlExecutor,
  link: { provider: string; subject: string; userId: string; email: string; now: Date },
): Promise<void> {
  await tx.query(
    `INSERT INTO user_identities (provider, subject, user_id, email, created_at, last_used_at)
     VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT (provider, subject) DO NOTHING`,
    [link.provider, link.subject, link.userId, link.email, link.now],
  );
}

/** Marks the user's e-mail confirmed (Google verified it) and replaces their password hash. */
export async function confirmEmailReplacingPassword(
  tx: SqlExecutor,
  userId: string,
  now: Date,
  passwordHash: string,
): Promise<void> {
  await tx.query(
    'UPDATE users SET email_confirmed_at = $2, password_hash = $3, updated_at = $2 WHERE id = $1',
    [userId, now, passwordHash],
  );
}

/** Moves the user's wizard on to `step`, never back. */
export async function advanceUserToStep(
  tx: SqlExecutor,
  userId: string,
  step: number,
  now: Date,
): Promise<void> {
  await tx.query('UPDATE users SET current_step = $2, updated_at = $3 WHERE id = $1 AND current_step < $2', [
    userId,
    step,
    now,
  ]);
}

// --- One-time values of the popup flow --------------------------------------------------------------

/** Drops used-value records whose values have expired. */
export async function deleteExpiredNonces(tx: SqlExecutor, now: Date): Promise<void> {
  await tx.query('DELETE FROM oauth_used_nonces WHERE expires_at < $1', [now]);
}

/** Records a one-time value as used; false when it was recorded before. */
export async function recordUsedNonce(tx: SqlExecutor, nonce: string, expiresAt: Date): Promise<boolean> {
  const inserted = await tx.query(
    `INSERT INTO oauth_used_nonces (nonce, expires_at) VALUES ($1, $2)
     ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [nonce, expiresAt],
  );
  return inserted.length > 0;
}
