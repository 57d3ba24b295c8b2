//! A new scorepad: the seats (SP1) and the teams (SP8).

use crate::games::scorepad::evolve::settle;
use crate::games::scorepad::model::{Setup, WinRule, MAX_SEATS};
use crate::games::scorepad::state::State;
use crate::games::scorepad::Rule;
use crate::session::{RuleError, Seat};

pub(in crate::games::scorepad) fn setup(seats: &[Seat], setup: &Setup) -> Result<State, RuleError> {
    if seats.is_empty() || seats.len() > MAX_SEATS {
        return Err(RuleError::new(
            Rule::SP1,
            format!(
                "a scorepad needs 1 to {MAX_SEATS} players, not {}",
                seats.len()
            ),
        ));
    }
    for (i, seat) in seats.iter().enumerate() {
        if seat.name.trim().is_empty() {
            return Err(RuleError::new(
                Rule::SP1,
                format!("seat {} has no name", i + 1),
            ));
        }
        if seats[..i]
            .iter()
            .any(|s| s.name.trim().eq_ignore_ascii_case(seat.name.trim()))
        {
            return Err(RuleError::new(
                Rule::SP1,
                format!("{} sits at the table twice", seat.name.trim()),
            ));
        }
    }
    check_teams(&setup.teams, seats.len(), setup.win)?;
    Ok(settle(State {
        title: setup.title.trim().to_string(),
        win: setup.win,
        players: seats.iter().map(|s| s.name.trim().to_string()).collect(),
        rounds: Vec::new(),
        totals: vec![0; seats.len()],
        leaders: Vec::new(),
        teams: setup.teams.clone(),
        team_totals: Vec::new(),
        chosen: Vec::new(),
        cooperative_won: None,
        tie_breaks: Vec::new(),
        places: Vec::new(),
    }))
}

/// Teams numbered from 1 without gaps, one per seat, two or more (SP8).
fn check_teams(teams: &[u32], seats: usize, win: WinRule) -> Result<(), RuleError> {
    if teams.is_empty() {
        return Ok(());
    }
    let refuse = |message: String| Err(RuleError::new(Rule::SP8, message));
    if win == WinRule::Cooperative {
        return refuse("a cooperative game has no teams: the whole table is one".into());
    }
    if teams.len() != seats {
        return refuse(format!(
            "every seat needs a team: {seats} seats, {} teams given",
            teams.len()
        ));
    }
    let count = teams.iter().copied().max().unwrap_or(0);
    if let Some(missing) = (1..=count).find(|n| !teams.contains(n)) {
        return refuse(format!(
            "teams are numbered from 1 without gaps: there is a team {count} but no team {missing}"
        ));
    }
    if teams.contains(&0) {
        return refuse("teams are numbered from 1".into());
    }
    if count < 2 {
        return refuse("a team game needs at least two teams".into());
    }
    Ok(())
}
