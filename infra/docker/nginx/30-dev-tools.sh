#!/bin/sh
# Runs after nginx's 20-envsubst-on-templates.sh: the dev tools (sign-in, control API) stay forwarded only
# in the local environment. infra/scripts/nginx-site.ts does the same outside Docker for the tests.
set -eu
if [ "${PLATFORM_ENV:-}" != "local" ]; then
  : > /etc/nginx/conf.d/dev-tools.inc
fi
