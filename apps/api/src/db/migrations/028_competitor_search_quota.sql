-- Competitor search (issue 21, L1): each search is a billable Google Places call, so a plan allows so many a
-- business-local day, like its other limits (migration 019). Existing plans get the defaults of the seeds; a plan
-- the super admin creates gets the column's default.
ALTER TABLE plans ADD COLUMN competitor_searches_per_day integer NOT NULL DEFAULT 50
  CHECK (competitor_searches_per_day >= 0);
UPDATE plans SET competitor_searches_per_day =
  CASE code WHEN 'basic' THEN 20 WHEN 'professional' THEN 100 WHEN 'enterprise' THEN 500 ELSE 50 END;

-- The searches a business made on one of its local days, counted before each call to Google; a row per day, so
-- a restart keeps the count and the next day starts at zero.
CREATE TABLE competitor_search_usage (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  day          date NOT NULL,
  searches     integer NOT NULL CHECK (searches >= 0),
  PRIMARY KEY (business_id, day)
);

ALTER TABLE competitor_search_usage ENABLE ROW LEVEL SECURITY;
ALTER TABLE competitor_search_usage FORCE ROW LEVEL SECURITY;
CREATE POLICY competitor_search_usage_of_current_business ON competitor_search_usage
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

-- UPDATE: the count's upsert (ON CONFLICT DO UPDATE).
GRANT SELECT, INSERT, UPDATE ON competitor_search_usage TO sumaa_app;
