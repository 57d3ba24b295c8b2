//! The end of a turn and of the game (S7, S7b, S8): the countdown flipped,
//! the pawn end declared, the final round and the unused scrap.

use super::super::model::{EndCause, Event};
use super::super::state::{Phase, State, Step};
use crate::games::spacecraft::decide::{at_action, playing, Mode};
use crate::games::spacecraft::Rule;
use crate::session::RuleError;

pub(in crate::games::spacecraft) fn end_turn(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    match state.phase {
        Phase::Playing if state.step == Step::Action => {
            return Err(RuleError::new(
                Rule::S9,
                format!("{} must first enter, search or leave", state.name(seat)),
            ))
        }
        Phase::Playing | Phase::FinalRound => {}
        Phase::Scoring | Phase::Finished => {
            return Err(RuleError::new(
                Rule::S8,
                "everyone has acted: count the unused scrap",
            ))
        }
    }
    // S4: upper-row cards move down into the free lower spaces beneath them.
    let d = &state.display;
    let moved: Vec<usize> = (0..d.lower.len())
        .filter(|i| d.lower[*i].is_none() && d.upper.get(*i).is_some_and(Option::is_some))
        .collect();
    let mut events = vec![Event::TurnEnded {
        seat,
        moved: moved.clone(),
    }];
    if state.phase != Phase::Playing {
        return Ok(events);
    }
    let refills = d
        .upper
        .iter()
        .enumerate()
        .filter(|(i, s)| s.is_none() || moved.contains(i))
        .count() as u32;
    if let Some(left) = d.stack_left.filter(|left| refills > *left) {
        events.push(Event::GameEnded {
            by: seat,
            reason: format!(
                "the project display cannot be refilled ({refills} space{} to fill, {left} card{} left)",
                if refills == 1 { "" } else { "s" },
                if left == 1 { "" } else { "s" }
            ),
            queue: queue_from(state, seat),
        });
        return Ok(events);
    }
    let next = (seat + 1) % state.players.len();
    if let Some(value) = countdown_flip(state, next) {
        events.push(Event::CountdownFlipped { value });
        if value.is_none() {
            events.push(Event::GameEnded {
                by: next,
                reason: "the launch card is revealed".to_string(),
                queue: queue_from(state, next),
            });
        }
    }
    Ok(events)
}

/// S7: the countdown card flipped as `seat`'s turn starts, if it holds
/// the countdown before launch (`None` inside: the launch card).
pub(in crate::games::spacecraft) fn countdown_flip(
    state: &State,
    seat: usize,
) -> Option<Option<u32>> {
    let c = &state.countdown;
    (c.holder == Some(seat) && !c.launched).then(|| c.sequence.get(c.flipped as usize).copied())
}

/// S7: the end declared: launch or the last card.
pub(in crate::games::spacecraft) fn declare_end(
    state: &State,
    reason: &str,
    cause: &EndCause,
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    let now = mode == Mode::Command;
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    playing(state)?;
    match cause {
        EndCause::CannotPlace => {
            at_action(state)?;
            if now && player.on_board {
                return Err(RuleError::new(Rule::S7,
                    format!("{name}'s pawn is on the scrapyard: only a player outside it ends the game by being unable to place their pawn"),
                ));
            }
        }
        EndCause::DisplayEmpty => {
            if state.step == Step::Done {
                return Err(RuleError::new(Rule::S7,
                    format!("{name} entered or searched this turn, so completed no card: the display end is declared after a completion or reservation leaves a space the stack cannot fill"),
                ));
            }
            if let (true, Some(left)) = (now, state.display.stack_left) {
                return Err(RuleError::new(Rule::S7,
                    format!("the app counts the project stack ({left} card{} left): the game ends by itself when a turn ends with a space it cannot fill", if left == 1 { "" } else { "s" }),
                ));
            }
        }
    }
    let reason = reason.trim();
    if reason.is_empty() {
        return Err(RuleError::new(Rule::S7, "say why the game ends"));
    }
    Ok(vec![Event::GameEnded {
        by: seat,
        reason: reason.to_string(),
        queue: queue_from(state, seat),
    }])
}

/// S8: the final scoring, with each player's unused scrap.
pub(in crate::games::spacecraft) fn finish(
    state: &State,
    unused_scrap: &[u32],
) -> Result<Vec<Event>, RuleError> {
    if state.phase != Phase::Scoring {
        return Err(RuleError::new(
            Rule::S8,
            "the final scoring comes after the game has ended and the final round is over",
        ));
    }
    if unused_scrap.len() != state.players.len() {
        return Err(RuleError::new(
            Rule::S8,
            format!(
                "give the unused scrap tiles of all {} players, not {}",
                state.players.len(),
                unused_scrap.len()
            ),
        ));
    }
    if let Some(n) = unused_scrap.iter().find(|n| **n > 75) {
        return Err(RuleError::new(
            Rule::S8,
            format!("{n} unused scrap tiles: the game has 75"),
        ));
    }
    Ok(vec![Event::Finished {
        unused_scrap: unused_scrap.to_vec(),
    }])
}

/// Seats with a pawn on the board, starting with `from` and going round.
pub(in crate::games::spacecraft) fn queue_from(state: &State, from: usize) -> Vec<usize> {
    let n = state.players.len();
    (0..n)
        .map(|i| (from + i) % n)
        .filter(|s| state.players[*s].on_board)
        .collect()
}

/// S7: a rocket with these measures meets the plan first (nobody holds
/// the countdown yet and the game is still on).
pub(in crate::games::spacecraft) fn meets_plan_first(
    state: &State,
    measures: &super::super::measures::Measures,
) -> bool {
    state.phase == Phase::Playing
        && state.countdown.holder.is_none()
        && state.plan.iter().all(|r| r.met_by(measures))
}
