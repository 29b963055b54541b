-- Reply rules (issue 24, "Reply rules"; domains/reply-rules): the business's ordered rules, its "pause all" switch,
-- and the record of every automatic action a rule took.
--
-- A rule's conditions and actions are JSON the API validates (libs/contracts reply-rules): they are read whole and
-- change together, and a new condition needs no migration. `position` orders the rules; the first enabled rule
-- whose conditions all hold is the only one that acts on a review.
CREATE TABLE reply_rules (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id           uuid NOT NULL DEFAULT gen_random_uuid(),
  position     integer NOT NULL CHECK (position >= 0),
  name         text NOT NULL CHECK (char_length(name) BETWEEN 1 AND 120),
  enabled      boolean NOT NULL DEFAULT false,
  conditions   jsonb NOT NULL DEFAULT '{}',
  actions      jsonb NOT NULL,
  -- Whose name a rule's reply is written under (the approval flow tells them, as it tells an agent).
  created_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (business_id, id)
);
CREATE INDEX reply_rules_business_position_idx ON reply_rules (business_id, position);

-- The business's "pause all rules": nothing acts while it is on, scheduled publishes included (checked when due).
CREATE TABLE reply_rule_settings (
  business_id  uuid PRIMARY KEY REFERENCES businesses (business_id) ON DELETE CASCADE,
  paused       boolean NOT NULL DEFAULT false,
  updated_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  updated_at   timestamptz NOT NULL
);

-- One automatic action of one rule on one review. UNIQUE (business_id, review_id, action) is what makes a rule
-- act at most once per review and kind of action: rows are inserted with ON CONFLICT DO NOTHING, so a second sync
-- or a reviews.synced event delivered again does nothing new, and a review never gets two rule replies.
-- A delayed reply is a job of the queue (ADR 0005) on its own row: due at `due_at` (run_at), it checks again
-- (paused? undone? a reply made meanwhile by a person or on Google?) and then queues the reply exactly as a
-- person's (review_replies). Other actions are done at once and their row is written `completed`.
CREATE TABLE reply_rule_actions (
  business_id      uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id               uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The rule may be deleted later; its name stays, so the review still says which rule acted.
  rule_id          uuid,
  rule_name        text NOT NULL,
  review_id        uuid NOT NULL,
  action           text NOT NULL CHECK (action IN ('reply', 'assign', 'alert', 'escalate')),
  -- What the action did or will do: the reply's text, the assignee, the alert's channels, the SLA.
  detail           jsonb NOT NULL DEFAULT '{}',
  state            text NOT NULL CHECK (state IN ('scheduled', 'done', 'undone', 'held', 'failed')),
  -- Why it is held or failed (a message code: replyRuleHeldLowStars, replyRuleSkippedAlreadyReplied…).
  reason           text CHECK (length(reason) <= 200),
  due_at           timestamptz,
  undone_by        uuid REFERENCES users (id) ON DELETE SET NULL,
  undone_at        timestamptz,
  done_at          timestamptz,
  -- The queue's own columns (apps/api/src/jobs/job-queue.ts).
  status           text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  run_at           timestamptz NOT NULL,
  locked_by        text,
  locked_until     timestamptz,
  attempts         integer NOT NULL DEFAULT 0,
  max_attempts     integer NOT NULL CHECK (max_attempts >= 1),
  last_error       text,
  created_at       timestamptz NOT NULL,
  started_at       timestamptz,
  finished_at      timestamptz,
  updated_at       timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, review_id, action),
  FOREIGN KEY (business_id, review_id) REFERENCES reviews (business_id, id) ON DELETE CASCADE
);
CREATE INDEX reply_rule_actions_due_idx ON reply_rule_actions (run_at) WHERE status IN ('queued', 'running');

ALTER TABLE reply_rules ENABLE ROW LEVEL SECURITY;
ALTER TABLE reply_rules FORCE ROW LEVEL SECURITY;
CREATE POLICY reply_rules_of_current_business ON reply_rules
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE reply_rule_settings ENABLE ROW LEVEL SECURITY;
ALTER TABLE reply_rule_settings FORCE ROW LEVEL SECURITY;
CREATE POLICY reply_rule_settings_of_current_business ON reply_rule_settings
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE reply_rule_actions ENABLE ROW LEVEL SECURITY;
ALTER TABLE reply_rule_actions FORCE ROW LEVEL SECURITY;
CREATE POLICY reply_rule_actions_of_current_business ON reply_rule_actions
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for whatsapp_alert_deliveries (migration 048); the run itself is the business's tenant
-- transaction.
CREATE POLICY reply_rule_actions_for_the_jobs_worker ON reply_rule_actions
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

GRANT SELECT, INSERT, UPDATE, DELETE ON reply_rules TO sumaa_app;
GRANT SELECT, INSERT, UPDATE ON reply_rule_settings TO sumaa_app;
-- No DELETE: an action's record goes with its review or its business (the cascades), never on its own.
GRANT SELECT, INSERT, UPDATE ON reply_rule_actions TO sumaa_app;
