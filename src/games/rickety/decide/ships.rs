//! The ships entered, a whole layout or a cell at a time (R2–R7 judge
//! them in the view and when the round is scored).

use super::super::grid::Pos;
use super::super::layout::MAX_GRID;
use crate::games::rickety::model::{Event, StackText};
use crate::games::rickety::state::State;
use crate::games::rickety::Rule;
use crate::session::RuleError;

/// One cell of a ship entered or cleared, within any ship's bounds (R3).
pub(in crate::games::rickety) fn set_cell(
    state: &State,
    seat: usize,
    pos: Pos,
    stack: &Option<StackText>,
) -> Result<Vec<Event>, RuleError> {
    state.check_seat(seat)?;
    state.can_edit()?;
    if pos.row >= MAX_GRID || pos.col >= MAX_GRID {
        return Err(RuleError::new(
            Rule::R3,
            format!(
                "{} is far outside any ship (at most {MAX_GRID} by {MAX_GRID})",
                pos
            ),
        ));
    }
    Ok(vec![Event::CellSet {
        seat,
        row: pos.row,
        col: pos.col,
        stack: stack.as_ref().map(|s| s.0.to_string()),
    }])
}
