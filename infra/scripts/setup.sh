#!/usr/bin/env bash
# Idempotent set-up: installs the npm dependencies when they are missing or older than package-lock.json,
# and, with --browser and --nginx, the Debian packages the tests need.
# `npm ci` does not work here (the lockfile lacks other platforms' optional binaries): see TOOLCHAIN.md.
set -euo pipefail
cd "$(dirname "$0")/../.."

# Debian packages the tests need, each checked by the file it installs: Chromium for Playwright (the
# e2e suite never downloads browsers) and nginx, whose configuration (infra/docker/nginx) the tests run
# for real since there is no Docker engine to run the images.
apt_packages=()
for arg in "$@"; do
  case "$arg" in
    --browser) [ -x /usr/bin/chromium ] || apt_packages+=(chromium) ;;
    --nginx) [ -x /usr/sbin/nginx ] || apt_packages+=(nginx-light) ;;
    *) echo "setup.sh: unknown option $arg (known: --browser, --nginx)" >&2; exit 2 ;;
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

if [ ${#apt_packages[@]} -gt 0 ]; then
  echo "setup: installing Debian's ${apt_packages[*]}"
  sudo_cmd=()
  if [ "$(id -u)" -ne 0 ]; then sudo_cmd=(sudo); fi
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
  "${sudo_cmd[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${apt_packages[@]}"
else
  echo "setup: Debian packages present"
fi
