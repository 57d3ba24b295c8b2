//! Properties of Rickety Ships legality over ships built by simulating the
//! rules (R4, R5): such a ship is always legal, also when photographed
//! (R7: its true hidden cards are a witness); moving one card where it
//! cannot be reached makes it illegal.

use drydock::games::rickety::grid::neighbours;
use drydock::games::rickety::{check, Card, Layout, Pos, Shape, Stack, Suit};
use proptest::prelude::*;

/// A random sequence of attempted plays; the simulation keeps only those
/// R4/R5 allow (and R2 with 4 decks).
fn build(shape: &Shape, first_suit: Suit, attempts: &[(usize, u8, usize)]) -> Layout {
    let rows = shape.cells.len();
    let cols = shape.cells.iter().map(Vec::len).max().unwrap_or(0);
    let mut cells: Vec<Vec<Vec<Card>>> = vec![vec![Vec::new(); cols]; rows];
    let start = shape.start().unwrap();
    cells[start.row][start.col].push(Card::new(7, first_suit).unwrap());
    let positions: Vec<Pos> = shape.positions().collect();
    let mut used = std::collections::HashMap::<Card, usize>::new();
    used.insert(Card::new(7, first_suit).unwrap(), 1);
    for &(cell, rank, suit) in attempts {
        let p = positions[cell % positions.len()];
        let card = Card::new(rank, Suit::ALL[suit % 4]).unwrap();
        if used.get(&card).copied().unwrap_or(0) >= 4 {
            continue;
        }
        let here = &cells[p.row][p.col];
        let ok = if let Some(top) = here.last() {
            here.len() < 4 && top.suit == card.suit && top.rank.adjacent(card.rank)
        } else {
            neighbours(p).any(|(dir, n)| {
                cells
                    .get(n.row)
                    .and_then(|r| r.get(n.col))
                    .and_then(|s| s.last())
                    .is_some_and(|top| {
                        if dir.is_horizontal() {
                            top.suit == card.suit
                        } else {
                            top.rank.adjacent(card.rank)
                        }
                    })
            })
        };
        if ok {
            cells[p.row][p.col].push(card);
            *used.entry(card).or_default() += 1;
        }
    }
    Layout {
        rows: cells
            .iter()
            .map(|r| r.iter().map(|s| Stack::from_cards(s)).collect())
            .collect(),
    }
}

fn photographed(layout: &Layout) -> Layout {
    Layout {
        rows: layout
            .rows
            .iter()
            .map(|r| {
                r.iter()
                    .map(|s| {
                        s.as_ref().map(|s| match s.chips() {
                            0 => s.clone(),
                            n => Stack::Photo {
                                top: s.top(),
                                chips: n as u8,
                            },
                        })
                    })
                    .collect()
            })
            .collect(),
    }
}

fn shape_strategy() -> impl Strategy<Value = Shape> {
    prop::sample::select(vec!["skiff", "basic", "frigate", "dreadnought"])
        .prop_map(|n| Shape::built_in(n).unwrap())
}

fn attempts() -> impl Strategy<Value = Vec<(usize, u8, usize)>> {
    prop::collection::vec((0usize..64, 1u8..=13, 0usize..4), 0..400)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]

    #[test]
    fn r6_a_ship_built_by_legal_plays_is_legal(shape in shape_strategy(), suit in 0usize..4, plays in attempts()) {
        let layout = build(&shape, Suit::ALL[suit], &plays);
        let result = check(&layout, &shape, 4);
        prop_assert_eq!(result.legal, Some(true), "violations: {:?}\n{}", result.violations, layout.to_text());
    }

    #[test]
    fn r7_the_photo_of_a_legal_ship_is_legal_as_photographed(shape in shape_strategy(), suit in 0usize..4, plays in attempts()) {
        let layout = build(&shape, Suit::ALL[suit], &plays);
        let photo = photographed(&layout);
        let result = check(&photo, &shape, 4);
        prop_assert_ne!(result.legal, Some(false), "the real stacks are a witness: {:?}\n{}", result.violations, photo.to_text());
        if let Some(witness) = &result.witness {
            let again = check(witness, &shape, 4);
            prop_assert_eq!(again.legal, Some(true), "the witness itself is legal (R6): {:?}\n{}", again.violations, witness.to_text());
        }
    }

    #[test]
    fn r4_moving_a_card_where_it_cannot_be_reached_makes_the_ship_illegal(
        shape in shape_strategy(), suit in 0usize..4, plays in attempts(), pick in 0usize..64, target in 0usize..64,
    ) {
        let layout = build(&shape, Suit::ALL[suit], &plays);
        let start = shape.start().unwrap();
        // A single card that is not the start and whose removal keeps the ship legal.
        let movable: Vec<Pos> = layout
            .stacks()
            .filter(|(p, s)| *p != start && s.height() == 1)
            .map(|(p, _)| p)
            .filter(|p| {
                let mut without = layout.clone();
                without.set(*p, None);
                check(&without, &shape, 4).legal == Some(true)
            })
            .collect();
        prop_assume!(!movable.is_empty());
        let from = movable[pick % movable.len()];
        let card = layout.get(from).unwrap().top();
        let mut without = layout.clone();
        without.set(from, None);
        // An empty cell of the shape where no neighbour's layer matches the card.
        let unreachable: Vec<Pos> = shape
            .positions()
            .filter(|p| without.get(*p).is_none())
            .filter(|p| {
                neighbours(*p).all(|(dir, n)| match without.get(n) {
                    None => true,
                    Some(s) => s.known_cards().iter().all(|c| {
                        if dir.is_horizontal() { c.suit != card.suit } else { !c.rank.adjacent(card.rank) }
                    }),
                })
            })
            .collect();
        prop_assume!(!unreachable.is_empty());
        let to = unreachable[target % unreachable.len()];
        let mut moved = without;
        moved.set(to, Some(Stack::single(card)));
        let result = check(&moved, &shape, 4);
        prop_assert_eq!(result.legal, Some(false));
        prop_assert!(
            result.violations.iter().any(|v| v.rule == "R4" && (v.row, v.col) == (to.row, to.col)),
            "the moved card is named: {:?}", result.violations
        );
    }
}
