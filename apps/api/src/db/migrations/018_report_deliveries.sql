-- The weekly and monthly report e-mails (issue 11). One row per business, kind and period: it is the job of the
-- queue (ADR 0005, with the queue columns of sync_jobs) and the record of the delivery at once. The schedule
-- inserts it with ON CONFLICT DO NOTHING, so the unique (business_id, kind, period_start) keeps a period from
-- being queued twice, whichever process looks and however often it restarts. The job marks it sent in the
-- transaction that completes it and hands the mails over only once that has committed, so a rerun, or a
-- second worker that took the job over, finds it sent and sends nothing (notifications/scheduled-reports).
CREATE TABLE report_deliveries (
  business_id     uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id              uuid NOT NULL DEFAULT gen_random_uuid(),
  kind            text NOT NULL CHECK (kind IN ('weekly', 'monthly')),
  -- The period's first and last day, both included, in the business's time zone when it was queued.
  period_start    date NOT NULL,
  period_end      date NOT NULL CHECK (period_end >= period_start),
  -- When the mails were handed to the mailer and to how many members; or why none were (the switch was
  -- turned off, or no one is left to receive it, between queueing and running).
  sent_at         timestamptz,
  recipients      integer NOT NULL DEFAULT 0 CHECK (recipients >= 0),
  skipped_reason  text CHECK (skipped_reason IN ('switchedOff', 'noRecipients')),
  -- The queue's own columns (apps/api/src/jobs/job-queue.ts).
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
  UNIQUE (business_id, kind, period_start)
);
CREATE INDEX report_deliveries_due_idx ON report_deliveries (run_at) WHERE status IN ('queued', 'running');

ALTER TABLE report_deliveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE report_deliveries FORCE ROW LEVEL SECURITY;
CREATE POLICY report_deliveries_of_current_business ON report_deliveries
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for sync_jobs (migration 007); the run itself is the business's tenant transaction.
CREATE POLICY report_deliveries_for_the_jobs_worker ON report_deliveries
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

-- No DELETE: the rows are what says a period was sent.
GRANT SELECT, INSERT, UPDATE ON report_deliveries TO sumaa_app;

-- The alert and report e-mails carry List-Unsubscribe headers (RFC 2369, RFC 8058); the local outbox keeps a
-- mail's extra headers beside it, as SMTP would send them.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}';
