// Google's OAuth 2.0 endpoints for a web server application: the consent URL (offline access, so Google
// returns a refresh token; PKCE S256), the code exchange and the refresh. Protocol:
// https://developers.google.com/identity/protocols/oauth2/web-server
import { createHash } from 'node:crypto';
import { z } from 'zod';
import type { GoogleConfig } from './google-config';
import { GoogleApiError } from './errors';
import type { GoogleHttp } from './google-http';

export const GOOGLE_BUSINESS_SCOPE = 'https://www.googleapis.com/auth/business.manage';
/** business.manage for the profile, and openid email profile so the ID token says which account connected. */
export const GOOGLE_CONNECT_SCOPES = ['openid', 'email', 'profile', GOOGLE_BUSINESS_SCOPE] as const;

const tokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
  id_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
});

export interface GoogleTokenSet {
  accessToken: string;
  expiresInSeconds: number;
  /** Present after a consent with access_type=offline; on refresh only when Google rotates it. */
  refreshToken: string | null;
  /** What the user granted; null when Google did not say (then the scopes requested, RFC 6749 §5.1). */
  scopes: string[] | null;
  idToken: string | null;
}

/** RFC 7636 S256 challenge of a verifier. */
export function pkceChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}

export class GoogleOAuthClient {
  constructor(
    private readonly config: GoogleConfig,
    private readonly http: GoogleHttp,
  ) {}

  authorizationUrl(options: { redirectUri: string; state: string; codeVerifier: string }): string {
    const url = new URL(this.config.authorizeUrl);
    const parameters: Record<string, string> = {
      client_id: this.config.clientId,
      redirect_uri: options.redirectUri,
      response_type: 'code',
      scope: GOOGLE_CONNECT_SCOPES.join(' '),
      // offline + consent: Google returns a refresh token every time, also to a returning user.
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state: options.state,
      code_challenge: pkceChallenge(options.codeVerifier),
      code_challenge_method: 'S256',
    };
    for (const [name, value] of Object.entries(parameters)) url.searchParams.set(name, value);
    return url.toString();
  }

  async exchangeCode(options: {
    code: string;
    redirectUri: string;
    codeVerifier: string;
  }): Promise<GoogleTokenSet> {
    return this.tokenRequest('exchange the authorization code', {
      grant_type: 'authorization_code',
      code: options.code,
      redirect_uri: options.redirectUri,
      code_verifier: options.codeVerifier,
    });
  }

  /** A new access token. A GoogleApiError with googleStatus `invalid_grant` means the grant is gone for good. */
  async refresh(refreshToken: string): Promise<GoogleTokenSet> {
    return this.tokenRequest('refresh the access token', {
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    });
  }

  private async tokenRequest(operation: string, form: Record<string, string>): Promise<GoogleTokenSet> {
    const body = await this.http.send({
      method: 'POST',
      url: this.config.tokenUrl,
      operation,
      form: { ...form, client_id: this.config.clientId, client_secret: this.config.clientSecret },
    });
    const parsed = tokenResponseSchema.safeParse(body);
    if (!parsed.success) {
      throw new GoogleApiError(
        `${operation}: Google's token answer has no usable access token`,
        200,
        null,
        false,
      );
    }
    const token = parsed.data;
    return {
      accessToken: token.access_token,
      expiresInSeconds: token.expires_in,
      refreshToken: token.refresh_token ?? null,
      scopes: token.scope ? token.scope.split(/\s+/).filter(Boolean) : null,
      idToken: token.id_token ?? null,
    };
  }
}
