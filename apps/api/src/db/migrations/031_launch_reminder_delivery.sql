-- The launch e-mail of the coming-soon form's addresses (issue 21), sent once LAUNCH_AT has passed. Each API
-- process claims a batch with FOR UPDATE SKIP LOCKED and a lease (claimed_by, claimed_until), so two processes
-- never mail one address; sent_at is set once the mail was handed to the transport. A failed send waits for the
-- lease to run out and is tried again, at most 5 times.
ALTER TABLE launch_reminders
  ADD COLUMN sent_at          timestamptz,
  ADD COLUMN claimed_by       text,
  ADD COLUMN claimed_until    timestamptz,
  ADD COLUMN attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  ADD COLUMN last_error       text,
  ADD COLUMN unsubscribed_at  timestamptz,
  -- The e-mail's unsubscribe link (RFC 8058). Kept as it is, not hashed: it can only stop this one e-mail to
  -- this one address, which the row itself holds, and a retried send must carry the same link.
  ADD COLUMN unsubscribe_token text NOT NULL UNIQUE
    DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');

CREATE INDEX launch_reminders_unsent_idx ON launch_reminders (created_at)
  WHERE sent_at IS NULL AND unsubscribed_at IS NULL;

GRANT UPDATE ON launch_reminders TO sumaa_app;
