#!/usr/bin/env bash
# Rebuilds the committed glyph bank (src/vision/glyphs.txt) from the tuning
# deck (vector-playing-cards) and upright fonts of many designs, so the bank
# knows more than one typeface's letterforms and suit pips. Fonts come from
# apt: fonts-dejavu-core fonts-dejavu-extra fonts-liberation2
# fonts-freefont-ttf fonts-urw-base35 fonts-texgyre fonts-symbola.
# The measurement deck (svgcards-vertical2) is never used here. Run from the
# repository root.
set -euo pipefail
decks="${DRYDOCK_DECKS:-../shared/data/decks}"
fonts=(
  /usr/share/fonts/truetype/dejavu/DejaVu{Sans,Sans-Bold,Serif,Serif-Bold,SansCondensed,SansCondensed-Bold,SerifCondensed,SerifCondensed-Bold,SansMono}.ttf
  /usr/share/fonts/truetype/liberation2/Liberation{Sans-Regular,Sans-Bold,Serif-Regular,Serif-Bold}.ttf
  /usr/share/fonts/truetype/freefont/Free{Sans,SansBold,Serif,SerifBold}.ttf
  /usr/share/fonts/opentype/urw-base35/{NimbusSans-Regular,NimbusSans-Bold,NimbusSansNarrow-Bold,NimbusRoman-Regular,NimbusRoman-Bold,C059-Roman,C059-Bold,P052-Roman,P052-Bold,URWBookman-Light,URWBookman-Demi,URWGothic-Book,URWGothic-Demi}.otf
  /usr/share/texmf/fonts/opentype/public/tex-gyre/texgyre{pagella,adventor}-{regular,bold}.otf
  /usr/share/fonts/truetype/ancient-scripts/Symbola_hint.ttf
)
args=()
for f in "${fonts[@]}"; do
  [ -f "$f" ] || { echo "train-glyphs: $f is missing (see the apt packages above)" >&2; exit 2; }
  args+=(--font "$f")
done
cargo run --release --quiet -- dev train-glyphs --deck "$decks/vector-playing-cards" \
  --out src/vision/glyphs.txt "${args[@]}"
