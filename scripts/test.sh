#!/usr/bin/env bash
# The whole test suite, as CI runs it: installs what it needs (npm packages, Debian's Chromium, a
# Java runtime for the HTML checker and the team's e-invoice validator),
# then typecheck, lint (Biome, 120 columns), unit and integration tests (vitest, workerd), the
# build, the offline deploy check, and end-to-end tests (Playwright). Every stage runs even if an
# earlier one fails; the last line is the total: "N passed, N failed".
set -uo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
mkdir -p test-results
rm -f test-results/*.json

bash scripts/ensure-deps.sh || exit 1
bash scripts/ensure-chromium.sh || exit 1
bash scripts/ensure-java.sh || exit 1
bash scripts/ensure-einvoice-validator.sh || exit 1

checks=test-results/checks.txt
: > "$checks"
check() { # id, command...
  local id=$1
  shift
  echo
  echo "=== ${id}"
  if "$@"; then
    echo "${id} passed" >> "$checks"
  else
    echo "${id} failed" >> "$checks"
    echo "--- ${id}: FAILED"
  fi
}

check typecheck npm run --silent typecheck
check lint npm run --silent lint
check vitest bash scripts/test-vitest.sh
check build npx react-router build
check deploy-dry-run npx wrangler deploy --dry-run --outdir test-results/dry-run
check playwright npx playwright test

echo
node scripts/test-summary.mjs
