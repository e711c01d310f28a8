#!/usr/bin/env bash
# Runs a command under Node >= 22.12, which wrangler and workerd's test pool need.
# When the machine's Node is older, a Node 22 from the npm registry is installed
# once into .node22/ (ignored by git) and put first on PATH.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export WRANGLER_SEND_METRICS=false
export CLOUDFLARE_CF_FETCH_ENABLED=false
export XDG_CONFIG_HOME="${XDG_CONFIG_HOME:-$root/.wrangler/config}"

node_ok() {
  "$1" -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)?0:1)' 2>/dev/null
}

if ! node_ok node; then
  local_node="$root/.node22/node_modules/.bin/node"
  if ! node_ok "$local_node"; then
    echo "node22.sh: Node $(node --version 2>/dev/null || echo none) is older than 22.12; installing node@22 into .node22/" >&2
    npm install --no-save --no-package-lock --prefix "$root/.node22" node@22 >&2
  fi
  # npm run by another node reads another global npmrc; keep the machine's (CA, registry).
  npm_config_globalconfig="$(npm config get globalconfig 2>/dev/null || true)"
  export npm_config_globalconfig
  export PATH="$root/.node22/node_modules/.bin:$PATH"
fi
exec "$@"
