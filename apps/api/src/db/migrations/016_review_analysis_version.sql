-- Which analysis each stored review was read with, the keys of its keywords, and the job that brings stored
-- reviews up to a newer analysis (issue 11: "when the method changes, recompute the stored reviews in a
-- background job"). ANALYSIS_VERSION (reviews/analysis/analysis-version.ts) is what the sync stores now.

-- analysis_version: the ANALYSIS_VERSION the review's language, sentiment and keywords were computed with; 0
-- for the rows stored before versions were kept (older than any version). keyword_keys: keywordKey of each of
-- its keywords (خدمة, الخدمة, والخدمة → one key; room, rooms → one key), what the inbox's keyword filter
-- compares. Constant defaults: adding them rewrites no row.
ALTER TABLE reviews
  ADD COLUMN analysis_version smallint NOT NULL DEFAULT 0 CHECK (analysis_version >= 0),
  ADD COLUMN keyword_keys     text[] NOT NULL DEFAULT '{}';

-- The reviews older than the current analysis, in id order per business: what the recompute job reads in
-- batches, and what the API's start asks about (a probe, not a scan, once every review is current). Rows
-- leave it as they are recomputed, so it is empty most of the time. The number is ANALYSIS_VERSION's: the
-- change that raises the version replaces this index with one for the new number (without it the job is
-- still right, it reads the business's reviews by primary key instead).
CREATE INDEX reviews_analysis_outdated_idx ON reviews (business_id, id) WHERE analysis_version < 2;

-- The inbox's keyword filter (`?keyword=`): the reviews of one business whose keyword_keys hold a key. A plain
-- GIN on keyword_keys would mix every business's reviews in one posting list per word (a common word lists
-- most of the platform), and btree_gin's (business_id, keyword_keys) keeps a separate list per column, so each
-- key is indexed with its business instead: '<business id>:<key>'.
CREATE FUNCTION app_business_keyword_keys(business uuid, keys text[]) RETURNS text[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT ARRAY(SELECT business::text || ':' || key FROM unnest(keys) AS key) $$;

CREATE INDEX reviews_business_keyword_keys_idx ON reviews
  USING gin (app_business_keyword_keys(business_id, keyword_keys));

-- Row-level security keeps sumaa_app's own queries off that index (@> is not leakproof, so it may not run
-- ahead of the policy; migration 011 tells the same of LIKE). The filter therefore goes through one function,
-- owned by the search's role of migration 011 (whose policy lets the index work), that keeps to the business of
-- the transaction as the policies do and returns only the ids of its reviews holding the key. EXECUTE plans
-- each call with its values. ROWS 100 (not the default 1000) tells the planner a keyword finds few reviews, so
-- it reads them by primary key rather than scanning the business's reviews.
GRANT SELECT (keyword_keys) ON reviews TO sumaa_review_search;

CREATE FUNCTION app_reviews_with_keyword(key text)
  RETURNS TABLE (id uuid)
  LANGUAGE plpgsql STABLE SECURITY DEFINER ROWS 100
  SET search_path = public, pg_temp
  AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT r.id
       FROM reviews AS r
      WHERE r.business_id = $1
        AND app_business_keyword_keys(r.business_id, r.keyword_keys) @> ARRAY[$1::text || '':'' || $2]'
    USING app_current_business_id(), key;
END
$$;
REVOKE ALL ON FUNCTION app_reviews_with_keyword(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_reviews_with_keyword(text) TO sumaa_app;
-- Handed over as in migration 011 (membership for ALTER … OWNER, CREATE on the schema only for the moment).
GRANT sumaa_review_search TO CURRENT_USER;
GRANT CREATE ON SCHEMA public TO sumaa_review_search;
ALTER FUNCTION app_reviews_with_keyword(text) OWNER TO sumaa_review_search;
REVOKE CREATE ON SCHEMA public FROM sumaa_review_search;

-- The recompute of one business's stored reviews to the current analysis: a job of the queue (ADR 0005, the
-- queue columns of sync_jobs). Each worker's look (at start, then hourly) queues one for each business holding
-- older reviews; the partial unique index keeps one queued or running per business, however many processes
-- look at once or however often they restart. The job updates only rows still older than its version, so a
-- rerun, or a second worker that took it over, finds nothing left to do twice.
CREATE TABLE review_analysis_jobs (
  business_id         uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                  uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The ANALYSIS_VERSION the job brings the reviews to (of the process that last ran it).
  analysis_version    smallint NOT NULL CHECK (analysis_version >= 0),
  -- Reviews it has recomputed, over all its attempts.
  reviews_recomputed  integer NOT NULL DEFAULT 0 CHECK (reviews_recomputed >= 0),
  -- The queue's own columns (apps/api/src/jobs/job-queue.ts).
  status              text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  run_at              timestamptz NOT NULL,
  locked_by           text,
  locked_until        timestamptz,
  attempts            integer NOT NULL DEFAULT 0,
  max_attempts        integer NOT NULL CHECK (max_attempts >= 1),
  last_error          text,
  created_at          timestamptz NOT NULL,
  started_at          timestamptz,
  finished_at         timestamptz,
  updated_at          timestamptz NOT NULL,
  PRIMARY KEY (business_id, id)
);
CREATE UNIQUE INDEX review_analysis_jobs_one_active_per_business ON review_analysis_jobs (business_id)
  WHERE status IN ('queued', 'running');
CREATE INDEX review_analysis_jobs_due_idx ON review_analysis_jobs (run_at) WHERE status IN ('queued', 'running');

ALTER TABLE review_analysis_jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_analysis_jobs FORCE ROW LEVEL SECURITY;
CREATE POLICY review_analysis_jobs_of_current_business ON review_analysis_jobs
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The worker's claim, as for sync_jobs (migration 007); the recompute itself is the business's tenant transaction.
CREATE POLICY review_analysis_jobs_for_the_jobs_worker ON review_analysis_jobs
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

-- No DELETE: a business's few runs (one per raised version) say when its reviews were recomputed.
GRANT SELECT, INSERT, UPDATE ON review_analysis_jobs TO sumaa_app;
