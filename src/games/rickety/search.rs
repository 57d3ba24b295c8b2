//! R7's search: which hidden walks under photographed stacks connect every
//! card to the 7 (R6) while fitting in the decks (R2)?
//!
//! Each built cell has a few [`StackOption`]s (one if fully known). The
//! search first lets every undecided cell be all its options at once — an
//! optimistic reachability that over-approximates every real choice, so a
//! cell unreachable even then is unreachable, full stop. Then it fixes cells
//! one at a time, nearest the start first, richest option first, pruning a
//! branch as soon as the optimistic pass fails or a hidden card would need
//! more copies than the decks hold. It stops after [`SEARCH_BUDGET`] steps:
//! "undetermined" is an answer, a hang is not.

use std::collections::{HashMap, VecDeque};

use super::grid::{neighbours, Dir, Pos};
use super::layout::{Layout, Stack};
use super::shape::Shape;
use super::walks::{card_index, options, StackOption};

/// Search steps before R7 gives up with "undetermined".
pub const SEARCH_BUDGET: usize = 20_000;

/// The cells taking part in reachability and their possible contents.
pub struct Graph {
    pub cells: Vec<Pos>,
    pub stacks: Vec<Stack>,
    pub options: Vec<Vec<StackOption>>,
    /// (direction from the cell to the neighbour, neighbour index)
    pub adjacent: Vec<Vec<(Dir, usize)>>,
    pub start: Option<usize>,
    /// Per cell, the union over its options of (cards, accept E/W, accept N/S).
    unions: Vec<(u64, u64, u64)>,
}

impl Graph {
    pub fn build(layout: &Layout, shape: &Shape) -> Graph {
        let start_pos = shape.start();
        let mut cells = Vec::new();
        let mut stacks = Vec::new();
        let mut opts: Vec<Vec<StackOption>> = Vec::new();
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
        let unions = opts
            .iter()
            .map(|o| {
                o.iter().fold((0, 0, 0), |(s, h, v), o| {
                    (s | o.set, h | o.accept_horizontal, v | o.accept_vertical)
                })
            })
            .collect();
        Graph {
            start: start_pos.and_then(|p| index.get(&p).copied()),
            cells,
            stacks,
            options: opts,
            adjacent,
            unions,
        }
    }

    fn masks(&self, i: usize, chosen: &[Option<usize>]) -> (u64, u64, u64) {
        match chosen[i].and_then(|o| self.options[i].get(o)) {
            Some(o) => (o.set, o.accept_horizontal, o.accept_vertical),
            None => self.unions[i],
        }
    }

    /// Cells reached from the start when each cell is either fixed to one
    /// option or (when `None`) may be any of its options at once.
    pub fn reach(&self, chosen: &[Option<usize>]) -> Vec<bool> {
        let mut reached = vec![false; self.cells.len()];
        let Some(start) = self.start.filter(|s| !self.options[*s].is_empty()) else {
            return reached;
        };
        reached[start] = true;
        let mut queue = vec![start];
        while let Some(a) = queue.pop() {
            let (a_cards, _, _) = self.masks(a, chosen);
            for &(dir, b) in &self.adjacent[a] {
                if reached[b] {
                    continue;
                }
                let (_, h, v) = self.masks(b, chosen);
                if a_cards & if dir.is_horizontal() { h } else { v } != 0 {
                    reached[b] = true;
                    queue.push(b);
                }
            }
        }
        reached
    }
}

pub enum Search {
    /// The option chosen for every cell.
    Found(Vec<usize>),
    /// No choice works; `best` is the reach of the choice that came closest.
    Exhausted {
        best: Vec<bool>,
    },
    OutOfBudget,
}

struct Searcher<'g> {
    graph: &'g Graph,
    order: Vec<usize>,
    chosen: Vec<Option<usize>>,
    /// Copies of each card (by `card_index`) in use: known cards plus the
    /// hidden cards chosen so far (R2: hidden cards are real cards too).
    copies: [usize; 52],
    decks: usize,
    steps: usize,
    budget: usize,
    best: (usize, Vec<bool>),
}

