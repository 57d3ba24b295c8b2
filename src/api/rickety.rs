//! Rickety Ships use cases beyond the session engine: judging a ship
//! (`drydock rickety check`, the editor's live verdict), scoring a round
//! from layouts, and the shapes the table can choose or draw.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Api, ApiError};
use crate::games::rickety::legality::Violation;
use crate::games::rickety::round::{score_round, RoundReport};
use crate::games::rickety::{check, Layout, Role, Shape, Totals};

/// A shape the table can choose.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyShapeInfo")]
pub struct ShapeInfo {
    pub name: String,
    /// The shape text (`C`, `R`, `7`, `#`, `.`).
    pub grid: String,
    pub cells: Vec<Vec<Option<Role>>>,
    pub size: usize,
    pub cannons: usize,
    pub rockets: usize,
    pub built_in: bool,
}

impl ShapeInfo {
    fn of(shape: &Shape, built_in: bool) -> ShapeInfo {
        let count = |role| {
            shape
                .positions()
                .filter(|p| shape.role(*p) == Some(role))
                .count()
        };
        ShapeInfo {
            name: shape.name.clone(),
            grid: shape.to_text(),
            cells: shape.cells.clone(),
            size: shape.size(),
            cannons: count(Role::Cannon),
            rockets: count(Role::Rocket),
            built_in,
        }
    }
}

/// `drydock rickety check --json` (docs/cli.md).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "RicketyCheckReport")]
pub struct CheckReport {
    #[ts(type = "boolean | null")]
    pub legal: Option<bool>,
    pub complete: bool,
    pub violations: Vec<Violation>,
    pub totals: Totals,
    /// The layout with the hidden cards filled in when legal, else null.
    pub witness: Option<String>,
    /// Why R7's search could not decide (only when `legal` is null).
    pub undetermined: Option<String>,
}

/// An unreadable layout, naming the line and column.
pub fn parse_layout(text: &str) -> Result<Layout, ApiError> {
    Layout::parse(text)
        .map_err(|e| ApiError::bad_file(e.to_string()).with_details(|d| d.line = Some(e.line)))
}

pub fn parse_shape(name: &str, text: &str) -> Result<Shape, ApiError> {
    Shape::parse(name, text).map_err(|e| ApiError::bad_file(e.message))
}

/// R2: 2 to 4 decks.
pub(super) fn check_decks(decks: u8) -> Result<(), ApiError> {
    if (2..=4).contains(&decks) {
        Ok(())
    } else {
        Err(ApiError::invalid(format!(
            "R2: play with 2 to 4 decks, not {decks}"
        )))
    }
}

pub fn check_layout(layout: &Layout, shape: &Shape, decks: u8) -> Result<CheckReport, ApiError> {
    check_decks(decks)?;
    let result = check(layout, shape, decks);
    Ok(CheckReport {
        legal: result.legal,
        complete: result.complete,
        violations: result.violations,
        totals: result.totals,
        witness: result.witness.map(|w| w.to_text()),
        undetermined: result.undetermined,
    })
}

pub fn score_layouts(
    layouts: &[Layout],
    shape: &Shape,
    decks: u8,
    done_first: Option<usize>,
) -> Result<RoundReport, ApiError> {
    check_decks(decks)?;
    if layouts.len() < 2 {
        return Err(ApiError::invalid(
            "a round needs the ships of at least 2 players",
        ));
    }
    if let Some(seat) = done_first.filter(|s| *s >= layouts.len()) {
        return Err(ApiError::invalid(format!(
            "player {} called done first, but there are only {} ships",
            seat + 1,
            layouts.len()
        )));
    }
    Ok(score_round(layouts, &[], shape, decks, done_first).0)
}

impl Api {
    /// Built-in shapes first (Basic leading), then the table's own.
    pub fn rickety_shapes(&self) -> Result<Vec<ShapeInfo>, ApiError> {
        let mut shapes: Vec<ShapeInfo> = Shape::all_built_in()
            .iter()
            .map(|s| ShapeInfo::of(s, true))
            .collect();
        for row in self.store.rickety_shapes()? {
            if let Ok(shape) = Shape::parse(&row.name, &row.grid) {
                shapes.push(ShapeInfo::of(&shape, false));
            }
        }
        Ok(shapes)
    }

    /// A built-in or saved shape by name (ignoring case).
    pub fn rickety_shape(&self, name: &str) -> Result<Shape, ApiError> {
        if let Some(shape) = Shape::built_in(name) {
            return Ok(shape);
        }
        match self.store.rickety_shape(name)? {
            Some(row) => parse_shape(&row.name, &row.grid),
            None => {
                let names: Vec<String> =
                    self.rickety_shapes()?.into_iter().map(|s| s.name).collect();
                Err(ApiError::new(
                    super::ErrorCode::NotFound,
                    format!(
                        "there is no shape called {name:?}; the shapes are: {}",
                        names.join(", ")
                    ),
                ))
            }
        }
    }

    /// Saves a drawn shape (R3: one start, connected) under a new name
    /// (see [`super::fields::shape_name`]). A refusal says in
    /// `details.field` whether the `name` or the drawing (`grid`) is wrong,
    /// so the editor outlines the right one.
    pub fn save_rickety_shape(&self, name: &str, grid: &str) -> Result<ShapeInfo, ApiError> {
        let name = super::fields::shape_name(name).map_err(|e| e.invalid("the name", "name"))?;
        if Shape::built_in(name).is_some() {
            return Err(
                ApiError::invalid(format!("{name:?} is the name of a built-in shape"))
                    .with_field("name"),
            );
        }
        let shape = parse_shape(name, grid).map_err(|e| e.with_field("grid"))?;
        self.store
            .save_rickety_shape(&shape.name, &shape.to_text())
            .map_err(|e| match e {
                crate::store::StoreError::DuplicateShape(_) => ApiError::from(e).with_field("name"),
                other => other.into(),
            })?;
        Ok(ShapeInfo::of(&shape, false))
    }

    /// Forgets a saved shape; built-in shapes stay.
    pub fn delete_rickety_shape(&self, name: &str) -> Result<(), ApiError> {
        if Shape::built_in(name).is_some() {
            return Err(ApiError::invalid(format!(
                "{name:?} is a built-in shape and cannot be deleted"
            )));
        }
        if self.store.delete_rickety_shape(name)? {
            Ok(())
        } else {
            Err(ApiError::new(
                super::ErrorCode::NotFound,
                format!("there is no saved shape called {name:?}"),
            ))
        }
    }
}
