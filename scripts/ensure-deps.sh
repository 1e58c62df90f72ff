#!/usr/bin/env bash
# Installs npm dependencies when node_modules is missing or older than the lockfile, and
# provides the local .dev.vars.
# `npm install`, not `npm ci`: see docs/decisions/001-version-pins.md. The lockfile pins every
# version, so npm takes what its cache already holds without asking the registry again
# (--prefer-offline); what the cache lacks still comes from the registry.
set -euo pipefail
cd "$(dirname "$0")/.."
#
# A tree npm installed is kept outside the repository, under the hash of what decides it (the
# package files, Node's version, the machine), and a new clone with the same hash gets it instead of
# a new install (docs/decisions/030-the-suite-on-two-cores.md). The copy is made right after the
# install, before any tool writes its own caches into node_modules. A clone links its files (as
# pnpm's store does) in folders of its own: tools add their caches there, and replace or delete
# files without touching the kept tree. A tool that wrote into a linked file in place would change
# the kept tree too, so a kept tree with a file newer than its stamp is not used again.
source scripts/env.sh
cache=$VENUE_CACHE
key=$({ cat package.json package-lock.json; node --version; uname -m; } | sha256sum | cut -c1-16)
kept="$cache/node_modules-$key"
stamp="$kept.stamp"
if [[ -d $kept && (! -f $stamp || -n $(find "$kept" -newer "$stamp" -print -quit)) ]]; then
  echo "De bewaarde dependencies zijn gewijzigd of onvolledig; opnieuw installeren." >&2
  rm -rf "$kept" "$stamp"
fi
if [[ ! -d node_modules || package-lock.json -nt node_modules/.package-lock.json ]]; then
  if [[ -f $stamp ]]; then
    echo "Dependencies overnemen uit $kept..."
    rm -rf node_modules
    cp -al "$kept" node_modules
    # The clone's own marker file, so that dating it leaves the kept tree's alone.
    cp --remove-destination "$kept/.package-lock.json" node_modules/.package-lock.json
    touch node_modules/.package-lock.json
  else
    echo "Dependencies installeren..."
    npm install --no-audit --no-fund --loglevel=error --prefer-offline
    if mkdir -p "$cache" 2> /dev/null && copy=$(mktemp -d "$cache/.node_modules-XXXXXX" 2> /dev/null); then
      if cp -a node_modules "$copy/tree" && mv -T "$copy/tree" "$kept" 2> /dev/null; then
        touch "$stamp"
        # Only the newest two trees stay.
        for old in $(ls -dt "$cache"/node_modules-*/ | tail -n +3); do rm -rf "$old" "${old%/}.stamp"; done
      fi
      rm -rf "$copy"
    fi
  fi
fi

# Local secrets for wrangler dev: the documented local values, unless the developer has their own.
# A .dev.vars from an older checkout gets the settings it is missing, and keeps its own values.
touch .dev.vars
while IFS= read -r line; do
  name="${line%%=*}"
  grep -q "^${name}=" .dev.vars || printf '%s\n' "$line" >> .dev.vars
done < <(grep -E '^[A-Z_]+=' .dev.vars.example)