impl Searcher<'_> {
    fn hidden(&self, cell: usize, option: usize) -> &[super::card::Card] {
        match (
            &self.graph.stacks[cell],
            self.graph.options[cell].get(option),
        ) {
            (Stack::Photo { .. }, Some(o)) => &o.cards[..o.cards.len().saturating_sub(1)],
            _ => &[],
        }
    }

    /// Takes the hidden cards of `option` if the decks still hold them.
    fn take(&mut self, cell: usize, option: usize) -> bool {
        let cards = self.hidden(cell, option).to_vec();
        for (i, card) in cards.iter().enumerate() {
            let slot = &mut self.copies[card_index(*card)];
            if *slot >= self.decks {
                for back in &cards[..i] {
                    self.copies[card_index(*back)] -= 1;
                }
                return false;
            }
            *slot += 1;
        }
        true
    }

    fn give_back(&mut self, cell: usize, option: usize) {
        for card in self.hidden(cell, option).to_vec() {
            self.copies[card_index(card)] -= 1;
        }
    }

    /// Keeps the concrete choice (undecided cells take their first option)
    /// that reaches the most cells, to explain an illegal ship.
    fn remember(&mut self) {
        let concrete: Vec<Option<usize>> =
            self.chosen.iter().map(|c| Some(c.unwrap_or(0))).collect();
        let reached = self.graph.reach(&concrete);
        let count = reached.iter().filter(|r| **r).count();
        if count > self.best.0 {
            self.best = (count, reached);
        }
    }

    /// `Some(true)` found, `Some(false)` no choice below this node, `None`
    /// out of budget.
    fn run(&mut self, depth: usize) -> Option<bool> {
        self.steps += 1;
        if self.steps > self.budget {
            return None;
        }
        if self.graph.reach(&self.chosen).iter().any(|r| !r) {
            self.remember();
            return Some(false);
        }
        let Some(&cell) = self.order.get(depth) else {
            return Some(true);
        };
        for option in 0..self.graph.options[cell].len() {
            if !self.take(cell, option) {
                continue;
            }
            self.chosen[cell] = Some(option);
            match self.run(depth + 1) {
                Some(false) => self.give_back(cell, option),
                other => return other,
            }
        }
        self.chosen[cell] = None;
        Some(false)
    }
}

/// Chooses an option for every cell so that every cell is reached and the
/// hidden cards fit in `decks` decks, or proves there is none, or gives up.
pub fn search(graph: &Graph, layout: &Layout, decks: u8, budget: usize) -> Search {
    let n = graph.cells.len();
    let chosen: Vec<Option<usize>> = graph
        .options
        .iter()
        .map(|o| (o.len() == 1).then_some(0))
        .collect();
    let mut copies = [0usize; 52];
    for (_, stack) in layout.stacks() {
        for card in stack.known_cards() {
            copies[card_index(card)] += 1;
        }
    }
    // Decide cells near the start first: their choice prunes the most.
    let mut order = Vec::new();
    let mut seen = vec![false; n];
    if let Some(start) = graph.start {
        let mut queue = VecDeque::from([start]);
        seen[start] = true;
        while let Some(a) = queue.pop_front() {
            order.push(a);
            for &(_, b) in &graph.adjacent[a] {
                if !seen[b] {
                    seen[b] = true;
                    queue.push_back(b);
                }
            }
        }
    }
    order.extend((0..n).filter(|i| !seen[*i]));
    order.retain(|i| chosen[*i].is_none());
    let mut searcher = Searcher {
        graph,
        order,
        chosen,
        copies,
        decks: usize::from(decks),
        steps: 0,
        budget,
        best: (0, vec![false; n]),
    };
    // A single-option cell's hidden cards (a photo stack with one possible
    // walk) count from the start.
    for cell in 0..n {
        if searcher.chosen[cell] == Some(0) && !searcher.take(cell, 0) {
            searcher.remember();
            return Search::Exhausted {
                best: searcher.best.1,
            };
        }
    }
    match searcher.run(0) {
        Some(true) => Search::Found(
            searcher
                .chosen
                .into_iter()
                .map(|c| c.unwrap_or(0))
                .collect(),
        ),
        Some(false) => Search::Exhausted {
            best: searcher.best.1,
        },
        None => Search::OutOfBudget,
    }
}
