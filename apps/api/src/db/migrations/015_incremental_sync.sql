-- Reviews keep arriving after onboarding (issue 10): the same sync job also runs incrementally (newest first,
-- stopping at the first review already held unchanged), reviews Google no longer has are marked removed
-- rather than deleted, and a schedule queues each connected business's incremental sync every interval.

-- 'full': every location from its newest review down to max_per_location (onboarding, or asked for).
-- 'incremental': per location, only what changed since the last sync (sync/sync-reviews-job.ts says how).
-- What the job found: reviews new to Sumaa, edited at Google, gone from Google; and the ids of the new ones,
-- kept with the job's progress so a resumed job still announces every one of them once it completes.
ALTER TABLE sync_jobs
  ADD COLUMN mode             text NOT NULL DEFAULT 'full' CHECK (mode IN ('full', 'incremental')),
  ADD COLUMN reviews_new      integer NOT NULL DEFAULT 0 CHECK (reviews_new >= 0),
  ADD COLUMN reviews_updated  integer NOT NULL DEFAULT 0 CHECK (reviews_updated >= 0),
  ADD COLUMN reviews_removed  integer NOT NULL DEFAULT 0 CHECK (reviews_removed >= 0),
  ADD COLUMN new_review_ids   uuid[] NOT NULL DEFAULT '{}';
-- Finished incremental runs (one every interval) are pruned after a while (review-sync-schedule.ts).
GRANT DELETE ON sync_jobs TO sumaa_app;

-- removed_at: set when a sync finds the review gone from Google, cleared when it comes back; the row stays
-- (its reply, its assignment), shown as removed. last_seen_sync_id: the last sync job that met the review in
-- Google's list; a pass over the list marks removed the reviews it should have met and did not.
ALTER TABLE reviews
  ADD COLUMN removed_at        timestamptz,
  ADD COLUMN last_seen_sync_id uuid;

-- Per location, what the last sync accounted for: Google's totalReviewCount when it had seen every change
-- up to then (a later count lower than that plus the reviews that appeared means some were removed), and
-- when the stored reviews were last compared with Google's list in full (at least daily).
ALTER TABLE locations
  ADD COLUMN google_review_count_synced integer CHECK (google_review_count_synced >= 0),
  ADD COLUMN reviews_compared_at        timestamptz;

-- When each business's next scheduled incremental sync is due. A process queues a business only by moving
-- next_sync_at forward in the same transaction (UPDATE … WHERE next_sync_at <= now), so two processes, or
-- a restart, never queue one interval twice; the row outlives any process.
CREATE TABLE review_sync_schedules (
  business_id     uuid PRIMARY KEY REFERENCES businesses (business_id) ON DELETE CASCADE,
  next_sync_at    timestamptz NOT NULL,
  last_queued_at  timestamptz,
  updated_at      timestamptz NOT NULL
);
CREATE INDEX review_sync_schedules_due_idx ON review_sync_schedules (next_sync_at);

ALTER TABLE review_sync_schedules ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_sync_schedules FORCE ROW LEVEL SECURITY;
CREATE POLICY review_sync_schedules_of_current_business ON review_sync_schedules
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The scheduler's look for due businesses across tenants, as the job worker (migration 007); it then moves
-- each one's row forward in that business's own tenant transaction.
CREATE POLICY review_sync_schedules_for_the_jobs_worker ON review_sync_schedules
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

GRANT SELECT, INSERT, UPDATE ON review_sync_schedules TO sumaa_app;
