//! Round and game scoring (R8, R9): the four category totals of a ship, who
//! wins each of the five round VPs, and the game's winners.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::layout::Layout;
use super::shape::{Role, Shape};

/// R8's four category totals of one ship.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyTotals")]
pub struct Totals {
    /// Top cards in rocket cells: J=1, Q=2, K=3.
    pub rockets: u32,
    /// Top cards in cannon cells: A=3, 2=2, 3=1.
    pub cannons: u32,
    /// Every visible 7 = 2, every visible 6 = 1, anywhere.
    pub crew_cargo: u32,
    /// Chips showing: the sum of (height - 1).
    pub battery: u32,
}

pub fn totals(layout: &Layout, shape: &Shape) -> Totals {
    let mut t = Totals::default();
    for (p, stack) in layout.stacks() {
        let top = stack.top().rank.value();
        match shape.role(p) {
            Some(Role::Rocket) => t.rockets += u32::from(top.saturating_sub(10)),
            Some(Role::Cannon) if top <= 3 => t.cannons += u32::from(4 - top),
            _ => {}
        }
        t.crew_cargo += match top {
            7 => 2,
            6 => 1,
            _ => 0,
        };
        t.battery += u32::try_from(stack.chips()).unwrap_or(u32::MAX);
    }
    t
}

/// The five VPs of one round for one player (R8): each 0 or 1.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyAwards")]
pub struct Awards {
    pub done: u8,
    pub rockets: u8,
    pub cannons: u8,
    pub crew_cargo: u8,
    pub battery: u8,
}

impl Awards {
    pub fn round_vp(&self) -> u32 {
        u32::from(self.done)
            + u32::from(self.rockets)
            + u32::from(self.cannons)
            + u32::from(self.crew_cargo)
            + u32::from(self.battery)
    }
}

/// R8: the seat with the single highest non-zero total; a tie for the
/// highest, or a highest of 0, awards nobody.
pub fn category_winner(values: &[u32]) -> Option<usize> {
    let best = *values.iter().max()?;
    if best == 0 || values.iter().filter(|v| **v == best).count() > 1 {
        return None;
    }
    values.iter().position(|v| *v == best)
}

/// How to read one category's total and where its VP goes.
type Category = (fn(&Totals) -> u32, fn(&mut Awards) -> &mut u8);

/// R8: the round's awards for every seat from their totals and who called
/// "done" first.
pub fn award(totals: &[Totals], done_first: Option<usize>) -> Vec<Awards> {
    let mut awards = vec![Awards::default(); totals.len()];
    if let Some(seat) = done_first.and_then(|s| awards.get_mut(s)) {
        seat.done = 1;
    }
    let categories: [Category; 4] = [
        (|t| t.rockets, |a| &mut a.rockets),
        (|t| t.cannons, |a| &mut a.cannons),
        (|t| t.crew_cargo, |a| &mut a.crew_cargo),
        (|t| t.battery, |a| &mut a.battery),
    ];
    for (value, slot) in categories {
        let values: Vec<u32> = totals.iter().map(value).collect();
        if let Some(winner) = category_winner(&values) {
            *slot(&mut awards[winner]) = 1;
        }
    }
    awards
}

/// R9: seats with the most VPs (all of them when tied).
pub fn game_winners(vp: &[u32]) -> Vec<usize> {
    match vp.iter().max() {
        Some(best) => (0..vp.len()).filter(|s| vp[*s] == *best).collect(),
        None => Vec::new(),
    }
}
