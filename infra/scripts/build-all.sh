#!/usr/bin/env bash
# Production build of every app (lerna through nx: dependencies first, unchanged packages restored from the
# nx cache). Two at a time: a webpack build takes one core.
set -euo pipefail
cd "$(dirname "$0")/../.."
npx lerna run build --concurrency 2
