//! Grid positions and the four compass directions (north is the ship's
//! front, row 0).

use serde::{Deserialize, Serialize};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Pos {
    pub row: usize,
    pub col: usize,
}

/// How a cell is named to people: rows and columns count from 1, as the
/// table counts them ("row 1, col 1" is the top-left cell). The fields, and
/// the JSON, count from 0.
impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "row {}, col {}", self.row + 1, self.col + 1)
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    pub fn name(self) -> &'static str {
        match self {
            Dir::North => "north",
            Dir::East => "east",
            Dir::South => "south",
            Dir::West => "west",
        }
    }

    /// R4: east/west neighbours match by suit, north/south by rank ±1.
    pub fn is_horizontal(self) -> bool {
        matches!(self, Dir::East | Dir::West)
    }
}

/// The in-grid neighbours of `p` with the direction in which each lies.
pub fn neighbours(p: Pos) -> impl Iterator<Item = (Dir, Pos)> {
    let Pos { row, col } = p;
    [
        row.checked_sub(1)
            .map(|r| (Dir::North, Pos { row: r, col })),
        Some((Dir::East, Pos { row, col: col + 1 })),
        Some((Dir::South, Pos { row: row + 1, col })),
        col.checked_sub(1).map(|c| (Dir::West, Pos { row, col: c })),
    ]
    .into_iter()
    .flatten()
}
