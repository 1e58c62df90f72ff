#!/usr/bin/env bash
# Installs npm dependencies when node_modules is missing or older than the lockfile, and
# provides the local .dev.vars.
# `npm install`, not `npm ci`: see docs/decisions/001-version-pins.md. The lockfile pins every
# version, so npm takes what its cache already holds without asking the registry again
# (--prefer-offline); what the cache lacks still comes from the registry.
set -euo pipefail
cd "$(dirname "$0")/.."
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  echo "Dependencies installeren..."
  npm install --no-audit --no-fund --loglevel=error --prefer-offline
fi

# Local secrets for wrangler dev: the documented local values, unless the developer has their own.
# A .dev.vars from an older checkout gets the settings it is missing, and keeps its own values.
touch .dev.vars
while IFS= read -r line; do
  name="${line%%=*}"
  grep -q "^${name}=" .dev.vars || printf '%s\n' "$line" >> .dev.vars
done < <(grep -E '^[A-Z_]+=' .dev.vars.example)
