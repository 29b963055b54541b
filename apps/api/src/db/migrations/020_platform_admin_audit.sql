-- The super admin's one cross-tenant path (ADR 0002, "its own explicit path"; issue 12): subscribers,
-- subscriptions and plans. A transaction that declares itself the platform admin (app.platform_admin,
-- transaction-local) AND runs for an active super admin (app.user_id) may read every business's rows the
-- admin screens need, change a subscription's status and write plans; every such transaction also writes a
-- row of platform_audit_log (who, what, when), in the same transaction (domains/platform/audit).

CREATE FUNCTION app_is_platform_admin() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT coalesce(current_setting('app.platform_admin', true), '') = 'on'
       AND app_current_user_is_super_admin()
  $$;

-- Reads: the subscribers and subscriptions lists and their figures.
CREATE POLICY businesses_read_by_platform_admin ON businesses
  FOR SELECT USING (app_is_platform_admin());
CREATE POLICY business_members_read_by_platform_admin ON business_members
  FOR SELECT USING (app_is_platform_admin());
CREATE POLICY business_settings_read_by_platform_admin ON business_settings
  FOR SELECT USING (app_is_platform_admin());
CREATE POLICY invoices_read_by_platform_admin ON invoices
  FOR SELECT USING (app_is_platform_admin());
CREATE POLICY reviews_read_by_platform_admin ON reviews
  FOR SELECT USING (app_is_platform_admin());

-- A subscription's status set by hand (cancel, reactivate).
CREATE POLICY subscriptions_read_by_platform_admin ON subscriptions
  FOR SELECT USING (app_is_platform_admin());
CREATE POLICY subscriptions_changed_by_platform_admin ON subscriptions
  FOR UPDATE USING (app_is_platform_admin()) WITH CHECK (app_is_platform_admin());

-- A changed plan price: the notice recorded per subscription (kind 'price_notice'), once per change.
CREATE POLICY subscription_events_read_by_platform_admin ON subscription_events
  FOR SELECT USING (app_is_platform_admin());
CREATE POLICY subscription_events_added_by_platform_admin ON subscription_events
  FOR INSERT WITH CHECK (app_is_platform_admin());

-- Plans are a platform table: anyone reads them (the price list), only the platform admin writes them.
-- Enabled, not forced: the seeds run as the owner.
ALTER TABLE plans ENABLE ROW LEVEL SECURITY;
CREATE POLICY plans_read_by_anyone ON plans FOR SELECT USING (true);
CREATE POLICY plans_added_by_platform_admin ON plans FOR INSERT WITH CHECK (app_is_platform_admin());
CREATE POLICY plans_changed_by_platform_admin ON plans
  FOR UPDATE USING (app_is_platform_admin()) WITH CHECK (app_is_platform_admin());
CREATE POLICY plans_deleted_by_platform_admin ON plans FOR DELETE USING (app_is_platform_admin());
GRANT INSERT, UPDATE, DELETE ON plans TO sumaa_app;

-- Who did what, when. The API may only add rows (no SELECT, UPDATE or DELETE for sumaa_app), and only as the
-- platform admin naming themself. `target_business_id`, not `business_id`: the row belongs to the platform,
-- not to the tenant it is about, and must outlive that tenant (no foreign key).
CREATE TABLE platform_audit_log (
  -- In the order written (several entries may share a timestamp).
  id                  bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  actor_user_id       uuid NOT NULL,
  action              text NOT NULL,
  target_type         text NOT NULL,
  target_id           text,
  target_business_id  uuid,
  detail              jsonb NOT NULL DEFAULT '{}',
  created_at          timestamptz NOT NULL
);
CREATE INDEX platform_audit_log_created_idx ON platform_audit_log (created_at DESC);
CREATE INDEX platform_audit_log_target_business_idx ON platform_audit_log (target_business_id, created_at DESC);

ALTER TABLE platform_audit_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE platform_audit_log FORCE ROW LEVEL SECURITY;
CREATE POLICY platform_audit_log_written_by_platform_admin ON platform_audit_log
  FOR INSERT WITH CHECK (app_is_platform_admin() AND actor_user_id = app_current_user_id());
GRANT INSERT ON platform_audit_log TO sumaa_app;
