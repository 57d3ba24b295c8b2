#!/usr/bin/env bash
# Sets everything up and runs every test: formatting, lints, the core's unit
# and integration tests, the app's IPC tests (every command with hostile
# arguments), the no-Tauri-in-core check, the second photo generator's
# rules, the UI's type checks and unit tests, and the end-to-end tests of
# the real app under Xvfb (with screenshots in target/e2e-screenshots/).
# Stops at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
# Into a file or CI's log: no colour escapes from cargo, vitest or wdio.
if [ ! -t 1 ]; then
  export NO_COLOR=1 CARGO_TERM_COLOR=never FORCE_COLOR=0
fi
# A single clean run gains nothing from incremental caches, which took
# 2.7 GB of target/ (CI's disk is small and shared).
export CARGO_INCREMENTAL=0
started=$SECONDS
step_started=$SECONDS
# Each step's line says how long the one before took, so a long silent
# cargo build is not mistaken for a hang.
step() {
  local now=$SECONDS
  if ((now > started)); then echo "   (done in $((now - step_started)) s; $((now - started)) s so far)"; fi
  step_started=$now
  echo
  echo "== $*"
}

scripts/setup.sh

step "UI: type check, unit tests, build"
(cd ui && npm run --silent check && npm run --silent test && npm run --silent build -- --logLevel warn)

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

# Measurement only (docs/vision.md): numpy and pillow are installed for
# this user when pip can, and the step says so when they cannot be.
step "Second photo generator: every chip it draws can be counted"
if ! python3 -c 'import numpy, PIL' 2>/dev/null; then
  python3 -m pip install --quiet --user -r scripts/photogen/requirements.txt >/dev/null 2>&1 || true
fi
if python3 -c 'import numpy, PIL' 2>/dev/null; then
  python3 -m unittest discover -s scripts/photogen
else
  echo "SKIPPED: numpy and pillow could not be installed (pip install -r scripts/photogen/requirements.txt)"
fi

step "App: build and end-to-end tests in the real webview"
cargo build --quiet -p drydock-app -p drydock   # the app, and the CLI one e2e spec uses
rm -rf target/e2e-screenshots
# dbus-run-session: a private session bus, which the single-instance
# hand-over uses (and which keeps the tests apart from a Drydock already
# open on this desktop).
# Dropped from the log, and only these: the private bus's notes that it
# started the accessibility bus WebKit asks for (and that, not being root
# of the machine's limits, it could not raise its fd limit), which say
# nothing about the tests; and wdio's "RUNNING in undefined", which names a
# browser the Tauri capabilities do not have (its PASSED/FAILED lines stay).
(cd ui && dbus-run-session -- xvfb-run -a -s "-screen 0 1280x800x24" npm run --silent e2e 2>&1 |
  sed -u -e '/RUNNING in undefined/d' \
    -e '/^dbus-daemon\[[0-9]*\]: .*\(Activating service name\|Successfully activated service\|Failed to set fd limit\)/d' \
    -e '/^SpiRegistry daemon is running/d')
step "done"
echo "All tests passed in $((SECONDS - started)) s. Screenshots: target/e2e-screenshots/"
