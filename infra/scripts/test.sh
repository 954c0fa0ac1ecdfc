#!/usr/bin/env bash
# `npm test` (and CI): every check, in order, stopping at the first failure; ends with "N passed, M failed".
set -uo pipefail
cd "$(dirname "$0")/../.."

passed=0
failed=0
skipped=0
started_at=$SECONDS

summary() {
  local note="took $((SECONDS - started_at)) s"
  if [ "$skipped" -gt 0 ]; then note="$note, $skipped skipped"; fi
  echo
  echo "$note"
  echo "$passed passed, $failed failed"
}

step() {
  local name="$1"
  shift
  echo
  echo "==> $name"
  local step_started=$SECONDS
  if "$@"; then
    passed=$((passed + 1))
    echo "<== $name: ok ($((SECONDS - step_started)) s)"
  else
    local code=$?
    failed=$((failed + 1))
    echo "<== $name: FAILED (exit $code)" >&2
    summary
    exit "$code"
  fi
}

step "setup" bash infra/scripts/setup.sh --browser --nginx
step "typecheck" npm run typecheck
step "typecheck infra/scripts" npx tsc --noEmit -p infra/scripts/tsconfig.json
step "lint" npm run lint
# infra/e2e also has a "test" script (Playwright); it runs last, against the build.
step "unit tests" npx lerna run test --concurrency 2 --ignore e2e -- --ci
step "unit tests of infra/scripts" npx jest --ci --config infra/scripts/jest.config.js
step "build" bash infra/scripts/build-all.sh
step "size budget" npm run size
if [ -f infra/e2e/playwright.config.ts ]; then
  step "e2e" npm run test -w infra/e2e
else
  echo
  echo "==> e2e: SKIPPED, infra/e2e/playwright.config.ts does not exist yet"
  skipped=$((skipped + 1))
fi

summary
