//! What the screen shows of a Space Craft game: the state as it stands,
//! with the rockets' measures, scores and reminders `State::recount` keeps
//! beside the facts.

use super::state::State;

pub(super) fn view(state: &State) -> State {
    state.clone()
}
