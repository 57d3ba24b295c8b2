//! The books of a Rickety Ships game: the players, the round and its phase
//! (R9), each ship as entered with its verdict, the rounds scored and the
//! VP (R8).

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::layout::Layout;
use super::legality::{check, Violation};
use super::round::RoundReport;
use super::scoring::Totals;
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
    /// Layout text ("" before anything is entered).
    pub layout: String,
    /// `null` until a card is entered; then R2–R7's verdict.
    #[ts(type = "boolean | null")]
    pub legal: Option<bool>,
    pub complete: bool,
    pub violations: Vec<Violation>,
    pub undetermined: Option<String>,
    pub totals: Totals,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyRoundRecord")]
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

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyState")]
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
    pub ships: Vec<Ship>,
    pub rounds: Vec<RoundRecord>,
    /// VPs so far per seat (R9).
    pub vp: Vec<u32>,
    /// Seats with the most VPs (shared ties); empty before any VP.
    pub leaders: Vec<usize>,
    #[serde(skip)]
    #[ts(skip)]
    pub(super) layouts: Vec<Layout>,
    #[serde(skip)]
    #[ts(skip)]
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

    pub(super) fn judge(&mut self, seat: usize) {
        let shape = self.shape();
        let Some(layout) = self.layouts.get(seat) else {
            return;
        };
        let empty = layout.stacks().next().is_none();
        let verdict = check(layout, &shape, self.decks);
        if let Some(ship) = self.ships.get_mut(seat) {
            *ship = Ship {
                layout: if empty {
                    String::new()
                } else {
                    layout.to_text()
                },
                legal: if empty { None } else { verdict.legal },
                complete: verdict.complete,
                violations: verdict.violations,
                undetermined: verdict.undetermined,
                totals: verdict.totals,
            };
        }
    }

    pub(super) fn clear_ships(&mut self) {
        let (rows, cols) = (
            self.shape.cells.len(),
            self.shape.cells.iter().map(Vec::len).max().unwrap_or(0),
        );
        self.layouts = vec![Layout::empty(rows, cols); self.players.len()];
        for seat in 0..self.players.len() {
            self.judge(seat);
        }
    }
}

pub(in crate::games::rickety) fn blank_ship() -> Ship {
    Ship {
        layout: String::new(),
        legal: None,
        complete: false,
        violations: Vec::new(),
        undetermined: None,
        totals: Totals::default(),
    }
}
