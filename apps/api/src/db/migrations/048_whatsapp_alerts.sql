-- WhatsApp alerts of new negative reviews (issue 23, "WhatsApp alerts"; domains/notifications/whatsapp-alerts).
--
-- Each member's own choice per business: whether they want the alert, and the phone it goes to (E.164, normalised
-- by the API as contacts' phones are). A member who leaves the business takes their choice with it. The business's
-- own switch (business_settings' notifications.smsNotifications) decides whether any alert is sent at all.
CREATE TABLE whatsapp_alert_choices (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  user_id      uuid NOT NULL,
  alerts_on    boolean NOT NULL DEFAULT false,
  phone        text CHECK (phone ~ '^\+[1-9][0-9]{7,14}$'),
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (business_id, user_id),
  CHECK (NOT alerts_on OR phone IS NOT NULL),
  FOREIGN KEY (business_id, user_id) REFERENCES business_members (business_id, user_id) ON DELETE CASCADE
);

-- One alert of one review to one member: a job of the queue (ADR 0005, the queue columns of
-- review_request_deliveries) and the record of its delivery at once. The unique (business_id, review_id, user_id)
-- is what makes an alert at most once per review and member: it is inserted with ON CONFLICT DO NOTHING, so a
-- second sync, or a reviews.synced event delivered again, queues nothing new. Across a kill, the handler writes
-- `sending_since` in its own transaction right before the provider call (the claim pattern of review requests,
-- domains/review-requests/delivery-claims.ts): a later attempt that finds it set sends nothing and fails the alert
-- `interrupted`, since WhatsApp takes no idempotency key.
CREATE TABLE whatsapp_alert_deliveries (
  business_id          uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                   uuid NOT NULL DEFAULT gen_random_uuid(),
  review_id            uuid NOT NULL,
  user_id              uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- What became of the alert: queued (waiting or being tried), sent (the provider took it), failed
  -- (failure_reason: the provider's words, or why it was not sent: memberOff, switchedOff, paused, interrupted…).
  outcome              text NOT NULL DEFAULT 'queued' CHECK (outcome IN ('queued', 'sent', 'failed')),
  failure_reason       text CHECK (length(failure_reason) <= 500),
  sent_to              text,
  provider_message_id  text,
  sending_since        timestamptz,
  sent_at              timestamptz,
  -- The queue's own columns (apps/api/src/jobs/job-queue.ts).
  status               text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  run_at               timestamptz NOT NULL,
  locked_by            text,
  locked_until         timestamptz,
  attempts             integer NOT NULL DEFAULT 0,
  max_attempts         integer NOT NULL CHECK (max_attempts >= 1),
  last_error           text,
  created_at           timestamptz NOT NULL,
  started_at           timestamptz,
  finished_at          timestamptz,
  updated_at           timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, review_id, user_id),
  -- A review deleted (from Google, or by the retention job) takes its alerts with it.
  FOREIGN KEY (business_id, review_id) REFERENCES reviews (business_id, id) ON DELETE CASCADE
);
CREATE INDEX whatsapp_alert_deliveries_due_idx ON whatsapp_alert_deliveries (run_at)
  WHERE status IN ('queued', 'running');

ALTER TABLE whatsapp_alert_choices ENABLE ROW LEVEL SECURITY;
ALTER TABLE whatsapp_alert_choices FORCE ROW LEVEL SECURITY;
CREATE POLICY whatsapp_alert_choices_of_current_business ON whatsapp_alert_choices
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE whatsapp_alert_deliveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE whatsapp_alert_deliveries FORCE ROW LEVEL SECURITY;
CREATE POLICY whatsapp_alert_deliveries_of_current_business ON whatsapp_alert_deliveries
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for review_request_deliveries (migration 044); the run itself is the business's tenant
-- transaction.
CREATE POLICY whatsapp_alert_deliveries_for_the_jobs_worker ON whatsapp_alert_deliveries
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

GRANT SELECT, INSERT, UPDATE, DELETE ON whatsapp_alert_choices TO sumaa_app;
-- No DELETE: an alert goes with its review or its business (the cascades), never on its own.
GRANT SELECT, INSERT, UPDATE ON whatsapp_alert_deliveries TO sumaa_app;
