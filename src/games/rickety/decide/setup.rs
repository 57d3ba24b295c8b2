//! A new Rickety Ships game: 2 to 6 players (R9), 2 to 4 decks (R2), a
//! valid shape (R3).

use crate::games::rickety::model::Setup;
use crate::games::rickety::state::{Phase, ShapeView, State};
use crate::games::rickety::Rule;
use crate::session::{RuleError, Seat};

pub(in crate::games::rickety) fn setup(seats: &[Seat], setup: &Setup) -> Result<State, RuleError> {
    if !(2..=6).contains(&seats.len()) {
        return Err(RuleError::new(
            Rule::R9,
            format!("Rickety Ships is for 2 to 6 players, not {}", seats.len()),
        ));
    }
    if !(2..=4).contains(&setup.decks) {
        return Err(RuleError::new(
            Rule::R2,
            format!("play with 2 to 4 decks, not {}", setup.decks),
        ));
    }
    let shape = setup.shape.0.clone();
    shape
        .validate()
        .map_err(|e| RuleError::new(Rule::R3, e.message))?;
    let mut state = State {
        players: seats.iter().map(|s| s.name.trim().to_string()).collect(),
        decks: setup.decks,
        shape: ShapeView {
            name: shape.name.clone(),
            cells: shape.cells.clone(),
        },
        round: 1,
        phase: Phase::Ready,
        started_at: None,
        done_first: None,
        ships: Vec::new(),
        rounds: Vec::new(),
        vp: vec![0; seats.len()],
        layouts: Vec::new(),
        shape_data: Some(shape),
    };
    state.clear_ships();
    Ok(state)
}
