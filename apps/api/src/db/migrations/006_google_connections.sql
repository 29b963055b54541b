-- Google (decisions #14): each business's connection to Google Business Profile, the Google identities
-- users sign in with, and the one-time values of the OAuth popup flow.

-- One connection per business (a tenant table; business_id is its key and its distribution column).
-- Both tokens are encrypted by the API (AES-256-GCM; the associated data binds each value to its business
-- and column) with the key named by encryption_key_id, so keys can be rotated row by row. The access
-- token is encrypted too: it is short-lived, but for its hour it opens the business's Google profile.
-- A revoked connection keeps its row (who connected, when, why it ended) but no token.
CREATE TABLE google_connections (
  business_id              uuid PRIMARY KEY REFERENCES businesses (business_id) ON DELETE CASCADE,
  -- The Google account that granted access (from the ID token; null when Google did not send one).
  google_subject           text,
  google_email             text,
  scopes                   text[] NOT NULL DEFAULT '{}',
  encryption_key_id        text,
  access_token_encrypted   text,
  access_token_expires_at  timestamptz,
  refresh_token_encrypted  text,
  connected_by_user_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  connected_at             timestamptz NOT NULL,
  updated_at               timestamptz NOT NULL,
  revoked_at               timestamptz,
  -- 'invalid_grant' (Google withdrew the access) or 'disconnected' (a user of the business chose to).
  revoke_reason            text CHECK (revoke_reason IN ('invalid_grant', 'disconnected')),
  -- A live connection has its tokens; a revoked one has none.
  CHECK (
    (revoked_at IS NULL AND refresh_token_encrypted IS NOT NULL AND access_token_encrypted IS NOT NULL
       AND encryption_key_id IS NOT NULL AND access_token_expires_at IS NOT NULL)
    OR (revoked_at IS NOT NULL AND refresh_token_encrypted IS NULL AND access_token_encrypted IS NULL)
  )
);

ALTER TABLE google_connections ENABLE ROW LEVEL SECURITY;
ALTER TABLE google_connections FORCE ROW LEVEL SECURITY;
CREATE POLICY google_connections_of_current_business ON google_connections
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

-- Sign-in with Google: the ID token's `sub` names the user even after their Google e-mail changes.
-- A platform table like users (no tenant): it is read before anyone's business is known.
CREATE TABLE user_identities (
  provider      text NOT NULL CHECK (provider IN ('google')),
  subject       text NOT NULL,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The e-mail the provider last reported, for support; sign-in matches on (provider, subject).
  email         text NOT NULL,
  created_at    timestamptz NOT NULL,
  last_used_at  timestamptz NOT NULL,
  PRIMARY KEY (provider, subject)
);
CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- One-time values of the popup flow (ticket and state ids): a signed, expiring value is accepted once,
-- when its id is inserted here. Rows are useless after expires_at and are deleted as new ones arrive.
CREATE TABLE oauth_used_nonces (
  nonce       text PRIMARY KEY,
  expires_at  timestamptz NOT NULL
);
CREATE INDEX oauth_used_nonces_expiry_idx ON oauth_used_nonces (expires_at);

GRANT SELECT, INSERT, UPDATE, DELETE ON google_connections TO sumaa_app;
GRANT SELECT, INSERT, UPDATE ON user_identities TO sumaa_app;
GRANT SELECT, INSERT, DELETE ON oauth_used_nonces TO sumaa_app;
