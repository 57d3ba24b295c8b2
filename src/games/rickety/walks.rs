//! What a stack may hold (R5, R7): each built cell becomes a short list of
//! [`Option`]s — a possible bottom card and the set of cards in the stack —
//! which is all reachability (R6) needs. A known stack has one option; a
//! photographed `TOP^N` stack has one per hidden ±1 walk ending at TOP, with
//! walks that another walk's cards cover (same bottom, fewer cards) dropped,
//! since they can never connect more.

use super::card::{Card, Rank, Suit};
use super::layout::Stack;

/// A set of cards as a 52-bit mask (bit = suit * 13 + rank - 1).
pub type CardSet = u64;

/// A card's place in a 52-card table (and its bit in a [`CardSet`]).
pub fn card_index(card: Card) -> usize {
    suit_index(card.suit) * 13 + usize::from(card.rank.value() - 1)
}

pub fn bit(card: Card) -> CardSet {
    1u64 << card_index(card)
}

fn suit_index(suit: Suit) -> usize {
    match suit {
        Suit::Spades => 0,
        Suit::Hearts => 1,
        Suit::Diamonds => 2,
        Suit::Clubs => 3,
    }
}

/// Every card of one suit.
pub fn of_suit(suit: Suit) -> CardSet {
    0x1fffu64 << (suit_index(suit) * 13)
}

/// Every card of one rank, any suit.
pub fn of_rank(rank: u8) -> CardSet {
    if !(1..=13).contains(&rank) {
        return 0;
    }
    (0..4).fold(0, |set, s| set | 1u64 << (s * 13 + usize::from(rank - 1)))
}

/// One possible content of a stack.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackOption {
    /// The cards bottom to top (for the witness).
    pub cards: Vec<Card>,
    pub set: CardSet,
    /// Cards a neighbour to the east or west must hold to reach this cell
    /// (R4: same suit as the bottom card).
    pub accept_horizontal: CardSet,
    /// Cards a neighbour to the north or south must hold (R4: ±1 rank).
    pub accept_vertical: CardSet,
}

impl StackOption {
    fn of(cards: Vec<Card>) -> Option<StackOption> {
        let bottom = *cards.first()?;
        let set = cards.iter().fold(0, |s, c| s | bit(*c));
        Some(StackOption {
            accept_horizontal: of_suit(bottom.suit),
            accept_vertical: of_rank(bottom.rank.value() - 1) | of_rank(bottom.rank.value() + 1),
            set,
            cards,
        })
    }

    pub fn bottom(&self) -> Option<Card> {
        self.cards.first().copied()
    }
}

/// The possible contents of `stack`; with `start`, only those whose bottom
/// card is a 7 (R3).
pub fn options(stack: &Stack, start: bool) -> Vec<StackOption> {
    let mut all: Vec<StackOption> = match stack {
        Stack::Known { .. } => StackOption::of(stack.known_cards()).into_iter().collect(),
        // More than 3 chips already breaks R5 (reported by `legality`);
        // capping the walk keeps a hostile `AH^12` from costing 4,096 walks.
        Stack::Photo { top, chips } => hidden_walks(*top, usize::from(*chips).min(3))
            .into_iter()
            .filter_map(StackOption::of)
            .collect(),
    };
    if start {
        all.retain(|o| o.bottom().is_some_and(|b| b.rank == Rank::SEVEN));
    }
    // Drop options another option covers: same bottom, a subset of cards.
    let covered: Vec<bool> = all
        .iter()
        .enumerate()
        .map(|(i, o)| {
            all.iter().enumerate().any(|(j, p)| {
                j != i
                    && o.bottom() == p.bottom()
                    && o.set & p.set == o.set
                    && (o.set != p.set || j < i)
            })
        })
        .collect();
    let mut kept: Vec<StackOption> = all
        .into_iter()
        .zip(covered)
        .filter(|(_, c)| !c)
        .map(|(o, _)| o)
        .collect();
    // Richer stacks first: they connect more, so the search tries them first.
    kept.sort_by_key(|o| std::cmp::Reverse(o.set.count_ones()));
    kept
}

/// R7: the walks of `hidden` cards of `top`'s suit, each ±1 from the next,
/// ending at `top`; bottom first, `top` included.
pub fn hidden_walks(top: Card, hidden: usize) -> Vec<Vec<Card>> {
    let mut walks = vec![vec![top]];
    for _ in 0..hidden {
        let mut longer = Vec::with_capacity(walks.len() * 2);
        for walk in &walks {
            let lowest = walk[0].rank.value();
            for next in [lowest.wrapping_sub(1), lowest + 1] {
                if let Some(card) = Card::new(next, top.suit) {
                    let mut w = Vec::with_capacity(walk.len() + 1);
                    w.push(card);
                    w.extend_from_slice(walk);
                    longer.push(w);
                }
            }
        }
        walks = longer;
    }
    walks
}
