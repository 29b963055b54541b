-- Mail on its way (mail/mail-queue.ts). Every dispatched e-mail is written here before the reply of the request
-- that caused it, then sent by whichever API process claims it: a lease (locked_by, locked_until) taken with
-- FOR UPDATE SKIP LOCKED and renewed while the transport works, so a process killed mid-send leaves the mail to
-- the next claimer once the lease has run out, and two claimers never hold one row. Only the oldest row of a
-- recipient is claimable: a newer code never overtakes an older one. A row is deleted as soon as the transport
-- has accepted it (or after its last failed try): its subject and bodies carry sign-up codes and reset links,
-- which must not outlive their delivery. last_failure holds what the transport said, never the mail.
CREATE TABLE mail_queue (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address       text NOT NULL,
  subject          text NOT NULL,
  text_body        text NOT NULL,
  html_body        text NOT NULL,
  headers          jsonb NOT NULL DEFAULT '{}',
  attempts         integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at  timestamptz NOT NULL,
  locked_by        text,
  locked_until     timestamptz,
  last_failure     jsonb,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_queue_recipient_idx ON mail_queue (to_address, id);
CREATE INDEX mail_queue_due_idx ON mail_queue (next_attempt_at, id);
GRANT SELECT, INSERT, UPDATE, DELETE ON mail_queue TO sumaa_app;
