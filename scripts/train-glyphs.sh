#!/usr/bin/env bash
# Rebuilds the committed glyph bank (src/vision/glyphs.txt) from the tuning
# deck (vector-playing-cards) and the DejaVu fonts (apt: fonts-dejavu-core,
# fonts-dejavu-extra). The measurement deck (svgcards-vertical2) is never
# used here. Run from the repository root.
set -euo pipefail
decks="${DRYDOCK_DECKS:-../shared/data/decks}"
fonts=/usr/share/fonts/truetype/dejavu
args=()
for f in DejaVuSans DejaVuSans-Bold DejaVuSerif DejaVuSerif-Bold DejaVuSansCondensed \
         DejaVuSansCondensed-Bold DejaVuSerifCondensed DejaVuSerifCondensed-Bold DejaVuSansMono; do
  args+=(--font "$fonts/$f.ttf")
done
cargo run --release --quiet -- dev train-glyphs --deck "$decks/vector-playing-cards" \
  --out src/vision/glyphs.txt "${args[@]}"
