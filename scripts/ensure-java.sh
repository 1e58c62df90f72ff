#!/usr/bin/env bash
# The W3C Nu HTML checker (vnu-jar, tests/e2e/html-validity.spec.ts) runs on Java 17 or newer; Debian's
# headless JRE when the machine has none.
set -euo pipefail
if command -v java > /dev/null && java -version 2>&1 | grep -qE 'version "(1[7-9]|[2-9][0-9])'; then exit 0; fi
echo "Java installeren (apt)..."
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq default-jre-headless > /dev/null
