//! Rickety Ships legality: a fully known 40-cell ship (one reachability
//! pass) and the same ship photographed with every stack as `TOP^3`, the
//! worst case for R7's hidden-walk search. Figures in docs/performance.md.

use criterion::{criterion_group, criterion_main, Criterion};
use std::collections::HashMap;

use drydock::games::rickety::grid::neighbours;
use drydock::games::rickety::{check, Card, Layout, Pos, Shape, Stack, Suit};

/// A legal, complete ship on the 40-cell dreadnought with every stack four
/// cards high, built greedily by the rules: cells in breadth-first order
/// from the 7♥, each bottom card matching a finished neighbour (R4), three
/// cards stacked on it (R5), never more than 4 copies of a card (R2), always
/// taking the card with the most copies left. Deterministic.
fn known_40() -> (Layout, Shape) {
    let shape = Shape::built_in("dreadnought").expect("built in");
    let start = shape.start().expect("start");
    let mut order = vec![start];
    let mut i = 0;
    while i < order.len() {
        for (_, n) in neighbours(order[i]) {
            if shape.role(n).is_some() && !order.contains(&n) {
                order.push(n);
            }
        }
        i += 1;
    }
    let deck: Vec<Card> = Suit::ALL
        .iter()
        .flat_map(|s| (1..=13).filter_map(move |r| Card::new(r, *s)))
        .collect();
    let mut left: HashMap<Card, usize> = deck.iter().map(|c| (*c, 4)).collect();
    let mut cells: HashMap<Pos, Vec<Card>> = HashMap::new();
    for p in order {
        let mut candidates: Vec<Card> = deck
            .iter()
            .copied()
            .filter(|card| {
                (p == start && card.rank.value() == 7 && card.suit == Suit::Hearts)
                    || (p != start
                        && neighbours(p).any(|(dir, n)| {
                            cells.get(&n).and_then(|s| s.last()).is_some_and(|top| {
                                if dir.is_horizontal() {
                                    top.suit == card.suit
                                } else {
                                    top.rank.adjacent(card.rank)
                                }
                            })
                        }))
            })
            .collect();
        candidates.sort_by_key(|c| std::cmp::Reverse(left[c]));
        let stack = candidates
            .into_iter()
            .find_map(|bottom| walk(bottom, &left))
            .expect("a stack of four fits");
        for card in &stack {
            *left.entry(*card).or_default() -= 1;
        }
        cells.insert(p, stack);
    }
    let mut layout = Layout::empty(7, 7);
    for (p, stack) in cells {
        layout.set(p, Stack::from_cards(&stack));
    }
    (layout, shape)
}

/// Four cards from `bottom`, each the same suit and ±1 from the last, with
/// copies left for all of them.
fn walk(bottom: Card, left: &HashMap<Card, usize>) -> Option<Vec<Card>> {
    fn extend(stack: &mut Vec<Card>, left: &HashMap<Card, usize>) -> bool {
        if stack.len() == 4 {
            return true;
        }
        let top = stack[stack.len() - 1];
        for r in [top.rank.value() + 1, top.rank.value().wrapping_sub(1)] {
            if let Some(card) = Card::new(r, top.suit) {
                let used = stack.iter().filter(|c| **c == card).count();
                if left.get(&card).copied().unwrap_or(0) > used {
                    stack.push(card);
                    if extend(stack, left) {
                        return true;
                    }
                    stack.pop();
                }
            }
        }
        false
    }
    let mut stack = vec![bottom];
    (left.get(&bottom).copied().unwrap_or(0) > 0 && extend(&mut stack, left)).then_some(stack)
}

fn photographed(layout: &Layout) -> Layout {
    Layout::parse(
        &layout
            .to_text()
            .split_whitespace()
            .map(|cell| match cell.rsplit_once('/') {
                Some((_, top)) => format!("{top}^3"),
                None => cell.to_string(),
            })
            .collect::<Vec<_>>()
            .chunks(7)
            .map(|row| row.join(" "))
            .collect::<Vec<_>>()
            .join("\n"),
    )
    .expect("photographed layout parses")
}

fn bench(c: &mut Criterion) {
    let (known, shape) = known_40();
    let photo = photographed(&known);
    let heights: Vec<usize> = known.stacks().map(|(_, s)| s.height()).collect();
    assert!(
        heights.len() == 40 && heights.iter().all(|h| *h == 4),
        "the bench ship is 40 stacks of 4"
    );
    assert_eq!(
        check(&known, &shape, 4).legal,
        Some(true),
        "the known ship is legal"
    );
    let photo_verdict = check(&photo, &shape, 4);
    eprintln!("photographed 40 x TOP^3: legal = {:?}", photo_verdict.legal);
    c.bench_function("check_known_40_cells", |b| {
        b.iter(|| check(&known, &shape, 4))
    });
    c.bench_function("check_photo_40_cells_top3", |b| {
        b.iter(|| check(&photo, &shape, 4))
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
