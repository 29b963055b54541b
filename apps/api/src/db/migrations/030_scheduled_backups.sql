-- The daily encrypted backup (issue 21): one run per UTC day, a job of the queue (ADR 0005, the queue columns of
-- sync_jobs). The unique run_date keeps a day from being backed up twice, whichever process queues it; the lease
-- keeps two processes from running it at once. A backup belongs to no business: its rows carry the platform's
-- own tenant id (the nil UUID, PLATFORM_TENANT_ID in domains/platform/backups), so the queue, which works on
-- (business_id, id), runs it like any other job, and no business's transaction can see it.
CREATE TABLE backup_runs (
  business_id   uuid NOT NULL DEFAULT '00000000-0000-0000-0000-000000000000'
                  CHECK (business_id = '00000000-0000-0000-0000-000000000000'),
  id            uuid NOT NULL DEFAULT gen_random_uuid(),
  run_date      date NOT NULL,
  -- What the run wrote: the encrypted file's name (in BACKUP_DIR) and size.
  file_name     text,
  size_bytes    bigint CHECK (size_bytes >= 0),
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
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, run_date)
);
CREATE INDEX backup_runs_due_idx ON backup_runs (run_at) WHERE status IN ('queued', 'running');

ALTER TABLE backup_runs ENABLE ROW LEVEL SECURITY;
ALTER TABLE backup_runs FORCE ROW LEVEL SECURITY;
-- The run itself, in the platform's tenant transaction (no real business has the nil id).
CREATE POLICY backup_runs_of_the_platform ON backup_runs
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for sync_jobs (migration 007).
CREATE POLICY backup_runs_for_the_jobs_worker ON backup_runs
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

-- DELETE: a run forgets the runs of long ago.
GRANT SELECT, INSERT, UPDATE, DELETE ON backup_runs TO sumaa_app;
