-- The dashboard's guided tour: where each user is in it, kept on the server so it resumes on another device.
-- No status yet means "not begun": requested when onboarding_tour_requested_at is set, otherwise never asked for.
ALTER TABLE users
  ADD COLUMN product_tour_status text
    CHECK (product_tour_status IN ('inProgress', 'skipped', 'finished')),
  ADD COLUMN product_tour_step text
    CHECK (product_tour_step IN ('overview', 'reviews', 'reply', 'analytics', 'team')),
  ADD COLUMN product_tour_updated_at timestamptz;
