-- The platform admin's policies (migration 020 and later) applied to every role, so every tenant query as
-- sumaa_app also evaluated app_is_platform_admin() — OR-ed with the tenant's own policy, on every row (a count
-- of a large business's reviews cost about 8× what it costs without it). They now apply only to a role of
-- their own, sumaa_platform_admin, which the platform admin's transaction takes (platform-admin-transaction.ts)
-- and which inherits sumaa_app's grants; a tenant's transaction never meets them. app_is_platform_admin() is
-- still required inside them: the role alone admits nobody.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sumaa_platform_admin') THEN
    CREATE ROLE sumaa_platform_admin NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
GRANT sumaa_app TO sumaa_platform_admin;
GRANT sumaa_platform_admin TO CURRENT_USER;

-- Every policy that admits the platform admin, whichever migration made it. One that also admits someone else
-- (an OR) cannot simply move: stop, so that a person splits it.
DO $$
DECLARE
  policy record;
BEGIN
  FOR policy IN
    SELECT schemaname, tablename, policyname, qual, with_check
      FROM pg_policies
     WHERE schemaname = 'public'
       AND (coalesce(qual, '') LIKE '%app_is_platform_admin()%'
            OR coalesce(with_check, '') LIKE '%app_is_platform_admin()%')
  LOOP
    IF coalesce(policy.qual, '') ~* '\mOR\M' OR coalesce(policy.with_check, '') ~* '\mOR\M' THEN
      RAISE EXCEPTION 'policy % on % admits more than the platform admin', policy.policyname, policy.tablename;
    END IF;
    EXECUTE format('ALTER POLICY %I ON %I.%I TO sumaa_platform_admin',
                   policy.policyname, policy.schemaname, policy.tablename);
  END LOOP;
END
$$;
