//! What the companion mirrors of a Ships table: each player's VP (with a
//! ledger giving every change its reason), gold and bank room, goods and
//! warehouse room, ship counters left; the ship age track by box; the era
//! and the era whose action cubes the current turn uses (W3); the card
//! display (W4); the present area; the end (W8). Derived figures are
//! recomputed by [`State::recount`]; the rules are in `rules`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::age_track::{AgeTrack, AGES};
use super::board::BoardData;
use super::cards::{CardData, Era};
use super::figures::EraBooks;
use super::goods::Goods;

/// W8: ship counters in age 11 that trigger the end.
pub const END_SHIPS: usize = 5;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsBox")]
pub enum ShipBox {
    Merchant,
    Warship,
}

/// Where a city disc comes from (it frees a space there).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsDiscFrom")]
pub enum DiscFrom {
    Warehouse,
    Bank,
}

/// Ship counters still in front of a player, per type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsStock")]
pub struct Stock {
    pub galley: u32,
    pub sailing: u32,
    pub steamship: u32,
}

impl Stock {
    pub fn get(&self, era: Era) -> u32 {
        match era {
            Era::Galley => self.galley,
            Era::Sailing => self.sailing,
            Era::Steamship => self.steamship,
        }
    }

    pub fn get_mut(&mut self, era: Era) -> &mut u32 {
        match era {
            Era::Galley => &mut self.galley,
            Era::Sailing => &mut self.sailing,
            Era::Steamship => &mut self.steamship,
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsPlayer")]
pub struct Player {
    pub name: String,
    pub vp: i32,
    pub gold: u32,
    /// Bank spaces free of city discs.
    pub bank: u32,
    pub goods: Goods,
    /// Warehouse spaces free of city discs.
    pub warehouse: u32,
    pub ships: Stock,
    pub turns: u32,
}

/// One age of the track: the owners of the counters in each box.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsAge")]
pub struct Age {
    pub merchant: Vec<usize>,
    pub warship: Vec<usize>,
}

impl Age {
    pub fn boxed(&self, b: ShipBox) -> &Vec<usize> {
        match b {
            ShipBox::Merchant => &self.merchant,
            ShipBox::Warship => &self.warship,
        }
    }

    pub fn boxed_mut(&mut self, b: ShipBox) -> &mut Vec<usize> {
        match b {
            ShipBox::Merchant => &mut self.merchant,
            ShipBox::Warship => &mut self.warship,
        }
    }

    pub fn len(&self) -> usize {
        self.merchant.len() + self.warship.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A card on display.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsDisplayCard")]
pub struct DisplayCard {
    pub name: String,
    pub text: String,
    pub gold_cost: Option<u32>,
}

/// One VP movement with its reason (W1: VP start at 5).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsLedgerEntry")]
pub struct LedgerEntry {
    pub seat: usize,
    pub delta: i32,
    /// The player's VP after this change.
    pub vp: i32,
    pub reason: String,
    /// The turn it happened in (1 = the first player's first turn).
    pub turn: u32,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsPhase")]
pub enum Phase {
    Playing,
    /// W8: the end came and every player had as many turns: score.
    FinalScoring,
    Finished,
}

/// W3: what the current player places in the action cubes section.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsCubes")]
pub struct Cubes {
    pub era: Era,
    pub merchant: u32,
    pub free: u32,
    pub text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsState")]
pub struct State {
    pub board: BoardData,
    pub cards: Vec<CardData>,
    pub players: Vec<Player>,
    pub current: usize,
    /// Turns begun so far (1 = the first player's first turn).
    pub turn: u32,
    pub era: Era,
    /// W3: the era whose action cubes this turn uses (an era change counts
    /// from the next player's turn).
    pub turn_era: Era,
    pub cubes: Cubes,
    pub took_card: bool,
    /// The card taken this turn, for cards that change an action.
    pub card_this_turn: Option<String>,
    /// Ages 1 to 11 (index 0 is age 1).
    pub track: Vec<Age>,
    pub highest_age: usize,
    pub display: Vec<DisplayCard>,
    /// W4: the era's 12 cards are still to be laid out.
    pub display_needed: bool,
    /// The present area (2–7): the highest with cubes or discs.
    pub area: u32,
    pub ledger: Vec<LedgerEntry>,
    pub phase: Phase,
    /// W8: five or more counters stand in age 11.
    pub end_triggered: bool,
    pub leaders: Vec<usize>,
    pub unknown_board: Vec<String>,
    pub reminders: Vec<String>,
    /// VP per seat and era for the statistics (`figures`); rebuilt by
    /// `evolve` on replay, never serialised.
    #[serde(skip)]
    #[ts(skip)]
    pub(super) era_books: EraBooks,
}

impl State {
    pub fn name(&self, seat: usize) -> String {
        self.players
            .get(seat)
            .map_or_else(|| format!("seat {seat}"), |p| p.name.clone())
    }

    /// The track as the W5 arithmetic wants it (owners per age).
    pub fn age_track(&self) -> AgeTrack {
        let mut t = AgeTrack::default();
        for (i, age) in self.track.iter().enumerate().take(AGES) {
            t.ages[i] = age.merchant.iter().chain(&age.warship).copied().collect();
        }
        t
    }

    pub(super) fn recount(&mut self) {
        self.highest_age = self.age_track().highest();
        self.end_triggered = self.track.get(AGES - 1).map_or(0, Age::len) >= END_SHIPS;
        let best = self.players.iter().map(|p| p.vp).max();
        self.leaders = (0..self.players.len())
            .filter(|s| Some(self.players[*s].vp) == best)
            .collect();
        let (merchant, free) = self.turn_era.action_cubes();
        let text = match free {
            0 => format!("{merchant} merchant cubes"),
            1 => format!("{merchant} merchant cubes and 1 free action cube"),
            n => format!("{merchant} merchant cubes and {n} free action cubes"),
        };
        self.cubes = Cubes {
            era: self.turn_era,
            merchant,
            free,
            text: format!(
                "{} era: {text} (take what you can; with no merchant cube, take 1 free action cube)",
                self.turn_era
            ),
        };
        self.unknown_board = self.board.unknown();
        self.reminders = self.reminders();
    }

    fn reminders(&self) -> Vec<String> {
        let mut out = Vec::new();
        if self.phase == Phase::Finished {
            return out;
        }
        if self.display_needed {
            out.push(format!(
                "lay out 12 {} cards (or let the app draw them)",
                self.era
            ));
        }
        if self.era != self.turn_era {
            out.push(format!(
                "the {} era has begun: its action cubes count from the next player's turn",
                self.era
            ));
        }
        if self.end_triggered && self.phase == Phase::Playing {
            out.push(
                "five ships stand in age 11: the game ends once every player has had as many turns (W8)"
                    .to_string(),
            );
        }
        if self.phase == Phase::FinalScoring {
            out.push("final scoring: enter the present area's cubes and discs".to_string());
        }
        out
    }
}
