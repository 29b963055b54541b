-- The business's voice for AI drafts (issue 24): per business and per reply language (ar, en), the dialect of
-- Arabic replies, the tone, whether the reviewer is addressed by name, a sign-off, phrases never to use, facts a
-- reply may mention (opening hours, a phone for complaints, a short free text) and whether a refund or
-- compensation may be offered (never, unless the business says so). No row: the defaults of
-- smart-replies/reply-voice-store.ts. Kept in its own table, apart from business_settings.
CREATE TABLE reply_voices (
  business_id              uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  language                 text NOT NULL CHECK (language IN ('ar', 'en')),
  -- Only Arabic replies have a dialect.
  dialect                  text CHECK (dialect IN ('saudi', 'gulf', 'msa')),
  tone                     text NOT NULL CHECK (tone IN ('formal', 'warm', 'brief')),
  address_by_name          boolean NOT NULL DEFAULT true,
  sign_off                 text NOT NULL DEFAULT '' CHECK (length(sign_off) <= 120),
  banned_phrases           text[] NOT NULL DEFAULT '{}' CHECK (cardinality(banned_phrases) <= 20),
  opening_hours            text NOT NULL DEFAULT '' CHECK (length(opening_hours) <= 200),
  complaints_phone         text NOT NULL DEFAULT '' CHECK (length(complaints_phone) <= 20),
  other_facts              text NOT NULL DEFAULT '' CHECK (length(other_facts) <= 500),
  may_promise_compensation boolean NOT NULL DEFAULT false,
  updated_at               timestamptz NOT NULL,
  updated_by               uuid REFERENCES users (id) ON DELETE SET NULL,
  PRIMARY KEY (business_id, language),
  CHECK ((language = 'ar') = (dialect IS NOT NULL))
);

ALTER TABLE reply_voices ENABLE ROW LEVEL SECURITY;
ALTER TABLE reply_voices FORCE ROW LEVEL SECURITY;
CREATE POLICY reply_voices_of_current_business ON reply_voices
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
GRANT SELECT, INSERT, UPDATE, DELETE ON reply_voices TO sumaa_app;

-- The business's recent AI drafts, as hashes of their normalised text (never the text: it holds the reviewer's
-- first name), so that no two drafts in seven days are the same. Older rows are deleted as new ones are written.
CREATE TABLE ai_draft_fingerprints (
  business_id  uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id           uuid NOT NULL DEFAULT gen_random_uuid(),
  drafted_at   timestamptz NOT NULL,
  text_hash    text NOT NULL CHECK (length(text_hash) = 64),
  PRIMARY KEY (business_id, id)
);
CREATE INDEX ai_draft_fingerprints_lookup_idx ON ai_draft_fingerprints (business_id, text_hash, drafted_at);
CREATE INDEX ai_draft_fingerprints_age_idx ON ai_draft_fingerprints (business_id, drafted_at);

ALTER TABLE ai_draft_fingerprints ENABLE ROW LEVEL SECURITY;
ALTER TABLE ai_draft_fingerprints FORCE ROW LEVEL SECURITY;
CREATE POLICY ai_draft_fingerprints_of_current_business ON ai_draft_fingerprints
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- No UPDATE: a fingerprint is written once and deleted when it is a week old.
GRANT SELECT, INSERT, DELETE ON ai_draft_fingerprints TO sumaa_app;
