//! What the screen shows of a Ships game: the facts, and what follows from
//! them — the highest age reached (W5), whether the end is triggered (W8),
//! the leaders, this turn's action cubes in words (W3), the board data
//! still unknown (W2) and the reminders — worked out once per answer
//! rather than after every event.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::state::{Cubes, State};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsState")]
pub struct View {
    #[serde(flatten)]
    #[ts(flatten)]
    pub state: State,
    pub cubes: Cubes,
    /// W5: the highest age a ship has reached.
    pub highest_age: usize,
    /// W8: five or more counters stand in age 11.
    pub end_triggered: bool,
    pub leaders: Vec<usize>,
    pub unknown_board: Vec<String>,
    pub reminders: Vec<String>,
}

pub(super) fn view(state: &State) -> View {
    View {
        cubes: state.cubes(),
        highest_age: state.highest_age(),
        end_triggered: state.end_triggered(),
        leaders: state.leaders(),
        unknown_board: state.board.unknown(),
        reminders: state.reminders(),
        state: state.clone(),
    }
}
