//! What a Space Craft session tells the statistics: which personal goals
//! (S6) scored, one `Count` figure per goal in the rulebook's order.
//!
//! A seat holds one goal, and it scores once per occurrence of its pattern
//! in the rocket at final scoring (S6, S8). So per seat a figure counts the
//! occurrences that gave points: the seat's own goal, with multiplicity
//! (two pairs of identical hulls count 2); 0 for goals the seat did not
//! hold, even when its rocket shows the pattern, and 0 for a goal held but
//! never built. The counts come from the state's final scoring (`scores`),
//! so they are exactly what was paid out.

use super::goals::Goal;
use super::state::State;
use crate::session::{Figure, FigureUnit};

/// S6 goals 1 to 8 as players name them at the table. Stable: a label is
/// the statistics' aggregation key.
pub const GOAL_LABELS: [&str; 8] = [
    "Goal: identical wings on one hull",
    "Goal: nose and engine of one colour",
    "Goal: identical hulls joined",
    "Goal: identical hulls through a connector",
    "Goal: nose and hull of one colour",
    "Goal: identical connectors on one hull",
    "Goal: hull and engine of one colour",
    "Goal: identical noses through a connector",
];

/// One figure per S6 goal: per seat, how often that goal scored for it.
pub fn figures(state: &State) -> Vec<Figure> {
    let scores = state.scores();
    GOAL_LABELS
        .iter()
        .zip(1u8..)
        .map(|(label, number)| Figure {
            label: (*label).to_string(),
            unit: FigureUnit::Count,
            per_seat: state
                .players
                .iter()
                .enumerate()
                .map(|(seat, p)| {
                    let scored = scores.get(seat).map_or(0, |s| s.goal_count);
                    if p.goal == Some(Goal(number)) {
                        i64::from(scored)
                    } else {
                        0
                    }
                })
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spacecraft::goals::occurrences;
    use crate::games::spacecraft::{Command, Setup, Spacecraft};
    use crate::session::{Game, Seat};
    use serde_json::json;

    fn start(goals: serde_json::Value) -> State {
        let seats: Vec<Seat> = ["Agata", "Piotrek"]
            .iter()
            .map(|n| Seat {
                player_id: None,
                name: (*n).to_string(),
                colour: "blue".to_string(),
            })
            .collect();
        let setup: Setup = serde_json::from_value(json!({
            "plan": [{"type": "kind", "kind": "hull", "n": 6}],
            "goals": goals,
        }))
        .unwrap();
        Spacecraft::setup(&seats, &setup).unwrap()
    }

    fn play(mut state: State, commands: &[serde_json::Value]) -> State {
        for c in commands {
            let cmd: Command = serde_json::from_value(c.clone()).expect("a command");
            for e in Spacecraft::decide(&state, &cmd).expect("a legal command") {
                state = Spacecraft::evolve(state, &e);
            }
        }
        state
    }

    fn per_seat(figures: &[Figure], goal: usize) -> Vec<i64> {
        figures[goal - 1].per_seat.clone()
    }

    /// Agata holds goal 3 (identical hulls joined directly) and builds three
    /// white hulls in a column under the grey one: two pairs. Piotrek holds
    /// goal 7 (hull–engine of one colour) but builds a white nose on a white
    /// hull: goal 5's pattern, which he does not hold. Every part is paid
    /// with a bolt at a column whose token is a bolt (S9).
    fn played() -> State {
        let end = json!({"type": "end_turn"});
        let bolt = json!({"scrap": "bolt", "weight": 1});
        let take = |action: &str| vec![json!({"type": action, "tile": bolt}), end.clone()];
        let paid =
            |part: &str| json!({"part": part, "token": "bolt", "min_weight": 1, "tiles": [bolt]});
        let leave_and_build = |rocket: &str, parts: &[&str]| {
            vec![
                json!({"type": "leave"}),
                json!({"type": "build", "rocket": rocket, "exchanges": parts.iter().map(|p| paid(p)).collect::<Vec<_>>()}),
                end.clone(),
            ]
        };
        let commands: Vec<serde_json::Value> = [
            take("enter"),
            take("enter"),
            take("search"),
            take("search"),
            leave_and_build("H:grey\nH:white\nH:white\n", &["H:white", "H:white"]),
            leave_and_build("N:white\nH:white\nH:grey\n", &["N:white", "H:white"]),
            take("enter"),
            take("enter"),
            leave_and_build("H:grey\nH:white\nH:white\nH:white\n", &["H:white"]),
            vec![
                json!({"type": "declare_end", "reason": "the project display cannot be refilled", "cause": "display_empty"}),
                // S7: Piotrek's pawn is on the board: he may leave once.
                json!({"type": "leave"}),
                end.clone(),
                json!({"type": "finish", "unused_scrap": [0, 1]}),
            ],
        ]
        .concat();
        play(start(json!([3, 7])), &commands)
    }

    #[test]
    fn s6_s8_a_held_goal_counts_each_scored_occurrence() {
        let state = played();
        assert_eq!(state.phase, crate::games::spacecraft::Phase::Finished);
        assert_eq!(state.scores()[0].goal, 2 * 4, "S6: 4 per pair, two pairs");
        let figures = figures(&state);
        assert_eq!(figures.len(), 8);
        assert_eq!(figures[2].label, "Goal: identical hulls joined");
        assert_eq!(per_seat(&figures, 3), vec![2, 0]);
        // Piotrek's nose–hull pattern is goal 5, not his goal 7: nothing.
        assert_eq!(occurrences(&state.rocket(1))[4], 1);
        assert_eq!(per_seat(&figures, 5), vec![0, 0]);
        assert_eq!(per_seat(&figures, 7), vec![0, 0]);
        let total: i64 = figures.iter().flat_map(|f| &f.per_seat).sum();
        assert_eq!(total, 2, "only Agata's two pairs scored");
        assert!(figures.iter().all(|f| f.unit == FigureUnit::Count));
    }

    #[test]
    fn s6_no_goal_chosen_reports_zeroes_without_panicking() {
        let state = start(json!([]));
        let figures = figures(&state);
        assert_eq!(figures.len(), 8);
        assert!(figures.iter().all(|f| f.per_seat == vec![0, 0]));
    }
}
