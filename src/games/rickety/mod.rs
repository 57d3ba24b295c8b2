//! Rickety Ships: cards (R1), decks (R2), shapes (R3), legality (R4–R7),
//! scoring (R8–R9), the game at the table ([`Rickety`]) and what a session
//! tells the statistics (`figures`).
//!
//! Photo recognition is `vision`'s job; this module takes layouts already
//! read (typed, or photographed as `TOP^N` stacks).
//!
//! At the table: three rounds (R9) of go → build → "done" → enter the
//! ships → score (R8). The folder has every game's shape: `model`,
//! `state`, `decide/`, `evolve`, `view`, `describe`, `figures`, `v1_events`
//! and this file implementing [`Game`].

pub mod card;
mod decide;
mod describe;
mod evolve;
pub mod figures;
pub mod grid;
pub mod layout;
pub mod legality;
mod model;
pub mod round;
mod rule;
pub mod scoring;
pub mod search;
pub mod shape;
mod state;
mod v1_events;
mod view;
pub mod walks;

pub use card::{Card, Rank, Suit};
pub use grid::Pos;
pub use layout::{Layout, LayoutError, Stack, StackWire};
pub use legality::{check, check_with_budget, Check, Violation};
pub use model::{
    CellEntry, CellEntryWire, Command, Event, LayoutText, LayoutWire, SessionShape, Setup,
    ShapeGrid, ROUNDS,
};
pub use rule::Rule;
pub use scoring::{award, Awards, Totals};
pub use shape::{Role, Shape, ShapeError};
pub use state::{Phase, RoundRecord, ShapeView, Ship, State};
pub use view::{RoundView, View};

use crate::session::{game_shape, Game, Outcome};

pub struct Rickety;

impl Game for Rickety {
    const ID: &'static str = "rickety";
    const NAME: &'static str = "Rickety Ships";

    game_shape!(figures);

    fn is_over(state: &State) -> bool {
        state.phase == Phase::Finished
    }

    fn rounds_played(state: &State) -> Option<u32> {
        u32::try_from(state.rounds.len()).ok()
    }

    fn outcome(state: &State) -> Outcome {
        Outcome {
            scores: state.vp.iter().map(|v| i64::from(*v)).collect(),
            winners: state.leaders(),
            places: Vec::new(),
        }
    }
}
