#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on loopback for the second API pass; installs it from Debian if missing.
# Sourced by .ci/run: exports TEST_DATABASE_URL and stops the server when the shell exits.
set -euo pipefail
pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ]; then
  echo "ci: installing PostgreSQL"
  (apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null)
  pg_bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi
pg_port=${PG_PORT:-54329}
pg_dir=$(mktemp -d /tmp/ci-pg.XXXXXX)
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
[ "$(id -u)" = 0 ] && chown postgres "$pg_dir"
as_pg "$pg_bin/initdb" -D "$pg_dir/data" -A trust -U postgres >/dev/null
as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -l "$pg_dir/log" -w \
  -o "-p $pg_port -k $pg_dir -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null \
  || { echo "ci: PostgreSQL did not start on 127.0.0.1:$pg_port (PG_PORT picks another port):" >&2; cat "$pg_dir/log" >&2; exit 1; }
trap 'as_pg "$pg_bin/pg_ctl" -D "$pg_dir/data" -m immediate stop >/dev/null 2>&1 || true; rm -rf "$pg_dir"' EXIT
export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$pg_port/postgres"
# On PostgreSQL the site needs SESSION_SECRET from the environment; anything started from this shell gets a test one.
export SESSION_SECRET="${SESSION_SECRET:-ci-session-secret-$(head -c 24 /dev/urandom | od -An -tx1 | tr -d ' \n')}"
echo "ci: PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$pg_port"
