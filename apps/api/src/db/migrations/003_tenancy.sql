-- Tenant tables: each row belongs to one business and carries business_id (the future Citus
-- distribution column, hence composite keys). Row-level security is enabled AND forced, so even the
-- table owner is filtered; the API additionally acts as sumaa_app, which owns nothing.

CREATE TABLE businesses (
  business_id    uuid PRIMARY KEY,
  name           text NOT NULL,
  owner_name     text NOT NULL DEFAULT '',
  email          text NOT NULL DEFAULT '',
  phone          text NOT NULL DEFAULT '',
  address        text NOT NULL DEFAULT '',
  industry       text NOT NULL DEFAULT '',
  country        text NOT NULL DEFAULT '',
  city           text NOT NULL DEFAULT '',
  logo_url       text NOT NULL DEFAULT '',
  website        text NOT NULL DEFAULT '',
  description    text NOT NULL DEFAULT '',
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE business_members (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id           uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role         text NOT NULL CHECK (role IN ('viewer', 'agent', 'manager', 'admin')),
  permissions  text[] NOT NULL DEFAULT '{}',
  status       text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, user_id)
);
CREATE INDEX business_members_user_idx ON business_members (user_id);

CREATE TABLE subscriptions (
  business_id           uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                    uuid NOT NULL DEFAULT gen_random_uuid(),
  plan_id               uuid NOT NULL REFERENCES plans (id),
  status                text NOT NULL CHECK (status IN ('trialing', 'active', 'past_due', 'cancelled', 'expired')),
  billing_interval      text NOT NULL DEFAULT 'monthly' CHECK (billing_interval IN ('monthly', 'yearly')),
  amount                numeric(12, 2) NOT NULL,
  currency              text NOT NULL DEFAULT 'SAR',
  trial_ends_at         timestamptz,
  current_period_start  timestamptz NOT NULL,
  current_period_end    timestamptz NOT NULL,
  cancel_at_period_end  boolean NOT NULL DEFAULT false,
  created_at            timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (business_id, id)
);

ALTER TABLE businesses ENABLE ROW LEVEL SECURITY;
ALTER TABLE businesses FORCE ROW LEVEL SECURITY;
CREATE POLICY businesses_of_current_business ON businesses
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

-- A user may also read their own memberships in every business (to pick the business of a request).
ALTER TABLE business_members ENABLE ROW LEVEL SECURITY;
ALTER TABLE business_members FORCE ROW LEVEL SECURITY;
CREATE POLICY business_members_of_current_business ON business_members
  USING (business_id = app_current_business_id() OR user_id = app_current_user_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE subscriptions ENABLE ROW LEVEL SECURITY;
ALTER TABLE subscriptions FORCE ROW LEVEL SECURITY;
CREATE POLICY subscriptions_of_current_business ON subscriptions
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

GRANT SELECT, INSERT, UPDATE ON businesses, business_members, subscriptions TO sumaa_app;
