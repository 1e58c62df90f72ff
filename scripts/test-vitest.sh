#!/usr/bin/env bash
# The vitest suites as scripts/test.sh runs them: the unit tests, then the integration tests in two
# lanes at once, each a vitest process with about half of the work (scripts/integration-lanes.mjs)
# and loopback fakes of its own (tests/support/node/lane.ts). A lane runs its files one after
# another, and a file spends much of its time waiting on workerd, so a second lane uses the idle
# core: the suite takes about 6 minutes instead of 8. Each run writes its JSON report
# to test-results/vitest-*.json for scripts/test-summary.mjs; the exit status fails if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-einvoice-validator.sh || exit 1
status=0
report() { echo "--reporter=default --reporter=json --outputFile.json=test-results/vitest-$1.json"; }

# shellcheck disable=SC2046
npx vitest run --project unit $(report unit) || status=1

pids=()
for lane in 1 2; do
  # shellcheck disable=SC2046
  VITEST_LANE=$lane npx vitest run --project integration $(report "integration-$lane") \
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
