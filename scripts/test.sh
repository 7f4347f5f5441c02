#!/usr/bin/env bash
# `npm test`: every test of the project, in the order that fails fastest. Prints one closing line
# "N passed, N failed" summing every runner.
set -uo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$PATH"
[ -x node_modules/.bin/vitest ] || npm ci --no-audit --no-fund
logs=$(mktemp -d)
# Its own build folder, port and local storage, so `npm test` can run while `npm start` or `npm run dev` serves.
export VERSE_DIST=.dist-test E2E_PORT=${E2E_PORT:-8790} VERSE_PREBUILT=1
passed=0
failed=0

step() {
  local name=$1; shift
  local started=$SECONDS
  echo "── $name"
  if "$@" 2>&1 | tee "$logs/$name.log"; then
    echo "── $name took $((SECONDS - started)) s (the run so far: $SECONDS s)"
    return 0
  fi
  echo "✗ $name failed after $((SECONDS - started)) s"
  # Runners with their own counts (unit, worker, e2e) are summed by summary(); others count as one.
  case "$name" in unit|worker|e2e) ;; *) failed=$((failed + 1)) ;; esac
  summary
  exit 1
}

count() { # sums "N passed" / "N failed" of vitest and Playwright closing lines
  local file=$1
  local p f
  p=$(sed 's/\x1b\[[0-9;]*m//g' "$file" | grep -E '^\s*(Tests\s+)?[0-9]+ passed' | tail -1 | grep -oE '[0-9]+ passed' | grep -oE '[0-9]+' || true)
  f=$(sed 's/\x1b\[[0-9;]*m//g' "$file" | grep -E '^\s*(Tests\s+)?.*[0-9]+ failed' | tail -1 | grep -oE '[0-9]+ failed' | grep -oE '[0-9]+' || true)
  passed=$((passed + ${p:-0}))
  failed=$((failed + ${f:-0}))
}

summary() {
  for file in "$logs"/unit.log "$logs"/worker.log "$logs"/e2e.log; do [ -f "$file" ] && count "$file"; done
  echo "$passed passed, $failed failed"
}

# The lock file must install on a clean machine exactly as `npm ci` in CI reads it (every optional
# platform package of every dependency present in the registry and the lock).
step lockfile npm ci --dry-run --no-audit --no-fund

# worker/worker-configuration.d.ts (the worker's Env) is what `npm run types` makes of wrangler.toml;
# it is not tracked, so it is made afresh here (install makes it too) and never stale.
step worker-types npm run --silent types
step chromium tsx scripts/ensure-chromium.ts
# The site's and the worker's projects at once, one on each core; the step fails if either does.
step typecheck bash -c 'tsc --noEmit -p worker/tsconfig.json & worker=$!; tsc --noEmit -p tsconfig.json; site=$?; wait $worker && [ $site -eq 0 ]'
# The layout's rules (.dependency-cruiser.cjs): who may import whom, and no import circles.
step boundaries npm run --silent boundaries
step unit vitest run --config vitest.config.mts
step dead-code knip
step worker vitest run --config worker/vitest.config.mts
step build vite build --logLevel warn
step deploy-dry-run wrangler deploy --dry-run --config "$VERSE_DIST/verse/wrangler.json" --outdir .wrangler/dry-run
step size tsx scripts/size.ts
step e2e playwright test --config tests/playwright.config.ts
summary
[ "$failed" -eq 0 ]
