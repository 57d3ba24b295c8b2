//! The table's own choices: winners (SP6), a cooperative result (SP7), a
//! tie broken (SP9).

use crate::games::scorepad::decide::rounds::check_seat;
use crate::games::scorepad::model::WinRule;
use crate::games::scorepad::standing::breaks_a_tie;
use crate::games::scorepad::state::State;
use crate::games::scorepad::Rule;
use crate::session::{seat_name, RuleError};

/// Seats that exist, none named twice.
pub(in crate::games::scorepad) fn distinct_seats(
    state: &State,
    seats: &[usize],
    rule: Rule,
) -> Result<(), RuleError> {
    for (i, &seat) in seats.iter().enumerate() {
        check_seat(state, seat).map_err(|e| RuleError::new(rule, e.message))?;
        if seats[..i].contains(&seat) {
            return Err(RuleError::new(
                rule,
                format!("{} is named twice", seat_name(&state.players, seat)),
            ));
        }
    }
    Ok(())
}

/// A tie-break orders every seat tied on one total, best first (SP9).
pub(in crate::games::scorepad) fn check_tie_break(
    state: &State,
    seats: &[usize],
) -> Result<(), RuleError> {
    let refuse = |message: String| Err(RuleError::new(Rule::SP9, message));
    match state.win {
        WinRule::Highest | WinRule::Lowest if state.teams.is_empty() => {}
        WinRule::Highest | WinRule::Lowest => {
            return refuse("a tie between teams is not broken here: the table decides".into())
        }
        _ => return refuse("only a game decided by its totals has ties to break".into()),
    }
    distinct_seats(state, seats, Rule::SP9)?;
    if seats.len() < 2 {
        return refuse("a tie needs two or more seats".into());
    }
    if !breaks_a_tie(&state.totals, seats) {
        let said: Vec<String> = seats
            .iter()
            .map(|&s| {
                let total = state.totals.get(s).copied().unwrap_or(0);
                format!("{} ({total})", seat_name(&state.players, s))
            })
            .collect();
        return refuse(format!(
            "{} are not all the seats tied on one total",
            said.join(", ")
        ));
    }
    Ok(())
}
