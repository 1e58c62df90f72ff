#!/usr/bin/env bash
# Installs npm dependencies when node_modules is missing or older than the lockfile, and
# provides the local .dev.vars.
# `npm install`, not `npm ci`: see docs/decisions/001-version-pins.md.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "Dependencies installeren..."
  npm install --no-audit --no-fund --loglevel=error
fi

# Local secrets for wrangler dev: the documented local values, unless the developer has their own.
[[ -f .dev.vars ]] || cp .dev.vars.example .dev.vars
