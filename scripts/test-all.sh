#!/usr/bin/env bash
# `npm test`: everything a change must pass — type check, lint, formatting, unit tests, API tests (SQLite, and
# PostgreSQL when one answers), the production build and the browser specs — then one closing line
# "N passed, N failed" counted from the runners' JSON reports.
set -uo pipefail
cd "$(dirname "$0")/.."
rm -rf reports && mkdir -p reports
failed_steps=0
step() {
  local name=$1
  shift
  echo
  echo "=== $name"
  if ! "$@"; then
    echo "=== $name FAILED"
    failed_steps=$((failed_steps + 1))
    return 1
  fi
}

step typecheck npm run -s typecheck
step lint npm run -s lint
step format npx prettier --check --log-level warn .
step unit npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=reports/unit.json

pg_url=$(node scripts/pg-test-url.mjs) || failed_steps=$((failed_steps + 1))
if [ -n "$pg_url" ]; then
  echo "API suite runs on SQLite and on PostgreSQL ($pg_url)"
  export DATABASE_URL_TEST=$pg_url
else
  echo "API suite runs on SQLite only (no PostgreSQL answered; set DATABASE_URL_TEST to add it)"
  unset DATABASE_URL_TEST
fi
step api npx vitest run --project api --reporter=default --reporter=json --outputFile.json=reports/api.json

if step build npm run -s build; then
  step e2e npx playwright test
else
  echo "=== e2e skipped: the build failed"
fi

echo
node scripts/summarize-reports.mjs "$failed_steps"
[ "$failed_steps" -eq 0 ]
