#!/usr/bin/env bash
# Serves the existing build on the embedded default: the site's Worker (build/server) with local
# D1 state, behind the local cron gateway, so that the cron trigger works locally:
#   curl http://127.0.0.1:${PORT}/cdn-cgi/handler/scheduled
# (docs/decisions/018-local-cron-gateway.md). Usage: serve.sh [port] [state folder] [wrangler options...]
# SITE_BUILD names another build folder than build/ (the e2e server's copy, scripts/e2e-server.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
port="${1:-${PORT:-8787}}"
state="${2:-.wrangler/state}"
shift $(( $# > 2 ? 2 : $# ))
exec npx wrangler dev -c scripts/local-cron/wrangler.toml -c "${SITE_BUILD:-build}/server/wrangler.json" \
  --port "$port" --ip 127.0.0.1 --persist-to "$state" --show-interactive-dev-session=false "$@"
