//! Rickety Ships' `decide`: checks a command against the state and lists
//! its events, or refuses it with the ruling's id and a sentence. One
//! module per command family: `round` (go, done, stop, scoring, the next
//! round: R8, R9) and `ships` (the layouts entered); `setup` makes a new
//! game. Round-flow refusals cite R9 (three rounds, each built then
//! scored) or R8 (who called "done").

mod round;
mod setup;
mod ships;

pub(super) use setup::setup;

use super::grid::Pos;
use super::round::RoundReport;
use crate::games::rickety::decide::round::{call_done, end_round};
use crate::games::rickety::decide::ships::set_cell;
use crate::games::rickety::model::{Command, Event, ROUNDS};
use crate::games::rickety::state::{Phase, State};
use crate::games::rickety::Rule;
use crate::session::RuleError;

pub(in crate::games::rickety) fn decide(
    state: &State,
    cmd: &Command,
) -> Result<Vec<Event>, RuleError> {
    match cmd {
        Command::StartRound { started_at } => match state.phase {
            Phase::Ready => Ok(vec![Event::RoundStarted {
                round: state.round,
                started_at: started_at.clone(),
            }]),
            other => Err(flow(format!(
                "round {} is already {}",
                state.round,
                phase_name(other)
            ))),
        },
        Command::Done { seat } => call_done(state, *seat),
        Command::Stop => match state.phase {
            Phase::Building => Ok(vec![Event::Stopped { round: state.round }]),
            other => Err(flow(format!(
                "nobody is building: the round is {}",
                phase_name(other)
            ))),
        },
        Command::SetLayout { seat, layout } => {
            state.check_seat(*seat)?;
            state.can_edit()?;
            Ok(vec![Event::LayoutSet {
                seat: *seat,
                layout: layout.0.to_text(),
            }])
        }
        Command::SetCell {
            seat,
            row,
            col,
            stack,
        } => set_cell(
            state,
            *seat,
            Pos {
                row: *row,
                col: *col,
            },
            stack,
        ),
        Command::EndRound => end_round(state),
        Command::NextRound => match state.phase {
            Phase::Scored => Ok(vec![Event::NextRound {
                round: state.round + 1,
            }]),
            Phase::Finished => Err(flow(format!("the game is over after {ROUNDS} rounds"))),
            other => Err(flow(format!(
                "score round {} first (it is {})",
                state.round,
                phase_name(other)
            ))),
        },
    }
}

pub(in crate::games::rickety) fn flow(message: impl Into<String>) -> RuleError {
    RuleError::new(Rule::R9, message)
}

pub(in crate::games::rickety) fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Ready => "waiting for go",
        Phase::Building => "building",
        Phase::Scoring => "entering ships",
        Phase::Scored => "scored",
        Phase::Finished => "over",
    }
}

/// R8: a frozen round report has one row per seat, each row's VPs are its
/// awards, and each of the five awards went to one player at most.
pub(in crate::games::rickety) fn check_report(
    report: &RoundReport,
    seats: usize,
) -> Result<(), RuleError> {
    if report.players.len() != seats {
        return Err(RuleError::new(
            Rule::R8,
            format!(
                "the round's scores have {} rows for {seats} players",
                report.players.len()
            ),
        ));
    }
    let awards =
        |a: &super::scoring::Awards| [a.done, a.rockets, a.cannons, a.crew_cargo, a.battery];
    let mut won = [0u32; 5];
    for (seat, player) in report.players.iter().enumerate() {
        if player.round_vp != player.vp.round_vp() {
            return Err(RuleError::new(
                Rule::R8,
                format!(
                    "seat {seat} scores {} VP but won {} awards",
                    player.round_vp,
                    player.vp.round_vp()
                ),
            ));
        }
        for (n, vp) in won.iter_mut().zip(awards(&player.vp)) {
            *n += u32::from(vp);
        }
    }
    if won.iter().any(|n| *n > 1) {
        return Err(RuleError::new(
            Rule::R8,
            "each of the five VPs of a round is won by one player at most (1 VP each)",
        ));
    }
    Ok(())
}
