//! Is a ship legal? R2–R7 applied to one layout on one shape, every
//! violation with its rule, its cell and a sentence a player understands.
//!
//! Fully known layouts need one reachability pass (R6); photographed stacks
//! (`TOP^N`) need R7's search of the hidden walks, which lives in `search`.
//! Scoring lives in `scoring`; this module only judges and explains.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card::Card;
use super::grid::Pos;
use super::layout::{Layout, Stack};
use super::scoring::{totals, Totals};
use super::search::{search, Graph, Search, SEARCH_BUDGET};
use super::shape::Shape;
use crate::games::rickety::Rule;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyViolation")]
pub struct Violation {
    pub rule: String,
    pub row: usize,
    pub col: usize,
    pub message: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Check {
    /// `Some(true)` legal, `Some(false)` illegal, `None` undetermined (R7
    /// search out of budget; `undetermined` says why).
    pub legal: Option<bool>,
    /// Every cell of the shape is built (R6: an incomplete ship is not illegal).
    pub complete: bool,
    pub violations: Vec<Violation>,
    pub totals: Totals,
    /// The layout with hidden cards filled in, when legal.
    #[serde(skip)]
    pub witness: Option<Layout>,
    pub undetermined: Option<String>,
}

fn at(p: Pos) -> String {
    p.to_string()
}

fn violation(rule: Rule, p: Pos, message: String) -> Violation {
    Violation {
        rule: rule.to_string(),
        row: p.row,
        col: p.col,
        message,
    }
}

fn show_stack(stack: &Stack) -> String {
    match stack {
        Stack::Known { .. } => stack
            .known_cards()
            .iter()
            .map(Card::to_string)
            .collect::<Vec<_>>()
            .join("/"),
        Stack::Photo { top, chips } => format!(
            "{top} with {chips} chip{}",
            if *chips == 1 { "" } else { "s" }
        ),
    }
}

/// R5: each stacked card is the same suit as the one below and ±1; at most
/// three on the first card.
fn stack_violations(p: Pos, stack: &Stack, out: &mut Vec<Violation>) {
    if stack.height() > 4 {
        out.push(violation(
            Rule::R5,
            p,
            format!(
                "the stack at {} has {} cards ({} chips): at most 3 cards go on top of the first",
                at(p),
                stack.height(),
                stack.chips()
            ),
        ));
    }
    if let Stack::Known { .. } = stack {
        let cards = stack.known_cards();
        for (layer, pair) in cards.windows(2).enumerate() {
            let (below, above) = (pair[0], pair[1]);
            if above.suit != below.suit || !above.rank.adjacent(below.rank) {
                let why = if above.suit != below.suit {
                    "another suit"
                } else {
                    "not one above or below"
                };
                out.push(violation(
                    Rule::R5,
                    p,
                    format!(
                        "{above} at {} (card {} of its stack) cannot go on {below}: {why}; a stacked card must be the same suit and one above or below",
                        at(p),
                        layer + 2
                    ),
                ));
            }
        }
    }
}

/// R2: no card more often than there are decks (known cards only: hidden
/// cards of photographed stacks are not counted).
pub fn deck_violations(layout: &Layout, decks: u8) -> Vec<Violation> {
    let mut seen: HashMap<Card, usize> = HashMap::new();
    let mut out = Vec::new();
    for (p, stack) in layout.stacks() {
        for card in stack.known_cards() {
            let count = seen.entry(card).or_default();
            *count += 1;
            if *count == usize::from(decks) + 1 {
                out.push(violation(
                    Rule::R2,
                    p,
                    format!(
                        "{card} at {} is copy {} of that card, but {decks} deck{} hold only {decks}",
                        at(p),
                        *count,
                        if decks == 1 { "" } else { "s" }
                    ),
                ));
            }
        }
    }
    out
}

/// Why `graph.cells[b]` is not reached: its neighbours and what each lacks.
fn unreached_message(graph: &Graph, b: usize, reached: &[bool], photo: bool) -> String {
    let p = graph.cells[b];
    let stack = &graph.stacks[b];
    let card = match stack {
        Stack::Known { bottom, above } if !above.is_empty() => {
            format!("{bottom} (the bottom of its stack)")
        }
        Stack::Known { bottom, .. } => bottom.to_string(),
        Stack::Photo { .. } => show_stack(stack),
    };
    let mut parts = Vec::new();
    for &(dir_to_neighbour, a) in &graph.adjacent[b] {
        let neighbour = show_stack(&graph.stacks[a]);
        let where_ = dir_to_neighbour.name();
        let matches = graph.options[a].iter().any(|oa| {
            graph.options[b].iter().any(|ob| {
                let accept = if dir_to_neighbour.is_horizontal() {
                    ob.accept_horizontal
                } else {
                    ob.accept_vertical
                };
                oa.set & accept != 0
            })
        });
        let why = if !matches {
            if dir_to_neighbour.is_horizontal() {
                "other suit".to_string()
            } else {
                "not ±1".to_string()
            }
        } else if !reached[a] {
            "itself unreached".to_string()
        } else {
            "no matching choice of hidden cards".to_string()
        };
        parts.push(format!("{neighbour} ({where_}, {why})"));
    }
    let neighbours_text = match parts.len() {
        0 => "it touches no other card of the ship".to_string(),
        1 => format!("its neighbour is {}", parts[0]),
        _ => {
            let (last, rest) = parts
                .split_last()
                .map(|(l, r)| (l.clone(), r.join(", ")))
                .unwrap_or_default();
            format!("its neighbours are {rest} and {last}")
        }
    };
    let tail = if photo {
        " whatever cards are hidden under the chips"
    } else {
        ""
    };
    format!(
        "{card} at {} cannot be reached from the 7{tail}: {neighbours_text}",
        at(p)
    )
}

/// Judges `layout` on `shape` with `decks` decks (R2–R7).
pub fn check(layout: &Layout, shape: &Shape, decks: u8) -> Check {
    check_with_budget(layout, shape, decks, SEARCH_BUDGET)
}

/// [`check`] with R7's search limited to `budget` steps.
pub fn check_with_budget(layout: &Layout, shape: &Shape, decks: u8, budget: usize) -> Check {
    let mut violations = placement_violations(layout, shape, decks);
    let complete = shape.positions().all(|p| layout.get(p).is_some());
    let graph = Graph::build(layout, shape);
    let mut walk = Walk::default();
    match (shape.start(), graph.start) {
        (None, _) => {}
        (Some(p), None) => {
            if !graph.cells.is_empty() {
                violations.push(violation(
                    Rule::R3,
                    p,
                    format!(
                        "the start cell at {} is empty: every card must stem from the 7 there",
                        at(p)
                    ),
                ));
            }
        }
        (Some(p), Some(s)) if graph.options[s].is_empty() => {
            violations.push(not_a_seven(p, &graph.stacks[s]));
        }
        (Some(_), Some(_)) => walk = walks_from_the_seven(&graph, layout, decks, budget),
    }
    violations.extend(walk.violations);
    violations.sort_by_key(|v| (v.row, v.col));
    let undetermined = walk.undetermined;
    let legal = if !violations.is_empty() {
        Some(false)
    } else if undetermined.is_some() {
        None
    } else {
        Some(true)
    };
    let witness = match legal {
        Some(true) => walk.witness.or_else(|| Some(layout.clone())),
        _ => None,
    };
    Check {
        legal,
        complete,
        violations,
        totals: totals(layout, shape),
        witness,
        undetermined,
    }
}

/// Cards outside the shape (R6), stacks that break R5, and more copies
/// than the decks hold (R2).
fn placement_violations(layout: &Layout, shape: &Shape, decks: u8) -> Vec<Violation> {
    let mut violations = Vec::new();
    for (p, stack) in layout.stacks() {
        if shape.role(p).is_none() {
            violations.push(violation(
                Rule::R6,
                p,
                format!(
                    "{} at {} is outside the ship's shape",
                    show_stack(stack),
                    at(p)
                ),
            ));
        }
        stack_violations(p, stack, &mut violations);
    }
    violations.extend(deck_violations(layout, decks));
    violations
}

/// R3: the start cell at `p` holds `stack`, which cannot begin with a 7.
fn not_a_seven(p: Pos, stack: &Stack) -> Violation {
    let message = match stack {
        Stack::Photo { .. } => format!(
            "the start cell at {} shows {}: no hidden walk down from it ends in a 7 (R3: the start's first card is a 7)",
            at(p),
            show_stack(stack)
        ),
        _ => format!(
            "the start cell at {} starts with {}, not a 7 (R3: the ship is built from a 7)",
            at(p),
            stack.known_cards().first().map_or_else(String::new, Card::to_string)
        ),
    };
    violation(Rule::R3, p, message)
}

/// What the walks from the 7 found (R4, R7): the cards no walk reaches, a
/// choice of hidden cards that connects them all, or no answer within the
/// search's budget.
#[derive(Default)]
struct Walk {
    violations: Vec<Violation>,
    witness: Option<Layout>,
    undetermined: Option<String>,
}

/// R4 (R7 where a stack was photographed): every card connects to the 7,
/// for some choice of the hidden cards that fits in `decks` decks (R2).
fn walks_from_the_seven(graph: &Graph, layout: &Layout, decks: u8, budget: usize) -> Walk {
    let photo = graph
        .stacks
        .iter()
        .any(|s| matches!(s, Stack::Photo { .. }));
    let rule = if photo { Rule::R7 } else { Rule::R4 };
    let unreached = |reached: &[bool]| -> Vec<Violation> {
        (0..graph.cells.len())
            .filter(|b| !reached[*b])
            .map(|b| {
                violation(
                    rule,
                    graph.cells[b],
                    unreached_message(graph, b, reached, photo),
                )
            })
            .collect()
    };
    let optimistic = graph.reach(&vec![None; graph.cells.len()]);
    if optimistic.iter().any(|r| !r) {
        return Walk {
            violations: unreached(&optimistic),
            ..Walk::default()
        };
    }
    match search(graph, layout, decks, budget) {
        Search::Found(chosen) => {
            let mut filled = layout.clone();
            for (i, o) in chosen.into_iter().enumerate() {
                if let Some(stack) = graph.options[i]
                    .get(o)
                    .and_then(|o| Stack::from_cards(&o.cards))
                {
                    filled.set(graph.cells[i], Some(stack));
                }
            }
            Walk {
                witness: Some(filled),
                ..Walk::default()
            }
        }
        Search::Exhausted { best } => {
            let mut violations = unreached(&best);
            if best.iter().all(|r| *r) {
                if let Some(s) = graph.start {
                    violations.push(violation(
                        rule,
                        graph.cells[s],
                        format!("no choice of hidden cards under the chips both connects every card to the 7 and fits in {decks} decks (R2)"),
                    ));
                }
            }
            Walk {
                violations,
                ..Walk::default()
            }
        }
        Search::OutOfBudget => Walk {
            undetermined: Some(format!(
                "R7: no choice of hidden cards was found within {budget} search steps, and none was ruled out; check the photographed stacks by hand"
            )),
            ..Walk::default()
        },
    }
}
