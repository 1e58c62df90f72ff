#!/usr/bin/env bash
# Playwright drives Debian's Chromium (/usr/bin/chromium); browsers are never downloaded.
set -euo pipefail
if [[ -x /usr/bin/chromium ]]; then exit 0; fi
echo "Chromium installeren (apt)..."
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq chromium > /dev/null
