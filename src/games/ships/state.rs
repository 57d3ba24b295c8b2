//! What the companion mirrors of a Ships table: each player's VP (with a
//! ledger giving every change its reason), gold and bank room, goods and
//! warehouse room, ship counters left, free action cubes in stock; the
//! ship age track by box and the highest age reached; the era and the era
//! whose action cubes the current turn uses, with the cubes left and the
//! actions paid this turn (W3, W4b); the card display and a taken card's
//! own action (W4, W4b); the present area. What follows from these facts
//! — the highest age, whether the end is triggered (W8), the leaders, the
//! cubes' wording, the board data still unknown and the reminders — is
//! worked out when asked (`view` shows it), not after every event; the
//! rules are in `decide`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::actions::{CardAction, Cube, PaidAction};
use super::age_track::{AgeTrack, AGES};
use super::board::BoardData;
use super::cards::{CardData, Era};
use super::goods::Goods;

/// W8: ship counters in age 11 that trigger the end.
pub const END_SHIPS: usize = 5;
/// Setup: each player starts with two free action cubes in stock.
pub const START_FREE_CUBES: u32 = 2;
/// Components: free action cubes in the game.
pub const FREE_CUBES: u32 = 25;

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
    /// W3: free action cubes in the available stock (two at setup; unused
    /// ones from the action cubes section join them at tidy up).
    pub free_cubes: u32,
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

/// W3: what the current player places in the action cubes section, and
/// what is left of it (W4b: every action paid spends one).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsCubes")]
pub struct Cubes {
    pub era: Era,
    /// Merchant cubes placed this turn (the era's 2, or what the stock had).
    pub merchant: u32,
    /// Free action cubes placed from the pool this turn.
    pub free: u32,
    pub text: String,
    pub merchant_left: u32,
    /// Free action cubes still in the section.
    pub free_left: u32,
    /// The current player's free action cubes in stock (usable too).
    pub stock_free: u32,
    /// "Left this turn: 1 merchant cube, 2 free action cubes in stock".
    pub left_text: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsFacts")]
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
    pub took_card: bool,
    /// The card taken this turn, for cards that change an action.
    pub card_this_turn: Option<String>,
    /// W4b: that card's own action, while it is still to be performed.
    pub card_action: Option<CardAction>,
    /// W4b: the actions paid this turn, in order.
    pub actions: Vec<PaidAction>,
    /// Ages 1 to 11 (index 0 is age 1).
    pub track: Vec<Age>,
    pub display: Vec<DisplayCard>,
    /// W4: the era's 12 cards are still to be laid out.
    pub display_needed: bool,
    /// The present area (2–7): the highest with cubes or discs.
    pub area: u32,
    pub ledger: Vec<LedgerEntry>,
    pub phase: Phase,
    /// W5: the highest age any `NewAge` opened.
    #[serde(skip)]
    #[ts(skip)]
    pub(super) reached: usize,
    /// W4b: the payment of the action being performed, between its
    /// `ActionPaid` event and the action's own event.
    #[serde(skip)]
    #[ts(skip)]
    pub(super) paying: Option<PaidAction>,
    /// W4b: some action has been paid in this log. A log without any was
    /// written before actions were paid, and replays under the rules it was
    /// written with.
    #[serde(skip)]
    #[ts(skip)]
    pub(super) paid_actions: bool,
    /// W3: merchant cubes the section got this turn when the stock was
    /// short (the era's count otherwise).
    #[serde(skip)]
    #[ts(skip)]
    pub(super) short: Option<u32>,
}

impl State {
    pub fn name(&self, seat: usize) -> String {
        self.players.get(seat).map_or_else(
            || format!("seat {}", seat.saturating_add(1)),
            |p| p.name.clone(),
        )
    }

    /// The track as the W5 arithmetic wants it (owners per age).
    pub fn age_track(&self) -> AgeTrack {
        let mut t = AgeTrack::default();
        for (i, age) in self.track.iter().enumerate().take(AGES) {
            t.ages[i] = age.merchant.iter().chain(&age.warship).copied().collect();
        }
        t
    }

