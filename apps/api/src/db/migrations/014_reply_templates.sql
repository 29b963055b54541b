-- Smart replies (issue 10, decisions #13 and #23): the business's reply templates, the record that it has
-- received the default ones, and its AI drafts counted per calendar month against the plan.
-- Tenant tables like migration 007: business_id first in every key, row-level security enabled and forced.

CREATE TABLE reply_templates (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id           uuid NOT NULL DEFAULT gen_random_uuid(),
  sentiment    text NOT NULL CHECK (sentiment IN ('Positive', 'Negative', 'Neutral')),
  language     text NOT NULL CHECK (language IN ('ar', 'en')),
  -- TEMPLATE_MAX_LENGTH of the contract; {reviewerName} and {businessName} are filled in per review.
  content      text NOT NULL CHECK (char_length(content) BETWEEN 1 AND 2000),
  created_at   timestamptz NOT NULL,
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (business_id, id)
);
-- A review's smart replies: the business's templates of one sentiment and language, oldest first.
CREATE INDEX reply_templates_business_sentiment_idx ON reply_templates (business_id, sentiment, language, created_at);

-- When the business received the default templates: they are given once, so a business that deleted them
-- all does not get them back. Its row is also what a new template locks, so the per-business maximum holds
-- when two are added at once.
CREATE TABLE reply_template_seedings (
  business_id  uuid PRIMARY KEY REFERENCES businesses (business_id) ON DELETE CASCADE,
  seeded_at    timestamptz NOT NULL
);

-- AI drafts of a business in one of its calendar months (its own time zone), counted against the plan's
-- monthly AI replies. A draft reserves its count before the AI endpoint is called and gives it back when
-- the call fails, so two drafts at once never pass the limit and a failure costs nothing.
CREATE TABLE ai_draft_usage (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  -- The first day of the month.
  usage_month  date NOT NULL CHECK (extract(day FROM usage_month) = 1),
  drafts_used  integer NOT NULL DEFAULT 0 CHECK (drafts_used >= 0),
  updated_at   timestamptz NOT NULL,
  PRIMARY KEY (business_id, usage_month)
);

ALTER TABLE reply_templates ENABLE ROW LEVEL SECURITY;
ALTER TABLE reply_templates FORCE ROW LEVEL SECURITY;
CREATE POLICY reply_templates_of_current_business ON reply_templates
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE reply_template_seedings ENABLE ROW LEVEL SECURITY;
ALTER TABLE reply_template_seedings FORCE ROW LEVEL SECURITY;
CREATE POLICY reply_template_seedings_of_current_business ON reply_template_seedings
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

ALTER TABLE ai_draft_usage ENABLE ROW LEVEL SECURITY;
ALTER TABLE ai_draft_usage FORCE ROW LEVEL SECURITY;
CREATE POLICY ai_draft_usage_of_current_business ON ai_draft_usage
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());

GRANT SELECT, INSERT, UPDATE, DELETE ON reply_templates TO sumaa_app;
-- UPDATE: SELECT … FOR UPDATE needs it (the lock of a new template).
GRANT SELECT, INSERT, UPDATE ON reply_template_seedings, ai_draft_usage TO sumaa_app;
