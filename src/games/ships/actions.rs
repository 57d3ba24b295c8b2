//! The eight action boxes of a Ships player display and what pays for an
//! action (W3, W4b): a merchant cube from the action cubes section plus the
//! gold printed on the box's left, or a free action cube (from the section
//! or the available stock) plus the gold on its right, or — for the one
//! action a card performs (Ram's placement, Lateen Sail's upgrade…) — the
//! card itself: no cube, no gold, and no food where the card says so.
//!
//! Only Upgrade Ship's costs are in our copy of the rulebook (1 and 3 gold);
//! every other box's gold is board data the table supplies once
//! ([`super::board::BoardData::actions`]). Which cube an action may use now
//! and what it costs is decided in `pay`; this module holds the vocabulary.

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::effects::effect_of;

use super::state::ShipBox;

/// The action boxes of a player display, in the rulebook's order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsActionBox")]
pub enum ActionBox {
    PlaceShip,
    UpgradeShip,
    RemoveShip,
    TakeCard,
    TakeGold,
    TakeNavigation,
    SellGoods,
    RetrieveCubes,
}

impl ActionBox {
    pub const ALL: [ActionBox; 8] = [
        ActionBox::PlaceShip,
        ActionBox::UpgradeShip,
        ActionBox::RemoveShip,
        ActionBox::TakeCard,
        ActionBox::TakeGold,
        ActionBox::TakeNavigation,
        ActionBox::SellGoods,
        ActionBox::RetrieveCubes,
    ];

    /// The box's name as the rulebook writes it.
    pub fn name(self) -> &'static str {
        match self {
            ActionBox::PlaceShip => "Place Ship",
            ActionBox::UpgradeShip => "Upgrade Ship",
            ActionBox::RemoveShip => "Remove One Ship",
            ActionBox::TakeCard => "Take One Card",
            ActionBox::TakeGold => "Take One Gold",
            ActionBox::TakeNavigation => "Take Two Navigation Counters",
            ActionBox::SellGoods => "Sell Goods",
            ActionBox::RetrieveCubes => "Retrieve Merchant Cubes",
        }
    }
}

impl fmt::Display for ActionBox {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What pays for an action (W4b).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsCube")]
pub enum Cube {
    /// A merchant cube from the action cubes section, and the box's
    /// left-hand gold.
    Merchant,
    /// A free action cube, from the section or the available stock, and
    /// the box's right-hand gold.
    Free,
    /// The card taken this turn performs the action: no cube, no gold.
    Card,
}

impl Cube {
    pub fn name(self) -> &'static str {
        match self {
            Cube::Merchant => "a merchant cube",
            Cube::Free => "a free action cube",
            Cube::Card => "the card",
        }
    }
}

/// The gold printed on one action box: left of it with a merchant cube,
/// right of it with a free action cube; `None` while the table has not
/// entered it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "ShipsActionCost")]
pub struct ActionCost {
    pub action: ActionBox,
    #[serde(default)]
    pub merchant: Option<u32>,
    #[serde(default)]
    pub free: Option<u32>,
}

impl ActionCost {
    /// The gold on the side `cube` uses (a card pays nothing).
    pub fn gold(&self, cube: Cube) -> Option<u32> {
        match cube {
            Cube::Merchant => self.merchant,
            Cube::Free => self.free,
            Cube::Card => Some(0),
        }
    }
}

/// W4b: what the rulebook text gives — "one merchant cube … and one gold to
/// perform the 'Upgrade ship' action … a free action cube … three gold
/// instead"; every other box unknown.
pub fn shipped_costs() -> Vec<ActionCost> {
    ActionBox::ALL
        .iter()
        .map(|action| match action {
            ActionBox::UpgradeShip => ActionCost {
                action: *action,
                merchant: Some(1),
                free: Some(3),
            },
            _ => ActionCost {
                action: *action,
                merchant: None,
                free: None,
            },
        })
        .collect()
}

/// One action paid this turn: the box, what paid, the card when a card
/// did, and the gold it cost.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsPaidAction")]
pub struct PaidAction {
    pub action: ActionBox,
    pub cube: Cube,
    pub card: Option<String>,
    pub gold: u32,
}

/// The one action a card taken this turn performs, while it is still to
/// be done (W4b): "Perform 'place ship' action … in the Warship box … You
/// do NOT expend a food counter".
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsCardAction")]
pub struct CardAction {
    pub card: String,
    pub action: ActionBox,
    /// The box the card's placement must use, when it names one.
    pub ship_box: Option<ShipBox>,
    /// Ram, Cannons, Gunship Diplomacy: the warship needs no food.
    pub no_food: bool,
    /// Lighthouse, Sea Clocks: "some or all of your ships from one age
    /// level" — several removals, all from the age the first one chose.
    pub repeats: bool,
    pub age: Option<usize>,
}

/// The action `card` performs, if it is one of the cards that do.
pub fn card_action(card: &str) -> Option<CardAction> {
    let performs = effect_of(card).performs?;
    Some(CardAction {
        card: card.to_string(),
        action: performs.action,
        ship_box: performs.ship_box,
        no_food: performs.no_food,
        repeats: performs.repeats,
        age: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn w4b_only_upgrade_ship_costs_are_in_the_text() {
        let costs = shipped_costs();
        assert_eq!(costs.len(), 8, "eight action boxes");
        let upgrade = costs
            .iter()
            .find(|c| c.action == ActionBox::UpgradeShip)
            .expect("Upgrade Ship");
        assert_eq!((upgrade.merchant, upgrade.free), (Some(1), Some(3)));
        assert!(costs
            .iter()
            .filter(|c| c.action != ActionBox::UpgradeShip)
            .all(|c| c.merchant.is_none() && c.free.is_none()));
    }

    #[test]
    fn w4b_the_placing_cards_name_their_box_and_ram_waives_the_food() {
        let ram = card_action("Ram").expect("Ram places a ship");
        assert_eq!(
            (ram.action, ram.ship_box, ram.no_food),
            (ActionBox::PlaceShip, Some(ShipBox::Warship), true)
        );
        let suez = card_action("Suez Canal").expect("Suez places a ship");
        assert_eq!(
            (suez.ship_box, suez.no_food),
            (Some(ShipBox::Merchant), false)
        );
        assert!(card_action("Currency").is_none());
    }
}
