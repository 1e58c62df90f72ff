#!/usr/bin/env bash
# The e-invoice validator (UBL 2.1 schema, EN 16931 and the Dutch Peppol rules) that the tests run
# over every e-invoice they produce (docs/decisions/027-e-invoices.md). It is the team's shared tool,
# outside this repository: copied into .tools/ (without its node_modules) and installed with npm ci.
# EINVOICE_VALIDATE_DIR names its folder; by default ../shared/tools/einvoice-validate beside the
# repository's parent, else /work/shared/tools/einvoice-validate.
set -euo pipefail
cd "$(dirname "$0")/.."
target=.tools/einvoice-validate
source=${EINVOICE_VALIDATE_DIR:-}
if [[ -z $source ]]; then
  for candidate in ../shared/tools/einvoice-validate ../../shared/tools/einvoice-validate \
    /work/shared/tools/einvoice-validate; do
    if [[ -f $candidate/validate.mjs ]]; then source=$candidate; break; fi
  done
fi
if [[ -z $source || ! -f $source/validate.mjs ]]; then
  echo "De e-factuurvalidator (einvoice-validate) is niet gevonden; zet EINVOICE_VALIDATE_DIR." >&2
  exit 1
fi
stamp=$(cat "$source/package-lock.json" "$source"/*.mjs | sha256sum | cut -c1-16)
if [[ -f $target/.stamp && $(cat "$target/.stamp") == "$stamp" && -d $target/node_modules ]]; then exit 0; fi
rm -rf "$target"
mkdir -p "$target"
tar -C "$source" --exclude=node_modules --exclude=test -cf - . | tar -C "$target" -xf -
(cd "$target" && npm ci --silent --no-audit --no-fund)
echo "$stamp" > "$target/.stamp"
