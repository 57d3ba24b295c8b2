//! The facts of a Rickety Ships game: the players, the round and its phase
//! (R9), each ship as entered, the rounds scored and the VP (R8). A ship's
//! verdict (R2–R7) and the leaders follow from them and are worked out
//! when asked (`view` shows them), not after every card entered.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::layout::{Layout, Stack, StackWire};
use super::legality::{check, Violation};
use super::round::RoundReport;
use super::scoring::{game_winners, Totals};
use super::shape::{Role, Shape};
use crate::games::rickety::decide::{flow, phase_name};
use crate::games::rickety::Rule;
use crate::session::RuleError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
#[ts(rename = "RicketyPhase")]
pub enum Phase {
    /// Before "go".
    Ready,
    /// Everyone is building.
    Building,
    /// Someone called "done" (or the table stopped): ships are entered.
    Scoring,
    /// The round is scored; next round, or the end after round 3.
    Scored,
    Finished,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyShip")]
pub struct Ship {
    /// Layout text ("" before anything is entered), for the CLI and files;
    /// the window reads `cells`.
    #[ts(skip)]
    pub layout: String,
    /// The stacks by `[row][col]`, `null` where nothing is built; as many
    /// rows and columns as the layout has (the shape may have more).
    #[ts(as = "Vec<Vec<Option<StackWire>>>")]
    pub cells: Vec<Vec<Option<Stack>>>,
    /// `null` until a card is entered; then R2–R7's verdict.
    #[ts(type = "boolean | null")]
    pub legal: Option<bool>,
    pub complete: bool,
    pub violations: Vec<Violation>,
    pub undetermined: Option<String>,
    pub totals: Totals,
}

/// A round as its end froze it (stored in `RoundEnded`); the window sees
/// it as a `RoundView`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundRecord {
    pub round: u8,
    pub done_first: Option<usize>,
    pub layouts: Vec<String>,
    pub report: RoundReport,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyShapeView")]
pub struct ShapeView {
    pub name: String,
    pub cells: Vec<Vec<Option<Role>>>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct State {
    pub players: Vec<String>,
    pub decks: u8,
    pub shape: ShapeView,
    /// The round being played, 1 to 3.
    pub round: u8,
    pub phase: Phase,
    /// When "go" was tapped (RFC 3339, from the device that tapped it).
    pub started_at: Option<String>,
    pub done_first: Option<usize>,
    /// Each seat's ship as entered, as layout text ("" before anything is).
    pub ships: Vec<String>,
    pub rounds: Vec<RoundRecord>,
    /// VPs so far per seat (R9).
    pub vp: Vec<u32>,
    #[serde(skip)]
    pub(super) layouts: Vec<Layout>,
    #[serde(skip)]
    pub(super) shape_data: Option<Shape>,
}

impl State {
    pub(super) fn shape(&self) -> Shape {
        self.shape_data.clone().unwrap_or_else(|| Shape {
            name: self.shape.name.clone(),
            cells: self.shape.cells.clone(),
        })
    }

    pub(super) fn check_seat(&self, seat: usize) -> Result<(), RuleError> {
        if seat >= self.players.len() {
            return Err(RuleError::new(
                Rule::R9,
                format!(
                    "there is no seat {seat}: seats are numbered 0 to {}",
                    self.players.len() - 1
                ),
            ));
        }
        Ok(())
    }

    pub(super) fn can_edit(&self) -> Result<(), RuleError> {
        match self.phase {
            Phase::Building | Phase::Scoring => Ok(()),
            other => Err(flow(format!(
                "ships can be entered while building or scoring a round, not while the round is {}",
                phase_name(other)
            ))),
        }
    }

    /// R2–R7: the ship at `seat` as entered, with its verdict.
    pub fn judged(&self, seat: usize) -> Ship {
        let layout = self.ships.get(seat).cloned().unwrap_or_default();
        let Some(parsed) = self.layouts.get(seat) else {
            return Ship {
                layout,
                ..blank_ship()
            };
        };
        let verdict = check(parsed, &self.shape(), self.decks);
        Ship {
            cells: parsed.rows.clone(),
            legal: if layout.is_empty() {
                None
            } else {
                verdict.legal
            },
            layout,
            complete: verdict.complete,
            violations: verdict.violations,
            undetermined: verdict.undetermined,
            totals: verdict.totals,
        }
    }

    /// R9: the seats with the most VPs (shared ties); none before any VP.
    pub fn leaders(&self) -> Vec<usize> {
        if self.vp.iter().any(|v| *v > 0) {
            game_winners(&self.vp)
        } else {
            Vec::new()
        }
    }

    /// Keeps the layout text of `seat` in step with its parsed layout ("" for
    /// an empty one).
    pub(super) fn entered(&mut self, seat: usize) {
        if let (Some(text), Some(layout)) = (self.ships.get_mut(seat), self.layouts.get(seat)) {
            *text = if layout.stacks().next().is_none() {
                String::new()
            } else {
                layout.to_text()
            };
        }
    }

    pub(super) fn clear_ships(&mut self) {
        let (rows, cols) = (
            self.shape.cells.len(),
            self.shape.cells.iter().map(Vec::len).max().unwrap_or(0),
        );
        self.layouts = vec![Layout::empty(rows, cols); self.players.len()];
        self.ships = vec![String::new(); self.players.len()];
    }
}

fn blank_ship() -> Ship {
    Ship {
        layout: String::new(),
        cells: Vec::new(),
        legal: None,
        complete: false,
        violations: Vec::new(),
        undetermined: None,
        totals: Totals::default(),
    }
}
