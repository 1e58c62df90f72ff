#!/usr/bin/env bash
# Applies the migrations and the demo seed to a local D1 state folder (default: the one that
# `npm start`, `wrangler dev` and `wrangler d1 --local` share). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/env.sh
persist=()
if [[ -n "${1:-}" ]]; then persist=(--persist-to "$1"); fi
mkdir -p .wrangler
npx wrangler d1 migrations apply DB --local "${persist[@]}" > /dev/null
npx tsx db/seed.ts > .wrangler/seed.sql
npx wrangler d1 execute DB --local "${persist[@]}" --file .wrangler/seed.sql > /dev/null
