-- pg_dump restores with an empty search_path, and recomputes stored generated columns on the way in. The search
-- text's function called app_normalize_arabic unqualified, so a pg_restore of a PostgreSQL backup failed on the
-- reviews table (the system page's "restore from file", issue 13). Schema-qualified, it restores; the body is
-- otherwise the same (a SET search_path clause would also work, but would stop the planner inlining it).
CREATE OR REPLACE FUNCTION app_review_search_text(original text, translated text, author text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lower(coalesce(public.app_normalize_arabic(original), '') || E'\n'
                 || coalesce(public.app_normalize_arabic(translated), '') || E'\n'
                 || coalesce(public.app_normalize_arabic(author), ''))
  $$;
