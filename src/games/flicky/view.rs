//! What the screen shows of a Flicky Spaceships game: the state as it
//! stands, with the scores, payments and reminders `State::recount` keeps
//! beside the facts.

use super::state::State;

pub(super) fn view(state: &State) -> State {
    state.clone()
}
