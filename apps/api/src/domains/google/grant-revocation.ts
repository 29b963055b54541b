// Revoking a business's Google grant at Google when the business is deleted (issue 21), so that Sumaa keeps no
// access to the owner's Business Profile: OAuth 2.0 token revocation (RFC 7009), Google's POST /revoke with the
// refresh token, which ends the access tokens issued from it too.
// https://developers.google.com/identity/protocols/oauth2/web-server#tokenrevoke
import type { FastifyInstance } from 'fastify';
import { GoogleApiError } from './errors';
import { googleServices } from './google-services';
import { liveConnectionOf, readConnectionRow } from './google-store';

export type GrantRevocation = 'revoked' | 'none' | 'already-invalid';

/**
 * Revokes the business's stored grant. `none`: nothing to revoke (never connected, or disconnected already);
 * `already-invalid`: Google no longer knew the token (it was revoked or expired there). Passing failures throw a
 * retryable GoogleApiError.
 */
export async function revokeGoogleGrant(app: FastifyInstance, businessId: string): Promise<GrantRevocation> {
  const { cipher, http } = googleServices(app);
  const row = await app.db.tenantTransaction({ businessId, userId: null }, (tx) =>
    readConnectionRow(tx, businessId),
  );
  const live = liveConnectionOf(cipher, row);
  if (!live) return 'none';
  try {
    await http.send({
      method: 'POST',
      url: app.config.google.revokeUrl,
      operation: 'revoke the Google grant',
      form: { token: live.tokens.refreshToken },
    });
    return 'revoked';
  } catch (error) {
    // 400 invalid_token: Google has already forgotten the grant, which is what revoking wants.
    if (error instanceof GoogleApiError && error.status === 400) return 'already-invalid';
    throw error;
  }
}
