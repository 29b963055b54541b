-- Selling the product (issue 12): the subscription's lifecycle, invoices paid through the payment provider
-- (Moyasar), the provider's webhook events handled once, the jobs that move a subscription along, and the
-- competitors limit beside the plan's other limits.

-- A plan's limit on followed competitors (NULL = the product's own cap of five).
ALTER TABLE plans ADD COLUMN max_competitors integer CHECK (max_competitors >= 0);
UPDATE plans SET max_competitors = CASE code WHEN 'basic' THEN 1 WHEN 'professional' THEN 3 ELSE NULL END;

-- The subscription's lifecycle beyond its status: a downgrade waiting for the next period, when it fell
-- past due, when it ended, and the period whose price notice was sent (a changed plan price applies to a
-- renewal only after that notice).
ALTER TABLE subscriptions
  ADD COLUMN pending_plan_id       uuid REFERENCES plans (id),
  ADD COLUMN pending_interval      text CHECK (pending_interval IN ('monthly', 'yearly')),
  ADD COLUMN past_due_since        timestamptz,
  ADD COLUMN ended_at              timestamptz,
  ADD COLUMN updated_at            timestamptz NOT NULL DEFAULT now();

-- One row per amount asked of a business: the first payment after a trial, an upgrade's prorated difference,
-- a renewal. `number` is given only when it is paid (a tax invoice's sequence has no gaps); amounts are SAR
-- with two decimals, VAT at the platform's rate when the invoice was opened, the seller as it was then.
CREATE TABLE invoices (
  business_id           uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                    uuid NOT NULL DEFAULT gen_random_uuid(),
  subscription_id       uuid NOT NULL,
  kind                  text NOT NULL CHECK (kind IN ('subscription', 'upgrade', 'renewal')),
  plan_id               uuid NOT NULL REFERENCES plans (id),
  billing_interval      text NOT NULL CHECK (billing_interval IN ('monthly', 'yearly')),
  period_start          timestamptz NOT NULL,
  period_end            timestamptz NOT NULL CHECK (period_end > period_start),
  amount_excl_vat       numeric(12, 2) NOT NULL CHECK (amount_excl_vat >= 0),
  vat_rate              numeric(5, 2) NOT NULL CHECK (vat_rate >= 0),
  vat_amount            numeric(12, 2) NOT NULL CHECK (vat_amount >= 0),
  total                 numeric(12, 2) NOT NULL CHECK (total > 0),
  currency              text NOT NULL DEFAULT 'SAR',
  status                text NOT NULL CHECK (status IN ('open', 'paid', 'void')),
  number                text UNIQUE,
  seller                jsonb NOT NULL,
  buyer                 jsonb NOT NULL,
  provider              text NOT NULL,
  provider_invoice_id   text UNIQUE,
  payment_url           text,
  provider_payment_id   text UNIQUE,
  last_payment_error    text,
  due_at                timestamptz NOT NULL,
  paid_at               timestamptz,
  created_at            timestamptz NOT NULL,
  updated_at            timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  FOREIGN KEY (business_id, subscription_id) REFERENCES subscriptions (business_id, id) ON DELETE CASCADE,
  CHECK ((status = 'paid') = (number IS NOT NULL AND paid_at IS NOT NULL))
);
CREATE INDEX invoices_subscription_idx ON invoices (business_id, subscription_id, created_at DESC);
-- At most one open invoice per subscription: a second checkout reuses or voids the first.
CREATE UNIQUE INDEX invoices_one_open_per_subscription ON invoices (business_id, subscription_id)
  WHERE status = 'open';

ALTER TABLE invoices ENABLE ROW LEVEL SECURITY;
ALTER TABLE invoices FORCE ROW LEVEL SECURITY;
CREATE POLICY invoices_of_current_business ON invoices
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The lifecycle jobs run across businesses, as the queue's worker does (migration 007).
CREATE POLICY invoices_for_the_jobs_worker ON invoices
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());
GRANT SELECT, INSERT, UPDATE ON invoices TO sumaa_app;

CREATE POLICY subscriptions_for_the_jobs_worker ON subscriptions
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

-- The sequence of invoice numbers per prefix (the platform's invoice prefix may change; each keeps counting).
CREATE TABLE invoice_number_counters (
  prefix      text PRIMARY KEY,
  last_number integer NOT NULL CHECK (last_number >= 0)
);
GRANT SELECT, INSERT, UPDATE ON invoice_number_counters TO sumaa_app;

-- Each provider event (webhook) handled once: its id is the key, whatever it did is recorded.
CREATE TABLE payment_events (
  provider      text NOT NULL,
  event_id      text NOT NULL,
  event_type    text NOT NULL,
  outcome       text NOT NULL,
  detail        text,
  received_at   timestamptz NOT NULL,
  PRIMARY KEY (provider, event_id)
);
GRANT SELECT, INSERT ON payment_events TO sumaa_app;

-- What the lifecycle did for a subscription, each (kind, key) once: trial reminders, expiry, renewal
-- invoices, past-due reminders, cancellation after the grace period, price notices. The unique key is what
-- makes a job run twice act once.
CREATE TABLE subscription_events (
  business_id      uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id               uuid NOT NULL DEFAULT gen_random_uuid(),
  subscription_id  uuid NOT NULL,
  kind             text NOT NULL,
  event_key        text NOT NULL,
  detail           jsonb NOT NULL DEFAULT '{}',
  created_at       timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, subscription_id, kind, event_key),
  FOREIGN KEY (business_id, subscription_id) REFERENCES subscriptions (business_id, id) ON DELETE CASCADE
);
ALTER TABLE subscription_events ENABLE ROW LEVEL SECURITY;
ALTER TABLE subscription_events FORCE ROW LEVEL SECURITY;
CREATE POLICY subscription_events_of_current_business ON subscription_events
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
CREATE POLICY subscription_events_for_the_jobs_worker ON subscription_events
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());
GRANT SELECT, INSERT ON subscription_events TO sumaa_app;
