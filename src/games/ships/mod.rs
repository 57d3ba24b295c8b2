//! Ships (Martin Wallace): board data (W2), eras and action cubes (W3), the
//! card catalog and display (W4), what pays for each action (W4b,
//! `actions` and `pay`), the ship age track (W5), areas (W6), gold and
//! goods (W7), the end (W8), and the game at the table ([`Ships`]) that
//! strings them into a session with a VP ledger, and the VP made in each
//! era, for the statistics (`figures`).
//!
//! The table plays on its board and the companion keeps the books where
//! scoring happens, with a reason for every VP movement. Every action is
//! paid (W3, W4b): an `ActionPaid` event names the box, the cube or card
//! that paid and the gold, before the action's own events. A log written
//! before actions were paid has no `ActionPaid` and replays under the rules
//! it was written with (docs/cli.md, Ships).
//!
//! Deliberately not mirrored: merchant cubes on the map between scorings
//! and in the available stock, navigation and industry counters. The table
//! keeps those on the board (and says when the stock was short of merchant
//! cubes); the app shows what they cost.
//!
//! Every game folder has the same shape: `model` (setup, commands,
//! events), `state` (the books), `decide/` (one module per command
//! family), `evolve`, `view`, `describe` (the timeline), `figures` (the
//! statistics), `v1_events` (reading logs from before log v2), and this
//! file implementing [`Game`]. The scoring arithmetic (`age_track`,
//! `areas`, `gold`) is pure and tested on the rulebook's worked examples
//! (W9).

pub mod actions;
pub mod age_track;
pub mod areas;
pub mod board;
pub mod cards;
mod decide;
mod describe;
mod effects;
mod evolve;
pub mod figures;
pub mod gold;
pub mod goods;
mod model;
mod pay;
mod rule;
mod state;
mod v1_events;
mod view;

pub use actions::{ActionBox, ActionCost, Cube};
pub use cards::{catalog, Card, CardData, Era};
pub use goods::Goods;
pub use model::{
    Bonus, Command, Event, GoodsFrom, LocationInput, Setup, DISPLAY_CARDS, SHIPS_PER_TYPE,
    START_BANK, START_VP, START_WAREHOUSE,
};
pub use rule::Rule;
pub use state::{
    Age, Cubes, DiscFrom, DisplayCard, LedgerEntry, Phase, Player, ShipBox, State, Stock,
    START_FREE_CUBES,
};
pub use view::View;

use crate::session::{game_shape, Game, Outcome};

pub struct Ships;

impl Game for Ships {
    const ID: &'static str = "ships";
    const NAME: &'static str = "Ships";

    game_shape!(figures, tally);

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Finished
    }

    fn outcome(state: &State) -> Outcome {
        Outcome {
            scores: state.players.iter().map(|p| i64::from(p.vp)).collect(),
            winners: state.leaders(),
            places: Vec::new(),
        }
    }
}
