-- The super admin sees where AI calls go and how many were made (issue 24, "Privacy of AI calls"): the log of AI
-- calls (migration 049) is read across businesses by the platform admin's audited transaction alone, as the other
-- tenant tables are (migrations 020 and 036: the policy applies to the platform admin's role only). Reads only: the
-- log holds no text, and nothing of it is changed by hand. (Each business's own AI switch needs no schema: it is a
-- key of business_settings' JSON document, settings → replies → aiDrafts.)
CREATE POLICY ai_call_log_read_by_platform_admin ON ai_call_log
  FOR SELECT TO sumaa_platform_admin USING (app_is_platform_admin());
