#!/usr/bin/env bash
# `npm start`: the whole platform without Docker, from production builds: set up, build every app, then
# serve them on the ports of infra/build/topology.ts with the dev BFF. Extra arguments go to serve.ts
# (e.g. `npm start -- --port-override mfe-cast=3203`, `npm start -- --single`). Ctrl-C stops everything.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/scripts/setup.sh
bash infra/scripts/build-all.sh
# `npm start -- --single`: the single build (issue 12: the seven areas compiled into the host as lazy chunks,
# no federation), served alone on the host's port with the dev BFF
for arg in "$@"; do
  if [ "$arg" = "--single" ]; then SINGLE_BUILD=1 npm run build -w host-shell; fi
done
# serve.ts prints the sign-in URL once every server listens.
# node itself (not npx/tsx wrappers) so a SIGTERM sent to this process reaches serve.ts, which stops the BFF too.
exec node --import tsx infra/scripts/serve.ts --with-bff "$@"
