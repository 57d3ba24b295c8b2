//! What the screen shows of a Rickety Ships game: the facts, each ship
//! with its verdict (R2–R7) and the leaders (R9), worked out once per
//! answer rather than after every card entered.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::layout::{Layout, Stack, StackWire};
use super::round::RoundReport;
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
    pub rounds: Vec<RoundView>,
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
        rounds: state.rounds.iter().map(round_view).collect(),
        vp: state.vp.clone(),
        leaders: state.leaders(),
    }
}

/// A round as it was scored: each seat's ship as layout text (CLI, files)
/// and as cells (the window).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyRoundView")]
pub struct RoundView {
    pub round: u8,
    pub done_first: Option<usize>,
    #[ts(skip)]
    pub layouts: Vec<String>,
    /// Each seat's stacks by `[row][col]`, as `Ship::cells`.
    #[ts(as = "Vec<Vec<Vec<Option<StackWire>>>>")]
    pub cells: Vec<Vec<Vec<Option<Stack>>>>,
    pub report: RoundReport,
}

fn round_view(record: &RoundRecord) -> RoundView {
    RoundView {
        round: record.round,
        done_first: record.done_first,
        layouts: record.layouts.clone(),
        // Written by `Layout::to_text` when the round ended; text that no
        // longer reads shows as an empty ship rather than failing the view.
        cells: record
            .layouts
            .iter()
            .map(|text| Layout::parse(text).map(|l| l.rows).unwrap_or_default())
            .collect(),
        report: record.report.clone(),
    }
}
