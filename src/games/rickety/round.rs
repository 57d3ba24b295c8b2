//! One round at the table (R8): every player's ship judged and totalled,
//! the five VPs awarded, and the warnings the table should hear — the
//! done-first ship is incomplete or illegal, or the ships together use more
//! copies of a card than the decks hold (R2).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card::Card;
use super::layout::Layout;
use super::legality::{check, Check};
use super::scoring::{award, Awards, Totals};
use super::shape::Shape;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyRoundPlayer")]
pub struct RoundPlayer {
    pub totals: Totals,
    pub vp: Awards,
    pub round_vp: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyRoundReport")]
pub struct RoundReport {
    pub players: Vec<RoundPlayer>,
    pub warnings: Vec<String>,
}

/// Scores one round; `names` label the warnings ("Player 2" when unnamed).
pub fn score_round(
    layouts: &[Layout],
    names: &[String],
    shape: &Shape,
    decks: u8,
    done_first: Option<usize>,
) -> (RoundReport, Vec<Check>) {
    let checks: Vec<Check> = layouts.iter().map(|l| check(l, shape, decks)).collect();
    let totals: Vec<Totals> = checks.iter().map(|c| c.totals).collect();
    let awards = award(&totals, done_first);
    let name = |seat: usize| {
        names
            .get(seat)
            .cloned()
            .unwrap_or_else(|| format!("Player {}", seat + 1))
    };
    let mut warnings = Vec::new();
    if let Some(seat) = done_first {
        if let Some(c) = checks.get(seat) {
            let mut faults = Vec::new();
            if !c.complete {
                faults.push("incomplete");
            }
            match c.legal {
                Some(false) => faults.push("illegal"),
                None => faults.push("possibly illegal"),
                Some(true) => {}
            }
            if !faults.is_empty() {
                warnings.push(format!(
                    "R8: {} called \"done\" first, but that ship is {}",
                    name(seat),
                    faults.join(" and ")
                ));
            }
        }
    }
    let mut copies: BTreeMap<Card, usize> = BTreeMap::new();
    for layout in layouts {
        for (_, stack) in layout.stacks() {
            for card in stack.known_cards() {
                *copies.entry(card).or_default() += 1;
            }
        }
    }
    for (card, n) in copies {
        if n > usize::from(decks) {
            warnings.push(format!(
                "R2: {card} is on the table {n} times, but {decks} decks hold only {decks}"
            ));
        }
    }
    let players = totals
        .into_iter()
        .zip(awards)
        .map(|(totals, vp)| RoundPlayer {
            totals,
            round_vp: vp.round_vp(),
            vp,
        })
        .collect();
    (RoundReport { players, warnings }, checks)
}
