//! A player's ship as laid out on the table, and its text format:
//! one grid row per line, cells separated by whitespace (tabs or spaces, not
//! both), `.` for an empty cell, `#` comment lines ignored. A cell is a stack
//! bottom to top (`8H/9H/10H`) or, as seen in a photo, a top card and its
//! chips (`9H^2`: two hidden cards below).
//!
//! Parsing only reads; whether the ship obeys the rules is `legality`'s job,
//! so a stack of five parses and is then reported as breaking R5.

use std::fmt;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card::Card;
use super::grid::Pos;

/// Most chips a photo cell may show before we call the text unreadable
/// (R5 allows 3; more is reported as an R5 violation, up to this).
const MAX_WRITTEN_CHIPS: u8 = 12;
/// Most cards a written stack may hold before the text is unreadable.
const MAX_WRITTEN_STACK: usize = 13;
/// Largest grid a layout may have (rows and columns).
pub const MAX_GRID: usize = 64;

/// On the wire a stack is [`StackWire`]; its text form (`8H/9H`) is for
/// typing, files and the CLI.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(try_from = "StackWire", into = "StackWire")]
pub enum Stack {
    /// Every card known: the first card placed and those stacked on it.
    Known { bottom: Card, above: Vec<Card> },
    /// Only the top card and the chips on it are known (R7).
    Photo { top: Card, chips: u8 },
}

impl Stack {
    pub fn single(card: Card) -> Stack {
        Stack::Known {
            bottom: card,
            above: Vec::new(),
        }
    }

    /// A known stack from its cards, bottom first; `None` for no cards.
    pub fn from_cards(cards: &[Card]) -> Option<Stack> {
        let (bottom, above) = cards.split_first()?;
        Some(Stack::Known {
            bottom: *bottom,
            above: above.to_vec(),
        })
    }

    pub fn top(&self) -> Card {
        match self {
            Stack::Known { bottom, above } => *above.last().unwrap_or(bottom),
            Stack::Photo { top, .. } => *top,
        }
    }

    /// The known cards, bottom first (only the top card of a photo stack).
    pub fn known_cards(&self) -> Vec<Card> {
        match self {
            Stack::Known { bottom, above } => std::iter::once(*bottom)
                .chain(above.iter().copied())
                .collect(),
            Stack::Photo { top, .. } => vec![*top],
        }
    }

    /// R5/R8: chips showing = height - 1.
    pub fn chips(&self) -> usize {
        match self {
            Stack::Known { above, .. } => above.len(),
            Stack::Photo { chips, .. } => usize::from(*chips),
        }
    }

    pub fn height(&self) -> usize {
        self.chips() + 1
    }

    /// R5's "on top of": `cards` laid on this stack, the last one on top.
    /// A photographed stack hides what is under its top, so it gains a
    /// chip per card and shows the last.
    pub fn with_on_top(&self, cards: &[Card]) -> Stack {
        match (self, cards.last()) {
            (_, None) => self.clone(),
            (Stack::Photo { chips, .. }, Some(top)) => Stack::Photo {
                top: *top,
                chips: chips.saturating_add(u8::try_from(cards.len()).unwrap_or(u8::MAX)),
            },
            (Stack::Known { bottom, above }, Some(_)) => Stack::Known {
                bottom: *bottom,
                above: above.iter().chain(cards).copied().collect(),
            },
        }
    }

    pub fn parse(text: &str) -> Result<Stack, String> {
        if let Some((top, chips)) = text.split_once('^') {
            let top = Card::parse(top)?;
            let chips: u8 = chips
                .trim()
                .parse()
                .ok()
                .filter(|n| *n <= MAX_WRITTEN_CHIPS)
                .ok_or_else(|| {
                    format!(
                        "{} after ^ is not a chip count (0 to 3)",
                        super::card::shown(chips)
                    )
                })?;
            return Ok(if chips == 0 {
                Stack::single(top)
            } else {
                Stack::Photo { top, chips }
            });
        }
        let cards = text
            .split('/')
            .map(Card::parse)
            .collect::<Result<Vec<_>, _>>()?;
        if cards.len() > MAX_WRITTEN_STACK {
            return Err(format!(
                "a stack of {} cards cannot be on a ship",
                cards.len()
            ));
        }
        Stack::from_cards(&cards).ok_or_else(|| "an empty stack".to_string())
    }
}

/// A stack as the window sends and shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "RicketyStack")]
pub enum StackWire {
    /// Every card known, bottom first.
    Known { cards: Vec<Card> },
    /// Seen in a photo: the top card and the chips showing (R7).
    Photo { top: Card, chips: u8 },
}

impl TryFrom<StackWire> for Stack {
    type Error = String;

    /// The same limits as the text form's.
    fn try_from(wire: StackWire) -> Result<Stack, String> {
        match wire {
            StackWire::Known { cards } if cards.len() > MAX_WRITTEN_STACK => Err(format!(
                "a stack of {} cards cannot be on a ship",
                cards.len()
            )),
            StackWire::Known { cards } => {
                Stack::from_cards(&cards).ok_or_else(|| "an empty stack".to_string())
            }
            StackWire::Photo { chips, .. } if chips > MAX_WRITTEN_CHIPS => {
                Err(format!("{chips} chips is not a chip count (0 to 3)"))
            }
            StackWire::Photo { top, chips: 0 } => Ok(Stack::single(top)),
            StackWire::Photo { top, chips } => Ok(Stack::Photo { top, chips }),
        }
    }
}

impl From<Stack> for StackWire {
    fn from(stack: Stack) -> StackWire {
        match stack {
            Stack::Photo { top, chips } => StackWire::Photo { top, chips },
            known => StackWire::Known {
                cards: known.known_cards(),
            },
        }
    }
}

