//! Flicky Spaceships: resources and the supply (F1), trays (F2), payments
//! with wildcards (F3), the upgrade catalog and piles (F4), effects (F5), the
//! end trigger (F6) and scoring (F7), the game at the table ([`Flicky`]),
//! and the upgrades bought, for the statistics (`figures`).
//!
//! Each turn is collect → flick → upgrade. The flicking happens on the
//! table; the app books what it caused (terrain landed on, rams, the
//! wormhole), automates the effects it can know (F5) and offers the others
//! as one-tap commands, watches the hand limit (F2) and the end trigger
//! (F6).
//!
//! The folder has every game's shape: `model`, `state`, `decide/`,
//! `evolve`, `view`, `describe`, `figures`, `v1_events` and this file
//! implementing [`Game`].

pub mod catalog;
mod decide;
mod describe;
mod evolve;
pub mod figures;
mod model;
pub mod payment;
pub mod resources;
mod rule;
pub mod scoring;
mod state;
mod v1_events;
mod view;

pub use catalog::{catalog, Group, Upgrade, UpgradeId};
pub use decide::piles_to_end;
pub use model::{Command, Event, Phase, Setup, Terrain, HAND_LIMIT};
pub use payment::{cheapest, covers, Payment};
pub use resources::{Resource, Resources};
pub use rule::Rule;
pub use state::{Collected, EndMeter, Pile, Player, ShopEntry, State};
pub use view::View;

use crate::session::{game_shape, Game, Outcome};

pub struct Flicky;

impl Game for Flicky {
    const ID: &'static str = "flicky";
    const NAME: &'static str = "Flicky Spaceships";

    game_shape!(figures);

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Finished
    }

    fn outcome(state: &State) -> Outcome {
        let scores = state.scores();
        Outcome {
            winners: scoring::leaders(&scores),
            scores: scores.iter().map(|s| i64::from(s.total)).collect(),
            places: Vec::new(),
        }
    }
}
