//! What the screen shows of a Rickety Ships game: the state as it stands,
//! with each ship's verdict and the leaders kept beside the facts.

use super::state::State;

pub(super) fn view(state: &State) -> State {
    state.clone()
}
