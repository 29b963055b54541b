-- Review requests' public links (issue 23, "Links, QR codes and cards"): one per linked location, printed as a QR
-- code and on the counter card, opening the landing page /r/{code} (domains/review-requests/landing). A request's
-- own link uses review_requests.code (migration 044); this is the location's, for whoever scans it.
--
-- code: 128 random bits in base64url, made on the first read of GET /api/review-requests/links. A location
-- unlinked takes its link with it; linked again, it is a new location and gets a new code.
CREATE TABLE review_request_links (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  location_id  uuid NOT NULL,
  code         text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{22,}$'),
  created_at   timestamptz NOT NULL,
  PRIMARY KEY (business_id, location_id),
  UNIQUE (business_id, code),
  FOREIGN KEY (business_id, location_id) REFERENCES locations (business_id, id) ON DELETE CASCADE
);
CREATE INDEX review_request_links_code_idx ON review_request_links (code);

-- The visits of a location's link, counted per day of the landing page's clock (UTC): the analytics read them
-- per location and period. One row per link and day, incremented by the page.
CREATE TABLE review_request_link_visits (
  business_id  uuid NOT NULL,
  location_id  uuid NOT NULL,
  day          date NOT NULL,
  visits       integer NOT NULL DEFAULT 0 CHECK (visits >= 0),
  PRIMARY KEY (business_id, location_id, day),
  FOREIGN KEY (business_id, location_id) REFERENCES review_request_links (business_id, location_id)
    ON DELETE CASCADE
);

ALTER TABLE review_request_links ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_request_links FORCE ROW LEVEL SECURITY;
CREATE POLICY review_request_links_of_current_business ON review_request_links
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE review_request_link_visits ENABLE ROW LEVEL SECURITY;
ALTER TABLE review_request_link_visits FORCE ROW LEVEL SECURITY;
CREATE POLICY review_request_link_visits_of_current_business ON review_request_link_visits
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

-- No DELETE: a link goes with its location (the cascade), never on its own.
GRANT SELECT, INSERT ON review_request_links TO sumaa_app;
GRANT SELECT, INSERT, UPDATE ON review_request_link_visits TO sumaa_app;

-- The landing page is public: all it has is the code, and it must learn whose code it is before it can open the
-- business's tenant transaction. As for the review search (migration 011, ADR 0002: whatever reads past the
-- policies does it through a dedicated role), one function does that look-up, owned by a role that logs in
-- nowhere, owns nothing else and reads only the two columns it needs: the business of a code, nothing more.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'sumaa_review_link_lookup') THEN
    CREATE ROLE sumaa_review_link_lookup NOLOGIN;
  END IF;
EXCEPTION
  WHEN duplicate_object OR unique_violation THEN NULL;
END
$$;
GRANT sumaa_review_link_lookup TO CURRENT_USER;
GRANT USAGE ON SCHEMA public TO sumaa_review_link_lookup;
GRANT SELECT (business_id, code) ON review_request_links TO sumaa_review_link_lookup;
GRANT SELECT (business_id, code) ON review_requests TO sumaa_review_link_lookup;
CREATE POLICY review_request_links_for_link_lookup ON review_request_links
  FOR SELECT TO sumaa_review_link_lookup USING (true);
CREATE POLICY review_requests_for_link_lookup ON review_requests
  FOR SELECT TO sumaa_review_link_lookup USING (true);

-- The business whose location link or request has this code, or null. Both codes are 128 random bits, so one
-- code names at most one of them in practice; a location's link is looked at first.
CREATE FUNCTION app_review_link_business(link_code text) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  AS $$
    SELECT found.business_id FROM (
      SELECT l.business_id, 1 AS rank FROM public.review_request_links AS l WHERE l.code = link_code
      UNION ALL
      SELECT r.business_id, 2 AS rank FROM public.review_requests AS r WHERE r.code = link_code
    ) AS found
    ORDER BY found.rank
    LIMIT 1
  $$;
REVOKE ALL ON FUNCTION app_review_link_business(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_review_link_business(text) TO sumaa_app;
GRANT CREATE ON SCHEMA public TO sumaa_review_link_lookup;
ALTER FUNCTION app_review_link_business(text) OWNER TO sumaa_review_link_lookup;
REVOKE CREATE ON SCHEMA public FROM sumaa_review_link_lookup;
