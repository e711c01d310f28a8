#!/usr/bin/env bash
# The whole check: generated types current (the worker's and the typed client's), TypeScript
# clean, the served OpenAPI documents lint clean (redocly's recommended rules, redocly.yaml), the
# import rules of src/ kept (no circles, no upward imports, live never importing the sandbox:
# .dependency-cruiser.cjs), every test in workerd.
# Ends with one line "N passed, M failed" summarising the test run.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
mkdir -p .wrangler
report=.wrangler/test-report.json
rm -f "$report"

status=0
echo "== types and typecheck"
wrangler types --strict-vars=false --check || { echo "worker-configuration.d.ts is stale: run npm run types"; status=1; }
tsc --noEmit || status=1
tsc -p clients/typescript || status=1
node scripts/generate-client.mjs --check || status=1
node scripts/openapi-lint.mjs || status=1

echo "== import rules"
depcruise src --config .dependency-cruiser.cjs || status=1

echo "== tests"
vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=1

if [ -f "$report" ]; then
  node -e '
    const r = require(process.argv[1]);
    console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));
  ' "$PWD/$report"
else
  echo "0 passed, 1 failed"
  status=1
fi
exit $status
