-- When Sumaa first stored each review (issue 12): the plan's "reviews synced per month" counts the reviews a
-- sync brought in during the business's calendar month. A later sync that updates a review keeps its time.
-- Reviews stored before this migration count from their last sync.
ALTER TABLE reviews ADD COLUMN imported_at timestamptz;
UPDATE reviews SET imported_at = synced_at;
ALTER TABLE reviews ALTER COLUMN imported_at SET NOT NULL;
ALTER TABLE reviews ALTER COLUMN imported_at SET DEFAULT now();
CREATE INDEX reviews_business_imported_at_idx ON reviews (business_id, imported_at);
