//! Space Craft: parts (S1), the rocket and its text format with the join
//! table and legality (S2), measures (S3), project cards (S4, S5), personal
//! goals (S6), plan and countdown (S7), final scoring (S8), scrap helper
//! checks (S9), the game at the table ([`Spacecraft`]), and which goals
//! scored, for the statistics (`figures`).
//!
//! At the table: the personal goal kept at setup (S6, S7c), turns of enter
//! / search / leave with the scrap each pawn takes (S9), building on
//! leaving with exchanges of scrap (S2, S9), then project cards (S4) or
//! markers (S5), the plan, countdown and final round (S7, S7b), and final
//! scoring (S8). The scrapyard and workshop boards stay on the table: the
//! app does not track the stacks or pawns' squares, only whether a pawn is
//! on the board (that decides who may leave in the final round), and the
//! tiles the table says each pawn took.
//!
//! The rulebook's illustrations are lost, so the jigsaw joins, the card
//! lists and the countdown values are data the table can correct.
//!
//! The folder has every game's shape: `model`, `state`, `decide/`,
//! `evolve`, `view`, `describe`, `figures`, `v1_events` and this file
//! implementing [`Game`].

mod decide;
mod describe;
mod evolve;
pub mod figures;
pub mod goals;
pub mod joins;
pub mod measures;
mod model;
pub mod part;
pub mod projects;
pub mod rocket;
mod rule;
pub mod scoring;
pub mod scrap;
mod state;
mod v1_events;
pub mod view;

pub use goals::Goal;
pub use joins::{JoinTable, Violation};
pub use measures::Measures;
pub use model::{Command, EndCause, Event, Row, Setup, COMPLETIONS_PER_TURN, MARKERS};
pub use part::{Kind, Palette, Part, PartEntry, PartWire};
pub use projects::{AdvancedCard, BasicCard, Requirement, Target};
pub use rocket::{Rocket, RocketEntry};
pub use rule::Rule;
pub use scoring::Variant;
pub use scrap::{Column, Exchange, Tile};
pub use state::{End, Leave, Phase, State, Step};
pub use view::View;

use crate::session::{game_shape, Game, Outcome, RuleError};

pub struct Spacecraft;

impl Game for Spacecraft {
    const ID: &'static str = "spacecraft";
    const NAME: &'static str = "Space Craft";

    game_shape!(figures);

    /// A stored command is held to the rules in replay mode, which also
    /// accept what earlier builds decided (see `decide`).
    fn decide_stored(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
        decide::decide_stored(state, cmd)
    }

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Finished
    }

    fn outcome(state: &State) -> Outcome {
        let scores = state.scores();
        Outcome {
            winners: scoring::winners(&scores),
            scores: scores.iter().map(|s| i64::from(s.total)).collect(),
            places: Vec::new(),
        }
    }
}
