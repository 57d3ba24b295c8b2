//! Rounds and scores (SP2–SP4).

use crate::games::scorepad::model::{Event, MAX_ABS_SCORE, MAX_ROUNDS};
use crate::games::scorepad::state::State;
use crate::games::scorepad::Rule;
use crate::session::RuleError;

pub(in crate::games::scorepad) fn check_score(score: Option<i64>) -> Result<(), RuleError> {
    match score {
        Some(s) if !(-MAX_ABS_SCORE..=MAX_ABS_SCORE).contains(&s) => Err(RuleError::new(
            Rule::SP2,
            format!(
                "{s} is out of range: a score must be between -1,000,000,000 and 1,000,000,000"
            ),
        )),
        _ => Ok(()),
    }
}

/// SP3: a round with one score per player (or all blank), within the
/// scorepad's rounds.
pub(in crate::games::scorepad) fn add_round(
    state: &State,
    scores: &Option<Vec<Option<i64>>>,
) -> Result<Vec<Event>, RuleError> {
    if state.rounds.len() >= MAX_ROUNDS {
        return Err(RuleError::new(
            Rule::SP3,
            format!("a scorepad holds at most {MAX_ROUNDS} rounds"),
        ));
    }
    let scores = match scores {
        None => vec![None; state.players.len()],
        Some(scores) if scores.len() == state.players.len() => scores.clone(),
        Some(scores) => {
            return Err(RuleError::new(
                Rule::SP3,
                format!(
                    "a round needs one score per player: {} players, {} scores given",
                    state.players.len(),
                    scores.len()
                ),
            ))
        }
    };
    for score in &scores {
        check_score(*score)?;
    }
    Ok(vec![Event::RoundAdded {
        round: state.rounds.len() + 1,
        scores,
    }])
}

pub(in crate::games::scorepad) fn check_round(
    state: &State,
    round: usize,
) -> Result<usize, RuleError> {
    if round == 0 || round > state.rounds.len() {
        let have = match state.rounds.len() {
            0 => "there are no rounds yet".to_string(),
            1 => "there is only round 1".to_string(),
            n => format!("rounds are numbered 1 to {n}"),
        };
        return Err(RuleError::new(
            Rule::SP3,
            format!("there is no round {round}: {have}"),
        ));
    }
    Ok(round - 1)
}

pub(in crate::games::scorepad) fn check_seat(state: &State, seat: usize) -> Result<(), RuleError> {
    if seat >= state.players.len() {
        return Err(RuleError::new(
            Rule::SP3,
            format!(
                "there is no seat {seat}: seats are numbered 0 to {}",
                state.players.len() - 1
            ),
        ));
    }
    Ok(())
}
