-- The daily data-retention run of each business (issue 9, decisions #25: reviews are deleted only by the
-- business's own retention setting). A job of the queue (ADR 0005) with the queue columns of sync_jobs, one
-- per business and day: the unique (business_id, run_date) is what keeps a day from running twice, whichever
-- process queues it and however often it restarts.
CREATE TABLE retention_jobs (
  business_id      uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id               uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The UTC day this run is for.
  run_date         date NOT NULL,
  -- What the run found and did: the setting in effect, reviews dated before `cutoff` deleted (null: kept forever).
  retention        text,
  cutoff           timestamptz,
  reviews_deleted  integer NOT NULL DEFAULT 0 CHECK (reviews_deleted >= 0),
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
  UNIQUE (business_id, run_date)
);
CREATE INDEX retention_jobs_due_idx ON retention_jobs (run_at) WHERE status IN ('queued', 'running');

ALTER TABLE retention_jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE retention_jobs FORCE ROW LEVEL SECURITY;
CREATE POLICY retention_jobs_of_current_business ON retention_jobs
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for sync_jobs (migration 007); the run itself is the business's tenant transaction.
CREATE POLICY retention_jobs_for_the_jobs_worker ON retention_jobs
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

-- DELETE: a run prunes its business's old runs.
GRANT SELECT, INSERT, UPDATE, DELETE ON retention_jobs TO sumaa_app;
