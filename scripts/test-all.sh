#!/usr/bin/env bash
# The one command that runs every test on a fresh Debian 12 + Node 20 machine (`npm test`, also what .ci/run runs):
# installs what the tests need (Debian's chromium and PostgreSQL 15 when missing, npm packages), starts a throwaway
# PostgreSQL 15 server, then runs type checks, lint, unit and integration tests (PGlite and PostgreSQL),
# builds the app and runs the Playwright specs in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n=== %s (at %ss) ===\n' "$*" "$SECONDS"; }

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium fonts-liberation)
[ -x /usr/lib/postgresql/15/bin/initdb ] || missing+=(postgresql-15)
if [ ${#missing[@]} -gt 0 ]; then
  step "installing ${missing[*]}"
  SUDO=""; [ "$(id -u)" = 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  step "npm ci"
  npm ci --no-audit --no-fund
fi

step "lockfile-lint"
npx lockfile-lint --path package-lock.json --type npm --allowed-hosts npm --validate-https --validate-integrity

step "PostgreSQL 15 test server"
TEST_PG_URL=$(scripts/pg-test-server.sh start "${TEST_PG_DIR:-/tmp/app-test-pg}")
export TEST_PG_URL
trap 'scripts/pg-test-server.sh stop "${TEST_PG_DIR:-/tmp/app-test-pg}"' EXIT
echo "$TEST_PG_URL"

step "typecheck and lint"
npx tsc --noEmit -p .
npx eslint --max-warnings=0 .

step "unit and integration tests (PGlite and PostgreSQL 15)"
npx vitest run

step "build"
export NEXT_DIST_DIR=.next
# Secrets present at build time must not reach the browser bundle: the check below looks for their values.
export SESSION_SECRET=${SESSION_SECRET:-ci-build-session-secret-0123456789abcdef}
export OPENAI_API_KEY_FOR_BUNDLE_CHECK=sk-bundlecheck0123456789abcdefghij
npx next build
npx tsx scripts/postbuild.ts # what `npm run build` does after next build
OPENAI_API_KEY=$OPENAI_API_KEY_FOR_BUNDLE_CHECK npx tsx scripts/check-bundle-secrets.ts

step "end-to-end tests (Chromium)"
npx playwright test

step "all tests passed"
