-- E-mail codes (ADR 0003):
-- * wrong codes per account over a day, which a new code does not reset (unlike failed_attempts, the
--   5-wrong-codes lock of the current code): the window opens at the first failure and lasts 24 hours;
-- * a used code is kept (used_at) instead of deleted, so that an already-confirmed address is told so
--   only by someone who has its right code.
ALTER TABLE email_verification_codes
  ADD COLUMN used_at timestamptz,
  ADD COLUMN failures_window_start timestamptz,
  ADD COLUMN failures_in_window integer NOT NULL DEFAULT 0;
