//! The facts of a Flicky Spaceships game between turns: trays, supply,
//! piles, tokens, whose turn and phase, and the bookkeeping the events
//! perform on them. What follows from the facts — who must discard (F2),
//! the end meter (F6), the scores (F7), the shop (F3/F4), the reminders
//! (F5) — is worked out when asked (`view` shows it), not kept. The rules
//! that decide what may happen are in `decide`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::catalog::{upgrade, UpgradeId};
use super::decide::phase_name;
use super::model::{Phase, HAND_LIMIT};
use super::payment::{cheapest, Payment};
use super::resources::{Resource, Resources};
use super::scoring::{score, Score};
use crate::games::flicky::Rule;
use crate::session::RuleError;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyPlayer")]
pub struct Player {
    pub name: String,
    pub tray: Resources,
    pub upgrades: Vec<UpgradeId>,
    pub tokens: u32,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyPile")]
pub struct Pile {
    pub upgrade: UpgradeId,
    pub copies: u32,
    pub left: u32,
}

/// For the current player: every upgrade, whether it can be bought now, and
/// the payment the app suggests (F3).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyShopEntry")]
pub struct ShopEntry {
    pub upgrade: UpgradeId,
    pub left: u32,
    pub owned: bool,
    pub payment: Option<Payment>,
}

/// How close the game is to its end (F6).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyEndMeter")]
pub struct EndMeter {
    pub tokens_left: u32,
    pub piles_emptied: u32,
    pub piles_to_end: u32,
    /// The end is triggered: the game ends when this turn ends.
    pub triggered: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyCollected")]
pub struct Collected {
    pub resource: Resource,
    pub tractor_beamed: Vec<usize>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub players: Vec<Player>,
    pub supply: Resources,
    pub piles: Vec<Pile>,
    /// Seat whose turn it is.
    pub current: usize,
    pub turn: u32,
    pub phase: Phase,
    /// What the current player collected this turn (Tractor Beam copies it).
    pub collected: Option<Collected>,
    /// Blueprints resources the current player may still take (F5).
    pub blueprint_credits: u32,
    /// VP tokens still in the supply (F1).
    pub tokens_left: u32,
    /// Emptied piles that end the game (F6).
    pub piles_to_end: u32,
}

impl State {
    pub(super) fn owns(&self, seat: usize, id: UpgradeId) -> bool {
        self.players
            .get(seat)
            .is_some_and(|p| p.upgrades.contains(&id))
    }

    pub(super) fn name(&self, seat: usize) -> String {
        self.players.get(seat).map_or_else(
            || format!("seat {}", seat.saturating_add(1)),
            |p| p.name.clone(),
        )
    }

    pub(super) fn expect_phase(&self, phase: Phase) -> Result<(), RuleError> {
        if let Some(seat) = self.must_discard() {
            return Err(RuleError::new(
                Rule::F2,
                format!(
                    "{} holds {} resources and must first discard down to {HAND_LIMIT}",
                    self.name(seat),
                    self.players[seat].tray.total()
                ),
            ));
        }
        if self.phase != phase {
            return Err(RuleError::new(
                Rule::F5,
                format!(
                    "that belongs to the {} phase, but {} is in the {} phase",
                    phase_name(phase),
                    self.name(self.current),
                    phase_name(self.phase)
                ),
            ));
        }
        Ok(())
    }

    pub(super) fn check_seat(&self, seat: usize) -> Result<(), RuleError> {
        if seat >= self.players.len() {
            return Err(RuleError::new(Rule::F2, format!("there is no seat {seat}")));
        }
        Ok(())
    }

    /// One token if any are left (F1).
    pub(super) fn token_available(&self) -> bool {
        self.tokens_left > 0
    }

    pub(super) fn take_token(&mut self, seat: usize) {
        if self.tokens_left > 0 {
            self.tokens_left -= 1;
            if let Some(p) = self.players.get_mut(seat) {
                p.tokens += 1;
            }
        }
    }

