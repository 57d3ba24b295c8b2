#!/usr/bin/env bash
# Renders KDE's SVG card decks (apt: kdegames-card-data-kf5 librsvg2-bin) as
# deck directories of 52 PNGs (AS.png, 10H.png, …) in the layout
# `synth::Deck::load` reads, for training and measuring the corner
# classifier (docs/vision.md, "The learned classifier"):
#   scripts/kde-decks.sh /tmp/decks
# Two decks are never rendered: svg-xskat-german (German suits, not a
# standard deck) and svg-gm-paris (kept for an independent check: no
# training, tuning or measurement here may see it). A deck missing one of
# the 52 cards is skipped with a note. The images are not kept in the repo.
#
# Many decks' card elements carry invisible parts far outside the card, so
# `--export-id` draws the card small inside a large canvas: each render is
# trimmed to its opaque pixels (`drydock dev trim-face`) and, when the card
# came out narrower than 280 px, rendered again large enough and trimmed.
set -euo pipefail
out="${1:?usage: kde-decks.sh OUT_DIR}"
root=/usr/share/carddecks
[ -d "$root" ] || { echo "kde-decks: $root is missing (apt install kdegames-card-data-kf5 librsvg2-bin)" >&2; exit 2; }
ranks=(1 2 3 4 5 6 7 8 9 10 jack queen king)
codes=(A 2 3 4 5 6 7 8 9 10 J Q K)
suits=(club diamond heart spade)
letters=(C D H S)
svg="$(mktemp --suffix=.svg)"
trap 'rm -f "$svg"' EXIT
drydock="${DRYDOCK_BIN:-target/release/drydock}"
[ -x "$drydock" ] || cargo build --release --quiet
# render ELEMENT WIDTH TARGET: renders and trims; prints the card's width.
render() {
  rsvg-convert --export-id="$1" -w "$2" "$svg" -o "$3" 2>/dev/null && "$drydock" dev trim-face "$3"
}
for dir in "$root"/svg-*; do
  name="$(basename "$dir")"
  case "$name" in svg-xskat-german|svg-gm-paris) continue ;; esac
  files=("$dir"/*.svgz "$dir"/*.svg)
  file=""
  for f in "${files[@]}"; do [ -f "$f" ] && { file="$f"; break; }; done
  [ -n "$file" ] || continue
  gzip -dcf "$file" > "$svg"
  mkdir -p "$out/$name"
  missing=0
  for s in 0 1 2 3; do
    for r in $(seq 0 12); do
      target="$out/$name/${codes[$r]}${letters[$s]}.png"
      [ -s "$target" ] && continue
      id="${ranks[$r]}_${suits[$s]}"
      if found="$(render "$id" 300 "$target")"; then
        if [ "$found" -lt 280 ]; then
          found="$(render "$id" $((300 * 300 / (found + 1) + 1)) "$target")" \
            || { missing=$((missing + 1)); rm -f "$target"; }
        fi
      else
        missing=$((missing + 1)); rm -f "$target"
      fi
    done
  done
  if [ "$missing" -gt 0 ]; then
    echo "kde-decks: $name lacks $missing of the 52 cards; skipped" >&2
    rm -rf "${out:?}/$name"
  else
    echo "kde-decks: $name"
  fi
done
