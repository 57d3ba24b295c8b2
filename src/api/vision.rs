//! Ship photos as the table sees them: `drydock recognize` and the editor's
//! "From photo". Turns a [`Recognition`] into the contract's JSON (cards in
//! photo pixels, the grid, the layout text) and, given a shape, aligns the
//! grid to it and judges the layout (R7).
//!
//! Leaves out pixels: all image work is `vision`'s.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::rickety::{check_layout, CheckReport};
use super::ApiError;
use crate::games::rickety::{Layout, Pos, Rank, Shape, Stack};
use crate::vision::glyphs::Bank;
use crate::vision::recognize::{recognize, Recognition};

/// Cells read at or above this confidence are not flagged for the table.
pub const SURE: f64 = 0.9;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "SeenCard")]
pub struct SeenCard {
    /// The card read, e.g. `QH`; null when the face could not be read.
    pub card: Option<String>,
    pub confidence: f64,
    /// Corners in pixels of the upright photo: top-left, top-right,
    /// bottom-right, bottom-left.
    pub quad: [[f64; 2]; 4],
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "SeenCell")]
pub struct SeenCell {
    pub row: usize,
    pub col: usize,
    pub top: Option<String>,
    pub chips: u8,
    pub confidence: f64,
    /// Below [`SURE`]: the table should look at this cell.
    pub doubtful: bool,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "SeenGrid")]
pub struct SeenGrid {
    pub rows: usize,
    pub cols: usize,
    pub cells: Vec<SeenCell>,
}

/// `drydock recognize --json` (docs/cli.md).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "RecognizeReport")]
pub struct RecognizeReport {
    pub width: u32,
    pub height: u32,
    pub cards: Vec<SeenCard>,
    pub grid: Option<SeenGrid>,
    /// The layout in the Rickety text format (`TOP^N` stacks); empty when
    /// no grid was found.
    pub layout: String,
    #[ts(type = "RicketyCheckReport | null")]
    pub check: Option<CheckReport>,
}

/// Recognises a photo; with a shape, aligns the grid to it and checks it.
pub fn recognize_photo(
    bytes: &[u8],
    shape: Option<&Shape>,
    decks: u8,
    bank: &Bank,
) -> Result<RecognizeReport, ApiError> {
    let rec = recognize(bytes, bank).map_err(|e| ApiError::bad_file(e.0))?;
    report(&rec, shape, decks)
}

pub fn report(
    rec: &Recognition,
    shape: Option<&Shape>,
    decks: u8,
) -> Result<RecognizeReport, ApiError> {
    let cards = rec
        .cells
        .iter()
        .map(|c| SeenCard {
            card: c.reading.as_ref().map(|r| r.card.code()),
            confidence: round3(c.reading.as_ref().map_or(0.0, |r| r.card_confidence)),
            quad: c.quad.map(|p| [round1(p.x), round1(p.y)]),
        })
        .collect();
    if rec.cells.is_empty() {
        return Ok(RecognizeReport {
            width: rec.width,
            height: rec.height,
            cards,
            grid: None,
            layout: String::new(),
            check: None,
        });
    }
    let (dr, dc) = shape.map_or((0, 0), |s| align(rec, s));
    let rows = shape.map_or(rec.rows, |s| s.cells.len().max(rec.rows + dr));
    let cols = shape.map_or(rec.cols, |s| {
        s.cells
            .iter()
            .map(Vec::len)
            .max()
            .unwrap_or(0)
            .max(rec.cols + dc)
    });
    let mut layout = Layout::empty(rows, cols);
    let mut cells = Vec::new();
    for c in &rec.cells {
        let pos = Pos {
            row: c.row + dr,
            col: c.col + dc,
        };
        let confidence = round3(
            c.reading
                .as_ref()
                .map_or(0.0, |r| r.confidence() * (0.5 + 0.5 * c.presence))
                * (0.6 + 0.4 * rec.grid_confidence.max(0.5)),
        );
        if let Some(r) = &c.reading {
            let stack = if r.chips == 0 {
                Stack::single(r.card)
            } else {
                Stack::Photo {
                    top: r.card,
                    chips: r.chips,
                }
            };
            layout.set(pos, Some(stack));
        }
        cells.push(SeenCell {
            row: pos.row,
            col: pos.col,
            top: c.reading.as_ref().map(|r| r.card.code()),
            chips: c.reading.as_ref().map_or(0, |r| r.chips),
            confidence,
            doubtful: confidence < SURE,
        });
    }
    let check = match shape {
        Some(s) => Some(check_layout(&layout, s, decks)?),
        None => None,
    };
    Ok(RecognizeReport {
        width: rec.width,
        height: rec.height,
        cards,
        grid: Some(SeenGrid { rows, cols, cells }),
        layout: layout.to_text(),
        check,
    })
}

/// The offset putting the read grid on the shape: a 7 on the start cell
/// first, then as many cards inside the shape as possible.
fn align(rec: &Recognition, shape: &Shape) -> (usize, usize) {
    let srows = shape.cells.len();
    let scols = shape.cells.iter().map(Vec::len).max().unwrap_or(0);
    let start = shape.start();
    let mut best = (i64::MIN, 0, 0);
    for dr in 0..=srows.saturating_sub(rec.rows) {
        for dc in 0..=scols.saturating_sub(rec.cols) {
            let mut score = 0i64;
            for c in &rec.cells {
                let pos = Pos {
                    row: c.row + dr,
                    col: c.col + dc,
                };
                if shape.role(pos).is_some() {
                    score += 10;
                }
                if Some(pos) == start
                    && c.reading
                        .as_ref()
                        .is_some_and(|r| r.card.rank == Rank::SEVEN)
                {
                    score += 1000;
                }
            }
            if score > best.0 {
                best = (score, dr, dc);
            }
        }
    }
    (best.1, best.2)
}

fn round3(v: f64) -> f64 {
    (v * 1000.0).round() / 1000.0
}

fn round1(v: f64) -> f64 {
    (v * 10.0).round() / 10.0
}
