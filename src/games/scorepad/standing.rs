//! Who is winning a scorepad game and in which places, from its totals and
//! the table's choices: the win rule (SP5–SP7), teams (SP8) and ties broken
//! by hand (SP9). Pure functions of the state; `evolve::settle` calls them
//! after every event.

use super::{State, WinRule};

/// The seats winning now, and each seat's place when a tie was broken by
/// hand (empty otherwise: places follow the totals).
pub(super) fn standing(state: &State, any_score: bool) -> (Vec<usize>, Vec<u32>) {
    let seats = state.players.len();
    match state.win {
        WinRule::Chosen => (state.chosen.clone(), Vec::new()),
        WinRule::Cooperative => match state.cooperative_won {
            Some(true) => ((0..seats).collect(), Vec::new()),
            _ => (Vec::new(), Vec::new()),
        },
        WinRule::Highest | WinRule::Lowest if !any_score => (Vec::new(), Vec::new()),
        WinRule::Highest | WinRule::Lowest if !state.teams.is_empty() => {
            (team_winners(state), Vec::new())
        }
        WinRule::Highest | WinRule::Lowest => {
            let places = places(state);
            if places.is_empty() {
                (winners(&state.totals, state.win), places)
            } else {
                let first = (0..seats).filter(|&s| places[s] == 1).collect();
                (first, places)
            }
        }
    }
}

/// Seats with the best total (SP5); all of them when tied.
pub fn winners(totals: &[i64], win: WinRule) -> Vec<usize> {
    let best = match win {
        WinRule::Lowest => totals.iter().min(),
        _ => totals.iter().max(),
    };
    match best {
        Some(best) => (0..totals.len()).filter(|&s| totals[s] == *best).collect(),
        None => Vec::new(),
    }
}

/// Each team's total (team `n` at index `n - 1`): its members' totals
/// added (SP8).
pub(super) fn team_totals(teams: &[u32], totals: &[i64]) -> Vec<i64> {
    let count = teams.iter().copied().max().unwrap_or(0) as usize;
    let mut sums = vec![0i64; count];
    for (&team, &total) in teams.iter().zip(totals) {
        if let Some(sum) = sums.get_mut((team as usize).wrapping_sub(1)) {
            *sum += total;
        }
    }
    sums
}

/// Every member of the best team wins (SP8); tied teams share the win.
fn team_winners(state: &State) -> Vec<usize> {
    let best: Vec<usize> = winners(&state.team_totals, state.win);
    (0..state.players.len())
        .filter(|&seat| {
            state
                .teams
                .get(seat)
                .is_some_and(|&team| best.contains(&((team as usize).wrapping_sub(1))))
        })
        .collect()
}

/// Whether `group` still breaks a tie: two or more seats, every one with
/// the same total, and every seat with that total in it (SP9). A group a
/// later score change made stale is kept in the state but has no effect.
pub(super) fn breaks_a_tie(totals: &[i64], group: &[usize]) -> bool {
    let Some(total) = group.first().and_then(|&s| totals.get(s)) else {
        return false;
    };
    let tied = totals.iter().filter(|&t| t == total).count();
    group.len() >= 2 && tied == group.len() && group.iter().all(|&s| totals.get(s) == Some(total))
}

/// Places from 1 where a tie was broken by hand (SP9): a seat is behind
/// every seat with a better total, and behind the seats listed before it
/// in a tie-break of its total; still-tied seats share a place. Empty when
/// no tie-break is in effect.
fn places(state: &State) -> Vec<u32> {
    let totals = &state.totals;
    let groups: Vec<&Vec<usize>> = state
        .tie_breaks
        .iter()
        .filter(|g| breaks_a_tie(totals, g))
        .collect();
    if groups.is_empty() {
        return Vec::new();
    }
    let better = |a: i64, b: i64| match state.win {
        WinRule::Lowest => a < b,
        _ => a > b,
    };
    // The newest tie-break of a total is the one in effect.
    let position = |seat: usize| -> Option<usize> {
        groups
            .iter()
            .rev()
            .find(|g| g.contains(&seat))
            .and_then(|g| g.iter().position(|&s| s == seat))
    };
    (0..totals.len())
        .map(|seat| {
            let ahead = (0..totals.len())
                .filter(|&other| {
                    better(totals[other], totals[seat])
                        || (totals[other] == totals[seat]
                            && matches!((position(other), position(seat)), (Some(o), Some(s)) if o < s))
                })
                .count();
            u32::try_from(ahead + 1).unwrap_or(u32::MAX)
        })
        .collect()
}
