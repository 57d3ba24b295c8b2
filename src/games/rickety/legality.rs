//! Is a ship legal? R2–R7 applied to one layout on one shape, every
//! violation with its rule, its cell and a sentence a player understands.
//!
//! Fully known layouts need one reachability pass (R6). Photographed stacks
//! (`TOP^N`) hide cards, so R7 searches the hidden walks: first an optimistic
//! pass that lets every undecided stack be all it could be at once (if a cell
//! is unreachable even then, the ship is illegal), then a depth-first choice
//! of walks, pruned by that same optimistic pass, within a fixed budget of
//! steps. Past the budget the answer is "undetermined", never a hang.
//! Scoring lives in `scoring`; this module only judges.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card::Card;
use super::grid::{neighbours, Dir, Pos};
use super::layout::{Layout, Stack};
use super::scoring::{totals, Totals};
use super::shape::Shape;
use super::walks::{options, StackOption};

/// Search steps before R7 gives up with "undetermined".
pub const SEARCH_BUDGET: usize = 20_000;

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
    format!("row {}, col {}", p.row, p.col)
}

fn violation(rule: &str, p: Pos, message: String) -> Violation {
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
            "R5",
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
                    "R5",
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
                    "R2",
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

/// The cells taking part in reachability and their possible contents.
struct Graph {
    cells: Vec<Pos>,
    stacks: Vec<Stack>,
    options: Vec<Vec<StackOption>>,
    /// (direction from the cell to the neighbour, neighbour index)
    adjacent: Vec<Vec<(Dir, usize)>>,
    start: Option<usize>,
}

impl Graph {
    fn build(layout: &Layout, shape: &Shape) -> Graph {
        let start_pos = shape.start();
        let mut cells = Vec::new();
        let mut stacks = Vec::new();
        let mut opts = Vec::new();
        for (p, stack) in layout.stacks() {
            if shape.role(p).is_some() {
                cells.push(p);
                stacks.push(stack.clone());
                opts.push(options(stack, Some(p) == start_pos));
            }
        }
        let index: HashMap<Pos, usize> = cells.iter().enumerate().map(|(i, p)| (*p, i)).collect();
        let adjacent = cells
            .iter()
            .map(|p| {
                neighbours(*p)
                    .filter_map(|(d, n)| index.get(&n).map(|i| (d, *i)))
                    .collect()
            })
            .collect();
        let start = start_pos.and_then(|p| index.get(&p).copied());
        Graph {
            cells,
            stacks,
            options: opts,
            adjacent,
            start,
        }
    }

    /// Cells reached from the start when each cell is either fixed to one
    /// option or (when `None`) may be any of its options at once.
    fn reach(&self, chosen: &[Option<usize>]) -> Vec<bool> {
        let n = self.cells.len();
        let mut reached = vec![false; n];
        let Some(start) = self.start else {
            return reached;
        };
        if self.options[start].is_empty() {
            return reached;
        }
        let union = |i: usize, f: &dyn Fn(&StackOption) -> u64| -> u64 {
            match chosen[i] {
                Some(o) => f(&self.options[i][o]),
                None => self.options[i].iter().fold(0, |m, o| m | f(o)),
            }
        };
        reached[start] = true;
        let mut queue = vec![start];
        while let Some(a) = queue.pop() {
            let a_cards = union(a, &|o| o.set);
            for &(dir, b) in &self.adjacent[a] {
                if reached[b] {
                    continue;
                }
                let accept = if dir.is_horizontal() {
                    union(b, &|o| o.accept_horizontal)
                } else {
                    union(b, &|o| o.accept_vertical)
                };
                if a_cards & accept != 0 {
                    reached[b] = true;
                    queue.push(b);
                }
            }
        }
        reached
    }
}

enum Search {
    Found(Vec<usize>),
    Exhausted { best: Vec<bool> },
    OutOfBudget,
}

struct Searcher<'g> {
    graph: &'g Graph,
    /// R2 for the witness: copies of each card the decks hold, and the
    /// copies known cards already use (hidden cards are real cards too).
    decks: usize,
    known: HashMap<Card, usize>,
    order: Vec<usize>,
    chosen: Vec<Option<usize>>,
    steps: usize,
    best: (usize, Vec<bool>),
}

impl Searcher<'_> {
    /// The hidden cards chosen, added to the known ones, respect R2.
    fn fits_in_decks(&self) -> bool {
        let mut counts = self.known.clone();
        for (i, choice) in self.chosen.iter().enumerate() {
            if let (Stack::Photo { .. }, Some(o)) = (&self.graph.stacks[i], choice) {
                let cards = &self.graph.options[i][*o].cards;
                for card in &cards[..cards.len().saturating_sub(1)] {
                    let n = counts.entry(*card).or_default();
                    *n += 1;
                    if *n > self.decks {
                        return false;
                    }
                }
            }
        }
        true
    }

    /// Keeps the concrete assignment (undecided cells take their first
    /// option) that reaches the most cells, to explain an illegal ship.
    fn remember(&mut self, chosen: &[Option<usize>]) {
        let concrete: Vec<Option<usize>> = chosen.iter().map(|c| Some(c.unwrap_or(0))).collect();
        let reached = self.graph.reach(&concrete);
        let count = reached.iter().filter(|r| **r).count();
        if count > self.best.0 {
            self.best = (count, reached);
        }
    }

    fn run(&mut self, depth: usize) -> Option<bool> {
        self.steps += 1;
        if self.steps > SEARCH_BUDGET {
            return None;
        }
        let reached = self.graph.reach(&self.chosen);
        if reached.iter().any(|r| !r) {
            self.remember(&self.chosen.clone());
            return Some(false);
        }
        let Some(&cell) = self.order.get(depth) else {
            return Some(self.fits_in_decks());
        };
        for o in 0..self.graph.options[cell].len() {
            self.chosen[cell] = Some(o);
            match self.run(depth + 1) {
                Some(false) => {}
                other => return other,
            }
        }
        self.chosen[cell] = None;
        Some(false)
    }
}

