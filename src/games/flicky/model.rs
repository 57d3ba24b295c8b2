//! What a Flicky Spaceships session is made of: its setup (F1's token
//! count, advanced upgrades), the terrains a flick lands on, the turn's
//! phases, the commands the table gives and the events they become.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::catalog::UpgradeId;
use super::payment::Payment;
use super::resources::{Resource, Resources};

/// F2: most resources a player may hold.
pub const HAND_LIMIT: u32 = 12;

fn twenty_four() -> u32 {
    24
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "FlickySetup")]
pub struct Setup {
    /// F1: 24 VP tokens, or 12 for the shorter game.
    #[serde(default = "twenty_four")]
    pub vp_tokens: u32,
    /// F4 short variant: one copy of every upgrade.
    #[serde(default)]
    pub one_copy_each: bool,
    /// F4: the three upgrade types with a single copy (our rulebook does not
    /// say which); ignored with `one_copy_each`.
    #[serde(default)]
    pub singles: Vec<UpgradeId>,
}

/// What a ship can land on.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "FlickyTerrain")]
pub enum Terrain {
    Energy,
    DarkMatter,
    RareMetal,
    StarCrystal,
    AlienSamples,
    Empty,
}

impl Terrain {
    pub fn resource(self) -> Option<Resource> {
        match self {
            Terrain::Energy => Some(Resource::Energy),
            Terrain::DarkMatter => Some(Resource::DarkMatter),
            Terrain::RareMetal => Some(Resource::RareMetal),
            Terrain::StarCrystal => Some(Resource::StarCrystal),
            Terrain::AlienSamples => Some(Resource::AlienSamples),
            Terrain::Empty => None,
        }
    }
}

/// Every terrain, for rebuilding a Sonar Scan collect from its event.
pub(super) const TERRAINS: [Terrain; 6] = [
    Terrain::Energy,
    Terrain::DarkMatter,
    Terrain::RareMetal,
    Terrain::StarCrystal,
    Terrain::AlienSamples,
    Terrain::Empty,
];

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "FlickyPhase")]
pub enum Phase {
    Collect,
    Flick,
    Upgrade,
    Finished,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "FlickyCommand")]
pub enum Command {
    /// The current player collects from the terrain under the ship, or with
    /// Sonar Scan from the hex in front (`sonar`).
    Collect {
        on: Terrain,
        #[serde(default)]
        #[ts(optional)]
        sonar: Option<Terrain>,
    },
    /// `seat` (with Tractor Beam, in the same hex) copies this turn's collect.
    TractorBeam {
        seat: usize,
    },
    /// The current player's ship rammed `target`; with Ram-Raid Engines it
    /// may take one `raid` resource from them. One command per ram.
    Ram {
        target: usize,
        #[serde(default)]
        #[ts(optional)]
        raid: Option<Resource>,
    },
    /// Landed on the central wormhole: flick again.
    Wormhole,
    EndFlick,
    /// Trade 3 energy canisters or 2 alien samples for one other resource.
    Exchange {
        give: Resource,
        get: Resource,
    },
    /// Buy an upgrade with the suggested payment, or with `payment`.
    Buy {
        upgrade: UpgradeId,
        #[serde(default)]
        #[ts(optional)]
        payment: Option<Resources>,
    },
    /// Blueprints: take one resource after buying a later upgrade.
    TakeBlueprint {
        resource: Resource,
    },
    /// F2: `seat` puts back resources to get down to 12.
    Discard {
        seat: usize,
        resources: Resources,
    },
    EndTurn,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    Collected {
        seat: usize,
        on: Terrain,
        resource: Option<Resource>,
        amount: u32,
        scientist_token: bool,
    },
    TractorBeamed {
        seat: usize,
        resource: Resource,
        amount: u32,
    },
    Rammed {
        by: usize,
        target: usize,
        trox_token: bool,
        broadcast_token: bool,
        raided: Option<Resource>,
    },
    Wormhole {
        seat: usize,
    },
    FlickEnded {
        seat: usize,
    },
    Exchanged {
        seat: usize,
        give: Resources,
        get: Resource,
    },
    Bought {
        seat: usize,
        upgrade: UpgradeId,
        payment: Payment,
        blueprint_credit: bool,
    },
    BlueprintTaken {
        seat: usize,
        resource: Resource,
    },
    Discarded {
        seat: usize,
        resources: Resources,
    },
    TurnEnded {
        seat: usize,
        game_over: bool,
    },
}
