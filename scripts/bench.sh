#!/usr/bin/env bash
# npm run bench: builds, serves the built Worker locally (its own seeded D1 state, port 8790),
# measures it with scripts/bench.ts, and stops the server. Loopback only, bounded in time.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${BENCH_PORT:-8790}"
state=.wrangler/bench-state

bash scripts/ensure-deps.sh
npx react-router build > /dev/null
rm -rf "$state"
bash scripts/local-db.sh "$state"
npx wrangler dev --port "$PORT" --ip 127.0.0.1 --persist-to "$state" --log-level error --show-interactive-dev-session=false > /dev/null 2>&1 &
server=$!
trap 'kill "$server" 2> /dev/null || true' EXIT
for _ in $(seq 1 60); do
  curl -fsS "http://127.0.0.1:${PORT}/api/health" > /dev/null 2>&1 && break
  sleep 0.5
done
npx tsx scripts/bench.ts "http://127.0.0.1:${PORT}"
