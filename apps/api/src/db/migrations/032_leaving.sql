-- Leaving (PDPL, issue 21): a business's deletion, asked for by its owner and carried out after a grace period,
-- and the tax invoices that outlive it (ZATCA: VAT invoices are kept for the legal period).

-- One row per request. The row is also the job that carries the deletion out (ADR 0005's queue columns):
-- run_at is the end of the grace period, so the worker of any process claims it then (FOR UPDATE SKIP LOCKED,
-- a lease), and a cancelled request ('cancelled') is never claimed. The row goes with the business it deletes.
CREATE TABLE business_deletions (
  business_id   uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id            uuid NOT NULL DEFAULT gen_random_uuid(),
  requested_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  cancelled_by  uuid REFERENCES users (id) ON DELETE SET NULL,
  cancelled_at  timestamptz,
  -- The queue's own columns (apps/api/src/jobs/job-queue.ts), and 'cancelled'.
  status        text NOT NULL DEFAULT 'queued'
                CHECK (status IN ('queued', 'running', 'completed', 'failed', 'cancelled')),
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
-- At most one scheduled deletion per business: a second request meets the first.
CREATE UNIQUE INDEX business_deletions_one_scheduled_idx ON business_deletions (business_id)
  WHERE status IN ('queued', 'running');
CREATE INDEX business_deletions_due_idx ON business_deletions (run_at) WHERE status IN ('queued', 'running');

ALTER TABLE business_deletions ENABLE ROW LEVEL SECURITY;
ALTER TABLE business_deletions FORCE ROW LEVEL SECURITY;
CREATE POLICY business_deletions_of_current_business ON business_deletions
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
CREATE POLICY business_deletions_for_the_jobs_worker ON business_deletions
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());
GRANT SELECT, INSERT, UPDATE ON business_deletions TO sumaa_app;

-- The business row may be deleted (its tenant rows follow by ON DELETE CASCADE) only by its own tenant
-- transaction, and only while its deletion job runs: no other code path can delete a business by mistake.
GRANT DELETE ON businesses TO sumaa_app;
CREATE POLICY businesses_deleted_only_by_their_deletion_job ON businesses AS RESTRICTIVE FOR DELETE
  USING (EXISTS (SELECT 1 FROM business_deletions AS deletion
                  WHERE deletion.business_id = businesses.business_id AND deletion.status = 'running'));

-- A deleted account goes whole (memberships, sessions, codes, two-factor follow by ON DELETE CASCADE; authored
-- replies, assignments and invitations keep their rows without the person, ON DELETE SET NULL).
GRANT DELETE ON users TO sumaa_app;

-- The paid tax invoices of a deleted business, as issued and nothing more: the seller, the buyer as printed on
-- the invoice (the business's name and address), the line, the amounts and the payment's reference. No link to
-- the business (it is gone), no e-mail, phone or person. Kept until keep_until (the legal period), then purged
-- by the daily schedule. A platform table: it belongs to no tenant any more.
CREATE TABLE retained_tax_invoices (
  number               text PRIMARY KEY,
  kind                 text NOT NULL,
  plan_name            text NOT NULL,
  billing_interval     text NOT NULL,
  period_start         timestamptz NOT NULL,
  period_end           timestamptz NOT NULL,
  amount_excl_vat      numeric(12, 2) NOT NULL,
  vat_rate             numeric(5, 2) NOT NULL,
  vat_amount           numeric(12, 2) NOT NULL,
  total                numeric(12, 2) NOT NULL,
  currency             text NOT NULL,
  seller               jsonb NOT NULL,
  buyer                jsonb NOT NULL,
  provider             text NOT NULL,
  provider_payment_id  text,
  issued_at            timestamptz NOT NULL,
  paid_at              timestamptz NOT NULL,
  retained_at          timestamptz NOT NULL,
  keep_until           timestamptz NOT NULL
);
CREATE INDEX retained_tax_invoices_keep_until_idx ON retained_tax_invoices (keep_until);
GRANT SELECT, INSERT, DELETE ON retained_tax_invoices TO sumaa_app;
