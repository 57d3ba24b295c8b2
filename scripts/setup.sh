#!/usr/bin/env bash
# Installs what building and testing Drydock needs on Debian 12 / Ubuntu
# 22.04+, skipping whatever is already there (quiet when nothing is missing):
# the WebKitGTK/GTK development packages, Xvfb, WebKitWebDriver and a D-Bus
# session bus (for the single-instance test) and xdotool (the e2e tests answer
# the native save dialog with it) via apt,
# tauri-driver via cargo, and the UI's npm packages.
# Needs a Rust toolchain and Node.js 20+ already installed.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libwebkit2gtk-4.1-dev libgtk-3-dev librsvg2-dev libayatana-appindicator3-dev xdotool
  libxdo-dev libssl-dev build-essential pkg-config file xvfb xauth webkit2gtk-driver dbus)

missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "setup: installing system packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

for tool in cargo node npm; do
  command -v "$tool" >/dev/null || { echo "setup: $tool is missing: install Rust (rustup) and Node.js 20+ first" >&2; exit 1; }
done

if ! command -v tauri-driver >/dev/null && [ ! -x "$HOME/.cargo/bin/tauri-driver" ]; then
  echo "setup: installing tauri-driver"
  cargo install tauri-driver --locked --version '^2' --quiet
fi

# npm ci only when the lock file changed since the last install.
stamp=ui/node_modules/.drydock-lock-stamp
if [ ! -f "$stamp" ] || ! cmp -s ui/package-lock.json "$stamp"; then
  echo "setup: installing UI packages (npm ci)"
  (cd ui && npm ci --no-audit --no-fund --loglevel=error)
  cp ui/package-lock.json "$stamp"
fi
