-- Review requests (issue 23): the people a business asks for a Google review, what it asked and how it went.
--
-- contacts: one row per person of a business, reached by phone (E.164, normalised by the API:
-- domains/review-requests/phone-number.ts) and/or e-mail (lower case). A phone or an e-mail is unique within the
-- business, so an import or a second "add" never makes two of one person. opted_out_at is final: nothing is
-- sent to them again (the rules of domains/review-requests/send-rules.ts). A contact deleted takes its visits
-- with it; its requests stay (the month's quota counts them) without the contact.
CREATE TABLE contacts (
  business_id        uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                 uuid NOT NULL DEFAULT gen_random_uuid(),
  name               text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  phone              text CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  email              text CHECK (email = lower(email) AND length(email) <= 254),
  language           text NOT NULL CHECK (language IN ('ar', 'en')),
  location_id        uuid,
  consent_source     text NOT NULL CHECK (consent_source IN ('manual', 'import', 'visit')),
  opted_out_at       timestamptz,
  last_requested_at  timestamptz,
  created_at         timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, phone),
  UNIQUE (business_id, email),
  CHECK (phone IS NOT NULL OR email IS NOT NULL),
  -- A location unlinked leaves its contacts without one (PostgreSQL 15: only that column is set to null).
  FOREIGN KEY (business_id, location_id) REFERENCES locations (business_id, id) ON DELETE SET NULL (location_id)
);
CREATE INDEX contacts_listing_idx ON contacts (business_id, created_at DESC, id);

-- One message asking one contact, by one channel. `code` is the short link's (/r/{code}): 128 random bits in
-- base64url, unique within the business by its key and, at that length, across the platform in fact (the public
-- link finds it by the index on code alone). status moves queued → sent → delivered → read → clicked, or to
-- failed (failure_reason: what the provider said) or opted_out. scheduled_for is when it may leave: now, the end
-- of the quiet hours, or N hours after a visit.
CREATE TABLE review_requests (
  business_id          uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                   uuid NOT NULL DEFAULT gen_random_uuid(),
  contact_id           uuid,
  channel              text NOT NULL CHECK (channel IN ('whatsapp', 'sms', 'email')),
  location_id          uuid,
  status               text NOT NULL DEFAULT 'queued'
                         CHECK (status IN ('queued', 'sent', 'delivered', 'read', 'clicked', 'failed', 'opted_out')),
  failure_reason       text CHECK (length(failure_reason) <= 500),
  provider_message_id  text,
  code                 text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{22,}$'),
  language             text NOT NULL CHECK (language IN ('ar', 'en')),
  -- Why it waits, when it waits: 'quietHours' or 'visit' (null: sent at once).
  queued_reason        text CHECK (queued_reason IN ('quietHours', 'visit')),
  scheduled_for        timestamptz NOT NULL,
  sent_at              timestamptz,
  delivered_at         timestamptz,
  read_at              timestamptz,
  clicked_at           timestamptz,
  created_by           uuid,
  created_at           timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, code),
  FOREIGN KEY (business_id, contact_id) REFERENCES contacts (business_id, id) ON DELETE SET NULL (contact_id),
  FOREIGN KEY (business_id, location_id) REFERENCES locations (business_id, id) ON DELETE SET NULL (location_id)
);
CREATE INDEX review_requests_code_idx ON review_requests (code);
CREATE INDEX review_requests_provider_message_idx ON review_requests (provider_message_id)
  WHERE provider_message_id IS NOT NULL;
CREATE INDEX review_requests_history_idx ON review_requests (business_id, created_at DESC, id);
CREATE INDEX review_requests_contact_idx ON review_requests (business_id, contact_id, created_at DESC);

-- The delivery of a request: a job of the queue (ADR 0005, the queue columns of report_deliveries), one per
-- request (same id), due at the request's scheduled_for. Its handler sends through the channel and records the
-- outcome on the request (domains/review-requests/request-delivery.ts).
CREATE TABLE review_request_deliveries (
  business_id     uuid NOT NULL,
  id              uuid NOT NULL,
  status          text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  run_at          timestamptz NOT NULL,
  locked_by       text,
  locked_until    timestamptz,
  attempts        integer NOT NULL DEFAULT 0,
  max_attempts    integer NOT NULL CHECK (max_attempts >= 1),
  last_error      text,
  created_at      timestamptz NOT NULL,
  started_at      timestamptz,
  finished_at     timestamptz,
  updated_at      timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  FOREIGN KEY (business_id, id) REFERENCES review_requests (business_id, id) ON DELETE CASCADE
);
CREATE INDEX review_request_deliveries_due_idx ON review_request_deliveries (run_at)
  WHERE status IN ('queued', 'running');

