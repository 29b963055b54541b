-- Google locations linked to a business, their reviews, and the review-sync jobs (issue 4, ADR 0005).
-- Tenant tables like migration 003: business_id first in every key, row-level security enabled and forced.

-- Which business has linked a Google place. A place belongs to one business on the whole platform, and
-- the locations screen must leave out places another business has linked without seeing that business's
-- rows (row-level security hides them). This small platform table answers only "is this place taken, and
-- is it mine"; the details live in `locations`, under row-level security.
CREATE TABLE google_place_links (
  place_id     text PRIMARY KEY,
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  linked_at    timestamptz NOT NULL
);
CREATE INDEX google_place_links_business_idx ON google_place_links (business_id);

CREATE TABLE locations (
  business_id           uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                    uuid NOT NULL DEFAULT gen_random_uuid(),
  -- v4 resource name 'accounts/{a}/locations/{l}', the parent of the location's reviews.
  google_location_name  text NOT NULL,
  -- Unique across the platform (see google_place_links); the link is keyed by it.
  place_id              text NOT NULL UNIQUE REFERENCES google_place_links (place_id) ON DELETE CASCADE,
  name                  text NOT NULL,
  address               text NOT NULL DEFAULT '',
  phone                 text,
  website               text,
  maps_uri              text,
  -- Google's own numbers for the whole location (averageRating, totalReviewCount).
  rating                double precision CHECK (rating IS NULL OR rating BETWEEN 0 AND 5),
  review_count          integer NOT NULL DEFAULT 0 CHECK (review_count >= 0),
  -- Reviews of this location stored here, and their average (analytics stage of the sync).
  synced_review_count   integer NOT NULL DEFAULT 0 CHECK (synced_review_count >= 0),
  synced_average_rating double precision,
  linked_at             timestamptz NOT NULL,
  -- Set when a sync no longer finds the location in the connected Google account.
  missing_from_google_at timestamptz,
  last_synced_at        timestamptz,
  updated_at            timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, google_location_name)
);

CREATE TABLE reviews (
  business_id         uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                  uuid NOT NULL DEFAULT gen_random_uuid(),
  location_id         uuid NOT NULL,
  -- 'accounts/{a}/locations/{l}/reviews/{r}': the upsert key, so a re-run or a resumed sync updates the
  -- row in place. A place is linked by one business at a time, so in practice it is unique platform-wide;
  -- keyed with business_id like every tenant key (ready for distribution by business_id).
  google_name         text NOT NULL,
  review_id           text NOT NULL,
  author_name         text,
  author_photo_url    text,
  is_anonymous        boolean NOT NULL DEFAULT false,
  stars               smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  -- The reviewer's words and Google's translation of them, kept apart; either may be absent
  -- (a rating without text has neither).
  comment_original    text,
  comment_translated  text,
  -- Detected from the original text ('ar', 'en', …); null without text.
  language            text,
  sentiment           text NOT NULL CHECK (sentiment IN ('Positive', 'Negative', 'Neutral')),
  keywords            text[] NOT NULL DEFAULT '{}',
  create_time         timestamptz NOT NULL,
  update_time         timestamptz NOT NULL,
  reply_comment       text,
  reply_update_time   timestamptz,
  synced_at           timestamptz NOT NULL,
  PRIMARY KEY (business_id, id),
  UNIQUE (business_id, google_name),
  FOREIGN KEY (business_id, location_id) REFERENCES locations (business_id, id) ON DELETE CASCADE
);
-- The reviews list: newest first, filtered by sentiment or stars, always within one business.
CREATE INDEX reviews_business_create_time_idx ON reviews (business_id, create_time DESC);
CREATE INDEX reviews_business_sentiment_idx ON reviews (business_id, sentiment, create_time DESC);
CREATE INDEX reviews_business_stars_idx ON reviews (business_id, stars, create_time DESC);
CREATE INDEX reviews_location_idx ON reviews (business_id, location_id);

