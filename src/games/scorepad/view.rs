//! What the screen shows of a scorepad: the state and each seat's
//! running total after every round, made once per answer.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::games::scorepad::state::{add, State};

/// The scorepad as the screen shows it: the state and each seat's running
/// total after every round, `running[r][seat]`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ScorepadState")]
pub struct View {
    #[serde(flatten)]
    #[ts(flatten)]
    pub state: State,
    #[ts(type = "Array<Array<number>>")]
    pub running: Vec<Vec<i64>>,
}

impl View {
    pub fn of(state: State) -> View {
        let mut totals = vec![0i64; state.players.len()];
        let running = state
            .rounds
            .iter()
            .map(|round| {
                add(&mut totals, round, 1);
                totals.clone()
            })
            .collect();
        View { state, running }
    }
}

pub(super) fn view(state: &State) -> View {
    View::of(state.clone())
}
