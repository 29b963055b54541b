-- google_place_links (migration 007) must answer every business "is this place taken", but a business
-- may only claim or release a place for itself. Without row-level security any tenant transaction could
-- delete another business's link, and the cascade to `locations` (and on to `reviews`) runs outside
-- row-level security: one business could erase another's locations and reviews.
ALTER TABLE google_place_links ENABLE ROW LEVEL SECURITY;
ALTER TABLE google_place_links FORCE ROW LEVEL SECURITY;
CREATE POLICY google_place_links_seen_by_all ON google_place_links
  FOR SELECT USING (true);
CREATE POLICY google_place_links_claimed_by_current_business ON google_place_links
  FOR INSERT WITH CHECK (business_id = app_current_business_id());
CREATE POLICY google_place_links_released_by_current_business ON google_place_links
  FOR DELETE USING (business_id = app_current_business_id());
