//! A scorepad's books: the rounds as entered, the table's choices, and
//! each seat's total kept as the rounds change (with the team totals and
//! the standing that follow from them).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::games::scorepad::model::WinRule;

/// What the log has established: the rounds and the table's choices,
/// with each seat's total and the standing kept up to date event by event
/// (a few numbers per seat). The running total after each round is the
/// [`View`]'s, computed once for the screen rather than after every event.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ScorepadFacts")]
pub struct State {
    pub title: String,
    pub win: WinRule,
    pub players: Vec<String>,
    /// `rounds[r][seat]`; `null` is a cell nobody filled in yet.
    #[ts(type = "Array<Array<number | null>>")]
    pub rounds: Vec<Vec<Option<i64>>>,
    #[ts(type = "Array<number>")]
    pub totals: Vec<i64>,
    /// Seats currently winning (SP5–SP9); empty before any score.
    pub leaders: Vec<usize>,
    /// Each seat's team (SP8); empty: no teams.
    pub teams: Vec<u32>,
    /// Each team's total, team 1 first (SP8); empty without teams.
    #[ts(type = "Array<number>")]
    pub team_totals: Vec<i64>,
    /// The winners the table named (SP6).
    pub chosen: Vec<usize>,
    /// Whether the table won together (SP7); `null` until it says.
    pub cooperative_won: Option<bool>,
    /// Ties the table broke, each best first (SP9), oldest first.
    pub tie_breaks: Vec<Vec<usize>>,
    /// Each seat's place while a tie-break is in effect (SP9); empty:
    /// places follow the totals.
    pub places: Vec<u32>,
}

/// Adds (`sign` 1) or takes away (-1) a round's scores to each seat's total.
pub(in crate::games::scorepad) fn add(totals: &mut [i64], round: &[Option<i64>], sign: i64) {
    for (total, cell) in totals.iter_mut().zip(round) {
        *total = total.saturating_add(sign.saturating_mul(cell.unwrap_or(0)));
    }
}
