//! Playing cards (R1): ranks A=1 … K=13 with no wrap, four suits, and the
//! text forms players type (`10H`, `9♥`, `qs`).

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[ts(rename = "RicketySuit")]
pub enum Suit {
    #[serde(rename = "S")]
    Spades,
    #[serde(rename = "H")]
    Hearts,
    #[serde(rename = "D")]
    Diamonds,
    #[serde(rename = "C")]
    Clubs,
}

impl Suit {
    pub const ALL: [Suit; 4] = [Suit::Spades, Suit::Hearts, Suit::Diamonds, Suit::Clubs];

    pub fn letter(self) -> char {
        match self {
            Suit::Spades => 'S',
            Suit::Hearts => 'H',
            Suit::Diamonds => 'D',
            Suit::Clubs => 'C',
        }
    }

    pub fn symbol(self) -> char {
        match self {
            Suit::Spades => '♠',
            Suit::Hearts => '♥',
            Suit::Diamonds => '♦',
            Suit::Clubs => '♣',
        }
    }

    pub fn from_char(c: char) -> Option<Suit> {
        match c.to_ascii_uppercase() {
            'S' | '♠' | '♤' => Some(Suit::Spades),
            'H' | '♥' | '♡' => Some(Suit::Hearts),
            'D' | '♦' | '♢' => Some(Suit::Diamonds),
            'C' | '♣' | '♧' => Some(Suit::Clubs),
            _ => None,
        }
    }
}

/// A rank 1..=13 (R1: A=1, J=11, Q=12, K=13).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "u8", into = "u8")]
pub struct Rank(u8);

impl Rank {
    pub const ACE: Rank = Rank(1);
    pub const SEVEN: Rank = Rank(7);

    pub fn new(value: u8) -> Option<Rank> {
        (1..=13).contains(&value).then_some(Rank(value))
    }

    pub fn value(self) -> u8 {
        self.0
    }

    /// R1: "one number above or below" is a difference of exactly 1; K and A
    /// are not neighbours.
    pub fn adjacent(self, other: Rank) -> bool {
        self.0.abs_diff(other.0) == 1
    }

    pub fn label(self) -> &'static str {
        [
            "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K",
        ][usize::from(self.0 - 1)]
    }

    fn parse(text: &str) -> Option<Rank> {
        match text.to_ascii_uppercase().as_str() {
            "A" | "1" => Some(Rank(1)),
            "J" => Some(Rank(11)),
            "Q" => Some(Rank(12)),
            "K" => Some(Rank(13)),
            number => number
                .parse::<u8>()
                .ok()
                .filter(|n| (2..=10).contains(n))
                .map(Rank),
        }
    }
}

impl TryFrom<u8> for Rank {
    type Error = String;
    fn try_from(value: u8) -> Result<Self, Self::Error> {
        Rank::new(value).ok_or_else(|| format!("{value} is not a rank (1 to 13)"))
    }
}

impl From<Rank> for u8 {
    fn from(rank: Rank) -> u8 {
        rank.0
    }
}

/// A card as the window sends and shows it: `{"rank": 9, "suit": "H"}`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "RicketyCard")]
pub struct Card {
    /// R1: A=1 … K=13.
    #[ts(type = "number")]
    pub rank: Rank,
    pub suit: Suit,
}

impl Card {
    pub fn new(rank: u8, suit: Suit) -> Option<Card> {
        Rank::new(rank).map(|rank| Card { rank, suit })
    }

    /// Parses `10H`, `9♥`, `qs`, `A♠`. The error says what is wrong.
    pub fn parse(text: &str) -> Result<Card, String> {
        let text = text.trim();
        let Some(last) = text.chars().last() else {
            return Err("an empty card".into());
        };
        let suit = Suit::from_char(last).ok_or_else(|| {
            format!(
                "{} does not end in a suit (S, H, D, C or ♠ ♥ ♦ ♣)",
                shown(text)
            )
        })?;
        let rank_text = &text[..text.len() - last.len_utf8()];
        let rank = Rank::parse(rank_text).ok_or_else(|| {
            format!(
                "{} in {} is not a rank (A 2 3 4 5 6 7 8 9 10 J Q K)",
                shown(rank_text),
                shown(text)
            )
        })?;
        Ok(Card { rank, suit })
    }

    /// The text-format spelling: `10H`.
    pub fn code(self) -> String {
        format!("{}{}", self.rank.label(), self.suit.letter())
    }
}

/// Shown to players with the suit symbol: `9♥`.
impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank.label(), self.suit.symbol())
    }
}

/// A token as an error message quotes it: a pasted novel or a binary
/// blob must not become a message of a hundred thousand characters.
pub(crate) fn shown(text: &str) -> String {
    const MOST: usize = 24;
    if text.chars().count() <= MOST {
        format!("{text:?}")
    } else {
        let start: String = text.chars().take(MOST).collect();
        format!("{start:?}… ({} characters)", text.chars().count())
    }
}
