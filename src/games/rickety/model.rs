//! What a Rickety Ships session is made of: its setup (decks, R2; the
//! shape, R3), ships as layout text (`LayoutText`), cells as stacks or
//! typed entries (`CellEntry`), the commands the table gives and the
//! events they become. Ships are stored in events as layout text, and each round's scores are frozen into the
//! event that ends it, so history never changes under a later rules fix.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::card::Card;
use super::layout::{Layout, Stack, StackWire};
use super::shape::{Role, Shape};
use crate::games::rickety::state::RoundRecord;
use crate::session::{typed_or, TypedOr};

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

/// A layout as typed (text, parsed when the command is read, so unreadable
/// text is refused with its line and column before reaching the rules) or
/// as the window sends it, the stacks by `[row][col]` ([`LayoutWire`]).
/// Stored logs hold the text.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(into = "String")]
pub struct LayoutText(pub Layout);

/// A layout as it arrives: typed text or the window's cells.
#[derive(Debug, Clone, PartialEq, Eq, TS)]
#[ts(untagged, rename = "RicketyLayoutEntry")]
pub enum LayoutWire {
    /// The layout text format (one grid row per line).
    Typed(String),
    Cells(Vec<Vec<Option<StackWire>>>),
}

/// By hand rather than `untagged`, whose refusal would not say which cell
/// is wrong.
impl<'de> Deserialize<'de> for LayoutText {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let read = match serde_json::Value::deserialize(deserializer)? {
            serde_json::Value::String(text) => Layout::parse(&text).map_err(|e| e.to_string()),
            other => Vec::<Vec<Option<Stack>>>::deserialize(other)
                .map_err(|e| format!("the layout cannot be read: {e}"))
                .and_then(Layout::from_rows),
        };
        read.map(LayoutText).map_err(serde::de::Error::custom)
    }
}

impl From<LayoutText> for String {
    fn from(layout: LayoutText) -> String {
        layout.0.to_text()
    }
}

/// What goes into one cell: a stack, or cards laid on the stack already
/// there. The window sends a [`Stack`] (`{"kind": "known", …}`) or what a
/// player typed, which is read here: `8H/9H`, `9H^2`, or `+9H` for "on top
/// of what is there" (R5). Stored logs hold the text form.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "CellEntryWire", into = "String")]
pub enum CellEntry {
    Stack(Stack),
    OnTop(Vec<Card>),
}

impl CellEntry {
    /// The cell after this entry, given what it holds now.
    pub fn applied_to(&self, current: Option<&Stack>) -> Option<Stack> {
        match (self, current) {
            (CellEntry::Stack(stack), _) => Some(stack.clone()),
            (CellEntry::OnTop(cards), Some(current)) => Some(current.with_on_top(cards)),
            (CellEntry::OnTop(cards), None) => Stack::from_cards(cards),
        }
    }
}

/// A cell entry as it arrives, before the text is read.
#[derive(Debug, Clone, PartialEq, Eq, TS)]
#[ts(untagged)]
#[ts(rename = "RicketyCellEntry")]
pub enum CellEntryWire {
    /// What a player typed: `8H/9H`, `9H^2`, `+9H`.
    Typed(String),
    Stack(StackWire),
}

impl<'de> Deserialize<'de> for CellEntryWire {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        Ok(match typed_or(deserializer, "the stack")? {
            TypedOr::Typed(text) => CellEntryWire::Typed(text),
            TypedOr::Given(stack) => CellEntryWire::Stack(stack),
        })
    }
}

impl TryFrom<CellEntryWire> for CellEntry {
    type Error = String;
    fn try_from(wire: CellEntryWire) -> Result<Self, String> {
        match wire {
            CellEntryWire::Stack(stack) => Stack::try_from(stack).map(CellEntry::Stack),
            CellEntryWire::Typed(text) => match text.trim().strip_prefix('+') {
                Some(added) => match Stack::parse(added.trim().trim_start_matches('/'))? {
                    Stack::Known { bottom, above } => Ok(CellEntry::OnTop(
                        std::iter::once(bottom).chain(above).collect(),
                    )),
                    Stack::Photo { .. } => Err(
                        "cards laid on a stack are typed one by one (+9H/10H), not with ^".into(),
                    ),
                },
                None => Stack::parse(&text).map(CellEntry::Stack),
            },
        }
    }
}

impl From<CellEntry> for String {
    fn from(entry: CellEntry) -> String {
        match entry {
            CellEntry::Stack(stack) => stack.to_string(),
            CellEntry::OnTop(cards) => format!(
                "+{}",
                cards.iter().map(|c| c.code()).collect::<Vec<_>>().join("/")
            ),
        }
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
    /// A whole ship, as layout text or as its cells.
    SetLayout {
        seat: usize,
        #[ts(as = "LayoutWire")]
        layout: LayoutText,
    },
    /// One cell: a stack, what a player typed, or `null` to clear it.
    SetCell {
        seat: usize,
        row: usize,
        col: usize,
        #[ts(as = "Option<CellEntryWire>")]
        stack: Option<CellEntry>,
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
