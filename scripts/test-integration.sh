#!/usr/bin/env bash
# The integration tests as scripts/test.sh runs them: two lanes at once, each a vitest process with
# about half of the files (scripts/integration-lanes.mjs), one workerd of its own and loopback
# fakes of its own (tests/support/node/lane.ts). A lane runs its files one after another in that
# one workerd (vitest.integration.config.ts, `isolate: false`), and a file spends much of its time
# waiting on workerd, so the second lane uses the idle core. Each lane writes its JSON report to
# test-results/vitest-integration-N.json for scripts/test-summary.mjs; the exit status fails if
# any test failed.
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
bash scripts/ensure-einvoice-validator.sh || exit 1
mkdir -p test-results
status=0
pids=()
# React Router's Vite plugin writes the route types again when a lane's server starts: it deletes
# .react-router/types and writes it anew. Two lanes doing that at once can delete a file the other
# is writing ("ENOENT: … .react-router/types/+future.ts"), so lane 2 starts once lane 1 has written them.
types=.react-router/types/+future.ts
started=$(date +%s)
for lane in 1 2; do
  if [[ $lane == 2 ]]; then
    for _ in $(seq 1 300); do
      [[ -f $types && $(stat -c %Y "$types") -ge $started ]] && break
      sleep 0.1
    done
    sleep 0.5
  fi
  # shellcheck disable=SC2046
  VITEST_LANE=$lane npx vitest run --config vitest.integration.config.ts \
    --reporter=default --reporter=json --outputFile.json="test-results/vitest-integration-$lane.json" \
    $(node scripts/integration-lanes.mjs "$lane") \
    > "test-results/vitest-integration-$lane.log" 2>&1 &
  pids+=($!)
done
for index in 0 1; do
  wait "${pids[$index]}" || status=1
  echo "--- integration, lane $((index + 1)) of 2"
  cat "test-results/vitest-integration-$((index + 1)).log"
done
exit $status
