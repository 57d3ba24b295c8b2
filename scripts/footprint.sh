#!/usr/bin/env bash
# Drydock's footprint against a minimal Tauri app built the same way
# (scripts/footprint/minimal): release binary size, .deb size, start to first
# paint and memory (PSS of the app and its WebKit processes). Figures go to
# target/footprint/figures.json; docs/performance.md records them.
#
# Needs what scripts/setup.sh installs (the tauri CLI is ui/'s pinned dev
# dependency, @tauri-apps/cli), plus ImageMagick (`import`). Takes ~20 min on
# 2 cores the first time (two release builds).
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PATH"
OUT=target/footprint
mkdir -p "$OUT"
TAURI="$PWD/ui/node_modules/.bin/tauri"

echo "== release builds"
(cd ui && npm run --silent build)
cargo build --release -p drydock-app -p drydock   # the app, and the CLI that fills its database below
# The anchor resolves the same crate versions and shares the build directory.
cp Cargo.lock scripts/footprint/minimal/Cargo.lock
CARGO_TARGET_DIR="$PWD/target" cargo build --release \
  --manifest-path scripts/footprint/minimal/Cargo.toml

echo "== .deb bundles"
(cd src-tauri && "$TAURI" build --bundles deb >/dev/null)
(cd scripts/footprint/minimal && CARGO_TARGET_DIR="$PWD/../../../target" \
  "$TAURI" build --bundles deb >/dev/null)
rm -f scripts/footprint/minimal/Cargo.lock

echo "== a database holding an open 200-entry session (the home screen replays it)"
DB="$OUT/footprint.db"
rm -f "$DB" "$DB-wal" "$DB-shm"
python3 - "$OUT/script.json" <<'PY'
import json, sys
rounds = [{"action": "command", "command": {"type": "add_round", "scores": [i % 7, i % 5, i % 3, 1]}} for i in range(200)]
json.dump({"players": ["Ann", "Bob", "Cat", "Dan"], "setup": {"title": "Footprint"}, "actions": rounds}, open(sys.argv[1], "w"))
PY
target/release/drydock --db "$DB" play scorepad "$OUT/script.json" --save >/dev/null

echo "== start to first paint and memory (5 runs each, median)"
measure() { xvfb-run -a -s "-screen 0 1280x800x24" python3 scripts/footprint/measure.py "$@"; }
APP=$(measure target/release/drydock-app 5 "DRYDOCK_DB=$PWD/$DB")
MIN=$(measure target/release/footprint-minimal 5)

size() { stat -c %s "$1"; }
DEB_APP=$(ls -t target/release/bundle/deb/*.deb | grep -i drydock | head -1)
DEB_MIN=$(ls -t target/release/bundle/deb/*.deb | grep -i footprint | head -1)
python3 - "$OUT/figures.json" <<PY
import json, sys
figures = {
  "drydock": {"binary_bytes": $(size target/release/drydock-app), "deb_bytes": $(size "$DEB_APP"), **json.loads('''$APP''')},
  "minimal": {"binary_bytes": $(size target/release/footprint-minimal), "deb_bytes": $(size "$DEB_MIN"), **json.loads('''$MIN''')},
}
json.dump(figures, open(sys.argv[1], "w"), indent=2)
print(json.dumps(figures, indent=2))
PY
