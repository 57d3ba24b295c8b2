//! The round's flow (R8, R9): "done" called, the round ended and scored.

use super::super::round::score_round;
use crate::games::rickety::decide::{flow, phase_name};
use crate::games::rickety::model::Event;
use crate::games::rickety::state::{Phase, RoundRecord, State};
use crate::games::rickety::Rule;
use crate::session::RuleError;

/// R8: who called "done" first, while the ships are being built.
pub(in crate::games::rickety) fn call_done(
    state: &State,
    seat: usize,
) -> Result<Vec<Event>, RuleError> {
    state.check_seat(seat)?;
    if state.phase != Phase::Building {
        return Err(match state.done_first {
            Some(first) => RuleError::new(
                Rule::R8,
                format!(
                    "{} already called \"done\" first this round",
                    state.players[first]
                ),
            ),
            None => flow(format!(
                "nobody is building: the round is {}",
                phase_name(state.phase)
            )),
        });
    }
    Ok(vec![Event::DoneCalled {
        round: state.round,
        seat,
    }])
}

/// R8: the round scored from the ships entered, while it is built or entered.
pub(in crate::games::rickety) fn end_round(state: &State) -> Result<Vec<Event>, RuleError> {
    if !matches!(state.phase, Phase::Building | Phase::Scoring) {
        return Err(flow(format!(
            "round {} cannot be scored while it is {}",
            state.round,
            phase_name(state.phase)
        )));
    }
    let (report, _) = score_round(
        &state.layouts,
        &state.players,
        &state.shape(),
        state.decks,
        state.done_first,
    );
    Ok(vec![Event::RoundEnded {
        record: RoundRecord {
            round: state.round,
            done_first: state.done_first,
            layouts: state.ships.clone(),
            report,
        },
    }])
}
