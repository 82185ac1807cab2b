#!/usr/bin/env bash
# The whole test suite: lint, types, unit + integration tests on the embedded database,
# the integration tests again on a PostgreSQL server when TEST_DATABASE_URL is set,
# and the end-to-end journeys in Debian's Chromium (installed here when missing).
set -euo pipefail
cd "$(dirname "$0")/.."

results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

step() { printf '\n== %s\n' "$*"; }

step "lint"
npx eslint .
step "typecheck"
npx tsc --noEmit -p tsconfig.json

# Before the integration tests, not beside the Chromium block: the calendar tests need it.
if [ ! -x /usr/bin/radicale ]; then
  step "installing Radicale from Debian's packages (the calendar tests' CalDAV server)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq radicale >/dev/null
fi
if [ ! -x /usr/sbin/dovecot ]; then
  step "installing Dovecot from Debian's packages (the e-mail channel tests' IMAP server)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq dovecot-imapd >/dev/null
fi

step "unit + integration (embedded PGlite)"
env -u TEST_DATABASE_URL npx vitest run --reporter=default --reporter=json --outputFile="$results/pglite.json"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration (PostgreSQL server: ${TEST_DATABASE_URL%%\?*})"
  npx vitest run tests/integration --reporter=default --reporter=json --outputFile="$results/postgres.json"
fi

if [ ! -x /usr/bin/chromium ]; then
  step "installing Chromium from Debian's packages (end-to-end tests need it)"
  SUDO=""; [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
fi

step "end-to-end (Chromium)"
node e2e/run.mjs --reporter=default --reporter=json --outputFile="$results/e2e.json"

node -e '
  const fs = require("fs"), path = require("path");
  let passed = 0, failed = 0, skipped = 0;
  for (const f of fs.readdirSync(process.argv[1])) {
    const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
    passed += r.numPassedTests; failed += r.numFailedTests; skipped += r.numPendingTests + (r.numTodoTests || 0);
  }
  console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
' "$results"
