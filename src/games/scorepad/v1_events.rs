//! Reading a scorepad log written before log v2, which stored events only.
//! Logs written since store the command and are checked by deciding it
//! again (`session::replay`).

use crate::games::scorepad::model::{Command, Event};
use crate::games::scorepad::state::State;
use crate::games::scorepad::Rule;
use crate::session::RuleError;

/// An event is what `decide` would make of the same command (SP2–SP4),
/// for the round that comes next.
pub(super) fn check(state: &State, event: &Event) -> Result<(), RuleError> {
    match event {
        Event::RoundAdded { round, scores } => {
            if *round != state.rounds.len() + 1 {
                return Err(RuleError::new(
                    Rule::SP3,
                    format!(
                        "round {round} cannot be added after {} rounds",
                        state.rounds.len()
                    ),
                ));
            }
            let scores = Some(scores.clone());
            super::decide::decide(state, &Command::AddRound { scores }).map(|_| ())
        }
        Event::ScoreSet {
            round, seat, score, ..
        } => super::decide::decide(
            state,
            &Command::SetScore {
                round: *round,
                seat: *seat,
                score: *score,
            },
        )
        .map(|_| ()),
        Event::RoundRemoved { round } => {
            super::decide::decide(state, &Command::RemoveRound { round: *round }).map(|_| ())
        }
        Event::WinnersChosen { seats } => super::decide::decide(
            state,
            &Command::ChooseWinners {
                seats: seats.clone(),
            },
        )
        .map(|_| ()),
        Event::ResultDeclared { won } => {
            super::decide::decide(state, &Command::DeclareResult { won: *won }).map(|_| ())
        }
        Event::TieBroken { seats } => super::decide::decide(
            state,
            &Command::BreakTie {
                seats: seats.clone(),
            },
        )
        .map(|_| ()),
    }
}
