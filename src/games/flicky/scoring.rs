//! Final scoring (F7): upgrade VPs, the Flagship bonus (2 per full
//! score–smash–search set), the Guide to the Galaxy bonus (2 per resource
//! type held, at most 5) and VP tokens. A tie is a draw: every tied player
//! shares it.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::catalog::{upgrade, Group, UpgradeId};
use super::resources::Resources;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyScore")]
pub struct Score {
    /// Face values of the upgrades owned.
    pub upgrades: u32,
    pub flagship_bonus: u32,
    pub guide_bonus: u32,
    pub tokens: u32,
    pub total: u32,
}

pub fn score(owned: &[UpgradeId], tray: &Resources, tokens: u32) -> Score {
    let upgrades: u32 = owned.iter().map(|id| upgrade(*id).vp).sum();
    let count = |g: Group| owned.iter().filter(|id| upgrade(**id).group == g).count() as u32;
    let flagship_bonus = if owned.contains(&UpgradeId::Flagship) {
        2 * count(Group::Score)
            .min(count(Group::Smash))
            .min(count(Group::Search))
    } else {
        0
    };
    let guide_bonus = if owned.contains(&UpgradeId::GuideToTheGalaxy) {
        2 * tray.kinds().min(5)
    } else {
        0
    };
    Score {
        upgrades,
        flagship_bonus,
        guide_bonus,
        tokens,
        total: upgrades + flagship_bonus + guide_bonus + tokens,
    }
}

/// Seats with the highest total; several means a draw among them.
pub fn leaders(scores: &[Score]) -> Vec<usize> {
    match scores.iter().map(|s| s.total).max() {
        Some(best) => (0..scores.len())
            .filter(|i| scores[*i].total == best)
            .collect(),
        None => Vec::new(),
    }
}
