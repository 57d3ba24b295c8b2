//! Ship shapes (R3): which grid cells belong to the ship and their roles.
//! Shapes are data: four built in (Basic is our reconstruction of the lost
//! diagram 1), more drawn by the table and saved in SQLite by `store`.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::grid::{neighbours, Pos};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "RicketyRole")]
pub enum Role {
    Start,
    Cannon,
    Rocket,
    Hull,
}

impl Role {
    fn symbol(self) -> char {
        match self {
            Role::Start => '7',
            Role::Cannon => 'C',
            Role::Rocket => 'R',
            Role::Hull => '#',
        }
    }
}

/// A shape: `cells[row][col]` is the role of a ship cell, or `None` outside
/// the ship. Row 0 is the front (north).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shape {
    pub name: String,
    pub cells: Vec<Vec<Option<Role>>>,
}

/// A problem with a shape's text or structure, naming where.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct ShapeError {
    pub message: String,
}

/// Rows and columns a shape may have: the table draws at most 9 × 9 and
/// four decks hold 208 cards, so this only bounds hostile input.
pub const MAX_SIDE: usize = 20;

fn shape_error(message: impl Into<String>) -> ShapeError {
    ShapeError {
        message: message.into(),
    }
}

/// Built-in shapes as text: (name, grid).
pub const BUILT_IN: [(&str, &str); 4] = [
    // R3: the rulebook's diagram 1 as we reconstruct it: 16 cells, 5 cannons, 4 rockets.
    ("basic", ". . C . .\n. C # C .\n. C 7 C .\n# # # # #\nR R . R R\n"),
    // A quick first round: 9 cells.
    ("skiff", ". C .\nC 7 C\n# # #\nR . R\n"),
    // 26 cells.
    (
        "frigate",
        ". . C . .\n. C # C .\nC # 7 # C\n# # # # #\n# # # # #\n. # # # .\nR R . R R\n",
    ),
    // 40 cells: the largest built-in ship.
    (
        "dreadnought",
        ". . C # C . .\n. C # # # C .\nC # # 7 # # C\n# # # # # # #\n. # # # # # .\n# # # # # # #\nR R R . R R R\n",
    ),
];

fn is_shape_cell(token: &str) -> bool {
    matches!(token, "." | "C" | "c" | "R" | "r" | "7" | "#")
}

fn is_comment(line: &str) -> bool {
    line.trim_start().starts_with('#') && !line.split_whitespace().all(is_shape_cell)
}

impl Shape {
    pub fn built_in(name: &str) -> Option<Shape> {
        BUILT_IN
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .and_then(|(n, text)| Shape::parse(n, text).ok())
    }

    pub fn all_built_in() -> Vec<Shape> {
        BUILT_IN
            .iter()
            .filter_map(|(name, text)| Shape::parse(name, text).ok())
            .collect()
    }

    /// Parses the shape text format (`C` cannon, `R` rocket, `7` start,
    /// `#` hull, `.` outside, cells separated by whitespace) and checks R3:
    /// exactly one start, all cells connected. Because `#` is also a hull
    /// cell, a line starting with `#` is a comment only when it holds a word
    /// that is not a shape cell (`# my shape`); `# # #` is a row of hull.
    pub fn parse(name: &str, text: &str) -> Result<Shape, ShapeError> {
        let too_large = || {
            shape_error(format!(
                "the shape is larger than {MAX_SIDE} × {MAX_SIDE} cells: a ship has at most {MAX_SIDE} rows of {MAX_SIDE} cells"
            ))
        };
        let mut cells = Vec::new();
        for (line_no, line) in text.lines().enumerate() {
            let line_no = line_no + 1;
            if line.trim().is_empty() || is_comment(line) {
                continue;
            }
            if cells.len() == MAX_SIDE {
                return Err(too_large());
            }
            let mut row = Vec::new();
            for (col, token) in line.split_whitespace().enumerate() {
                if col == MAX_SIDE {
                    return Err(too_large());
                }
                let role = match token {
                    "." => None,
                    "C" | "c" => Some(Role::Cannon),
                    "R" | "r" => Some(Role::Rocket),
                    "7" => Some(Role::Start),
                    "#" => Some(Role::Hull),
                    other => {
                        return Err(shape_error(format!(
                            "line {line_no}, cell {}: {other:?} is not a shape cell (C cannon, R rocket, 7 start, # hull, . outside)",
                            col + 1
                        )))
                    }
                };
                row.push(role);
            }
            cells.push(row);
        }
        let shape = Shape {
            name: name.trim().to_string(),
            cells,
        };
        shape.validate()?;
        Ok(shape)
    }

    /// R3: a name, exactly one start cell, every cell connected to it.
    pub fn validate(&self) -> Result<(), ShapeError> {
        if self.name.is_empty() {
            return Err(shape_error("a shape needs a name"));
        }
        let starts: Vec<Pos> = self
            .positions()
            .filter(|&p| self.role(p) == Some(Role::Start))
            .collect();
        let start = match starts.as_slice() {
            [only] => *only,
            [] => return Err(shape_error("R3: the shape has no start cell (7)")),
            [a, b, ..] => {
                return Err(shape_error(format!(
                    "R3: the shape has {} start cells (at {a} and {b}); it needs exactly one",
                    starts.len(),
                )))
            }
        };
        let mut seen = std::collections::HashSet::from([start]);
        let mut queue = vec![start];
        while let Some(p) = queue.pop() {
            for (_, n) in neighbours(p) {
                if self.role(n).is_some() && seen.insert(n) {
                    queue.push(n);
                }
            }
        }
        if let Some(lost) = self.positions().find(|p| !seen.contains(p)) {
            return Err(shape_error(format!(
                "R3: the shape is not connected: the cell at {lost} cannot be reached from the start"
            )));
        }
        Ok(())
    }

    pub fn role(&self, p: Pos) -> Option<Role> {
        self.cells
            .get(p.row)
            .and_then(|row| row.get(p.col))
            .copied()
            .flatten()
    }

    /// Every ship cell, in reading order.
    pub fn positions(&self) -> impl Iterator<Item = Pos> + '_ {
        self.cells.iter().enumerate().flat_map(|(row, cells)| {
            cells
                .iter()
                .enumerate()
                .filter(|(_, role)| role.is_some())
                .map(move |(col, _)| Pos { row, col })
        })
    }

    pub fn start(&self) -> Option<Pos> {
        self.positions()
            .find(|&p| self.role(p) == Some(Role::Start))
    }

    pub fn size(&self) -> usize {
        self.positions().count()
    }

    pub fn to_text(&self) -> String {
        let mut out = String::new();
        for row in &self.cells {
            let cells: Vec<String> = row
                .iter()
                .map(|role| role.map_or('.', Role::symbol).to_string())
                .collect();
            out.push_str(&cells.join(" "));
            out.push('\n');
        }
        out
    }
}
