#!/usr/bin/env bash
# Runs a command against a throwaway PostgreSQL server:
#   bash scripts/with-postgres.sh npm run test:api
# The server lives in a temp directory on 127.0.0.1 and a free port, the command sees its database
# in TEST_DATABASE_URL, and the server and its files are gone afterwards, whatever the outcome.
# It never touches a PostgreSQL cluster the machine already runs (Debian's service is not used).
# PG_BIN may name the directory holding initdb and pg_ctl; otherwise the newest
# /usr/lib/postgresql/<version>/bin is used, then whatever PATH offers. PG_DURABLE=1 keeps fsync and
# synchronous commits on, as production runs (the benchmark's PostgreSQL part uses it); tests leave
# them off, since their data dies with the run.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: bash scripts/with-postgres.sh <command> [args...]" >&2
  exit 64
fi

die() {
  echo "with-postgres: $*" >&2
  exit 1
}

find_bin_dir() {
  if [[ -n "${PG_BIN:-}" ]]; then
    echo "$PG_BIN"
    return
  fi
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [[ -n "$dir" ]]; then
    echo "$dir"
    return
  fi
  if command -v initdb >/dev/null 2>&1; then
    dirname "$(command -v initdb)"
  fi
}

bin_dir=$(find_bin_dir)
for tool in initdb pg_ctl createdb; do
  [[ -n "$bin_dir" && -x "$bin_dir/$tool" ]] ||
    die "PostgreSQL server binaries not found (looked for $tool in ${bin_dir:-/usr/lib/postgresql/*/bin and PATH}).
Install them with: apt-get install -y postgresql   (or set PG_BIN to the directory holding initdb)"
done

# PostgreSQL refuses to run as root, so root hands the server to the postgres system user.
run_as_db_user=()
if [[ $EUID -eq 0 ]]; then
  id postgres >/dev/null 2>&1 || die "running as root, but there is no postgres user to run the server as"
  if command -v runuser >/dev/null 2>&1; then
    run_as_db_user=(runuser -u postgres --)
  else
    run_as_db_user=(su postgres -s /bin/sh -c '"$0" "$@"')
  fi
fi
as_db_user() {
  # The server user may not be allowed into the caller's working directory.
  (cd "$work_dir" && "${run_as_db_user[@]}" "$@")
}

work_dir=$(mktemp -d "${TMPDIR:-/tmp}/haat-pg.XXXXXX")
data_dir="$work_dir/data"
started=false

cleanup() {
  local status=$?
  if $started; then
    # Immediate: the data is thrown away, so there is nothing to flush.
    as_db_user "$bin_dir/pg_ctl" -D "$data_dir" -m immediate -w stop >/dev/null 2>&1 || true
  fi
  rm -rf "$work_dir"
  exit "$status"
}
trap cleanup EXIT
# Without these an interrupted run would die without the EXIT trap and leave the server running.
trap 'exit 130' INT
trap 'exit 143' TERM

if [[ $EUID -eq 0 ]]; then chown postgres: "$work_dir"; fi

as_db_user "$bin_dir/initdb" -D "$data_dir" -U postgres --auth=trust -E UTF8 --no-locale --no-sync \
  >"$work_dir/initdb.log" 2>&1 || {
  cat "$work_dir/initdb.log" >&2
  die "initdb failed"
}

free_port() {
  node -e "const s = require('node:net').createServer();
s.listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close(); });"
}

# A port picked as free can be taken before the server binds it; a few attempts cover that race.
# `started` is set first because a start that times out may still leave a server behind.
started=true
port=""
for attempt in 1 2 3; do
  candidate=$(free_port)
  # fsync and friends off: a test database that dies with the run needs no durability.
  durability="-c fsync=off -c synchronous_commit=off -c full_page_writes=off"
  if [[ "${PG_DURABLE:-}" == "1" ]]; then durability=""; fi
  if as_db_user "$bin_dir/pg_ctl" -D "$data_dir" -l "$work_dir/server.log" -w -t 60 start -o \
    "-c listen_addresses=127.0.0.1 -p $candidate -c unix_socket_directories='$work_dir' $durability" \
    >/dev/null; then
    port=$candidate
    break
  fi
  echo "with-postgres: start on port $candidate failed (attempt $attempt)" >&2
done
if [[ -z "$port" ]]; then
  cat "$work_dir/server.log" >&2 || true
  die "the PostgreSQL server did not start"
fi

database=haat_test
"$bin_dir/createdb" -h 127.0.0.1 -p "$port" -U postgres "$database"

export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/$database"
echo "with-postgres: PostgreSQL $("$bin_dir/pg_ctl" --version | grep -oE "[0-9]+(\.[0-9]+)+" | head -n 1) at $TEST_DATABASE_URL" >&2

# Not exec: the EXIT trap has to outlive the command to stop the server.
"$@"
