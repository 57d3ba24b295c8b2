//! What a Flicky Spaceships session tells the statistics: which upgrades
//! (F4) each seat bought, one `Count` figure per upgrade type in the
//! rulebook's order (score, smash, search).
//!
//! The statistics screen sums them over sessions into "most bought
//! upgrades" per player. Per seat a figure is the number of times that seat
//! bought the type: F4 allows each type once per player, so it is 1 or 0,
//! read from the upgrades the seat holds (only buying adds one).

use super::catalog::catalog;
use super::state::State;
use crate::session::{Figure, FigureUnit};

/// The label of an upgrade's figure: its printed name. Stable: a label is
/// the statistics' aggregation key.
fn label(name: &str) -> String {
    format!("Upgrade: {name}")
}

/// One figure per F4 upgrade type: per seat, how many copies it bought.
pub fn figures(state: &State) -> Vec<Figure> {
    catalog()
        .into_iter()
        .map(|u| Figure {
            label: label(&u.name),
            unit: FigureUnit::Count,
            per_seat: state
                .players
                .iter()
                .map(|p| p.upgrades.iter().filter(|id| **id == u.id).count() as i64)
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::flicky::{Command, Flicky, Setup};
    use crate::session::{Game, Seat};
    use serde_json::json;

    fn play(mut state: State, commands: &[serde_json::Value]) -> State {
        for c in commands {
            let cmd: Command = serde_json::from_value(c.clone()).expect("a command");
            for e in Flicky::decide(&state, &cmd).expect("a legal command") {
                state = Flicky::evolve(state, &e);
            }
        }
        state
    }

    fn start() -> State {
        let seats: Vec<Seat> = ["Ann", "Bob"]
            .iter()
            .map(|n| Seat {
                player_id: None,
                name: (*n).to_string(),
                colour: "green".to_string(),
            })
            .collect();
        let setup: Setup =
            serde_json::from_value(json!({"vp_tokens": 12, "one_copy_each": true})).unwrap();
        Flicky::setup(&seats, &setup).unwrap()
    }

    /// A turn: collect from `on`, end the flick, buy `buy` if given, end.
    fn turn(on: &str, buy: Option<&str>) -> Vec<serde_json::Value> {
        let mut cs = vec![
            json!({"type": "collect", "on": on}),
            json!({"type": "end_flick"}),
        ];
        if let Some(u) = buy {
            cs.push(json!({"type": "buy", "upgrade": u}));
        }
        cs.push(json!({"type": "end_turn"}));
        cs
    }

    fn counts(state: &State) -> Vec<(String, Vec<i64>)> {
        figures(state)
            .into_iter()
            .filter(|f| f.per_seat.iter().any(|n| *n > 0))
            .map(|f| (f.label, f.per_seat))
            .collect()
    }

    #[test]
    fn f4_each_bought_upgrade_counts_for_its_buyer() {
        // Ann starts with 3 energy (F2) and buys Boosters (1 energy, 1 dark
        // matter, 1 rare metal), then Blueprints (1 energy, 1 rare metal, 1
        // star crystal); Bob buys Scientists (1 energy, 1 dark matter, 1
        // star crystal).
        let commands = [
            turn("dark_matter", None),
            turn("dark_matter", None),
            turn("rare_metal", Some("boosters")),
            turn("star_crystal", Some("scientists")),
            turn("rare_metal", None),
            turn("dark_matter", None),
            turn("star_crystal", Some("blueprints")),
        ]
        .concat();
        let state = play(start(), &commands);
        assert_eq!(
            counts(&state),
            vec![
                ("Upgrade: Scientists".to_string(), vec![0, 1]),
                ("Upgrade: Boosters".to_string(), vec![1, 0]),
                ("Upgrade: Blueprints".to_string(), vec![1, 0]),
            ]
        );
    }

    #[test]
    fn f4_every_upgrade_type_is_reported_in_the_rulebook_order() {
        let figures = figures(&start());
        let labels: Vec<&str> = figures.iter().map(|f| f.label.as_str()).collect();
        assert_eq!(
            labels,
            [
                "Upgrade: Scientists",
                "Upgrade: Live Broadcast",
                "Upgrade: Flagship",
                "Upgrade: Guide to the Galaxy",
                "Upgrade: Boosters",
                "Upgrade: Tractor Beam",
                "Upgrade: TROX Rockets",
                "Upgrade: Ram-Raid Engines",
                "Upgrade: Blueprints",
                "Upgrade: Energy Recycler",
                "Upgrade: Sonar Scan",
                "Upgrade: Double Claws",
            ]
        );
        assert!(figures
            .iter()
            .all(|f| f.unit == FigureUnit::Count && f.per_seat == vec![0, 0]));
    }
}
