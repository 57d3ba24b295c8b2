//! Gold and goods (W7): a bank holds only so much gold; gold beyond its
//! room converts at once to VP, 2 gold for 1 (an odd coin is lost). Selling
//! goods pays their price, with the card bonuses.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "ShipsGood")]
pub enum Good {
    Food,
    Oil,
    Metal,
    Wine,
    Cloth,
}

impl Good {
    pub const ALL: [Good; 5] = [Good::Food, Good::Oil, Good::Metal, Good::Wine, Good::Cloth];

    pub fn name(self) -> &'static str {
        match self {
            Good::Food => "food",
            Good::Oil => "oil",
            Good::Metal => "metal",
            Good::Wine => "wine",
            Good::Cloth => "cloth",
        }
    }

    /// W7 sell prices.
    pub fn price(self) -> u32 {
        match self {
            Good::Food => 1,
            Good::Oil => 2,
            Good::Metal | Good::Wine => 3,
            Good::Cloth => 4,
        }
    }
}

/// Cards that improve selling (W7).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct SellBonus {
    /// Docks or Double-Entry Book Keeping: +1 gold and +1 VP per good.
    pub docks: bool,
    /// Steam-Powered Cranes: +2 gold and +1 VP per good.
    pub cranes: bool,
}

/// The result of gaining gold: what the bank keeps, what is returned and
/// the VP it converts to.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct GoldGain {
    pub kept: u32,
    pub returned: u32,
    pub vp: u32,
}

/// W7: gaining `gold` with `room` empty bank spaces.
pub fn gain_gold(gold: u32, room: u32) -> GoldGain {
    let kept = gold.min(room);
    let returned = gold - kept;
    GoldGain {
        kept,
        returned,
        vp: returned / 2,
    }
}

/// W7: gold and VP from selling `goods` (before the bank's room applies).
pub fn sell(goods: &[Good], bonus: SellBonus) -> (u32, u32) {
    let per_good_gold = if bonus.cranes {
        2
    } else if bonus.docks {
        1
    } else {
        0
    };
    let per_good_vp = u32::from(bonus.cranes || bonus.docks);
    let n = goods.len() as u32;
    let gold = goods.iter().map(|g| g.price()).sum::<u32>() + per_good_gold * n;
    (gold, per_good_vp * n)
}

/// W7: spice — +7 VP and 1 gold.
pub const SPICE_VP: u32 = 7;
/// W7: exchanging metal scores 2 VP.
pub const METAL_EXCHANGE_VP: u32 = 2;
