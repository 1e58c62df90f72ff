#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what it needs (npm packages, Debian's Chromium, a
# Java runtime for the HTML checker and the team's e-invoice validator),
# then typecheck, lint (Biome, 120 columns), unit and integration tests (vitest, workerd), the
# build, the offline deploy check, and end-to-end tests (Playwright). The typecheck (tsc, one
# core) runs beside the lint and the unit tests. Every stage runs even if an earlier one fails;
# the summary lists each stage's seconds and the ten slowest test files, and the last line is the total:
# "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
mkdir -p test-results
rm -f test-results/*.json

times=test-results/stage-times.txt
: > "$times"
bash scripts/ensure-deps.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-java.sh || exit 1
bash scripts/ensure-einvoice-validator.sh || exit 1
echo "install $SECONDS" >> "$times"

checks=test-results/checks.txt
: > "$checks"
check() { # id, command...
  local id=$1 started=$SECONDS
  shift
  echo
  echo "=== ${id}"
  if "$@"; then
    echo "${id} passed" >> "$checks"
  else
    echo "${id} failed" >> "$checks"
    echo "--- ${id}: FAILED"
  fi
  echo "${id} $((SECONDS - started))" >> "$times"
}

# tsc starts from the incremental state of this machine's last run (docs/decisions/030-the-suite-on-two-cores.md).
# The state is dated 1970, so tsc -b never takes a project for up to date by the files' times: it
# reads every file, and checks again each one whose content differs from the state and each one
# that depends on it.
tsc_state="$VENUE_CACHE/tsbuildinfo"
if [[ -d $tsc_state ]] && ! compgen -G '*.tsbuildinfo' > /dev/null; then
  cp "$tsc_state"/*.tsbuildinfo . 2> /dev/null && touch -d @1 ./*.tsbuildinfo
fi
npm run --silent typecheck > test-results/typecheck.log 2>&1 &
typecheck=$!
typecheck_result() {
  local status=0
  wait "$typecheck" || status=$?
  mkdir -p "$tsc_state" && cp ./*.tsbuildinfo "$tsc_state"/ 2> /dev/null
  cat test-results/typecheck.log
  return $status
}
check lint npm run --silent lint
check unit npx vitest run --config vitest.unit.config.ts \
  --reporter=default --reporter=json --outputFile.json=test-results/vitest-unit.json
check typecheck typecheck_result
check integration bash scripts/test-integration.sh
# The end-to-end server's database is migrated and seeded beside the build (one core each), so
# Playwright's server starts from a copy (scripts/e2e-server.sh).
export E2E_D1_SEEDED=.wrangler/e2e-seeded
rm -rf "$E2E_D1_SEEDED"
bash scripts/local-db.sh "$E2E_D1_SEEDED" > test-results/e2e-seed.log 2>&1 &
seeding=$!
check build npx react-router build
check deploy-dry-run npx wrangler deploy --dry-run --outdir test-results/dry-run
wait "$seeding" || { cat test-results/e2e-seed.log; unset E2E_D1_SEEDED; }
check playwright npx playwright test

echo "total $SECONDS" >> "$times"
echo
node scripts/test-summary.mjs
