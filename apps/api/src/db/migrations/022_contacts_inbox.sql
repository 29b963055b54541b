-- The super admin's contacts inbox (issue 13): status and assignment changed on the audited platform-admin path
-- (migration 020), replies and internal notes, and the auto-assign rules applied when a message arrives.

-- The Message-ID of the acknowledgement mail, so that a reply is threaded under it (In-Reply-To, References).
ALTER TABLE contact_messages ADD COLUMN acknowledgement_message_id text;

CREATE POLICY contact_messages_changed_by_platform_admin ON contact_messages
  FOR UPDATE USING (app_is_platform_admin()) WITH CHECK (app_is_platform_admin());
GRANT UPDATE ON contact_messages TO sumaa_app;

-- A reply e-mailed to the sender (is_public) or a note for the team. The author is kept as a name too: the
-- reply outlives an account that is deleted.
CREATE TABLE contact_replies (
  id                  uuid PRIMARY KEY,
  contact_message_id  uuid NOT NULL REFERENCES contact_messages (id) ON DELETE CASCADE,
  author_user_id      uuid REFERENCES users (id) ON DELETE SET NULL,
  author_name         text,
  content             text NOT NULL,
  is_public           boolean NOT NULL,
  -- The Message-ID of the e-mail a public reply went out as (the next reply's References).
  mail_message_id     text,
  replied_at          timestamptz NOT NULL,
  -- The order written, for replies that share a timestamp.
  seq                 bigint GENERATED ALWAYS AS IDENTITY
);
CREATE INDEX contact_replies_message_idx ON contact_replies (contact_message_id, replied_at, seq);

ALTER TABLE contact_replies ENABLE ROW LEVEL SECURITY;
ALTER TABLE contact_replies FORCE ROW LEVEL SECURITY;
CREATE POLICY contact_replies_read_by_platform_admin ON contact_replies
  FOR SELECT USING (app_is_platform_admin());
CREATE POLICY contact_replies_added_by_platform_admin ON contact_replies
  FOR INSERT WITH CHECK (app_is_platform_admin() AND author_user_id = app_current_user_id());
GRANT SELECT, INSERT ON contact_replies TO sumaa_app;

-- Auto-assign rules (spec §3, kept on the server rather than in the browser): every condition given must hold;
-- tried by position, the first that matches assigns. Only the platform admin writes them. The public form's
-- arrival reads them (it runs as no one), so reading is open to the API's role: no public route returns them.
CREATE TABLE contact_assign_rules (
  id                 uuid PRIMARY KEY,
  name               text NOT NULL,
  position           integer NOT NULL,
  keyword            text,
  language           text CHECK (language IN ('ar', 'en')),
  email_domain       text,
  assign_to_user_id  uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at         timestamptz NOT NULL,
  updated_at         timestamptz NOT NULL,
  CHECK (keyword IS NOT NULL OR language IS NOT NULL OR email_domain IS NOT NULL)
);
CREATE INDEX contact_assign_rules_position_idx ON contact_assign_rules (position, created_at, id);

ALTER TABLE contact_assign_rules ENABLE ROW LEVEL SECURITY;
ALTER TABLE contact_assign_rules FORCE ROW LEVEL SECURITY;
CREATE POLICY contact_assign_rules_read_by_the_api ON contact_assign_rules
  FOR SELECT USING (true);
CREATE POLICY contact_assign_rules_added_by_platform_admin ON contact_assign_rules
  FOR INSERT WITH CHECK (app_is_platform_admin());
CREATE POLICY contact_assign_rules_changed_by_platform_admin ON contact_assign_rules
  FOR UPDATE USING (app_is_platform_admin()) WITH CHECK (app_is_platform_admin());
CREATE POLICY contact_assign_rules_deleted_by_platform_admin ON contact_assign_rules
  FOR DELETE USING (app_is_platform_admin());
GRANT SELECT, INSERT, UPDATE, DELETE ON contact_assign_rules TO sumaa_app;
