//! The scorepad's `decide`: checks a command against the state and lists
//! its events, or refuses it with the rule's id (SP1–SP9) and a sentence.
//! One module per command family: `rounds` (scores entered, rounds added
//! and removed) and `choices` (winners chosen, a result declared, a tie
//! broken); `setup` makes a new scorepad.

mod choices;
mod rounds;
mod setup;

pub(super) use setup::setup;

use crate::games::scorepad::decide::choices::{check_tie_break, distinct_seats};
use crate::games::scorepad::decide::rounds::{add_round, check_round, check_score, check_seat};
use crate::games::scorepad::model::{Command, Event, WinRule};
use crate::games::scorepad::state::State;
use crate::games::scorepad::Rule;
use crate::session::RuleError;

pub(in crate::games::scorepad) fn decide(
    state: &State,
    cmd: &Command,
) -> Result<Vec<Event>, RuleError> {
    match cmd {
        Command::AddRound { scores } => add_round(state, scores),
        Command::SetScore { round, seat, score } => {
            let r = check_round(state, *round)?;
            check_seat(state, *seat)?;
            check_score(*score)?;
            let previous = state.rounds[r][*seat];
            Ok(vec![Event::ScoreSet {
                round: *round,
                seat: *seat,
                score: *score,
                previous,
            }])
        }
        Command::RemoveRound { round } => {
            check_round(state, *round)?;
            if *round != state.rounds.len() {
                return Err(RuleError::new(
                    Rule::SP4,
                    format!(
                        "only the last round ({}) can be removed, not round {round}",
                        state.rounds.len()
                    ),
                ));
            }
            Ok(vec![Event::RoundRemoved { round: *round }])
        }
        Command::ChooseWinners { seats } => {
            if state.win != WinRule::Chosen {
                return Err(RuleError::new(Rule::SP6,
                    "this game is decided by its totals (SP5): winners are named only in a game no score decides",
                ));
            }
            distinct_seats(state, seats, Rule::SP6)?;
            Ok(vec![Event::WinnersChosen {
                seats: seats.clone(),
            }])
        }
        Command::DeclareResult { won } => {
            if state.win != WinRule::Cooperative {
                return Err(RuleError::new(
                    Rule::SP7,
                    "only a cooperative game is won or lost together",
                ));
            }
            Ok(vec![Event::ResultDeclared { won: *won }])
        }
        Command::BreakTie { seats } => {
            check_tie_break(state, seats)?;
            Ok(vec![Event::TieBroken {
                seats: seats.clone(),
            }])
        }
    }
}
