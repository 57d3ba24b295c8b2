#!/usr/bin/env bash
# Builds Drydock's Linux packages, offline: a .deb and an .rpm of the
# release app (publisher, licence, description and authors from
# src-tauri/tauri.conf.json and Cargo.toml), with the tauri CLI pinned in
# ui/package.json. Needs what scripts/setup.sh installs. The packages land in
# target/release/bundle/{deb,rpm}/. About 15 min on 2 cores from cold.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
(cd ui && npm ci --no-audit --no-fund >/dev/null && npm run --silent build)
(cd src-tauri && ../ui/node_modules/.bin/tauri build --bundles deb,rpm)
ls -l target/release/bundle/deb/*.deb target/release/bundle/rpm/*.rpm