    pub(super) fn give(&mut self, seat: usize, resource: Resource, amount: u32) {
        let amount = amount.min(self.supply.get(resource));
        *self.supply.get_mut(resource) -= amount;
        if let Some(p) = self.players.get_mut(seat) {
            *p.tray.get_mut(resource) += amount;
        }
    }

    pub(super) fn pay(&mut self, seat: usize, spend: &Resources) {
        if let Some(p) = self.players.get_mut(seat) {
            if let Some(left) = p.tray.minus(spend) {
                p.tray = left;
                self.supply = self.supply.plus(spend);
            }
        }
    }

    /// F2: the first seat holding more than 12 resources, who must discard
    /// before anything else happens.
    pub fn must_discard(&self) -> Option<usize> {
        (0..self.players.len()).find(|s| self.players[*s].tray.total() > HAND_LIMIT)
    }

    /// F6: how close the game is to its end.
    pub fn end_meter(&self) -> EndMeter {
        let piles_emptied = self.piles.iter().filter(|p| p.left == 0).count() as u32;
        EndMeter {
            tokens_left: self.tokens_left,
            piles_emptied,
            piles_to_end: self.piles_to_end,
            triggered: self.tokens_left == 0 || piles_emptied >= self.piles_to_end,
        }
    }

    /// F7: every seat's score as it stands.
    pub fn scores(&self) -> Vec<Score> {
        self.players
            .iter()
            .map(|p| score(&p.upgrades, &p.tray, p.tokens))
            .collect()
    }

    /// F3/F4: for the current player, every upgrade with the payment the
    /// app suggests.
    pub(super) fn shop(&self) -> Vec<ShopEntry> {
        let seat = self.current;
        let tray = self.players.get(seat).map(|p| p.tray).unwrap_or_default();
        self.piles
            .iter()
            .map(|pile| {
                let owned = self.owns(seat, pile.upgrade);
                ShopEntry {
                    upgrade: pile.upgrade,
                    left: pile.left,
                    owned,
                    payment: if owned || pile.left == 0 {
                        None
                    } else {
                        cheapest(&tray, &upgrade(pile.upgrade).cost)
                    },
                }
            })
            .collect()
    }

    /// F5: effects the table should not forget, for the current moment.
    pub(super) fn reminders(&self) -> Vec<String> {
        let mut out = self.reminders_now();
        if self.end_meter().triggered && self.phase != Phase::Finished {
            out.push("The end is triggered: the game ends when this turn ends".into());
        }
        out
    }

    fn reminders_now(&self) -> Vec<String> {
        let seat = self.current;
        let mut out = Vec::new();
        match self.phase {
            Phase::Collect => {
                if self.owns(seat, UpgradeId::Scientists) {
                    out.push(
                        "Scientists: on an empty space at the start of the turn, gain a VP token"
                            .into(),
                    );
                }
                if self.owns(seat, UpgradeId::SonarScan) {
                    out.push("Sonar Scan: you may collect from the hex in front instead".into());
                }
            }
            Phase::Flick => {
                if let Some(c) = &self.collected {
                    for other in (0..self.players.len())
                        .filter(|s| *s != seat && !c.tractor_beamed.contains(s))
                    {
                        if self.owns(other, UpgradeId::TractorBeam) {
                            out.push(format!(
                                "Tractor Beam: {} may take a {} if in the same hex",
                                self.name(other),
                                c.resource
                            ));
                        }
                    }
                }
                if self.owns(seat, UpgradeId::RamRaidEngines) {
                    out.push("Ram-Raid Engines: take one resource from each ship you ram".into());
                }
                out.push("Landed on the wormhole? Flick again".into());
            }
            Phase::Upgrade => {
                if self.blueprint_credits > 0 {
                    out.push(match self.blueprint_credits {
                        1 => "Blueprints: take 1 resource of your choice".to_string(),
                        n => format!("Blueprints: take {n} resources of your choice"),
                    });
                }
                if self.owns(seat, UpgradeId::Boosters) {
                    out.push(
                        "Boosters: at the end of the turn you may reposition your ship in its hex"
                            .into(),
                    );
                }
            }
            Phase::Finished => {}
        }
        out
    }
}
