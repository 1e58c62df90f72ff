#!/usr/bin/env bash
# npm run bench: builds the venue app and the bare reference app (bench/reference), serves each
# built Worker with wrangler dev on loopback (venue on 8790 with its own seeded D1 state,
# reference on 8791, and the venue again on 8792 with the large database of
# scripts/bench/admin-seed.ts), measures them with scripts/bench.ts, and stops the servers.
# See README.md, "npm run bench", for what it measures and the environment variables.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
venue_port=8790
reference_port=8791
admin_port=8792
state=.wrangler/bench-state
admin_state=.wrangler/bench-admin-state
logs=bench-results
servers=()

stop_servers() {
  # Each server runs in its own process group (setsid): stop wrangler and its workerd with it.
  for server in "${servers[@]}"; do kill -- "-$server" 2> /dev/null || true; done
}
trap stop_servers EXIT

# serve DIR PORT LOG [wrangler args...]: wrangler dev on the build in DIR, in the background.
serve() {
  local dir=$1 port=$2 log=$3
  shift 3
  (cd "$dir" && exec setsid npx wrangler dev --port "$port" --ip 127.0.0.1 --log-level error \
    --show-interactive-dev-session=false "$@") > "$log" 2>&1 &
  servers+=("$!")
}

# wait_for URL LOG: up to 60 s for a 2xx answer.
wait_for() {
  for _ in $(seq 1 120); do
    curl -fsS "$1" > /dev/null 2>&1 && return 0
    sleep 0.5
  done
  echo "[bench] no answer from $1; server log ($2):" >&2
  tail -n 20 "$2" >&2
  return 1
}

bash scripts/ensure-deps.sh
if [[ "${LIGHTHOUSE_RUNS:-5}" != 0 ]]; then bash scripts/ensure-chromium.sh; fi
mkdir -p "$logs"
echo "[bench] building the venue app and the reference app" >&2
npx react-router build > /dev/null
rm -rf bench/reference/build
npx react-router build bench/reference > /dev/null
rm -rf "$state" "$admin_state"
bash scripts/local-db.sh "$state"
echo "[bench] seeding the large database (20,000 bookings, 8,000 customers, 30,000 mails)" >&2
npx wrangler d1 migrations apply DB --local --persist-to "$admin_state" > /dev/null
npx tsx scripts/bench/admin-seed.ts > .wrangler/bench-admin.sql
npx wrangler d1 execute DB --local --persist-to "$admin_state" --file .wrangler/bench-admin.sql > /dev/null

# One after the other: two wrangler dev starting at once can both pick the same free inspector port.
serve . "$venue_port" "$logs/venue-server.log" --persist-to "$state"
wait_for "http://127.0.0.1:${venue_port}/api/health" "$logs/venue-server.log"
serve bench/reference "$reference_port" "$logs/reference-server.log"
wait_for "http://127.0.0.1:${reference_port}/" "$logs/reference-server.log"
serve . "$admin_port" "$logs/admin-server.log" --persist-to "$admin_state" --var D1_SERVER_TIMING:on
wait_for "http://127.0.0.1:${admin_port}/api/health" "$logs/admin-server.log"

# The app's own modules (the calendar read) resolve `~/` by the Worker's tsconfig.
npx tsx --tsconfig tsconfig.cloudflare.json scripts/bench.ts "http://127.0.0.1:${venue_port}" \
  "http://127.0.0.1:${reference_port}" "http://127.0.0.1:${admin_port}" "$admin_state"