impl fmt::Display for Stack {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Stack::Known { .. } => {
                let codes: Vec<String> = self.known_cards().iter().map(|c| c.code()).collect();
                write!(f, "{}", codes.join("/"))
            }
            Stack::Photo { top, chips } => write!(f, "{}^{chips}", top.code()),
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Layout {
    pub rows: Vec<Vec<Option<Stack>>>,
}

/// Unreadable layout text, naming the line (1-based) and, when it is about
/// one cell, the grid column (0-based, like the layout's coordinates).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("line {line}{}: {message}", col.map(|c| format!(", col {c}")).unwrap_or_default())]
pub struct LayoutError {
    pub line: usize,
    pub col: Option<usize>,
    pub message: String,
}

impl Layout {
    pub fn parse(text: &str) -> Result<Layout, LayoutError> {
        let mut rows = Vec::new();
        let mut separator: Option<(char, usize)> = None;
        let mut width: Option<(usize, usize)> = None;
        let mut last_line = 0;
        for (index, line) in text.lines().enumerate() {
            let line_no = index + 1;
            last_line = line_no;
            let error = |col: Option<usize>, message: String| LayoutError {
                line: line_no,
                col,
                message,
            };
            let trimmed = line.trim();
            if trimmed.is_empty() || trimmed.starts_with('#') {
                continue;
            }
            for sep in [' ', '\t'] {
                if trimmed.contains(sep) {
                    match separator {
                        None => separator = Some((sep, line_no)),
                        Some((other, first)) if other != sep => {
                            return Err(error(
                                None,
                                format!(
                                    "this line separates cells with {}, but line {first} uses {}: use one or the other",
                                    if sep == '\t' { "tabs" } else { "spaces" },
                                    if other == '\t' { "tabs" } else { "spaces" }
                                ),
                            ))
                        }
                        Some(_) => {}
                    }
                }
            }
            let mut row = Vec::new();
            for (col, token) in trimmed.split_whitespace().enumerate() {
                if token == "." {
                    row.push(None);
                } else {
                    let stack = Stack::parse(token).map_err(|m| error(Some(col), m))?;
                    row.push(Some(stack));
                }
            }
            match width {
                None => width = Some((row.len(), line_no)),
                Some((w, first)) if w != row.len() => {
                    return Err(error(
                        None,
                        format!(
                            "this row has {} cells but line {first} has {w}: every row needs the same number of cells (use . for empty ones)",
                            row.len()
                        ),
                    ))
                }
                Some(_) => {}
            }
            if row.len() > MAX_GRID || rows.len() >= MAX_GRID {
                return Err(error(
                    None,
                    format!("a layout grid is at most {MAX_GRID} by {MAX_GRID} cells"),
                ));
            }
            rows.push(row);
        }
        if rows.is_empty() {
            return Err(LayoutError {
                line: last_line.max(1),
                col: None,
                message: "the layout is empty: write one grid row per line".into(),
            });
        }
        Ok(Layout { rows })
    }

    /// A layout from its rows of cells, within the text format's limits
    /// ([`MAX_GRID`] rows and columns); short rows are kept as they are.
    pub fn from_rows(rows: Vec<Vec<Option<Stack>>>) -> Result<Layout, String> {
        if rows.len() > MAX_GRID || rows.iter().any(|r| r.len() > MAX_GRID) {
            return Err(format!(
                "a layout is at most {MAX_GRID} rows of {MAX_GRID} cells"
            ));
        }
        Ok(Layout { rows })
    }

    pub fn get(&self, p: Pos) -> Option<&Stack> {
        self.rows
            .get(p.row)
            .and_then(|r| r.get(p.col))
            .and_then(Option::as_ref)
    }

    /// Every built cell with its stack, in reading order.
    pub fn stacks(&self) -> impl Iterator<Item = (Pos, &Stack)> {
        self.rows.iter().enumerate().flat_map(|(row, cells)| {
            cells
                .iter()
                .enumerate()
                .filter_map(move |(col, s)| s.as_ref().map(|s| (Pos { row, col }, s)))
        })
    }

    /// Sets one cell, growing the grid as needed.
    pub fn set(&mut self, p: Pos, stack: Option<Stack>) {
        let width = self.rows.first().map_or(0, Vec::len).max(p.col + 1);
        while self.rows.len() <= p.row {
            self.rows.push(Vec::new());
        }
        for row in &mut self.rows {
            row.resize(width, None);
        }
        self.rows[p.row][p.col] = stack;
    }

    /// An empty grid of the given size.
    pub fn empty(rows: usize, cols: usize) -> Layout {
        Layout {
            rows: vec![vec![None; cols]; rows],
        }
    }

    /// The text form, columns aligned.
    pub fn to_text(&self) -> String {
        let texts: Vec<Vec<String>> = self
            .rows
            .iter()
            .map(|r| {
                r.iter()
                    .map(|s| s.as_ref().map_or(".".to_string(), Stack::to_string))
                    .collect()
            })
            .collect();
        let cols = texts.iter().map(Vec::len).max().unwrap_or(0);
        let widths: Vec<usize> = (0..cols)
            .map(|c| {
                texts
                    .iter()
                    .filter_map(|r| r.get(c))
                    .map(|t| t.chars().count())
                    .max()
                    .unwrap_or(1)
            })
            .collect();
        let mut out = String::new();
        for row in &texts {
            let cells: Vec<String> = row
                .iter()
                .enumerate()
                .map(|(c, t)| format!("{t:<w$}", w = widths[c]))
                .collect();
            out.push_str(cells.join(" ").trim_end());
            out.push('\n');
        }
        out
    }
}
