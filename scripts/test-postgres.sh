#!/usr/bin/env bash
# Runs the store's integration tests (app/server) on a throwaway PostgreSQL cluster: Debian's postgresql package,
# a fresh data folder under /tmp, 127.0.0.1 on a free port, stopped and deleted afterwards whatever happens.
# Usage: bash scripts/test-postgres.sh [extra vitest arguments]
set -euo pipefail
cd "$(dirname "$0")/.."

pg_bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$pg_bin" ] || [ ! -x "$pg_bin/initdb" ]; then
  echo "PostgreSQL is not installed: apt-get install -y postgresql" >&2
  exit 1
fi

work=$(mktemp -d /tmp/realwork-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# initdb refuses to run as root, so as root (CI) the cluster belongs to the postgres user.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}
if [ "$(id -u)" = 0 ]; then chown postgres:postgres "$work"; fi

stop_cluster() {
  as_pg "$pg_bin/pg_ctl" -D "$work/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap stop_cluster EXIT

as_pg "$pg_bin/initdb" -D "$work/data" -U postgres -A trust -E UTF8 --no-sync >/dev/null
# Test-only settings: local trust auth, no fsync (the cluster is deleted afterwards), socket in the temp folder.
as_pg "$pg_bin/pg_ctl" -D "$work/data" -l "$work/server.log" -w -t 60 \
  -o "-c listen_addresses=127.0.0.1 -p $port -k $work -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null \
  || { cat "$work/server.log" >&2; exit 1; }
as_pg "$pg_bin/createdb" -h 127.0.0.1 -p "$port" -U postgres realwork_test

echo "PostgreSQL $("$pg_bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
export DATABASE_URL="postgres://postgres@127.0.0.1:$port/realwork_test"
npx vitest run --project server "$@"

# Two production servers on this database (needs the build, which `npm test` makes): shared limits and sessions; and
# the restore drill on PostgreSQL (docs/operations.md): backup under load, restore, a server on the copy.
if [ -f build/http/index.js ]; then
  npx playwright test tests/e2e/two-servers.spec.ts tests/e2e/restore-drill.spec.ts --project=desktop
else
  echo "No build: skipping the two-server test (run npm run build first)."
fi