-- A business's way of asking: the texts per channel and language ({firstName}, {business}, {link}; null: the
-- product's default wording), the WhatsApp template's name, the cooldown (never under 7 days), the quiet hours
-- in the business's time zone, the channels on, and how long after a visit the request leaves. No row: defaults.
CREATE TABLE review_request_settings (
  business_id          uuid PRIMARY KEY REFERENCES businesses (business_id) ON DELETE CASCADE,
  templates            jsonb NOT NULL DEFAULT '{}',
  whatsapp_template    text CHECK (whatsapp_template ~ '^[a-z0-9_]+$' AND length(whatsapp_template) <= 512),
  cooldown_days        integer NOT NULL DEFAULT 30 CHECK (cooldown_days BETWEEN 7 AND 365),
  quiet_hours_start    time NOT NULL DEFAULT '22:00',
  quiet_hours_end      time NOT NULL DEFAULT '09:00',
  channels_enabled     text[] NOT NULL DEFAULT ARRAY['whatsapp', 'sms', 'email']
                         CHECK (channels_enabled <@ ARRAY['whatsapp', 'sms', 'email']),
  hours_after_visit    integer NOT NULL DEFAULT 2 CHECK (hours_after_visit BETWEEN 0 AND 168),
  updated_at           timestamptz NOT NULL
);

-- A visit of a contact (POST /api/review-requests/visits, or an import's visit-date column): the request it led
-- to leaves hours_after_visit later.
CREATE TABLE visits (
  business_id   uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id            uuid NOT NULL DEFAULT gen_random_uuid(),
  contact_id    uuid NOT NULL,
  location_id   uuid,
  visited_at    timestamptz NOT NULL,
  request_id    uuid,
  created_at    timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  FOREIGN KEY (business_id, contact_id) REFERENCES contacts (business_id, id) ON DELETE CASCADE,
  FOREIGN KEY (business_id, location_id) REFERENCES locations (business_id, id) ON DELETE SET NULL (location_id),
  FOREIGN KEY (business_id, request_id) REFERENCES review_requests (business_id, id) ON DELETE SET NULL (request_id)
);
CREATE INDEX visits_contact_idx ON visits (business_id, contact_id, visited_at DESC);

ALTER TABLE contacts ENABLE ROW LEVEL SECURITY;
ALTER TABLE contacts FORCE ROW LEVEL SECURITY;
CREATE POLICY contacts_of_current_business ON contacts
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE review_requests ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_requests FORCE ROW LEVEL SECURITY;
CREATE POLICY review_requests_of_current_business ON review_requests
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE review_request_deliveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_request_deliveries FORCE ROW LEVEL SECURITY;
CREATE POLICY review_request_deliveries_of_current_business ON review_request_deliveries
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for sync_jobs (migration 007); the run itself is the business's tenant transaction.
CREATE POLICY review_request_deliveries_for_the_jobs_worker ON review_request_deliveries
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

ALTER TABLE review_request_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_request_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY review_request_settings_of_current_business ON review_request_settings
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE visits ENABLE ROW LEVEL SECURITY;
ALTER TABLE visits FORCE ROW LEVEL SECURITY;
CREATE POLICY visits_of_current_business ON visits
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

GRANT SELECT, INSERT, UPDATE, DELETE ON contacts TO sumaa_app;
-- No DELETE: a request stays in the month's count (the plan's quota) and in the history.
GRANT SELECT, INSERT, UPDATE ON review_requests TO sumaa_app;
GRANT SELECT, INSERT, UPDATE ON review_request_deliveries TO sumaa_app;
GRANT SELECT, INSERT, UPDATE ON review_request_settings TO sumaa_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON visits TO sumaa_app;

-- A plan allows so many review requests a calendar month of the business (its time zone), like its other
-- limits (migrations 019, 028). Existing plans get the seeds' figures; a plan the super admin creates gets the
-- column's default.
ALTER TABLE plans ADD COLUMN review_requests_per_month integer NOT NULL DEFAULT 500
  CHECK (review_requests_per_month >= 0);
UPDATE plans SET review_requests_per_month =
  CASE code WHEN 'basic' THEN 200 WHEN 'professional' THEN 1000 WHEN 'enterprise' THEN 5000 ELSE 500 END;
