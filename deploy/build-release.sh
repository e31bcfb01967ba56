#!/usr/bin/env bash
# Builds a release folder from this checkout: the client build, the server's sources and the production
# dependencies only, ready to run with `node --import tsx src/server/index.ts` (no npm, no build at
# start). The Dockerfile runs this script; CI runs it in a clean clone and starts the result
# (deploy/check-release.sh), so the recipe is tested without a container engine.
#
#   deploy/build-release.sh OUT_DIR
set -euo pipefail
out="${1:?usage: deploy/build-release.sh OUT_DIR}"
cd "$(dirname "$0")/.."
case "$out" in /*) ;; *) out="$PWD/$out" ;; esac

# The build needs the development tools (Vite, Tailwind); the release does not.
npm ci --no-fund --no-audit
npm run build

rm -rf "$out"
mkdir -p "$out/dist"
# The server runs its TypeScript sources through tsx (a production dependency); src/web is what the
# server renders pages with, scripts/ holds the admin commands (admin:create, tags:create, backup), docs/
# the technician's page the systemd unit names.
cp -R package.json package-lock.json tsconfig.json src scripts docs "$out/"
cp -R dist/client "$out/dist/client"
# Tests stay in the checkout: the release runs, it is not tested in place.
find "$out/src" -name '*.test.ts' -delete
(cd "$out" && npm ci --omit=dev --no-fund --no-audit)
echo "release ready in $out"
