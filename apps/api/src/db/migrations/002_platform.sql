-- Platform-wide tables: shared by every tenant (Citus reference tables later), so no row-level security.

CREATE TABLE platform_settings (
  key        text PRIMARY KEY,
  value      jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE plans (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  code                  text NOT NULL UNIQUE,
  name                  text NOT NULL,
  price                 numeric(12, 2) NOT NULL CHECK (price >= 1),
  monthly_price         numeric(12, 2) NOT NULL CHECK (monthly_price >= 0),
  yearly_price          numeric(12, 2) NOT NULL CHECK (yearly_price >= 0),
  currency              text NOT NULL DEFAULT 'SAR',
  duration_in_months    integer NOT NULL DEFAULT 1 CHECK (duration_in_months IN (1, 12)),
  popular               boolean NOT NULL DEFAULT false,
  -- NULL means unlimited.
  max_users             integer CHECK (max_users > 0),
  max_reviews           integer CHECK (max_reviews > 0),
  ai_replies_per_month  integer CHECK (ai_replies_per_month >= 0),
  support_level         text,
  -- { "en": { name, period, description, features[] }, "ar": { … } }
  translations          jsonb NOT NULL,
  sort_order            integer NOT NULL DEFAULT 0,
  deleted_at            timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Stored lower-cased by the API; the unique index is what stops two accounts racing for one address.
  email               text NOT NULL UNIQUE CHECK (email = lower(email)),
  full_name           text NOT NULL,
  phone               text,
  password_hash       text NOT NULL,
  is_super_admin      boolean NOT NULL DEFAULT false,
  avatar_file         text,
  preferred_language  text NOT NULL DEFAULT 'ar' CHECK (preferred_language IN ('ar', 'en')),
  email_confirmed_at  timestamptz,
  current_step        integer NOT NULL DEFAULT 0 CHECK (current_step BETWEEN 0 AND 4),
  is_active           boolean NOT NULL DEFAULT true,
  last_login_at       timestamptz,
  created_at          timestamptz NOT NULL DEFAULT now(),
  updated_at          timestamptz NOT NULL DEFAULT now()
);

-- One row per sign-in: the refresh-token family. Access tokens name it (sid), so revoking it ends them too.
CREATE TABLE auth_sessions (
  id            uuid PRIMARY KEY,
  user_id       uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  revoke_reason text
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

CREATE TABLE refresh_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id  uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens (session_id);

-- At most one live code per user: a new code replaces the old one and resets the attempt counter.
CREATE TABLE email_verification_codes (
  user_id          uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code_hash        text NOT NULL,
  expires_at       timestamptz NOT NULL,
  failed_attempts  integer NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL
);

CREATE TABLE password_reset_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL
);
CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);

-- The local mail transport when no SMTP server is configured (GET /dev/outbox reads it).
CREATE TABLE mail_outbox (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address  text NOT NULL,
  subject     text NOT NULL,
  text_body   text NOT NULL,
  html_body   text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_outbox_to_idx ON mail_outbox (to_address, id DESC);

GRANT SELECT ON platform_settings, plans TO sumaa_app;
GRANT SELECT, INSERT, UPDATE ON users TO sumaa_app;
GRANT SELECT, INSERT, UPDATE ON auth_sessions, refresh_tokens, password_reset_tokens TO sumaa_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON email_verification_codes TO sumaa_app;
GRANT SELECT, INSERT ON mail_outbox TO sumaa_app;
