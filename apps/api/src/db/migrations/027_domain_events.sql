-- Events between domains (issue 20, apps/api/src/events): a transactional outbox. A domain writes the event in
-- the transaction of the change that raises it, so it exists exactly when the change committed; each row is then
-- a job of the queue (ADR 0005, with the queue columns of sync_jobs) that delivers it to its subscribers, at least
-- once. delivered_to lists the subscribers that finished, so a retry, or a worker taking over from a dead one,
-- runs only those that did not.
CREATE TABLE domain_events (
  business_id   uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id            uuid NOT NULL DEFAULT gen_random_uuid(),
  -- 'reviews.synced', 'reply.published', … (events/domain-events.ts); the payload is that event's JSON.
  name          text NOT NULL CHECK (name ~ '^[a-zA-Z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)+$'),
  payload       jsonb NOT NULL,
  -- The stable names of the subscribers whose handler completed, in the order they did.
  delivered_to  text[] NOT NULL DEFAULT '{}',
  -- The queue's own columns (apps/api/src/jobs/job-queue.ts).
  status        text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  run_at        timestamptz NOT NULL,
  locked_by     text,
  locked_until  timestamptz,
  attempts      integer NOT NULL DEFAULT 0,
  max_attempts  integer NOT NULL CHECK (max_attempts >= 1),
  last_error    text,
  created_at    timestamptz NOT NULL,
  started_at    timestamptz,
  finished_at   timestamptz,
  updated_at    timestamptz NOT NULL,
  PRIMARY KEY (business_id, id)
);
CREATE INDEX domain_events_due_idx ON domain_events (run_at) WHERE status IN ('queued', 'running');
CREATE INDEX domain_events_business_created_idx ON domain_events (business_id, created_at DESC);

ALTER TABLE domain_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE domain_events FORCE ROW LEVEL SECURITY;
CREATE POLICY domain_events_of_current_business ON domain_events
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for sync_jobs (migration 007); the delivery itself is the business's tenant transaction.
CREATE POLICY domain_events_for_the_jobs_worker ON domain_events
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

-- No DELETE: an event goes with its business (the cascade above).
GRANT SELECT, INSERT, UPDATE ON domain_events TO sumaa_app;
