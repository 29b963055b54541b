-- The API works as sumaa_app: a role that owns no table, so the row-level security forced on tenant
-- tables applies to it (owners and superusers would bypass it). Roles are server-wide, so another
-- database on the same server may have created it already, possibly at this very moment.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sumaa_app') THEN
    CREATE ROLE sumaa_app NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;

-- The connecting role switches to sumaa_app with SET LOCAL ROLE at the start of each transaction.
GRANT sumaa_app TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO sumaa_app;

-- The tenant of the current transaction, as set by set_config('app.business_id', …, true).
-- current_setting(…, true) is NULL when never set and '' after a transaction-local value ended.
CREATE FUNCTION app_current_business_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.business_id', true), '')::uuid $$;

CREATE FUNCTION app_current_user_id() RETURNS uuid
  LANGUAGE sql STABLE
  AS $$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$;