-- One row per sync request: what the client reads (stages, counts, summary) and the queue's own columns
-- (run_at, lease, attempts), so the job and its visible state are one row changed in one statement.
CREATE TABLE sync_jobs (
  business_id       uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                uuid NOT NULL DEFAULT gen_random_uuid(),
  requested_by      uuid REFERENCES users (id) ON DELETE SET NULL,
  max_per_location  integer NOT NULL CHECK (max_per_location BETWEEN 1 AND 100000),
  status            text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'completed', 'failed')),
  -- [{ "key": "accountVerification", "status": "pending", "errorCode": null, "errorParams": {} }, …]
  stages            jsonb NOT NULL,
  progress          integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  reviews_imported  integer NOT NULL DEFAULT 0,
  reviews_total     integer NOT NULL DEFAULT 0,
  locations_done    integer NOT NULL DEFAULT 0,
  locations_total   integer NOT NULL DEFAULT 0,
  -- Where reviewsSync resumes: { "locationId": …, "pageToken": …, "fetched": n } of the next page to fetch.
  checkpoint        jsonb,
  error_stage       text,
  error_code        text,
  error_params      jsonb,
  summary           jsonb,
  -- The queue (apps/api/src/jobs): due at run_at; a worker holds it until locked_until and renews that
  -- while alive, so a job whose worker died is claimed again once the lease has passed.
  run_at            timestamptz NOT NULL,
  locked_by         text,
  locked_until      timestamptz,
  attempts          integer NOT NULL DEFAULT 0,
  max_attempts      integer NOT NULL CHECK (max_attempts >= 1),
  last_error        text,
  created_at        timestamptz NOT NULL,
  started_at        timestamptz,
  finished_at       timestamptz,
  updated_at        timestamptz NOT NULL,
  PRIMARY KEY (business_id, id)
);
-- At most one queued or running sync per business: a second request gets the running one.
CREATE UNIQUE INDEX sync_jobs_one_active_per_business ON sync_jobs (business_id)
  WHERE status IN ('queued', 'running');
CREATE INDEX sync_jobs_due_idx ON sync_jobs (run_at) WHERE status IN ('queued', 'running');
CREATE INDEX sync_jobs_latest_idx ON sync_jobs (business_id, created_at DESC);

-- Onboarding's last step: when the user finished it, and whether they asked for the product tour.
ALTER TABLE users
  ADD COLUMN onboarding_finished_at timestamptz,
  ADD COLUMN onboarding_tour_requested_at timestamptz;

ALTER TABLE locations ENABLE ROW LEVEL SECURITY;
ALTER TABLE locations FORCE ROW LEVEL SECURITY;
CREATE POLICY locations_of_current_business ON locations
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE reviews ENABLE ROW LEVEL SECURITY;
ALTER TABLE reviews FORCE ROW LEVEL SECURITY;
CREATE POLICY reviews_of_current_business ON reviews
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE sync_jobs ENABLE ROW LEVEL SECURITY;
ALTER TABLE sync_jobs FORCE ROW LEVEL SECURITY;
CREATE POLICY sync_jobs_of_current_business ON sync_jobs
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The job worker's one cross-tenant path (ADR 0002, "its own explicit path"): a transaction that declared
-- itself the worker (app.jobs_worker, transaction-local) may see and claim due jobs of any business. It
-- then does the job's work in that business's own tenant transaction.
CREATE FUNCTION app_is_jobs_worker() RETURNS boolean
  LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.jobs_worker', true), '') = 'on' $$;
CREATE POLICY sync_jobs_for_the_jobs_worker ON sync_jobs
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

GRANT SELECT, INSERT, DELETE ON google_place_links TO sumaa_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON locations, reviews TO sumaa_app;
GRANT SELECT, INSERT, UPDATE ON sync_jobs TO sumaa_app;
