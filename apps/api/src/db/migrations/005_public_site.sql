-- What visitors of the public site leave with us: contact messages and launch reminders. Platform-level
-- rows (no business_id): they belong to no tenant.

-- Whether the user of the current transaction (app.user_id) is an active super admin. Policies use it for
-- the super admin's explicit cross-tenant path (ADR 0002); it runs as the caller, who may read users.
CREATE FUNCTION app_current_user_is_super_admin() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT EXISTS (
      SELECT 1 FROM users WHERE id = app_current_user_id() AND is_super_admin AND is_active
    )
  $$;

CREATE TABLE contact_messages (
  -- Chosen by the API: a row the sender may not read back cannot be returned by INSERT … RETURNING.
  id                   uuid PRIMARY KEY,
  name                 text NOT NULL,
  email                text NOT NULL,
  company              text NOT NULL DEFAULT '',
  subject              text NOT NULL DEFAULT '',
  message              text NOT NULL,
  status               text NOT NULL DEFAULT 'new'
                         CHECK (status IN ('new', 'open', 'pending', 'resolved', 'closed')),
  priority             text NOT NULL DEFAULT 'normal' CHECK (priority IN ('low', 'normal', 'high', 'urgent')),
  channel              text NOT NULL DEFAULT 'web' CHECK (channel IN ('web')),
  language             text NOT NULL CHECK (language IN ('ar', 'en')),
  assigned_to_user_id  uuid REFERENCES users (id) ON DELETE SET NULL,
  sla_due_at           timestamptz NOT NULL,
  created_at           timestamptz NOT NULL,
  updated_at           timestamptz NOT NULL
);
CREATE INDEX contact_messages_created_idx ON contact_messages (created_at DESC, id DESC);
CREATE INDEX contact_messages_status_idx ON contact_messages (status, created_at DESC);

-- Anyone may leave a message (the public form); only the super admin reads them. Forced, so not even a
-- missed WHERE in the API shows one visitor another visitor's message.
ALTER TABLE contact_messages ENABLE ROW LEVEL SECURITY;
ALTER TABLE contact_messages FORCE ROW LEVEL SECURITY;
CREATE POLICY contact_messages_sent_by_anyone ON contact_messages
  FOR INSERT WITH CHECK (true);
CREATE POLICY contact_messages_read_by_super_admin ON contact_messages
  FOR SELECT USING (app_current_user_is_super_admin());

-- One row per address: stored lower-cased, so the unique key is what makes asking twice harmless.
CREATE TABLE launch_reminders (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email       text NOT NULL UNIQUE CHECK (email = lower(email)),
  language    text NOT NULL CHECK (language IN ('ar', 'en')),
  created_at  timestamptz NOT NULL
);

GRANT SELECT, INSERT ON contact_messages TO sumaa_app;
GRANT SELECT, INSERT ON launch_reminders TO sumaa_app;
