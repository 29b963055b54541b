-- A log of AI calls (issue 24, "Privacy of AI calls"): one row per call of the AI endpoint, whatever became of
-- it, kept 90 days (the reviews domain's daily prune, smart-replies/ai-call-log.ts). It holds no text — neither
-- the prompt nor the reply — only when, for which business and review, to which model and host, the tokens the
-- endpoint reported and the outcome, so that what leaves Sumaa can be counted without keeping what it said.
CREATE TABLE ai_call_log (
  business_id        uuid NOT NULL REFERENCES businesses (business_id) ON DELETE CASCADE,
  id                 uuid NOT NULL DEFAULT gen_random_uuid(),
  called_at          timestamptz NOT NULL,
  -- The review the call was about; a review deleted (from Google, or by the retention job) leaves the row.
  review_id          uuid,
  model              text NOT NULL CHECK (length(model) BETWEEN 1 AND 200),
  -- Where the call went: the endpoint's host (and port), never its path or query, which may carry a key.
  endpoint_host      text NOT NULL CHECK (length(endpoint_host) BETWEEN 1 AND 255),
  -- As the endpoint reported them (null: it reported none, or the call failed).
  prompt_tokens      integer CHECK (prompt_tokens >= 0),
  completion_tokens  integer CHECK (completion_tokens >= 0),
  outcome            text NOT NULL CHECK (outcome IN ('succeeded', 'failed', 'timedOut')),
  duration_ms        integer NOT NULL CHECK (duration_ms >= 0),
  PRIMARY KEY (business_id, id),
  FOREIGN KEY (business_id, review_id) REFERENCES reviews (business_id, id) ON DELETE SET NULL (review_id)
);
-- A business's calls, newest first; the prune's look by age.
CREATE INDEX ai_call_log_business_idx ON ai_call_log (business_id, called_at DESC);
CREATE INDEX ai_call_log_called_at_idx ON ai_call_log (called_at);

ALTER TABLE ai_call_log ENABLE ROW LEVEL SECURITY;
ALTER TABLE ai_call_log FORCE ROW LEVEL SECURITY;
CREATE POLICY ai_call_log_of_current_business ON ai_call_log
  USING (business_id = app_current_business_id())
  WITH CHECK (business_id = app_current_business_id());
-- The daily prune's one cross-tenant path (as for the queues, migration 007): a transaction that declared itself
-- the jobs worker deletes the rows past 90 days of every business.
CREATE POLICY ai_call_log_for_the_jobs_worker ON ai_call_log
  USING (app_is_jobs_worker())
  WITH CHECK (app_is_jobs_worker());

-- No UPDATE: a call, once logged, is not rewritten.
GRANT SELECT, INSERT, DELETE ON ai_call_log TO sumaa_app;
