#!/usr/bin/env bash
# Rebuilds the committed chip counter (src/vision/chips.bin): stacks of
# chips and coins painted by src/vision/learn_chips.rs on KDE's card decks'
# faces, each card photographed among neighbours and cut as the reader
# cuts it; the recipe of docs/vision.md, "The chip counter". Deterministic
# from --seed (the same bytes on any machine: two threads, a fixed split).
# About 19 minutes on two cores of these machines (about 9 painting, 8 training).
#   apt install kdegames-card-data-kf5 librsvg2-bin
#   scripts/train-chips.sh            # renders decks into /tmp/decks first
#   DRYDOCK_CHIPS_OUT=/tmp/c.bin scripts/train-chips.sh   # leaves the committed one
# Trained on the 12 KDE decks scripts/kde-decks.sh renders. svg-future
#   yields no card (not a standard face; `Deck::load_some` keeps none) but
#   stays in the list: the decks are dealt to the two threads alternately,
#   and leaving it out would deal them otherwise than for the committed bytes.
# Held out (never trained or tuned on, measured): the two decks of
#   ../shared/data/decks (vector-playing-cards, svgcards-vertical2), whose
#   faces every measuring set uses; and the real photographs of
#   ../shared/data/cards-real, which nothing is trained on.
# Never used at all: svg-gm-paris (reserved for an independent check) and
#   svg-xskat-german (German suits).
set -euo pipefail
decks="${DRYDOCK_KDE_DECKS:-/tmp/decks}"
shared="${DRYDOCK_DECKS:-../shared/data/decks}"
cargo build --release --quiet
[ -d "$decks/svg-penguins" ] || scripts/kde-decks.sh "$decks"
args=()
for d in ancient-egyptians dondorf future jolly-royal nicu-ornamental nicu-white \
  oxygen oxygen-air oxygen-white penguins standard tigullio-international; do
  args+=(--deck "$decks/svg-$d")
done
./target/release/drydock dev train-chips "${args[@]}" \
  --held-out "$shared/vector-playing-cards" --held-out "$shared/svgcards-vertical2" \
  --views 32 --epochs 30 --seed 1 --out "${DRYDOCK_CHIPS_OUT:-src/vision/chips.bin}"
