//! What an event does to a scorepad's state (its `evolve`): the rounds and
//! totals changed, then the standing settled (SP5–SP9).

use crate::games::scorepad::model::Event;
use crate::games::scorepad::standing::{standing, team_totals};
use crate::games::scorepad::state::{add, State};

pub(super) fn apply(mut state: State, event: &Event) -> State {
    match event {
        Event::RoundAdded { scores, .. } => {
            add(&mut state.totals, scores, 1);
            state.rounds.push(scores.clone());
        }
        Event::ScoreSet {
            round, seat, score, ..
        } => {
            let cell = state
                .rounds
                .get_mut(round.saturating_sub(1))
                .and_then(|row| row.get_mut(*seat));
            if let (Some(cell), Some(total)) = (cell, state.totals.get_mut(*seat)) {
                let change = score.unwrap_or(0).saturating_sub(cell.unwrap_or(0));
                *total = total.saturating_add(change);
                *cell = *score;
            }
        }
        Event::RoundRemoved { .. } => {
            if let Some(last) = state.rounds.pop() {
                add(&mut state.totals, &last, -1);
            }
        }
        // The table's choices change who wins, not a round's totals.
        Event::WinnersChosen { seats } => state.chosen = seats.clone(),
        Event::ResultDeclared { won } => state.cooperative_won = *won,
        Event::TieBroken { seats } => state.tie_breaks.push(seats.clone()),
    }
    settle(state)
}

/// Team totals and the standing follow from the totals (SP5–SP9).
pub(super) fn settle(mut state: State) -> State {
    let any_score = state.rounds.iter().flatten().any(Option::is_some);
    if !state.teams.is_empty() {
        state.team_totals = team_totals(&state.teams, &state.totals);
    }
    (state.leaders, state.places) = standing(&state, any_score);
    state
}
