#!/usr/bin/env bash
# Sets everything up and runs every test: formatting, lints, the core's unit
# and integration tests, the app's IPC tests (every command with hostile
# arguments), the no-Tauri-in-core check, the UI's type checks and
# unit tests, and the end-to-end tests of the real app under Xvfb (with
# screenshots in target/e2e-screenshots/). Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
step() { echo; echo "== $*"; }

scripts/setup.sh

step "UI: type check, unit tests, build"
(cd ui && npm run --silent check && npm run --silent test && npm run --silent build)

step "Rust: format and lints"
cargo fmt --all --check
cargo clippy --quiet --workspace --all-targets -- -D warnings

step "Core: unit and integration tests"
cargo test --quiet -p drydock

step "App: every Tauri command through the real IPC layer (mock runtime): hostile arguments, ACL"
cargo test --quiet -p drydock-app

step "Core: no Tauri crate in the dependency tree"
if cargo tree -p drydock -e normal,build | grep -i tauri; then
  echo "the core package depends on tauri" >&2
  exit 1
fi

step "App: build and end-to-end tests in the real webview"
cargo build --quiet -p drydock-app -p drydock   # the app, and the CLI one e2e spec uses
rm -rf target/e2e-screenshots
# dbus-run-session: a private session bus, which the single-instance
# hand-over uses (and which keeps the tests apart from a Drydock already
# open on this desktop).
(cd ui && dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" npm run --silent e2e)
echo
echo "All tests passed. Screenshots: target/e2e-screenshots/"
