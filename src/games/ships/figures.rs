//! What a Ships session tells the statistics: the VP each seat made in each
//! era (W2), one `Points` figure per era in the game's order — "does this
//! player win early with galleys or late with steamships?".
//!
//! A figure is the net VP change of the seat while that era lasted: every
//! VP movement of the ledger (new ages, areas, gold, goods, cards, the
//! losses of lagging ships — W5–W8) counted for the era it happened in, the
//! final scoring (W8) in the last era. The 5 VP every player starts with
//! (W1) belong to no era, so the three figures add up to the final VP − 5.
//!
//! The ledger does not say in which era a change happened, and the game's
//! facts need not either, so the statistics keep their own [`Tally`],
//! folded over the events in effect when the figures are asked for
//! (`Game::tally`; playing never computes it). W2: the era changes when
//! the first ship is placed in a box of the next era, so that placement's
//! VP — the new age's first-ship VP and the losses it causes (W5) — count
//! for the new era, although the `EraChanged` event follows them in the
//! log.

use super::cards::Era;
use super::model::Event;
use super::state::State;
use crate::session::{Figure, FigureUnit};

/// Net VP changes per seat and era, for [`figures`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Tally {
    /// The era VP changes count for now (W2).
    era: Era,
    /// Per seat: net VP in the Galley, Sailing Ship and Steamship eras.
    vp: Vec<[i64; 3]>,
}

impl Default for Tally {
    fn default() -> Self {
        Tally {
            era: Era::Galley,
            vp: Vec::new(),
        }
    }
}

impl Tally {
    fn enter(&mut self, era: Era) {
        self.era = self.era.max(era);
    }

    fn add(&mut self, seat: usize, delta: i32) {
        if self.vp.len() <= seat {
            self.vp.resize(seat + 1, [0; 3]);
        }
        self.vp[seat][index(self.era)] += i64::from(delta);
    }

    /// Net VP of `seat` in `era` (0 when nothing moved).
    pub fn vp(&self, seat: usize, era: Era) -> i64 {
        self.vp.get(seat).map_or(0, |v| v[index(era)])
    }
}

fn index(era: Era) -> usize {
    match era {
        Era::Galley => 0,
        Era::Sailing => 1,
        Era::Steamship => 2,
    }
}

/// Books `event`, given the state just before it: a ship placed or moved
/// into a later era's age opens that era (W2); a VP change counts for the
/// era open now. Seats the game does not have are ignored, as `evolve`
/// ignores them.
pub(super) fn note(tally: &mut Tally, state: &State, event: &Event) {
    match event {
        Event::ShipPlaced { ship, .. } => tally.enter(*ship),
        Event::ShipMoved { ship, from_age, .. } => {
            // Without a counter of the new era the ship is returned
            // (`ship` is none); the age it moved to still names the era.
            let to = ship.or_else(|| {
                state
                    .board
                    .age(from_age.saturating_add(1))
                    .and_then(|a| a.era)
            });
            if let Some(era) = to {
                tally.enter(era);
            }
        }
        Event::EraChanged { era } => tally.enter(*era),
        Event::VpChanged { seat, delta, .. } if *seat < state.players.len() => {
            tally.add(*seat, *delta);
        }
        _ => {}
    }
}

/// The three eras' labels, in the game's order. Stable: a label is the
/// statistics' aggregation key.
const ERAS: [(Era, &str); 3] = [
    (Era::Galley, "VP in the Galley era"),
    (Era::Sailing, "VP in the Sailing Ship era"),
    (Era::Steamship, "VP in the Steamship era"),
];

