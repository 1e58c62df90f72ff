#!/usr/bin/env bash
# Serves the built Worker for Playwright on its own port, with its own freshly seeded D1 state,
# so end-to-end runs never touch the database of `npm start`.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
port="${1:-8788}"
state=".wrangler/e2e-state-${port}"
rm -rf "$state"
bash scripts/local-db.sh "$state"
exec bash scripts/serve.sh "$port" "$state" --log-level warn