    /// W3: merchant and free action cubes placed in the section this turn.
    pub(super) fn section(&self) -> (u32, u32) {
        let (era_merchant, era_free) = self.turn_era.action_cubes();
        let merchant = self.short.unwrap_or(era_merchant);
        // "If at the start of your turn you are unable to take any cubes
        // then you take one free action cube from the pool."
        let free = if merchant == 0 && era_free == 0 {
            1
        } else {
            era_free
        };
        (merchant, free)
    }

    /// W3: (merchant cubes, free action cubes) still in the section.
    pub(super) fn section_left(&self) -> (u32, u32) {
        let (merchant, free) = self.section();
        let used = |cube| self.actions.iter().filter(|a| a.cube == cube).count() as u32;
        (
            merchant.saturating_sub(used(Cube::Merchant)),
            free.saturating_sub(used(Cube::Free)),
        )
    }

    /// W5: the highest age a ship has reached — a fact of the game, not a
    /// count of the ships standing ("once a ship has been placed in a ship
    /// age level then no ships can be placed in a lower level"). A log
    /// written before actions were paid (W4b) reads as it was: the highest
    /// age holding a ship.
    pub fn highest_age(&self) -> usize {
        if self.paid_actions {
            self.reached
        } else {
            self.age_track().highest()
        }
    }

    /// W8: five or more counters stand in age 11.
    pub fn end_triggered(&self) -> bool {
        self.track.get(AGES - 1).map_or(0, Age::len) >= END_SHIPS
    }

    /// The seats with the most VP.
    pub fn leaders(&self) -> Vec<usize> {
        let best = self.players.iter().map(|p| p.vp).max();
        (0..self.players.len())
            .filter(|s| Some(self.players[*s].vp) == best)
            .collect()
    }

    /// W3: this turn's action cubes, in numbers and in words.
    pub fn cubes(&self) -> Cubes {
        let (era_merchant, era_free) = self.turn_era.action_cubes();
        let text = match era_free {
            0 => format!("{era_merchant} merchant cubes"),
            1 => format!("{era_merchant} merchant cubes and 1 free action cube"),
            n => format!("{era_merchant} merchant cubes and {n} free action cubes"),
        };
        let (merchant, free) = self.section();
        let (merchant_left, free_left) = self.section_left();
        let stock_free = self.players.get(self.current).map_or(0, |p| p.free_cubes);
        let plural = |n: u32, one: &str| {
            if n == 1 {
                format!("1 {one}")
            } else {
                format!("{n} {one}s")
            }
        };
        let mut left = vec![plural(merchant_left, "merchant cube")];
        if free_left > 0 {
            left.push(format!(
                "{} in the section",
                plural(free_left, "free action cube")
            ));
        }
        left.push(format!(
            "{} in stock",
            plural(stock_free, "free action cube")
        ));
        Cubes {
            era: self.turn_era,
            merchant,
            free,
            text: format!(
                "{} era: {text} (take what you can; with no merchant cube, take 1 free action cube)",
                self.turn_era
            ),
            merchant_left,
            free_left,
            stock_free,
            left_text: format!("Left this turn: {}", left.join(", ")),
        }
    }

    /// What the table should not forget now.
    pub(super) fn reminders(&self) -> Vec<String> {
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
        if let Some(c) = self
            .card_action
            .as_ref()
            .filter(|_| self.phase == Phase::Playing)
        {
            let into = match c.ship_box {
                Some(ShipBox::Warship) => " into the Warship box",
                Some(ShipBox::Merchant) => " into the Merchant box",
                None => "",
            };
            out.push(format!(
                "{}'s own {}{into} is still to do: the card pays for it (W4b){}",
                c.card,
                c.action,
                if c.no_food { ", no food" } else { "" }
            ));
        }
        if self.era != self.turn_era {
            out.push(format!(
                "the {} era has begun: its action cubes count from the next player's turn",
                self.era
            ));
        }
        if self.end_triggered() && self.phase == Phase::Playing {
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
