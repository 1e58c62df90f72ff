#!/usr/bin/env bash
# Quick start: the site on the embedded default (local workerd + local D1, migrated and
# seeded; mail kept locally). Installs what is missing, builds, serves on a fixed port.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
PORT="${PORT:-8787}"

bash scripts/ensure-deps.sh
echo "Database: migraties en demodata toepassen..."
bash scripts/local-db.sh
echo "Bouwen..."
npx react-router build > /dev/null
echo
echo "  De Oude Paardenslagerij draait op http://127.0.0.1:${PORT}"
echo "  (stoppen met Ctrl+C)"
echo
echo "  Geplande taken (mail opnieuw proberen) handmatig starten:"
echo "  curl http://127.0.0.1:${PORT}/cdn-cgi/handler/scheduled"
echo
exec bash scripts/serve.sh "$PORT" .wrangler/state
