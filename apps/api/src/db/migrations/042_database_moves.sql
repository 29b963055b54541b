-- A restore on PostgreSQL loads the backup into a new database on the same server and switches to it
-- (domains/platform/system/database-moves.ts). The old database keeps one row naming where the data went, so every
-- other API process, and any process started later with the old DATABASE_URL, follows it instead of writing on
-- into the database that was replaced. Read and written by the database owner only.
CREATE TABLE database_moves (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_database  text NOT NULL CHECK (to_database ~ '^[A-Za-z0-9_]{1,63}$'),
  moved_at     timestamptz NOT NULL DEFAULT now()
);
REVOKE ALL ON database_moves FROM PUBLIC;
