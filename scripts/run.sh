#!/usr/bin/env bash
# Sets everything up, builds the UI and the desktop app, and starts Drydock
# on its default database ($DRYDOCK_DB, else ~/.local/share/drydock/drydock.db).
# Without a display it starts under Xvfb so the app still runs headless.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
(cd ui && npm run --silent build -- --logLevel warn)
cargo build --quiet -p drydock-app
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
  exec target/debug/drydock-app "$@"
else
  echo "run: no display found; starting under Xvfb"
  exec xvfb-run -a -s "-screen 0 1280x800x24" target/debug/drydock-app "$@"
fi
