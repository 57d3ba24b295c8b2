//! The VP ledger by hand (W1) and the end of a turn (W8).

use super::super::model::Event;
use super::super::state::State;
use crate::games::ships::Rule;
use crate::session::RuleError;

/// A VP change the table makes by hand, with its reason (W1).
pub(super) fn adjust_vp(
    state: &State,
    who: &usize,
    delta: &i32,
    reason: &str,
) -> Result<Vec<Event>, RuleError> {
    if *who >= state.players.len() {
        return Err(RuleError::new(Rule::W1, format!("there is no seat {who}")));
    }
    if *delta == 0 || delta.unsigned_abs() > 200 {
        return Err(RuleError::new(
            Rule::W1,
            format!("a VP change of {delta}: give 1 to 200 either way"),
        ));
    }
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(RuleError::new(Rule::W1, "every VP change needs a reason"));
    }
    Ok(vec![Event::VpChanged {
        seat: *who,
        delta: *delta,
        reason: reason.to_string(),
    }])
}

/// W8: the turn ends; the last seat's ends a round of equal turns.
pub(super) fn end_turn(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    // W8: the last seat's turn ends a round of equal turns.
    let game_over = state.end_triggered() && seat + 1 == state.players.len();
    Ok(vec![Event::TurnEnded { seat, game_over }])
}
