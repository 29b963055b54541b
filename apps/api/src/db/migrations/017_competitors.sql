-- Competitors (issue 11, decisions #4): the Google places a business follows beside its own figures, and each
-- one's rating and review count as Google gave them, one row per business-local day.
-- Tenant tables like migration 007: business_id first in every key, row-level security enabled and forced.

CREATE TABLE competitors (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id           uuid NOT NULL DEFAULT gen_random_uuid(),
  -- Google's place id (Places API); a business follows a place once.
  place_id     text NOT NULL CHECK (char_length(place_id) BETWEEN 1 AND 300),
  -- As Google named it when it was added, in the adder's language.
  name         text NOT NULL,
  address      text,
  added_at     timestamptz NOT NULL,
  -- Who added it; a deleted account leaves the competitor followed.
  added_by     uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, place_id)
);
-- The comparison lists them in the order they were added.
CREATE INDEX competitors_business_added_idx ON competitors (business_id, added_at);

-- One row per competitor and business-local day: recorded when it is added and by the daily job, which
-- upserts on the key, so a second run of a day (another process, a restart) leaves one row. A competitor's
-- history goes with it.
CREATE TABLE competitor_snapshots (
  business_id        uuid NOT NULL,
  competitor_id      uuid NOT NULL,
  day                date NOT NULL,
  -- Null while Google shows no rating for the place.
  rating             double precision CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
  user_rating_count  integer CHECK (user_rating_count IS NULL OR user_rating_count >= 0),
  checked_at         timestamptz NOT NULL,
  PRIMARY KEY (competitor_id, day),
  FOREIGN KEY (business_id, competitor_id) REFERENCES competitors (business_id, id) ON DELETE CASCADE
);
-- A business's history, all competitors at once (GET /api/competitors).
CREATE INDEX competitor_snapshots_business_idx ON competitor_snapshots (business_id, competitor_id, day);

ALTER TABLE competitors ENABLE ROW LEVEL SECURITY;
ALTER TABLE competitors FORCE ROW LEVEL SECURITY;
CREATE POLICY competitors_of_current_business ON competitors
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The daily job's look for the businesses that follow someone, as the job worker (migration 007), read only;
-- it then reads and records each business's snapshots in that business's own tenant transaction (so the
-- snapshots need no worker policy).
CREATE POLICY competitors_for_the_jobs_worker ON competitors
  FOR SELECT USING (app_is_jobs_worker());

ALTER TABLE competitor_snapshots ENABLE ROW LEVEL SECURITY;
ALTER TABLE competitor_snapshots FORCE ROW LEVEL SECURITY;
CREATE POLICY competitor_snapshots_of_current_business ON competitor_snapshots
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

GRANT SELECT, INSERT, DELETE ON competitors TO sumaa_app;
-- UPDATE: the daily job's upsert (ON CONFLICT DO UPDATE) of a day already recorded.
GRANT SELECT, INSERT, UPDATE ON competitor_snapshots TO sumaa_app;
