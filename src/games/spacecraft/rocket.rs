//! The rocket as a grid of parts (S2) and its text format: one grid row per
//! line, whitespace-separated cells, `.` empty, `#` comments.
//!
//! Only the shape of the data lives here; whether the parts fit is
//! [`super::joins`], what they count for is [`super::measures`] and
//! [`super::goals`].

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::part::{Palette, Part, PartWire};
use crate::session::{typed_or, TypedOr};

/// Most rows or columns a rocket file may have: 78 parts exist (rulebook
/// components), so a rocket is never wider or taller than that.
pub const MAX_SIDE: usize = 78;

/// A rocket: `cells[row][col]`, row 0 at the top (the nose end), every row
/// as long as the longest.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Rocket {
    pub cells: Vec<Vec<Option<Part>>>,
}

/// Why a rocket text cannot be read: the line (1-based), the cell (1-based
/// within the line) and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}, cell {cell}: {message}")]
pub struct ParseError {
    pub line: usize,
    pub cell: usize,
    pub message: String,
}

/// Grid directions, in the order north, east, south, west.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Dir {
    North,
    East,
    South,
    West,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::North, Dir::East, Dir::South, Dir::West];

    pub fn opposite(self) -> Dir {
        match self {
            Dir::North => Dir::South,
            Dir::East => Dir::West,
            Dir::South => Dir::North,
            Dir::West => Dir::East,
        }
    }

    pub fn name(self) -> &'static str {
        match self {
            Dir::North => "north",
            Dir::East => "east",
            Dir::South => "south",
            Dir::West => "west",
        }
    }

    fn step(self) -> (isize, isize) {
        match self {
            Dir::North => (-1, 0),
            Dir::East => (0, 1),
            Dir::South => (1, 0),
            Dir::West => (0, -1),
        }
    }
}

impl Rocket {
    /// Reads a rocket file. Blank lines and `#` comments are skipped; rows
    /// may be ragged (short rows are padded with empty cells).
    pub fn parse(text: &str, palette: &Palette) -> Result<Rocket, ParseError> {
        let mut cells = Vec::new();
        for (index, raw) in text.lines().enumerate() {
            let line = index + 1;
            let content = raw.split('#').next().unwrap_or("").trim();
            if content.is_empty() {
                continue;
            }
            let mut row = Vec::new();
            for (c, word) in content.split_whitespace().enumerate() {
                if c >= MAX_SIDE {
                    return Err(ParseError {
                        line,
                        cell: c + 1,
                        message: format!("a rocket is at most {MAX_SIDE} parts wide"),
                    });
                }
                if word == "." {
                    row.push(None);
                    continue;
                }
                let part = Part::parse(word, palette).map_err(|message| ParseError {
                    line,
                    cell: c + 1,
                    message,
                })?;
                row.push(Some(part));
            }
            if cells.len() >= MAX_SIDE {
                return Err(ParseError {
                    line,
                    cell: 1,
                    message: format!("a rocket is at most {MAX_SIDE} parts tall"),
                });
            }
            cells.push(row);
        }
        let width = cells.iter().map(Vec::len).max().unwrap_or(0);
        for row in &mut cells {
            row.resize(width, None);
        }
        Ok(Rocket { cells })
    }

    pub fn rows(&self) -> usize {
        self.cells.len()
    }

    pub fn cols(&self) -> usize {
        self.cells.first().map_or(0, Vec::len)
    }

    pub fn get(&self, row: usize, col: usize) -> Option<&Part> {
        self.cells.get(row)?.get(col)?.as_ref()
    }

    /// The cell one step from (`row`, `col`), if it is inside the grid.
    pub fn step(&self, row: usize, col: usize, dir: Dir) -> Option<(usize, usize)> {
        let (dr, dc) = dir.step();
        let r = row.checked_add_signed(dr)?;
        let c = col.checked_add_signed(dc)?;
        (r < self.rows() && c < self.cols()).then_some((r, c))
    }

    /// The part one step from (`row`, `col`), with its position.
    pub fn neighbour(&self, row: usize, col: usize, dir: Dir) -> Option<(usize, usize, &Part)> {
        let (r, c) = self.step(row, col, dir)?;
        self.get(r, c).map(|p| (r, c, p))
    }

    /// Every part with its position, row by row.
    pub fn parts(&self) -> impl Iterator<Item = (usize, usize, &Part)> {
        self.cells.iter().enumerate().flat_map(|(r, row)| {
            row.iter()
                .enumerate()
                .filter_map(move |(c, p)| p.as_ref().map(|p| (r, c, p)))
        })
    }

