//! S2: which parts fit together, and whether a rocket is legal.
//!
//! The pieces' jigsaw shapes are lost with the rulebook's illustrations, so
//! the joins are data: a [`JoinTable`] of "this kind may sit on that side of
//! that kind". [`JoinTable::standard`] is RULINGS.md S2; a table that knows
//! better can pass its own. What a legal rocket is worth is elsewhere.

use std::collections::VecDeque;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::part::{Kind, Part};
use super::rocket::{Dir, Rocket};

/// One allowed join: `part` may sit directly `side` of `base`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftJoin")]
pub struct Join {
    pub base: Kind,
    pub side: Side,
    pub part: Kind,
}

/// A side of a part, as data (see [`Dir`] for the grid's own directions).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "SpacecraftSide")]
pub enum Side {
    North,
    East,
    South,
    West,
}

impl Side {
    fn dir(self) -> Dir {
        match self {
            Side::North => Dir::North,
            Side::East => Dir::East,
            Side::South => Dir::South,
            Side::West => Dir::West,
        }
    }
}

/// The joins a table plays with.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftJoinTable")]
pub struct JoinTable {
    pub joins: Vec<Join>,
}

impl Default for JoinTable {
    fn default() -> Self {
        JoinTable::standard()
    }
}

/// A violation of S2 at one cell (row and column from 0, top left).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "SpacecraftViolation")]
pub struct Violation {
    pub row: usize,
    pub col: usize,
    pub message: String,
}

impl JoinTable {
    /// RULINGS.md S2: a nose directly north of a hull, an engine directly
    /// south, wings and connectors east or west, hulls north/south of hulls
    /// (a connector between two hulls is two connector–hull joins).
    pub fn standard() -> JoinTable {
        let j = |base, side, part| Join { base, side, part };
        JoinTable {
            joins: vec![
                j(Kind::Hull, Side::North, Kind::Nose),
                j(Kind::Hull, Side::South, Kind::Engine),
                j(Kind::Hull, Side::East, Kind::Wing),
                j(Kind::Hull, Side::West, Kind::Wing),
                j(Kind::Hull, Side::East, Kind::Connector),
                j(Kind::Hull, Side::West, Kind::Connector),
                j(Kind::Hull, Side::North, Kind::Hull),
            ],
        }
    }

    /// Do `a` and `b` fit when `b` sits directly `dir` of `a`?
    pub fn fits(&self, a: Kind, dir: Dir, b: Kind) -> bool {
        self.joins.iter().any(|j| {
            (j.base == a && j.side.dir() == dir && j.part == b)
                || (j.base == b && j.side.dir() == dir.opposite() && j.part == a)
        })
    }

    /// Where `kind` may go, in words, for messages: "north of a hull".
    fn places(&self, kind: Kind) -> String {
        let mut places: Vec<String> = Vec::new();
        for j in &self.joins {
            let place = if j.part == kind {
                format!("{} of a {}", j.side.dir().name(), j.base)
            } else if j.base == kind {
                format!("{} of a {}", j.side.dir().opposite().name(), j.part)
            } else {
                continue;
            };
            if !places.contains(&place) {
                places.push(place);
            }
        }
        if places.is_empty() {
            "nowhere".to_string()
        } else {
            places.join(", ")
        }
    }

    /// Every S2 violation of `rocket`: touching parts that do not fit, a
    /// missing or second starting hull, parts not attached to the rocket.
    /// Empty means legal.
    pub fn check(&self, rocket: &Rocket) -> Vec<Violation> {
        let mut out = Vec::new();
        // Each touching pair once: look east and south only.
        for (r, c, part) in rocket.parts() {
            for dir in [Dir::East, Dir::South] {
                let Some((r2, c2, other)) = rocket.neighbour(r, c, dir) else {
                    continue;
                };
                if self.fits(part.kind, dir, other.kind) {
                    continue;
                }
                // Blame the part that fits nowhere if only one does, else
                // the one that is not a hull: the hull is where things
                // attach.
                let fits_elsewhere = |r: usize, c: usize, p: &Part| {
                    Dir::ALL.iter().any(|d| {
                        rocket
                            .neighbour(r, c, *d)
                            .is_some_and(|(_, _, q)| self.fits(p.kind, *d, q.kind))
                    })
                };
                let blame_other = match (fits_elsewhere(r, c, part), fits_elsewhere(r2, c2, other))
                {
                    (true, false) => true,
                    (false, true) => false,
                    _ => part.kind == Kind::Hull && other.kind != Kind::Hull,
                };
                let (br, bc, blamed, dir_to_other, other_part) = if blame_other {
                    (r2, c2, other, dir.opposite(), part)
                } else {
                    (r, c, part, dir, other)
                };
                out.push(Violation {
                    row: br,
                    col: bc,
                    message: bad_join(self, blamed, br, bc, dir_to_other, other_part),
                });
            }
        }
        let starts: Vec<(usize, usize)> = rocket
            .parts()
            .filter(|(_, _, p)| p.is_starting_hull())
            .map(|(r, c, _)| (r, c))
            .collect();
        match starts.as_slice() {
            [] => out.push(Violation {
                row: 0,
                col: 0,
                message:
                    "the rocket has no starting hull (H:grey): every rocket is built on one (S2)"
                        .to_string(),
            }),
            [start] => {
                let attached = self.attached(rocket, *start);
                for (r, c, part) in rocket.parts() {
                    if !attached[r][c] {
                        out.push(Violation {
                            row: r,
                            col: c,
                            message: format!(
                                "{part} at row {r}, col {c} is not attached to the rocket with the starting hull (S2)"
                            ),
                        });
                    }
                }
            }
            [_, rest @ ..] => {
                for (r, c) in rest {
                    out.push(Violation {
                        row: *r,
                        col: *c,
                        message: format!(
                            "H:grey at row {r}, col {c} is a second starting hull: a player has one (S2)"
                        ),
                    });
                }
            }
        }
        out.sort_by_key(|v| (v.row, v.col));
        out
    }

