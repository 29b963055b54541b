-- The rate limits', lockouts' and decoys' counters when several API processes share one PostgreSQL
-- (http/counter-store.ts): one row per key (a hash: no e-mail address is stored), a fixed window that opens at
-- its first hit. UNLOGGED: a counter is worth less than the write-ahead log it would cost on every request, and a
-- crash that forgets the last minute's counts only opens the limits for that window.
CREATE UNLOGGED TABLE rate_counters (
  key             text PRIMARY KEY,
  hits            integer NOT NULL CHECK (hits >= 1),
  window_ends_at  timestamptz NOT NULL
);
CREATE INDEX rate_counters_window_ends_idx ON rate_counters (window_ends_at);
GRANT SELECT, INSERT, UPDATE, DELETE ON rate_counters TO sumaa_app;
