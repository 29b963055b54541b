-- Uploaded images (profile photos, business logos) for API processes that share one PostgreSQL: a file written
-- through one process is served by every other (storage/database-avatar-store.ts). The embedded single process
-- keeps them in DATA_DIR/uploads. Not a tenant table: a name is 128 random bits, as unguessable as the
-- directory's file names, and GET /api/files/avatars/:file serves it to whoever holds the name, as before.
CREATE TABLE stored_files (
  name        text PRIMARY KEY CHECK (name ~ '^[a-f0-9]{32}\.(png|jpg|webp)$'),
  content     bytea NOT NULL,
  created_at  timestamptz NOT NULL
);
GRANT SELECT, INSERT, DELETE ON stored_files TO sumaa_app;
