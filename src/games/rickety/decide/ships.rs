//! The ships entered, a whole layout or a cell at a time (R2–R7 judge
//! them in the view and when the round is scored).

use super::super::grid::Pos;
use super::super::layout::{Stack, MAX_GRID};
use crate::games::rickety::model::{CellEntry, Event};
use crate::games::rickety::state::State;
use crate::games::rickety::Rule;
use crate::session::RuleError;

/// One cell of a ship entered or cleared, within any ship's bounds (R3).
pub(in crate::games::rickety) fn set_cell(
    state: &State,
    seat: usize,
    pos: Pos,
    entry: &Option<CellEntry>,
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
    let stack = entry
        .as_ref()
        .and_then(|entry| {
            let current = state.layouts.get(seat).and_then(|layout| layout.get(pos));
            entry.applied_to(current)
        })
        .map(|stack| stack.to_string());
    // Cards laid on a stack may take it past what the stored text holds
    // (13 cards, 12 chips); the log must replay what was entered, so such
    // a stack is refused here rather than lost on replay.
    if let Some(Err(e)) = stack.as_deref().map(Stack::parse) {
        return Err(RuleError::new(Rule::R5, format!("{pos}: {e}")));
    }
    Ok(vec![Event::CellSet {
        seat,
        row: pos.row,
        col: pos.col,
        stack,
    }])
}
