-- The inbox's totals kept as the reviews change (issue 22, "The inbox at 100,000 reviews"): GET /api/Reviews
-- answers an exact `total` (spec: model {items,total,page,pageSize}, the pagination's page count), and counting
-- a large business's reviews on each first page cost more than the page itself. review_counts holds how many
-- reviews a business has for each combination of what the inbox's filters compare for equality — location,
-- stars, sentiment, language, replied or not — so a total is a sum over a few dozen rows. Filters it cannot
-- answer (search, keyword, assignment, a date range) still count the reviews (inbox-store.ts).
--
-- Statement triggers on reviews keep it, in the transaction of the write, whoever writes (the sync's upsert, a
-- reply published or deleted, the analysis recompute, data retention, a seed in SQL): one statement of the
-- counts per statement of reviews, from its transition tables. A review gone with its location (the cascade)
-- takes its location's counts with it (the foreign key); the counts only ever go down through an UPDATE, so a
-- cascade never inserts a row for a location being deleted.
CREATE TABLE review_counts (
  business_id  uuid NOT NULL,
  location_id  uuid NOT NULL,
  stars        smallint NOT NULL,
  sentiment    text NOT NULL,
  language     text,
  replied      boolean NOT NULL,
  reviews      integer NOT NULL,
  FOREIGN KEY (business_id, location_id) REFERENCES locations (business_id, id) ON DELETE CASCADE
);
CREATE UNIQUE INDEX review_counts_key ON review_counts
  (business_id, location_id, stars, sentiment, language, replied) NULLS NOT DISTINCT;

ALTER TABLE review_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY review_counts_of_current_business ON review_counts
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- No DELETE: a row goes with its location; one at zero stays (the combination may come back).
GRANT SELECT, INSERT, UPDATE ON review_counts TO sumaa_app;

-- The counts of what the statement added (+1 for each new row) and took away (-1 for each old one), for the
-- combinations that changed: a write that leaves them alone (an assignment, a re-sync of the same review)
-- changes no count. The rows are locked in the key's order (`held`), and new ones inserted in it, so two
-- transactions (a sync and a reply of the same business) take them in the same order. A trigger sees
-- only the transition tables of its own event (an INSERT has no old rows), so the rows are named per event.
CREATE FUNCTION app_count_reviews() RETURNS trigger
  LANGUAGE plpgsql
  SET search_path = public, pg_temp
  AS $$
DECLARE
  counted CONSTANT text :=
    'SELECT business_id, location_id, stars, sentiment, language, reply_comment IS NOT NULL AS replied';
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('%s, 1 AS change FROM app_reviews_added', counted)
    WHEN 'DELETE' THEN format('%s, -1 AS change FROM app_reviews_taken', counted)
    ELSE format('%s, 1 AS change FROM app_reviews_added UNION ALL %s, -1 FROM app_reviews_taken', counted, counted)
  END;
BEGIN
  EXECUTE format($sql$
    WITH delta AS (
      SELECT business_id, location_id, stars, sentiment, language, replied, sum(change)::int AS change
        FROM (%s) AS rows
       GROUP BY business_id, location_id, stars, sentiment, language, replied
      HAVING sum(change) <> 0
    ),
    held AS (
      SELECT c.business_id, c.location_id, c.stars, c.sentiment, c.language, c.replied, d.change
        FROM public.review_counts AS c
        JOIN delta AS d
          ON c.business_id = d.business_id AND c.location_id = d.location_id AND c.stars = d.stars
         AND c.sentiment = d.sentiment AND c.language IS NOT DISTINCT FROM d.language AND c.replied = d.replied
       ORDER BY c.business_id, c.location_id, c.stars, c.sentiment, c.language, c.replied
         FOR UPDATE OF c
    ),
    updated AS (
      UPDATE public.review_counts AS c SET reviews = c.reviews + h.change
        FROM held AS h
       WHERE c.business_id = h.business_id AND c.location_id = h.location_id AND c.stars = h.stars
         AND c.sentiment = h.sentiment AND c.language IS NOT DISTINCT FROM h.language AND c.replied = h.replied
      RETURNING c.business_id, c.location_id, c.stars, c.sentiment, c.language, c.replied
    )
    INSERT INTO public.review_counts AS c (business_id, location_id, stars, sentiment, language, replied, reviews)
    SELECT d.business_id, d.location_id, d.stars, d.sentiment, d.language, d.replied, d.change
      FROM delta AS d
     WHERE d.change > 0
       AND NOT EXISTS (SELECT 1 FROM updated AS u
                        WHERE u.business_id = d.business_id AND u.location_id = d.location_id
                          AND u.stars = d.stars AND u.sentiment = d.sentiment
                          AND u.language IS NOT DISTINCT FROM d.language AND u.replied = d.replied)
     ORDER BY d.business_id, d.location_id, d.stars, d.sentiment, d.language, d.replied
    ON CONFLICT (business_id, location_id, stars, sentiment, language, replied)
      DO UPDATE SET reviews = c.reviews + excluded.reviews
  $sql$, changed);
  RETURN NULL;
END
$$;

CREATE TRIGGER reviews_counted_on_insert AFTER INSERT ON reviews
  REFERENCING NEW TABLE AS app_reviews_added
  FOR EACH STATEMENT EXECUTE FUNCTION app_count_reviews();
CREATE TRIGGER reviews_counted_on_update AFTER UPDATE ON reviews
  REFERENCING OLD TABLE AS app_reviews_taken NEW TABLE AS app_reviews_added
  FOR EACH STATEMENT EXECUTE FUNCTION app_count_reviews();
CREATE TRIGGER reviews_counted_on_delete AFTER DELETE ON reviews
  REFERENCING OLD TABLE AS app_reviews_taken
  FOR EACH STATEMENT EXECUTE FUNCTION app_count_reviews();

-- The reviews already held.
INSERT INTO review_counts (business_id, location_id, stars, sentiment, language, replied, reviews)
SELECT business_id, location_id, stars, sentiment, language, reply_comment IS NOT NULL, count(*)::int
  FROM reviews
 GROUP BY business_id, location_id, stars, sentiment, language, reply_comment IS NOT NULL;