    /// Parts reachable from `start` through joins that fit.
    fn attached(&self, rocket: &Rocket, start: (usize, usize)) -> Vec<Vec<bool>> {
        let mut seen = vec![vec![false; rocket.cols()]; rocket.rows()];
        let mut queue = VecDeque::from([start]);
        seen[start.0][start.1] = true;
        while let Some((r, c)) = queue.pop_front() {
            let Some(part) = rocket.get(r, c) else {
                continue;
            };
            for dir in Dir::ALL {
                if let Some((r2, c2, other)) = rocket.neighbour(r, c, dir) {
                    if !seen[r2][c2] && self.fits(part.kind, dir, other.kind) {
                        seen[r2][c2] = true;
                        queue.push_back((r2, c2));
                    }
                }
            }
        }
        seen
    }
}

fn bad_join(table: &JoinTable, part: &Part, r: usize, c: usize, dir: Dir, other: &Part) -> String {
    format!(
        "{part} at row {r}, col {c} does not fit the {other} to its {}: {} {} fits only {} (S2)",
        dir.name(),
        if part.kind == Kind::Engine { "an" } else { "a" },
        part.kind,
        table.places(part.kind)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::spacecraft::part::Palette;

    fn rocket(text: &str) -> Rocket {
        Rocket::parse(text, &Palette::default()).unwrap()
    }

    #[test]
    fn s2_the_standard_joins_make_a_legal_rocket() {
        let r = rocket(
            ".       N:gold .       .\n\
             W:white H:grey X:blue  H:white\n\
             .       E:blue .       E:white\n",
        );
        assert_eq!(JoinTable::standard().check(&r), vec![]);
    }

    #[test]
    fn s2_a_wing_under_a_hull_does_not_fit_and_names_the_join() {
        let r = rocket("H:grey\nW:white\n");
        let v = JoinTable::standard().check(&r);
        assert_eq!(v.len(), 2, "{v:?}");
        assert_eq!((v[0].row, v[0].col), (1, 0));
        assert!(v[0]
            .message
            .contains("W:white at row 1, col 0 does not fit the H:grey to its north"));
        assert!(
            v[0].message.contains("east of a hull, west of a hull"),
            "{}",
            v[0].message
        );
        assert!(v[1].message.contains("not attached"), "{}", v[1].message);
    }

    #[test]
    fn s2_hulls_do_not_join_side_by_side_nor_connectors_to_connectors() {
        let v = JoinTable::standard().check(&rocket("H:grey H:white\n"));
        assert!(v.iter().any(|v| v.message.contains("does not fit")));
        let v = JoinTable::standard().check(&rocket("H:grey X:blue X:blue H:white\n"));
        assert!(v
            .iter()
            .any(|v| v.message.contains("X:blue at row 0, col 1 does not fit")));
    }

    #[test]
    fn s2_no_starting_hull_or_two_are_violations() {
        let v = JoinTable::standard().check(&rocket("N:gold\nH:white\n"));
        assert!(v[0].message.contains("no starting hull"));
        let v = JoinTable::standard().check(&rocket("H:grey\nH:grey\n"));
        assert_eq!(v.len(), 1);
        assert!(v[0].message.contains("second starting hull"));
        assert_eq!((v[0].row, v[0].col), (1, 0));
    }

    #[test]
    fn s2_a_part_apart_from_the_rocket_is_not_attached() {
        let v = JoinTable::standard().check(&rocket("H:grey . H:white\n"));
        assert_eq!(v.len(), 1);
        assert_eq!((v[0].row, v[0].col), (0, 2));
    }

    #[test]
    fn s2_the_join_table_is_data() {
        let mut table = JoinTable::standard();
        let r = rocket("H:grey H:white\n");
        assert!(!table.check(&r).is_empty());
        table.joins.push(Join {
            base: Kind::Hull,
            side: Side::East,
            part: Kind::Hull,
        });
        assert!(table.check(&r).is_empty());
    }
}
