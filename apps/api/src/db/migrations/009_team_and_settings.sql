-- The team (issue 9): the business's owner, when each user was last seen, invitations by e-mail, and the
-- business's settings (notifications, privacy, preferences) kept on the server (decisions #5).

-- The member who created the business: never demoted, deactivated or removed. One per business.
ALTER TABLE business_members ADD COLUMN is_owner boolean NOT NULL DEFAULT false;
UPDATE business_members AS member SET is_owner = true
  WHERE member.id = (
    SELECT first.id FROM business_members AS first
     WHERE first.business_id = member.business_id AND first.role = 'admin'
     ORDER BY first.created_at, first.id LIMIT 1);
CREATE UNIQUE INDEX business_members_one_owner_idx ON business_members (business_id) WHERE is_owner;

-- Last request of a signed-in user (spec §9 "last seen"), written at most once a minute per user.
ALTER TABLE users ADD COLUMN last_seen_at timestamptz;

-- Invitations of a business, under row-level security like every tenant table.
CREATE TABLE team_invitations (
  business_id     uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id              uuid NOT NULL DEFAULT gen_random_uuid(),
  email           text NOT NULL CHECK (email = lower(email)),
  role            text NOT NULL CHECK (role IN ('viewer', 'agent', 'manager', 'admin')),
  permissions     text[] NOT NULL DEFAULT '{}',
  invited_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  -- Only the hash of the link's token is kept; a resend replaces it (the old link stops working).
  token_hash      text NOT NULL,
  expires_at      timestamptz NOT NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  accepted_at     timestamptz,
  accepted_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  revoked_at      timestamptz,
  PRIMARY KEY (business_id, id)
);
-- At most one open invitation per address and business.
CREATE UNIQUE INDEX team_invitations_open_email_idx ON team_invitations (business_id, email)
  WHERE accepted_at IS NULL AND revoked_at IS NULL;

ALTER TABLE team_invitations ENABLE ROW LEVEL SECURITY;
ALTER TABLE team_invitations FORCE ROW LEVEL SECURITY;
CREATE POLICY team_invitations_of_current_business ON team_invitations
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

-- The link arrives without a business: this platform table only says which business a token hash belongs
-- to (like google_place_links), so the invitation itself is read under that business's row-level security.
CREATE TABLE invitation_tokens (
  token_hash     text PRIMARY KEY,
  business_id    uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  invitation_id  uuid NOT NULL
);
CREATE INDEX invitation_tokens_invitation_idx ON invitation_tokens (business_id, invitation_id);
-- Anyone holding a token hash may look it up (the public invitation page); only its business adds or removes.
ALTER TABLE invitation_tokens ENABLE ROW LEVEL SECURITY;
ALTER TABLE invitation_tokens FORCE ROW LEVEL SECURITY;
CREATE POLICY invitation_tokens_looked_up_by_hash ON invitation_tokens
  FOR SELECT USING (true);
CREATE POLICY invitation_tokens_added_by_current_business ON invitation_tokens
  FOR INSERT WITH CHECK (business_id = app_current_business_id());
CREATE POLICY invitation_tokens_removed_by_current_business ON invitation_tokens
  FOR DELETE USING (business_id = app_current_business_id());

CREATE TABLE business_settings (
  business_id  uuid PRIMARY KEY REFERENCES businesses (business_id) ON DELETE CASCADE,
  -- { notifications: {…}, privacy: {…}, preferences: {…} }, validated by the API's schema.
  settings     jsonb NOT NULL,
  updated_at   timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE business_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE business_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY business_settings_of_current_business ON business_settings
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

GRANT SELECT, INSERT, UPDATE ON team_invitations, business_settings TO sumaa_app;
GRANT SELECT, INSERT, DELETE ON invitation_tokens TO sumaa_app;
