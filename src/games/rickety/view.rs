//! What the screen shows of a Rickety Ships game: the facts, each ship
//! with its verdict (R2–R7) and the leaders (R9), worked out once per
//! answer rather than after every card entered.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::state::{Phase, RoundRecord, ShapeView, Ship, State};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyState")]
pub struct View {
    pub players: Vec<String>,
    pub decks: u8,
    pub shape: ShapeView,
    /// The round being played, 1 to 3.
    pub round: u8,
    pub phase: Phase,
    /// When "go" was tapped (RFC 3339, from the device that tapped it).
    pub started_at: Option<String>,
    pub done_first: Option<usize>,
    pub ships: Vec<Ship>,
    pub rounds: Vec<RoundRecord>,
    /// VPs so far per seat (R9).
    pub vp: Vec<u32>,
    /// Seats with the most VPs (shared ties); empty before any VP.
    pub leaders: Vec<usize>,
}

pub(super) fn view(state: &State) -> View {
    View {
        players: state.players.clone(),
        decks: state.decks,
        shape: state.shape.clone(),
        round: state.round,
        phase: state.phase,
        started_at: state.started_at.clone(),
        done_first: state.done_first,
        ships: (0..state.players.len())
            .map(|seat| state.judged(seat))
            .collect(),
        rounds: state.rounds.clone(),
        vp: state.vp.clone(),
        leaders: state.leaders(),
    }
}
