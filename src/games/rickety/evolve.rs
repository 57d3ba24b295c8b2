//! What an event does to a Rickety Ships game's state (its `evolve`):
//! the round's phase, the ships entered, a round's frozen scores.

use super::layout::{Layout, Stack};
use crate::games::rickety::model::{Event, ROUNDS};
use crate::games::rickety::state::{Phase, State};

pub(super) fn apply(mut state: State, event: &Event) -> State {
    match event {
        Event::RoundStarted { started_at, .. } => {
            state.phase = Phase::Building;
            state.started_at = started_at.clone();
        }
        Event::DoneCalled { seat, .. } => {
            state.done_first = Some(*seat);
            state.phase = Phase::Scoring;
        }
        Event::Stopped { .. } => state.phase = Phase::Scoring,
        Event::LayoutSet { seat, layout } => {
            if let (Some(slot), Ok(parsed)) = (state.layouts.get_mut(*seat), Layout::parse(layout))
            {
                *slot = parsed;
            }
            state.entered(*seat);
        }
        Event::CellSet {
            seat,
            row,
            col,
            stack,
        } => {
            let parsed = stack.as_deref().and_then(|s| Stack::parse(s).ok());
            if let Some(layout) = state.layouts.get_mut(*seat) {
                layout.set(
                    super::grid::Pos {
                        row: *row,
                        col: *col,
                    },
                    parsed,
                );
            }
            state.entered(*seat);
        }
        Event::RoundEnded { record } => {
            for (vp, player) in state.vp.iter_mut().zip(&record.report.players) {
                *vp += player.round_vp;
            }
            state.rounds.push(record.clone());
            state.phase = if record.round >= ROUNDS {
                Phase::Finished
            } else {
                Phase::Scored
            };
        }
        Event::NextRound { round } => {
            state.round = *round;
            state.phase = Phase::Ready;
            state.started_at = None;
            state.done_first = None;
            state.clear_ships();
        }
    }
    state
}
