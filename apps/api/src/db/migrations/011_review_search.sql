-- The inbox's search (issue 10): one text per review that folds Arabic spelling variants, searched with
-- LIKE '%term%' through a trigram index, so a search stays fast at 100,000 reviews.
--
-- pg_trgm ships with PostgreSQL (Debian's server package holds the contrib modules) and with PGlite, which
-- loads it when the database opens (pglite-database.ts). Trigrams of Arabic text need a UTF-8 character
-- type (C.UTF-8, en_US.UTF-8 …): with LC_CTYPE=C, PostgreSQL counts Arabic letters as separators, and the
-- search then reads every row of the business (still correct, no longer fast).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- The SQL twin of normalizeArabic (apps/api/src/domains/reviews/analysis/arabic-normalization.ts), rule for
-- rule; the API normalises the search term with the JS one, and a test holds the two to the same output:
-- - presentation forms (U+FB50–FDFF, U+FE70–FEFF) present: the whole text NFKC-normalised;
-- - tashkeel, Quranic marks, superscript alef and tatweel removed;
-- - آ أ إ ٱ → ا, ة → ه, ى ی → ي, ک → ك, Arabic-Indic and Persian digits → 0-9.
CREATE FUNCTION app_normalize_arabic(value text) RETURNS text
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  AS $$
    SELECT translate(
             regexp_replace(
               CASE WHEN value ~ '[\uFB50-\uFDFF\uFE70-\uFEFF]' THEN normalize(value, NFKC) ELSE value END,
               '[\u0610-\u061A\u0640\u064B-\u065F\u0670\u06D6-\u06ED]+', '', 'g'),
             U&'\0622\0623\0625\0671\0629\0649\06CC\06A9'
               || U&'\0660\0661\0662\0663\0664\0665\0666\0667\0668\0669'
               || U&'\06F0\06F1\06F2\06F3\06F4\06F5\06F6\06F7\06F8\06F9',
             U&'\0627\0627\0627\0627\0647\064A\064A\0643' || '0123456789' || '0123456789')
  $$;

-- What a search looks in: the original, the translation and the author's name, each normalised, one per
-- line (a term does not match across two of them), lower-cased (the term is lower-cased by the same lower()).
CREATE FUNCTION app_review_search_text(original text, translated text, author text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$
    SELECT lower(coalesce(app_normalize_arabic(original), '') || E'\n'
                 || coalesce(app_normalize_arabic(translated), '') || E'\n'
                 || coalesce(app_normalize_arabic(author), ''))
  $$;

-- Generated, so every writer (the sync's upsert, a later reply or edit, a seed written in SQL) keeps it
-- right without knowing about it; adding it fills it for the rows already there.
ALTER TABLE reviews
  ADD COLUMN search_text text NOT NULL
    GENERATED ALWAYS AS (app_review_search_text(comment_original, comment_translated, author_name)) STORED;

CREATE INDEX reviews_search_text_trgm_idx ON reviews USING gin (search_text gin_trgm_ops);

-- Sorting by rating, highest first, newest first within a rating (the lowest-first order reads
-- reviews_business_stars_idx of migration 007 forwards).
CREATE INDEX reviews_business_stars_desc_idx ON reviews (business_id, stars DESC, create_time DESC);

-- Row-level security keeps the API's own queries from using that index: a condition of the query may run
-- ahead of the policy only if it is leakproof, and LIKE is not, so under sumaa_app a search reads and tests
-- every review of the business (at 100,000 reviews, a term found nowhere costs as much as one found
-- everywhere). The search therefore starts from one function, app_reviews_matching, owned by a role of its
-- own whose policy lets the index work, and which itself keeps to the business of the transaction
-- (app.business_id), as the policies do: the rows sumaa_app may read, found through the index. The role
-- logs in nowhere, owns nothing else and reads only the columns the search needs (ADR 0002: whatever reads
-- past the policies does it through a dedicated role).
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sumaa_review_search') THEN
    CREATE ROLE sumaa_review_search NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
-- The connecting role hands the function over to it (ALTER … OWNER needs membership and, for the new
-- owner, CREATE on the schema, taken back right after).
GRANT sumaa_review_search TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO sumaa_review_search;
GRANT SELECT (business_id, id, location_id, stars, sentiment, language, create_time, reply_comment, search_text)
  ON reviews TO sumaa_review_search;
CREATE POLICY reviews_for_review_search ON reviews FOR SELECT TO sumaa_review_search USING (true);

-- The reviews of the transaction's business whose search_text is LIKE `pattern` (lower-cased, `\` escaping):
-- what the inbox filters, sorts and counts by, the page's rows are then read under row-level security.
-- EXECUTE plans each call with its values, so a small business reads its few rows and a large one the index.
CREATE FUNCTION app_reviews_matching(pattern text)
  RETURNS TABLE (id uuid, business_id uuid, location_id uuid, stars smallint, sentiment text, language text,
                 create_time timestamptz, replied boolean)
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
BEGIN
  RETURN QUERY EXECUTE
    'SELECT r.id, r.business_id, r.location_id, r.stars, r.sentiment, r.language, r.create_time,
            r.reply_comment IS NOT NULL
       FROM reviews AS r
      WHERE r.business_id = $1 AND r.search_text LIKE $2'
    USING app_current_business_id(), pattern;
END
$$;
REVOKE ALL ON FUNCTION app_reviews_matching(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_reviews_matching(text) TO sumaa_app;
GRANT CREATE ON SCHEMA public TO sumaa_review_search;
ALTER FUNCTION app_reviews_matching(text) OWNER TO sumaa_review_search;
REVOKE CREATE ON SCHEMA public FROM sumaa_review_search;

-- The unreplied reviews, the inbox's work queue: its pages and its count read this index alone.
CREATE INDEX reviews_business_unreplied_idx ON reviews (business_id, create_time DESC)
  WHERE reply_comment IS NULL;
