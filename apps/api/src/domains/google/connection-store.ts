// The google_connections row of one business, read and written inside the caller's tenant transaction
// (row-level security limits every statement to that business). Tokens go in and out encrypted.
import type { GoogleConnectionStatus } from '@sumaa/contracts';
import type { SqlExecutor } from '../../db/database';
import type { TokenCipher } from './token-cipher';

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
