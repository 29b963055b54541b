-- Platform settings edited by the super admin (issue 13): anyone reads them (the API enforces them for every
-- request), only the platform admin's audited transaction writes them. Enabled, not forced: seeds run as the owner.
ALTER TABLE platform_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY platform_settings_read_by_anyone ON platform_settings FOR SELECT USING (true);
CREATE POLICY platform_settings_added_by_platform_admin ON platform_settings
  FOR INSERT WITH CHECK (app_is_platform_admin());
CREATE POLICY platform_settings_changed_by_platform_admin ON platform_settings
  FOR UPDATE USING (app_is_platform_admin()) WITH CHECK (app_is_platform_admin());
GRANT INSERT, UPDATE ON platform_settings TO sumaa_app;

-- The session timeout (hours) fixed at sign-in: a refresh-token family ends then, however often it is refreshed.
-- NULL (sessions from before, or no timeout set) means the deployment's REFRESH_FAMILY_MAX_AGE_DAYS.
ALTER TABLE auth_sessions ADD COLUMN family_expires_at timestamptz;
