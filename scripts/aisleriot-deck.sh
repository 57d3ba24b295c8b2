#!/usr/bin/env bash
# Renders AisleRiot's "Bonded" card theme (GPL, apt: aisleriot librsvg2-bin)
# as a deck directory of 52 PNGs (AS.png, 10H.png, …), a third deck for the
# accuracy benchmark that neither the glyph bank nor any tuning has seen:
#   scripts/aisleriot-deck.sh /tmp/decks/bonded
#   cargo run --release --example vision_accuracy -- /tmp/decks/bonded 40
# Measurement only: the images are not kept in the repository.
set -euo pipefail
out="${1:?usage: aisleriot-deck.sh OUT_DIR}"
theme=/usr/share/aisleriot/cards/bonded.svgz
[ -f "$theme" ] || { echo "aisleriot-deck: $theme is missing (apt install aisleriot librsvg2-bin)" >&2; exit 2; }
mkdir -p "$out"
svg="$(mktemp --suffix=.svg)"
trap 'rm -f "$svg"' EXIT
gzip -dc "$theme" > "$svg"
# The theme is one sheet: 13 columns (A..K) of 79 units, rows of 123 units
# for clubs, diamonds, hearts, spades; each card is 78.25 x 122.25 units.
zoom=4
ranks=(A 2 3 4 5 6 7 8 9 10 J Q K)
suits=(C D H S)
for row in 0 1 2 3; do
  for col in $(seq 0 12); do
    rsvg-convert -z "$zoom" --page-width $((78 * zoom + 2))px --page-height $((122 * zoom + 2))px \
      --left=-$((col * 79 * zoom))px --top=-$((row * 123 * zoom))px "$svg" \
      -o "$out/${ranks[$col]}${suits[$row]}.png"
  done
done
echo "wrote 52 cards to $out"
