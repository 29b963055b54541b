-- Two-factor sign-in (issue 13, ASVS level 2): a TOTP secret per user, encrypted at rest (AES-256-GCM with
-- the token key ring, bound to its user), pending until its first code; single-use recovery codes kept as
-- keyed hashes; and the sign-in challenges, whose wrong codes are counted (locked after 5).
-- Platform-wide like users: no row-level security.

CREATE TABLE user_two_factor (
  user_id           uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_ciphertext text NOT NULL,
  secret_key_id     text NOT NULL,
  -- NULL while the setup waits for its first code.
  enabled_at        timestamptz,
  -- The highest 30-second step whose code was accepted: a code of that step or an earlier one is refused,
  -- so a code cannot be replayed within its window (RFC 6238 §5.2).
  last_used_step    bigint,
  created_at        timestamptz NOT NULL
);

CREATE TABLE user_two_factor_recovery_codes (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash  text NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL,
  UNIQUE (user_id, code_hash)
);

CREATE TABLE two_factor_challenges (
  id           uuid PRIMARY KEY,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at   timestamptz NOT NULL,
  failures     integer NOT NULL DEFAULT 0,
  completed_at timestamptz,
  created_at   timestamptz NOT NULL
);
CREATE INDEX two_factor_challenges_user_idx ON two_factor_challenges (user_id, created_at);

GRANT SELECT, INSERT, UPDATE, DELETE ON user_two_factor, user_two_factor_recovery_codes, two_factor_challenges
  TO sumaa_app;
