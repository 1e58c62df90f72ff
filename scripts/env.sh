# Sourced by the scripts: keep wrangler, vite and tests off the network (telemetry, Request.cf).
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
export NO_UPDATE_NOTIFIER=1
export NPM_CONFIG_UPDATE_NOTIFIER=false
# What the scripts keep between runs on this machine, outside the repository
# (docs/decisions/030-the-suite-on-two-cores.md).
export VENUE_CACHE="${VENUE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/oude-paardenslagerij}"
