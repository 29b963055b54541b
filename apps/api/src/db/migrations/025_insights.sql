-- The super admin's overview alerts (issue 13): failed syncs and lost Google connections are read on the audited
-- platform-admin path (migration 020), as invoices and subscriptions already are. Read only; the API selects
-- only the columns an alert needs (never a token: a revoked connection holds none, a live one is not read).
CREATE POLICY sync_jobs_read_by_platform_admin ON sync_jobs
  FOR SELECT USING (app_is_platform_admin());
CREATE POLICY google_connections_read_by_platform_admin ON google_connections
  FOR SELECT USING (app_is_platform_admin() AND revoked_at IS NOT NULL);