    pub fn len(&self) -> usize {
        self.parts().count()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The parts as a sorted list, to compare what two rockets are made of.
    pub fn inventory(&self) -> Vec<Part> {
        let mut parts: Vec<Part> = self.parts().map(|(_, _, p)| p.clone()).collect();
        parts.sort();
        parts
    }

    /// The same rocket without empty outer rows and columns.
    pub fn trimmed(&self) -> Rocket {
        let used_rows: Vec<usize> = (0..self.rows())
            .filter(|r| self.cells[*r].iter().any(Option::is_some))
            .collect();
        let used_cols: Vec<usize> = (0..self.cols())
            .filter(|c| self.cells.iter().any(|row| row[*c].is_some()))
            .collect();
        let (Some(r0), Some(r1), Some(c0), Some(c1)) = (
            used_rows.first(),
            used_rows.last(),
            used_cols.first(),
            used_cols.last(),
        ) else {
            return Rocket::default();
        };
        Rocket {
            cells: self.cells[*r0..=*r1]
                .iter()
                .map(|row| row[*c0..=*c1].to_vec())
                .collect(),
        }
    }

    /// The rocket text, columns aligned.
    pub fn to_text(&self) -> String {
        let words: Vec<Vec<String>> = self
            .cells
            .iter()
            .map(|row| {
                row.iter()
                    .map(|p| p.as_ref().map_or(".".to_string(), Part::to_string))
                    .collect()
            })
            .collect();
        let width = words.iter().flatten().map(String::len).max().unwrap_or(1);
        let mut out = String::new();
        for row in words {
            let line: Vec<String> = row.iter().map(|w| format!("{w:<width$}")).collect();
            out.push_str(line.join(" ").trim_end());
            out.push('\n');
        }
        out
    }
}

/// A rocket as the window sends it (its cells, `null` where empty) or as a
/// player typed it in the text format. Either is read against the table's
/// colours by [`RocketEntry::read`]; stored logs hold the text form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, TS)]
#[serde(into = "String")]
#[ts(untagged, rename = "SpacecraftRocketEntry")]
pub enum RocketEntry {
    Typed(String),
    #[ts(as = "Vec<Vec<Option<PartWire>>>")]
    Cells(Vec<Vec<Option<Part>>>),
}

impl<'de> Deserialize<'de> for RocketEntry {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match typed_or(deserializer, "the rocket")? {
            TypedOr::Typed(text) => RocketEntry::Typed(text),
            TypedOr::Given(cells) => RocketEntry::Cells(cells),
        })
    }
}

impl From<RocketEntry> for String {
    fn from(entry: RocketEntry) -> String {
        match entry {
            RocketEntry::Typed(text) => text,
            RocketEntry::Cells(cells) => Rocket { cells }.to_text(),
        }
    }
}

/// Typed text, as a script or test writes a rocket.
impl From<&str> for RocketEntry {
    fn from(text: &str) -> RocketEntry {
        RocketEntry::Typed(text.to_string())
    }
}

impl RocketEntry {
    /// The rocket, every part in a colour the table plays with; an
    /// unreadable one names its line and cell (a row and column of the
    /// cells, counted from 1).
    pub fn read(&self, palette: &Palette) -> Result<Rocket, ParseError> {
        match self {
            RocketEntry::Typed(text) => Rocket::parse(text, palette),
            RocketEntry::Cells(cells) => Rocket::checked(cells, palette),
        }
    }
}

impl Rocket {
    /// Cells sent as they are: within the size limits, each part in the
    /// table's colours; short rows padded.
    fn checked(cells: &[Vec<Option<Part>>], palette: &Palette) -> Result<Rocket, ParseError> {
        let too_big = |line: usize, cell: usize, what: &str| ParseError {
            line,
            cell,
            message: format!("a rocket is at most {MAX_SIDE} parts {what}"),
        };
        if cells.len() > MAX_SIDE {
            return Err(too_big(MAX_SIDE + 1, 1, "tall"));
        }
        for (r, row) in cells.iter().enumerate() {
            if row.len() > MAX_SIDE {
                return Err(too_big(r + 1, MAX_SIDE + 1, "wide"));
            }
            for (c, part) in row.iter().enumerate() {
                let Some(part) = part else { continue };
                let names: Vec<&str> = part.colours().iter().map(String::as_str).collect();
                Part::checked(part.kind, &names, palette, &part.to_string()).map_err(
                    |message| ParseError {
                        line: r + 1,
                        cell: c + 1,
                        message,
                    },
                )?;
            }
        }
        let width = cells.iter().map(Vec::len).max().unwrap_or(0);
        let cells = cells
            .iter()
            .map(|row| {
                let mut row = row.clone();
                row.resize(width, None);
                row
            })
            .collect();
        Ok(Rocket { cells })
    }
}

impl fmt::Display for Rocket {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_text())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn s2_rocket_text_round_trips() {
        let text = "# Agata\n.       N:gold\nW:white H:grey W:white\n";
        let rocket = Rocket::parse(text, &Palette::default()).unwrap();
        assert_eq!((rocket.rows(), rocket.cols()), (2, 3));
        assert_eq!(rocket.len(), 4);
        let again = Rocket::parse(&rocket.to_text(), &Palette::default()).unwrap();
        assert_eq!(again, rocket);
    }

    #[test]
    fn s2_unreadable_cells_name_line_and_cell() {
        let err = Rocket::parse("H:grey\nH:white Q:blue\n", &Palette::default()).unwrap_err();
        assert_eq!((err.line, err.cell), (2, 2));
        assert!(err.message.contains("not a kind"), "{err}");
    }

    #[test]
    fn trimming_drops_empty_borders() {
        let rocket = Rocket::parse(". . .\n. H:grey .\n", &Palette::default()).unwrap();
        let t = rocket.trimmed();
        assert_eq!((t.rows(), t.cols()), (1, 1));
    }
}