/// One figure per era: per seat, the net VP it made in that era.
pub fn figures(state: &State, tally: &Tally) -> Vec<Figure> {
    ERAS.iter()
        .map(|(era, label)| Figure {
            label: (*label).to_string(),
            unit: FigureUnit::Points,
            per_seat: (0..state.players.len())
                .map(|seat| tally.vp(seat, *era))
                .collect(),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::ships::{Command, Setup, Ships, START_VP};
    use crate::session::{Game, Seat};
    use serde_json::json;

    const RED: usize = 0;
    const BLUE: usize = 1;
    const GREEN: usize = 2;
    const YELLOW: usize = 3;

    /// The game after `commands`, with the statistics' tally of its events.
    fn play(
        (mut state, mut tally): (State, Tally),
        commands: &[serde_json::Value],
    ) -> (State, Tally) {
        for c in commands {
            let cmd: Command = serde_json::from_value(c.clone()).expect("a command");
            for e in Ships::decide(&state, &cmd).expect("a legal command") {
                note(&mut tally, &state, &e);
                state = Ships::evolve(state, &e);
            }
        }
        (state, tally)
    }

    fn start() -> (State, Tally) {
        let seats: Vec<Seat> = ["Red", "Blue", "Green", "Yellow"]
            .iter()
            .map(|n| Seat {
                player_id: None,
                name: (*n).to_string(),
                colour: n.to_lowercase(),
            })
            .collect();
        (
            Ships::setup(&seats, &Setup::default()).unwrap(),
            Tally::default(),
        )
    }

    fn place(age: usize) -> serde_json::Value {
        json!({"type": "place_ship", "age": age, "ship_box": "merchant"})
    }

    fn place_new(age: usize, nav_cost: u32, first_vp: u32) -> serde_json::Value {
        json!({"type": "place_ship", "age": age, "ship_box": "merchant",
               "nav_cost": nav_cost, "first_vp": first_vp})
    }

    fn end() -> serde_json::Value {
        json!({"type": "end_turn"})
    }

    /// The track of W9's age-5 example, built turn by turn with the two
    /// merchant cubes of a Galley turn (W3): red opens ages 1, 2 and 4,
    /// blue age 3, and blue's ship opens age 5, the first Sailing Ship age
    /// (W2). The Place Ship box costs no gold with a merchant cube here
    /// (the table's board data, W4b).
    fn age_five() -> (State, Tally) {
        let galley = vec![
            json!({"type": "place_ship", "age": 1, "ship_box": "merchant", "first_vp": 1, "box_gold": 0}),
            place_new(2, 2, 2),
            end(),
            end(),
            end(),
            end(),
            place(2),
            end(),
            place_new(3, 3, 3),
            end(),
            place(3),
            end(),
            place(3),
            place(3),
            end(),
            place_new(4, 4, 4),
            place(4),
            end(),
            place(4),
            place(4),
            end(),
            place(4),
            place(4),
            end(),
            place(4),
            end(),
            end(),
        ];
        play(start(), &galley)
    }

    fn vp_by_era((state, tally): &(State, Tally)) -> Vec<Vec<i64>> {
        figures(state, tally)
            .into_iter()
            .map(|f| f.per_seat)
            .collect()
    }

    #[test]
    fn w2_w5_vp_are_booked_in_the_era_they_were_made() {
        let galley = age_five();
        // W5 on the way: red +1 (age 1), +2 (age 2), −1 for its age-1 ship
        // when age 3 opens, then +4 (age 4), −2 for its two age-2 ships and
        // −2 for the age-1 ship (three ages below, removed); blue +3 (age 3).
        let before: Vec<i64> = galley.0.players.iter().map(|p| i64::from(p.vp)).collect();
        assert_eq!(before, vec![5 + 1 + 2 - 1 + 4 - 2 - 2, 5 + 3, 5, 5]);
        assert_eq!(
            vp_by_era(&galley),
            vec![vec![2, 3, 0, 0], vec![0, 0, 0, 0], vec![0, 0, 0, 0]]
        );
        // W9: blue's ship opens age 5: blue +5 − 1, red −4, green −1,
        // yellow −2 — all in the Sailing Ship era, which this ship opened.
        let (sailing, tally) = play(galley, &[place(5)]);
        assert_eq!(sailing.era, Era::Sailing);
        let figures = figures(&sailing, &tally);
        assert_eq!(figures[1].label, "VP in the Sailing Ship era");
        assert_eq!(figures[1].unit, FigureUnit::Points);
        assert_eq!(figures[0].per_seat, vec![2, 3, 0, 0], "Galley unchanged");
        let mut expected = vec![0; 4];
        expected[RED] = -4;
        expected[BLUE] = 5 - 1;
        expected[GREEN] = -1;
        expected[YELLOW] = -2;
        assert_eq!(figures[1].per_seat, expected);
        assert_eq!(figures[2].per_seat, vec![0; 4]);
        // The eras add up to the VP beyond the start (W1).
        for (seat, p) in sailing.players.iter().enumerate() {
            let sum: i64 = figures.iter().map(|f| f.per_seat[seat]).sum();
            assert_eq!(sum, i64::from(p.vp - START_VP), "seat {seat}");
        }
    }

    #[test]
    fn w1_a_new_game_reports_three_eras_of_zero() {
        let (state, tally) = start();
        let labels: Vec<(String, Vec<i64>)> = figures(&state, &tally)
            .into_iter()
            .map(|f| (f.label, f.per_seat))
            .collect();
        assert_eq!(
            labels,
            vec![
                ("VP in the Galley era".to_string(), vec![0; 4]),
                ("VP in the Sailing Ship era".to_string(), vec![0; 4]),
                ("VP in the Steamship era".to_string(), vec![0; 4]),
            ]
        );
    }
}
