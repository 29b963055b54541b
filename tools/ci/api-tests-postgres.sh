#!/usr/bin/env bash
# Runs the API test suite against a real PostgreSQL server (Debian's `postgresql` package, 15 on
# bookworm) instead of the embedded PGlite: a throw-away cluster in a temp dir on 127.0.0.1:54329,
# stopped and deleted on exit. Exits with jest's status. Each test file gets a database of its own, cloned
# from a migrated template (apps/api/src/testing/migrated-template.ts), so jest runs them in parallel workers
# (one per core, jest.config.mjs).
set -euo pipefail
cd "$(dirname "$0")/../.."

PORT="${SUMAA_PG_TEST_PORT:-54329}"
DATABASE="sumaa_api_test"

BIN_DIR="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
if [ -z "$BIN_DIR" ] || [ ! -x "$BIN_DIR/initdb" ]; then
  echo "PostgreSQL server binaries not found under /usr/lib/postgresql/*/bin (apt-get install -y postgresql)" >&2
  exit 2
fi
echo "== PostgreSQL from $BIN_DIR"

WORK_DIR="$(mktemp -d /tmp/sumaa-pg-XXXXXX)"
DATA_DIR="$WORK_DIR/data"
SOCKET_DIR="$WORK_DIR/socket"
LOG_FILE="$WORK_DIR/postgres.log"
mkdir -p "$SOCKET_DIR"

# initdb refuses to run as root: the cluster then belongs to the `postgres` system user.
if [ "$(id -u)" = 0 ]; then
  chown -R postgres:postgres "$WORK_DIR"
  as_cluster_owner() { su postgres -s /bin/bash -c "$1"; }
else
  as_cluster_owner() { bash -c "$1"; }
fi

stop_server() {
  if [ -f "$WORK_DIR/pgbouncer.pid" ]; then kill "$(cat "$WORK_DIR/pgbouncer.pid")" 2>/dev/null || true; fi
  as_cluster_owner "'$BIN_DIR/pg_ctl' -D '$DATA_DIR' -m fast -w stop" >/dev/null 2>&1 || true
  rm -rf "$WORK_DIR"
}
trap stop_server EXIT

as_cluster_owner "'$BIN_DIR/initdb' -D '$DATA_DIR' -U postgres --auth=trust --no-sync --encoding=UTF8 --locale=C.UTF-8" >/dev/null
as_cluster_owner "'$BIN_DIR/pg_ctl' -D '$DATA_DIR' -l '$LOG_FILE' -w -o \"-p $PORT -k '$SOCKET_DIR' -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100\" start" >/dev/null \
  || { cat "$LOG_FILE" >&2; exit 2; }
as_cluster_owner "'$BIN_DIR/psql' -h '$SOCKET_DIR' -p $PORT -U postgres -qAt -c 'CREATE DATABASE $DATABASE'"
echo "== $(as_cluster_owner "'$BIN_DIR/psql' -h '$SOCKET_DIR' -p $PORT -U postgres -qAt -c 'SHOW server_version'") on 127.0.0.1:$PORT"

# pgbouncer in transaction pooling in front of the server, with only two server connections per database, so
# clients take turns on them (apps/api/src/db/__tests__/pgbouncer.test.ts; skipped when pgbouncer is missing).
PGBOUNCER_PORT=$((PORT + 1))
if command -v pgbouncer >/dev/null 2>&1 || [ -x /usr/sbin/pgbouncer ]; then
  PGBOUNCER_BIN="$(command -v pgbouncer || echo /usr/sbin/pgbouncer)"
  printf '"postgres" ""\n' >"$WORK_DIR/userlist.txt"
  cat >"$WORK_DIR/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$PORT
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $PGBOUNCER_PORT
unix_socket_dir =
auth_type = trust
auth_file = $WORK_DIR/userlist.txt
pool_mode = transaction
default_pool_size = 2
max_client_conn = 500
logfile = $WORK_DIR/pgbouncer.log
pidfile = $WORK_DIR/pgbouncer.pid
INI
  [ "$(id -u)" = 0 ] && chown postgres:postgres "$WORK_DIR"/pgbouncer.ini "$WORK_DIR"/userlist.txt
  as_cluster_owner "'$PGBOUNCER_BIN' -d -q '$WORK_DIR/pgbouncer.ini'" || { cat "$WORK_DIR/pgbouncer.log" >&2; exit 2; }
  export SUMAA_PGBOUNCER_PORT="$PGBOUNCER_PORT"
  echo "== $("$PGBOUNCER_BIN" --version | head -n 1) (transaction pooling) on 127.0.0.1:$PGBOUNCER_PORT"
else
  echo "== pgbouncer not installed (apt-get install -y pgbouncer): its tests are skipped"
fi

set +e
workers="${JEST_MAX_WORKERS:-$(node -p 'Math.max(2, require("node:os").availableParallelism())')}"
# The arguments (test paths, jest options) go first: --reporters would take the paths after it as reporters.
DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/$DATABASE" npx jest -c apps/api/jest.config.mjs "$@" \
  --maxWorkers="$workers" --reporters=default --reporters="$PWD/tools/jest/slowest-reporter.mjs"
status=$?
set -e
exit "$status"