/// R7: choose a walk for every photographed stack so that every cell is
/// reached, or prove there is none, or give up past the budget.
fn search(graph: &Graph, layout: &Layout, decks: u8) -> Search {
    let n = graph.cells.len();
    let mut chosen: Vec<Option<usize>> = graph
        .options
        .iter()
        .map(|o| if o.len() == 1 { Some(0) } else { None })
        .collect();
    // Decide cells near the start first: their choice prunes the most.
    let mut order = Vec::new();
    if let Some(start) = graph.start {
        let mut seen = vec![false; n];
        let mut queue = std::collections::VecDeque::from([start]);
        seen[start] = true;
        while let Some(a) = queue.pop_front() {
            if chosen[a].is_none() {
                order.push(a);
            }
            for &(_, b) in &graph.adjacent[a] {
                if !seen[b] {
                    seen[b] = true;
                    queue.push_back(b);
                }
            }
        }
    }
    let unordered: Vec<usize> = (0..n)
        .filter(|i| chosen[*i].is_none() && !order.contains(i))
        .collect();
    order.extend(unordered);
    let mut known = HashMap::new();
    for (_, stack) in layout.stacks() {
        for card in stack.known_cards() {
            *known.entry(card).or_default() += 1;
        }
    }
    let mut searcher = Searcher {
        graph,
        decks: usize::from(decks),
        known,
        order,
        chosen: chosen.clone(),
        steps: 0,
        best: (0, vec![false; n]),
    };
    match searcher.run(0) {
        Some(true) => {
            chosen = searcher.chosen;
            Search::Found(chosen.into_iter().map(|c| c.unwrap_or(0)).collect())
        }
        Some(false) => Search::Exhausted {
            best: searcher.best.1,
        },
        None => Search::OutOfBudget,
    }
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
    let mut violations = Vec::new();
    for (p, stack) in layout.stacks() {
        if shape.role(p).is_none() {
            violations.push(violation(
                "R6",
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

    let complete = shape.positions().all(|p| layout.get(p).is_some());
    let graph = Graph::build(layout, shape);
    let photo = graph
        .stacks
        .iter()
        .any(|s| matches!(s, Stack::Photo { .. }));
    let mut witness = None;
    let mut undetermined = None;
    match (shape.start(), graph.start) {
        (None, _) => {}
        (Some(p), None) => {
            if !graph.cells.is_empty() {
                violations.push(violation(
                    "R3",
                    p,
                    format!(
                        "the start cell at {} is empty: every card must stem from the 7 there",
                        at(p)
                    ),
                ));
            }
        }
        (Some(p), Some(s)) if graph.options[s].is_empty() => {
            let stack = &graph.stacks[s];
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
            violations.push(violation("R3", p, message));
        }
        (Some(_), Some(_)) => {
            let rule = if photo { "R7" } else { "R4" };
            let optimistic = graph.reach(&vec![None; graph.cells.len()]);
            if optimistic.iter().any(|r| !r) {
                for b in (0..graph.cells.len()).filter(|b| !optimistic[*b]) {
                    violations.push(violation(
                        rule,
                        graph.cells[b],
                        unreached_message(&graph, b, &optimistic, photo),
                    ));
                }
            } else {
                match search(&graph, layout, decks) {
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
                        witness = Some(filled);
                    }
                    Search::Exhausted { best } => {
                        for b in (0..graph.cells.len()).filter(|b| !best[*b]) {
                            violations.push(violation(
                                rule,
                                graph.cells[b],
                                unreached_message(&graph, b, &best, photo),
                            ));
                        }
                        if best.iter().all(|r| *r) {
                            if let Some(s) = graph.start {
                                violations.push(violation(
                                    rule,
                                    graph.cells[s],
                                    format!("no choice of hidden cards under the chips both connects every card to the 7 and fits in {decks} decks (R2)"),
                                ));
                            }
                        }
                    }
                    Search::OutOfBudget => {
                        undetermined = Some(format!(
                            "R7: no choice of hidden cards was found within {SEARCH_BUDGET} search steps, and none was ruled out; check the photographed stacks by hand"
                        ));
                    }
                }
            }
        }
    }
    violations.sort_by_key(|v| (v.row, v.col));
    let legal = if !violations.is_empty() {
        Some(false)
    } else if undetermined.is_some() {
        None
    } else {
        Some(true)
    };
    if legal != Some(true) {
        witness = None;
    } else if witness.is_none() {
        witness = Some(layout.clone());
    }
    Check {
        legal,
        complete,
        violations,
        totals: totals(layout, shape),
        witness,
        undetermined,
    }
}
