//! What a Rickety Ships session is made of: its setup (decks, R2; the
//! shape, R3), ships as layout text (`LayoutText`, `StackText`), the
//! commands the table gives and the events they become. Ships are stored
//! in events as layout text, and each round's scores are frozen into the
//! event that ends it, so history never changes under a later rules fix.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::layout::{Layout, Stack};
use super::shape::{Role, Shape};
use crate::games::rickety::state::RoundRecord;

pub const ROUNDS: u8 = 3;

/// The shape as a session records it: always the full grid, so the session
/// replays the same even if a saved shape is edited later. On input a
/// built-in shape may be named by a string (`"basic"`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "ShapeSpec", into = "ShapeGrid")]
pub struct SessionShape(pub Shape);

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyShapeGrid")]
pub struct ShapeGrid {
    pub name: String,
    /// Shape text: `C` cannon, `R` rocket, `7` start, `#` hull, `.` outside.
    pub grid: String,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum ShapeSpec {
    Name(String),
    Grid(ShapeGrid),
}

impl TryFrom<ShapeSpec> for SessionShape {
    type Error = String;
    fn try_from(spec: ShapeSpec) -> Result<Self, String> {
        match spec {
            ShapeSpec::Name(name) => Shape::built_in(&name).map(SessionShape).ok_or_else(|| {
                format!("there is no built-in shape {name:?}; give {{\"name\", \"grid\"}} for a drawn shape")
            }),
            ShapeSpec::Grid(g) => Shape::parse(&g.name, &g.grid).map(SessionShape).map_err(|e| e.to_string()),
        }
    }
}

impl From<SessionShape> for ShapeGrid {
    fn from(shape: SessionShape) -> Self {
        ShapeGrid {
            grid: shape.0.to_text(),
            name: shape.0.name,
        }
    }
}

impl Default for SessionShape {
    fn default() -> Self {
        SessionShape(Shape::built_in("basic").unwrap_or(Shape {
            name: "basic".into(),
            cells: vec![vec![Some(Role::Start)]],
        }))
    }
}

fn two() -> u8 {
    2
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
#[ts(rename = "RicketySetup")]
pub struct Setup {
    /// R2: 2 to 4 decks.
    #[serde(default = "two")]
    pub decks: u8,
    /// A built-in shape's name, or `{name, grid}`; stored as `{name, grid}`.
    #[serde(default)]
    #[ts(as = "ShapeGrid")]
    pub shape: SessionShape,
}

/// A layout as typed: parsed when the command is read, so unreadable text
/// is refused with its line and column before reaching the rules.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct LayoutText(pub Layout);

impl TryFrom<String> for LayoutText {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        Layout::parse(&text)
            .map(LayoutText)
            .map_err(|e| e.to_string())
    }
}

impl From<LayoutText> for String {
    fn from(layout: LayoutText) -> String {
        layout.0.to_text()
    }
}

/// One stack as typed (`8H/9H`, `9H^2`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct StackText(pub Stack);

impl TryFrom<String> for StackText {
    type Error = String;
    fn try_from(text: String) -> Result<Self, String> {
        Stack::parse(&text).map(StackText)
    }
}

impl From<StackText> for String {
    fn from(stack: StackText) -> String {
        stack.0.to_string()
    }
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "RicketyCommand")]
pub enum Command {
    /// "Go": the round's building starts.
    StartRound {
        #[serde(default)]
        #[ts(optional)]
        started_at: Option<String>,
    },
    /// `seat` called "done" first (R8); building stops.
    Done {
        seat: usize,
    },
    /// Building stops without anyone calling "done".
    Stop,
    /// A whole ship as layout text.
    SetLayout {
        seat: usize,
        #[ts(type = "string")]
        layout: LayoutText,
    },
    /// One cell: a stack, or `null` to clear it.
    SetCell {
        seat: usize,
        row: usize,
        col: usize,
        #[ts(type = "string | null")]
        stack: Option<StackText>,
    },
    /// Scores the round (R8) and freezes its result.
    EndRound,
    NextRound,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Event {
    RoundStarted {
        round: u8,
        started_at: Option<String>,
    },
    DoneCalled {
        round: u8,
        seat: usize,
    },
    Stopped {
        round: u8,
    },
    LayoutSet {
        seat: usize,
        layout: String,
    },
    CellSet {
        seat: usize,
        row: usize,
        col: usize,
        stack: Option<String>,
    },
    RoundEnded {
        record: RoundRecord,
    },
    NextRound {
        round: u8,
    },
}
