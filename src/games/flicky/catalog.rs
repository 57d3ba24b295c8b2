//! The twelve ship upgrades (F4) exactly as the rulebook prints them: name,
//! group, VP, cost and effect. Which effects the app automates is F5's
//! business (`effects`); this file is data.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::resources::Resources;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "FlickyGroup")]
pub enum Group {
    Score,
    Smash,
    Search,
}

/// An upgrade type. Written `sonar_scan`; read as that or as the printed
/// name (`"Sonar Scan"`), so scripts can use either.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case", try_from = "String")]
#[ts(rename = "FlickyUpgradeId")]
pub enum UpgradeId {
    Scientists,
    LiveBroadcast,
    Flagship,
    GuideToTheGalaxy,
    Boosters,
    TractorBeam,
    TroxRockets,
    RamRaidEngines,
    Blueprints,
    EnergyRecycler,
    SonarScan,
    DoubleClaws,
}

/// One upgrade type as printed.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyUpgrade")]
pub struct Upgrade {
    pub id: UpgradeId,
    pub name: String,
    pub group: Group,
    pub vp: u32,
    pub cost: Resources,
    pub effect: String,
}

use UpgradeId::*;

/// (id, name, group, VP, cost as energy/dark matter/rare metal/star
/// crystal/alien samples, effect), in the enum's order.
const TABLE: [Row; 12] = [
    (Scientists, "Scientists", Group::Score, 0, [1, 1, 0, 1, 0],
        "At the start of your turn, if your spaceship is on an empty space, gain 1 Victory Point token."),
    (LiveBroadcast, "Live Broadcast", Group::Score, 2, [1, 1, 1, 1, 0],
        "Gain 1 Victory Point token, whenever you are rammed by another spaceship."),
    (Flagship, "Flagship", Group::Score, 4, [0, 2, 1, 1, 0],
        "At the end of the game raise the value of Flagship by 2 Victory Points for every full set of Smash - Search - Score upgrades you have."),
    (GuideToTheGalaxy, "Guide to the Galaxy", Group::Score, 4, [0, 2, 1, 1, 2],
        "At the end of the game, for every different type of resource you have (up to 5) increase the value of this card by 2 Victory Points."),
    (Boosters, "Boosters", Group::Smash, 3, [1, 1, 1, 0, 0],
        "At the end of your turn, you can reposition your spaceship anywhere in the same hex."),
    (TractorBeam, "Tractor Beam", Group::Smash, 3, [1, 1, 1, 1, 0],
        "If you are in the same hex as another ship when it collects a resource, you can collect a resource of the same type."),
    (TroxRockets, "TROX Rockets", Group::Smash, 0, [0, 1, 2, 1, 0],
        "When you ram another spaceship, gain 1 Victory Point token."),
    (RamRaidEngines, "Ram-Raid Engines", Group::Smash, 2, [0, 1, 2, 1, 2],
        "When you ram another spaceship, you may take one of their resources."),
    (Blueprints, "Blueprints", Group::Search, 2, [1, 0, 1, 1, 0],
        "Take any 1 resource of your choice after you buy an upgrade."),
    (EnergyRecycler, "Energy Recycler", Group::Search, 3, [1, 1, 1, 1, 0],
        "When you collect Energy Canisters take 2 tokens instead of 1."),
    (SonarScan, "Sonar Scan", Group::Search, 3, [0, 1, 1, 2, 0],
        "You can collect the resource from the hex directly in front of your spaceship instead of the one it's on."),
    (DoubleClaws, "Double Claws", Group::Search, 3, [0, 1, 1, 2, 2],
        "Take 2 tokens instead of 1 when you collect any resource."),
];

type Row = (UpgradeId, &'static str, Group, u32, [u32; 5], &'static str);

fn build((id, name, group, vp, [e, d, r, s, a], effect): &Row) -> Upgrade {
    Upgrade {
        id: *id,
        name: name.to_string(),
        group: *group,
        vp: *vp,
        cost: Resources::new(*e, *d, *r, *s, *a),
        effect: effect.to_string(),
    }
}

/// The catalog in the rulebook's order (score, smash, search).
pub fn catalog() -> Vec<Upgrade> {
    TABLE.iter().map(build).collect()
}

/// The row of `TABLE` is the enum's declaration order (checked by a test).
pub fn upgrade(id: UpgradeId) -> Upgrade {
    build(&TABLE[id as usize])
}

/// An upgrade by its printed name, ignoring case ("sonar scan").
pub fn by_name(name: &str) -> Option<Upgrade> {
    catalog()
        .into_iter()
        .find(|u| u.name.eq_ignore_ascii_case(name.trim()))
}

impl TryFrom<String> for UpgradeId {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        let wanted = text.trim().to_ascii_lowercase().replace(['_', '-'], " ");
        TABLE
            .iter()
            .find(|row| row.1.to_ascii_lowercase().replace('-', " ") == wanted)
            .map(|row| row.0)
            .ok_or_else(|| {
                let names: Vec<&str> = TABLE.iter().map(|row| row.1).collect();
                format!(
                    "F4: there is no upgrade called {text:?}; the upgrades are: {}",
                    names.join(", ")
                )
            })
    }
}
