#!/usr/bin/env bash
# Idempotent set-up: installs the npm dependencies when they are missing or older than package-lock.json,
# and with --browser Debian's Chromium (the e2e suite never downloads browsers).
# `npm ci` does not work here (the lockfile lacks other platforms' optional binaries): see TOOLCHAIN.md.
set -euo pipefail
cd "$(dirname "$0")/../.."

want_browser=false
for arg in "$@"; do
  case "$arg" in
    --browser) want_browser=true ;;
    *) echo "setup.sh: unknown option $arg (known: --browser)" >&2; exit 2 ;;
  esac
done

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "setup: installing npm dependencies"
  npm install --no-audit --no-fund --prefer-offline
  # npm may rewrite package-lock.json after node_modules; mark the install as current so the next run skips it.
  touch node_modules/.package-lock.json
else
  echo "setup: npm dependencies are up to date"
fi

if [ "$want_browser" = true ]; then
  if [ -x /usr/bin/chromium ]; then
    echo "setup: /usr/bin/chromium is installed"
  else
    echo "setup: installing Debian's chromium"
    sudo_cmd=()
    if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
    "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
  fi
fi
