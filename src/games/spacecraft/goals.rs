//! S6: the eight personal goals, each counted as often as its pattern
//! occurs in a rocket (one part may serve several occurrences).
//!
//! Patterns are read from the grid's geometry as S2 places the parts (a nose
//! north of its hull, an engine south, wings and connectors east or west).
//! Only the pattern counts here; whether the rocket is legal is
//! [`super::joins`].

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::part::{Kind, Part};
use super::rocket::{Dir, Rocket};

/// S6: points per occurrence of goals 1 to 8.
pub const GOAL_POINTS: [u32; 8] = [7, 7, 4, 7, 5, 4, 5, 9];

/// S6 wording, for the app and the CLI.
pub const GOAL_TEXTS: [&str; 8] = [
    "7 per pair of identical wings on the two sides of one hull",
    "7 per nose (north) and engine (south) of the same colour on one hull",
    "4 per pair of identical hulls joined directly",
    "7 per pair of identical hulls joined through one connector",
    "5 per nose–hull pair of the same colour joined directly",
    "4 per pair of identical connectors on the two sides of one hull",
    "5 per hull–engine pair of the same colour joined directly",
    "9 per pair of identical noses on two hulls joined through one connector",
];

/// A goal's number, checked to be 1 to 8.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftGoal")]
pub struct Goal(pub u8);

impl Goal {
    pub fn new(number: u32) -> Option<Goal> {
        (1..=8)
            .contains(&number)
            .then(|| Goal(u8::try_from(number).unwrap_or(1)))
    }

    pub fn points(self) -> u32 {
        GOAL_POINTS[usize::from(self.0.clamp(1, 8) - 1)]
    }

    pub fn text(self) -> &'static str {
        GOAL_TEXTS[usize::from(self.0.clamp(1, 8) - 1)]
    }
}

/// Occurrences of goals 1..8 (index 0 is goal 1).
pub fn occurrences(rocket: &Rocket) -> [u32; 8] {
    let mut n = [0u32; 8];
    let of_kind = |r: usize, c: usize, dir: Dir, kind: Kind| -> Option<&Part> {
        rocket
            .neighbour(r, c, dir)
            .map(|(_, _, p)| p)
            .filter(|p| p.kind == kind)
    };
    for (r, c, hull) in rocket.parts().filter(|(_, _, p)| p.kind == Kind::Hull) {
        let west = |kind| of_kind(r, c, Dir::West, kind);
        let east = |kind| of_kind(r, c, Dir::East, kind);
        let nose = of_kind(r, c, Dir::North, Kind::Nose);
        let engine = of_kind(r, c, Dir::South, Kind::Engine);
        // 1: identical wings on both sides.
        if let (Some(a), Some(b)) = (west(Kind::Wing), east(Kind::Wing)) {
            n[0] += u32::from(a == b);
        }
        // 2: nose and engine of the same colour on this hull.
        if let (Some(a), Some(b)) = (nose, engine) {
            n[1] += u32::from(a.shares_colour(b));
        }
        // 3: identical hulls joined directly (counted from the upper one).
        if let Some(below) = of_kind(r, c, Dir::South, Kind::Hull) {
            n[2] += u32::from(below == hull);
        }
        // 4 and 8: hull – connector – hull, counted from the western hull.
        if let Some((r2, c2, _)) = rocket
            .neighbour(r, c, Dir::East)
            .filter(|(_, _, p)| p.kind == Kind::Connector)
        {
            if let Some((r3, c3, other)) = rocket
                .neighbour(r2, c2, Dir::East)
                .filter(|(_, _, p)| p.kind == Kind::Hull)
            {
                n[3] += u32::from(other == hull);
                if let (Some(a), Some(b)) = (nose, of_kind(r3, c3, Dir::North, Kind::Nose)) {
                    n[7] += u32::from(a == b);
                }
            }
        }
        // 5: nose and hull of the same colour.
        if let Some(a) = nose {
            n[4] += u32::from(a.shares_colour(hull));
        }
        // 6: identical connectors on both sides.
        if let (Some(a), Some(b)) = (west(Kind::Connector), east(Kind::Connector)) {
            n[5] += u32::from(a == b);
        }
        // 7: hull and engine of the same colour.
        if let Some(b) = engine {
            n[6] += u32::from(hull.shares_colour(b));
        }
    }
    n
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spacecraft::part::Palette;

    fn count(text: &str) -> [u32; 8] {
        occurrences(&Rocket::parse(text, &Palette::default()).unwrap())
    }

    #[test]
    fn s6_goal_1_identical_wings_on_one_hull() {
        assert_eq!(count("W:white H:grey W:white\n")[0], 1);
        assert_eq!(count("W:white H:grey W:blue\n")[0], 0);
    }

    #[test]
    fn s6_goal_2_nose_and_engine_sharing_a_colour() {
        assert_eq!(count("N:gold\nH:grey\nE:gold+blue\n")[1], 1);
        assert_eq!(count("N:gold\nH:grey\nE:blue\n")[1], 0);
    }

    #[test]
    fn s6_goal_3_identical_hulls_counted_per_pair_with_multiplicity() {
        // Three white hulls in a column are two pairs; the grey one is not
        // identical to them.
        let n = count("H:grey\nH:white\nH:white\nH:white\n");
        assert_eq!(n[2], 2);
    }

    #[test]
    fn s6_goals_4_and_8_through_one_connector() {
        let n = count("N:gold  .       N:gold\nH:white X:blue  H:white\n");
        assert_eq!(n[3], 1);
        assert_eq!(n[7], 1);
        let n = count("N:gold  .       N:blue\nH:white X:blue  H:blue\n");
        assert_eq!((n[3], n[7]), (0, 0));
    }

    #[test]
    fn s6_goals_5_and_7_same_colour_as_the_hull() {
        let n = count("N:white\nH:white+blue\nE:blue\n");
        assert_eq!((n[4], n[6]), (1, 1));
        // The starting hull is an ordinary (grey) hull for goals.
        let n = count("N:white\nH:grey\nE:white\n");
        assert_eq!((n[1], n[4], n[6]), (1, 0, 0));
    }

    #[test]
    fn s6_goal_6_one_part_serves_two_occurrences() {
        // The middle connector pairs with both outer hulls' connectors.
        let n = count("X:blue H:grey X:blue H:white X:blue\n");
        assert_eq!(n[5], 2);
    }

    #[test]
    fn s6_goal_numbers_are_1_to_8() {
        assert!(Goal::new(0).is_none());
        assert!(Goal::new(9).is_none());
        assert_eq!(Goal::new(8).map(Goal::points), Some(9));
    }
}
