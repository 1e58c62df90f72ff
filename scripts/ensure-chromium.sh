#!/usr/bin/env bash
# Debian's Chromium, from apt; browsers are never downloaded. Two packages: the browser
# (/usr/bin/chromium: Lighthouse, the bench and the screenshots) and its headless shell
# (/usr/bin/chromium-headless-shell: the Playwright journeys, docs/decisions/029-e2e-headless-shell.md).
set -euo pipefail
if [[ -x /usr/bin/chromium && -x /usr/bin/chromium-headless-shell ]]; then exit 0; fi
echo "Chromium installeren (apt)..."
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo_cmd[@]}" apt-get update -qq
"${sudo_cmd[@]}" apt-get install -y -qq chromium chromium-headless-shell > /dev/null
