#!/usr/bin/env bash
# Runs every check and suite CI runs, in order, keeps going after a failure, and ends with one line
# "N passed, N failed" totalling all of them. Set NODE24_BIN to also run the unit and integration
# suites on Node 24 (.ci/run does), beside the integration suite.
set -uo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-system-deps.sh || exit 1
# What the browser suites run with, so a failure names its environment.
echo "── environment: Node $(node --version), $("${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" --version 2>/dev/null | head -n 1)"
dpkg-query -W -f='   ${Package} ${Version}\n' chromium-headless-shell fonts-dejavu-core fonts-liberation 2>/dev/null || true
rm -rf .reports && mkdir -p .reports
failed_steps=()

run() { # name, command…
  local name=$1; shift
  echo "── $name"
  local started=$SECONDS
  if "$@"; then echo "   ✓ $name ($((SECONDS - started)) s)"; echo pass >".reports/check-$name"
  else echo "   ✗ $name ($((SECONDS - started)) s)"; echo fail >".reports/check-$name"; failed_steps+=("$name"); fi
}
# Steps that do not need the browser run side by side, each into its own log, printed whole when all
# have ended (so the log reads step by step). Their results count as run()'s do. A lane of several steps
# joined by " -> " runs them one after another (those that read the build's output, after the build).
together() { # lanes: "name command…", or "name command… -> name command… -> …"
  local pids=() names=() lane rest spec name
  for lane in "$@"; do
    rest=$lane
    while :; do
      spec=${rest%% -> *}
      names+=("${spec%% *}")
      [ "$spec" = "$rest" ] && break
      rest=${rest#* -> }
    done
    (
      rest=$lane
      while :; do
        spec=${rest%% -> *}
        run $spec >".reports/log-${spec%% *}" 2>&1
        [ "$spec" = "$rest" ] && break
        rest=${rest#* -> }
      done
    ) &
    pids+=($!)
  done
  wait "${pids[@]}"
  for name in "${names[@]}"; do
    cat ".reports/log-$name"
    [ "$(cat ".reports/check-$name" 2>/dev/null)" = pass ] || failed_steps+=("$name")
  done
}
vitest() { # project, report name, node binary, [file filters…]
  "$3" node_modules/vitest/vitest.mjs run --project "$1" --reporter=default --reporter=json --outputFile.json=".reports/vitest-$2.json" "${@:4}"
}

together "typecheck npx tsc -p tsconfig.json --noEmit" "lint npx eslint . --max-warnings 0" \
  "format npx prettier --check . --log-level warn" "unit vitest unit unit node" \
  "build npm run build --silent -> size-budget node scripts/bench-size.mjs --check -> topology npx vitest run --config tests/integration/topology/vitest.config.ts"
# The integration suite, and beside it with NODE24_BIN set (CI sets it) the Node 24 lane, one file at a time: the
# unit tests of what Node itself runs (the server, the scripts, the pure domain, the copy's Intl formatting, the
# shared lib), then accounts (native hashing, Better Auth, PGlite and PostgreSQL) and the built server as a
# process. The integration files wait on processes, disks and sockets for a fifth of their time, which the lane
# fills; the e2e suite starts once both have ended. The components' tests (React in a simulated DOM, four fifths
# of the unit run's time) and the other integration suites test the same code on Node 20: CI's time allows no more.
if [ -n "${NODE24_BIN:-}" ]; then
  echo "── integration, and beside it Node $("$NODE24_BIN" --version)"
  together "integration vitest integration integration node" \
    "unit-node24 vitest unit unit-node24 $NODE24_BIN --maxWorkers=1 server/ scripts/ src/domain/ src/i18n/ src/lib/ src/config/ -> integration-node24 vitest integration integration-node24 $NODE24_BIN --maxWorkers=1 server/auth tests/integration/server-process.test.ts"
else
  run integration vitest integration integration node
fi
# Alone: the browser suite keeps the two cores busy, and its tests' timings hold on a machine that is not busier.
run e2e npx playwright test

node scripts/test-summary.mjs
status=$?
[ ${#failed_steps[@]} -eq 0 ] || { echo "Failed: ${failed_steps[*]}"; exit 1; }
exit $status
