-- Replies written in Sumaa and their publishing to Google (issue 10, decisions #20, #21).

-- Who wrote the reply Google holds: a member, when Sumaa published it (reply_source 'sumaa'); both null for a
-- reply made directly on Google. A sync that brings another text clears them (what Google holds wins).
ALTER TABLE reviews
  ADD COLUMN reply_author_id uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN reply_source    text CHECK (reply_source IN ('google', 'sumaa'));

-- The Sumaa reply of a review (a Google review has at most one reply, so one row per review, keyed by the
-- review's id) and, in the same row, the job that publishes or deletes it at Google: the queue columns of
-- sync_jobs (migration 007), so the reply's visible state and its job change in one statement.
CREATE TABLE review_replies (
  business_id   uuid NOT NULL,
  -- The review's id.
  id            uuid NOT NULL,
  author_id     uuid REFERENCES users (id) ON DELETE SET NULL,
  content       text NOT NULL,
  reply_status  text NOT NULL
    CHECK (reply_status IN ('sending', 'published', 'failed', 'awaitingApproval', 'returned', 'deleting')),
  -- What the job does at Google: PUT the content, or DELETE the reply.
  operation     text NOT NULL DEFAULT 'publish' CHECK (operation IN ('publish', 'delete')),
  -- Raised by every change the job must act on: a job that sent an older version sends again, never marks
  -- the newer one published.
  version       integer NOT NULL DEFAULT 1,
  -- A message code (reviews/reply-messages.ts): why it failed, or the last failure while a retry waits.
  failure_code  text,
  return_note   text,
  -- The manager or admin who approved or returned it.
  reviewed_by   uuid REFERENCES users (id) ON DELETE SET NULL,
  reviewed_at   timestamptz,
  published_at  timestamptz,
  -- The queue's own columns (apps/api/src/jobs/job-queue.ts); 'idle' is a reply no job acts on (awaiting
  -- approval, returned), which the queue never claims.
  status        text NOT NULL CHECK (status IN ('idle', 'queued', 'running', 'completed', 'failed')),
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
  -- A review deleted here (data retention) takes its reply along.
  FOREIGN KEY (business_id, id) REFERENCES reviews (business_id, id) ON DELETE CASCADE
);
CREATE INDEX review_replies_due_idx ON review_replies (run_at) WHERE status IN ('queued', 'running');

ALTER TABLE review_replies ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_replies FORCE ROW LEVEL SECURITY;
CREATE POLICY review_replies_of_current_business ON review_replies
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for sync_jobs (migration 007); the publishing itself is the business's tenant transaction.
CREATE POLICY review_replies_for_the_jobs_worker ON review_replies
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

-- DELETE: a reply deleted at Google is deleted here.
GRANT SELECT, INSERT, UPDATE, DELETE ON review_replies TO sumaa_app;
