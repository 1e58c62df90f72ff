#!/usr/bin/env bash
# Serves the built Worker for Playwright on its own port, with its own freshly seeded D1 state,
# so end-to-end runs never touch the database of `npm start`. When E2E_D1_SEEDED names a state
# folder that scripts/test.sh migrated and seeded earlier in the same run (beside the build), the
# server starts from a copy of it instead of seeding again.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
port="${1:-8788}"
state=".wrangler/e2e-state-${port}"
rm -rf "$state"
if [[ -n "${E2E_D1_SEEDED:-}" && -d "${E2E_D1_SEEDED}" ]]; then
  cp -r "$E2E_D1_SEEDED" "$state"
else
  bash scripts/local-db.sh "$state"
fi
# With E2E_MOLLIE_API_URL and _KEY (set by playwright.config.ts) iDEAL is on: this server serves a
# copy of the build whose .dev.vars adds Mollie's (and the fake Moneybird's address,
# E2E_MONEYBIRD_API_URL), so `npm start` keeps the build's own. (wrangler's --var and --env-file reach
# only the first Worker, the cron gateway.)
if [[ -n "${E2E_MOLLIE_API_URL:-}" ]]; then
  cp -r build "$state/build"
  { echo; echo "MOLLIE_API_URL=\"${E2E_MOLLIE_API_URL}\""
    echo "MOLLIE_API_KEY=\"${E2E_MOLLIE_API_KEY:?}\""
    if [[ -n "${E2E_MONEYBIRD_API_URL:-}" ]]; then echo "MONEYBIRD_API_URL=\"${E2E_MONEYBIRD_API_URL}\""; fi
  } >> "$state/build/server/.dev.vars"
  export SITE_BUILD="$state/build"
fi
exec bash scripts/serve.sh "$port" "$state" --log-level warn
