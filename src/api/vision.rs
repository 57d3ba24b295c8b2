//! Ship photos as the table sees them: `drydock recognize` and the editor's
//! "From photo". Turns a [`Recognition`] into the contract's JSON (cards in
//! photo pixels, the grid, the layout text) and, given a shape, aligns the
//! grid to it and judges the layout (R7).
//!
//! Leaves out pixels: all image work is `vision`'s.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::rickety::{check_decks, check_layout, CheckReport};
use super::ApiError;
use crate::games::rickety::{Card, Layout, Pos, Rank, Shape, Stack, StackWire};
use crate::vision::geometry::Point;
use crate::vision::read::{Namer, Reading};
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
    pub check: Option<CheckReport>,
    /// What the table should know about the photo as a whole, e.g. that
    /// the cards form two separate groups (two ships?). Empty when none;
    /// absent from recognitions stored before it existed.
    #[serde(default)]
    pub notes: Vec<String>,
}

/// Recognises a photo; with a shape, aligns the grid to it and checks it.
pub fn recognize_photo(
    bytes: &[u8],
    shape: Option<&Shape>,
    decks: u8,
    bank: &dyn Namer,
) -> Result<RecognizeReport, ApiError> {
    check_decks(decks)?;
    let rec = recognize(bytes, bank).map_err(|e| ApiError::bad_file(e.0))?;
    report(&rec, shape, decks)
}

pub fn report(
    rec: &Recognition,
    shape: Option<&Shape>,
    decks: u8,
) -> Result<RecognizeReport, ApiError> {
    let seen = |reading: Option<&Reading>, quad: &[Point; 4]| SeenCard {
        card: reading.map(|r| r.card.code()),
        confidence: round3(reading.map_or(0.0, |r| r.card_confidence)),
        quad: quad.map(|p| [round1(p.x), round1(p.y)]),
    };
    let cards = rec
        .cells
        .iter()
        .map(|c| seen(c.reading.as_ref(), &c.quad))
        .chain(rec.loose.iter().map(|l| seen(Some(&l.reading), &l.quad)))
        .collect();
    if rec.cells.is_empty() {
        return Ok(RecognizeReport {
            width: rec.width,
            height: rec.height,
            cards,
            grid: None,
            layout: String::new(),
            check: None,
            notes: Vec::new(),
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
    // A ship's cards all touch side by side; a second group of several
    // cards is most likely a second ship, read into the same grid. Every
    // cell is then doubtful: the table must look.
    let groups = rec.groups();
    let mut notes = Vec::new();
    let several = groups.len() >= 2 && groups[1] >= 2;
    if several {
        let sizes: Vec<String> = groups.iter().map(usize::to_string).collect();
        notes.push(format!(
            "the cards form {} separate groups ({} cards): is more than one ship in the photo? Photograph one ship at a time",
            groups.len(),
            sizes.join(", ")
        ));
    }
    for c in &rec.cells {
        let pos = Pos {
            row: c.row + dr,
            col: c.col + dc,
        };
        // A grid whose pitch barely stood out makes every cell doubtful.
        let grid = if rec.grid_confidence < 0.1 { 0.8 } else { 1.0 };
        let apart = if several { 0.5 } else { 1.0 };
        let confidence = round3(c.confidence() * grid * apart);
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
        notes,
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

/// A photo kept with a session, and what was read from it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "SessionPhoto")]
pub struct PhotoInfo {
    #[ts(type = "number")]
    pub id: i64,
    #[ts(type = "number")]
    pub session_id: i64,
    /// The seat (0-based) whose ship it shows, when the table said.
    #[ts(type = "number | null")]
    pub seat: Option<i64>,
    pub taken_at: String,
    /// What was read from a ship photo; `null` for a photo kept only as a
    /// memory of the evening (any game).
    pub recognition: Option<RecognizeReport>,
    /// The same reading's cards as structures; `null` with `recognition`.
    pub seen: Option<SeenStacks>,
}

/// A reading's cards as the window draws them, index for index with the
/// report's `cards` and `grid.cells` (which keep the CLI's text: `QH`, a
/// top card and its chips).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SeenStacks {
    /// Per `report.cards[i]`: the card read; null where none was named.
    pub cards: Vec<Option<Card>>,
    /// Per `report.grid.cells[i]`: the stack seen, its top card and the
    /// chips showing (R7); null where the top card was not read.
    #[ts(as = "Vec<Option<StackWire>>")]
    pub cells: Vec<Option<Stack>>,
}

impl SeenStacks {
    /// The report's text read back; it is the reader's own writing, so a
    /// card that would not read is shown as unread rather than refused.
    pub fn of(report: &RecognizeReport) -> SeenStacks {
        let card = |text: &Option<String>| text.as_deref().and_then(|t| Card::parse(t).ok());
        SeenStacks {
            cards: report.cards.iter().map(|c| card(&c.card)).collect(),
            cells: report
                .grid
                .iter()
                .flat_map(|g| &g.cells)
                .map(|cell| {
                    card(&cell.top).map(|top| match cell.chips {
                        0 => Stack::single(top),
                        chips => Stack::Photo { top, chips },
                    })
                })
                .collect(),
        }
    }
}

/// What the app's "From photo" gets back.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[ts(rename = "PhotoReading")]
pub struct PhotoReading {
    pub report: RecognizeReport,
    /// The report's cards as structures.
    pub seen: SeenStacks,
    /// The stored photo, when it was taken for a session.
    #[ts(type = "number | null")]
    pub photo_id: Option<i64>,
}

/// Decodes a photo sent as base64 (a bare string or a `data:` URL).
pub fn photo_from_base64(text: &str) -> Result<Vec<u8>, ApiError> {
    use base64::Engine;
    let body = match text.split_once(";base64,") {
        Some((head, body)) if head.starts_with("data:") => body,
        _ => text,
    };
    if body.len() > crate::vision::decode::MAX_BYTES / 3 * 4 + 4 {
        return Err(ApiError::bad_file(format!(
            "the photo is larger than {} MB",
            crate::vision::decode::MAX_BYTES / (1024 * 1024)
        )));
    }
    base64::engine::general_purpose::STANDARD
        .decode(body.trim())
        .map_err(|e| ApiError::bad_file(format!("the photo data is not base64: {e}")))
}

fn media_type(bytes: &[u8]) -> Result<&'static str, ApiError> {
    super::fields::media_type_of(bytes).ok_or_else(|| {
        ApiError::bad_file("this is not a photo Drydock can read (JPEG, PNG or WebP)")
    })
}

impl super::Api {
    /// Keeps a photo and its reading with a session (history shows them).
    pub fn attach_photo(
        &self,
        session_id: i64,
        seat: Option<i64>,
        bytes: &[u8],
        report: &RecognizeReport,
    ) -> Result<PhotoInfo, ApiError> {
        let media = media_type(bytes)?;
        let row = self.store.session(session_id)?;
        super::fields::photo_seat(seat, row.seats.len())
            .map_err(|e| e.invalid("the photo's seat", "seat"))?;
        let json = serde_json::to_string(report)
            .map_err(|e| ApiError::invalid(format!("cannot store the reading: {e}")))?;
        let id = self
            .store
            .add_photo(session_id, seat, media, bytes, &json)?;
        self.session_photos(session_id)?
            .into_iter()
            .find(|p| p.id == id)
            .ok_or_else(|| ApiError::invalid("the photo was not stored"))
    }

    pub fn session_photos(&self, session_id: i64) -> Result<Vec<PhotoInfo>, ApiError> {
        self.store.session(session_id)?;
        self.store
            .photos(session_id)?
            .into_iter()
            .map(|row| {
                let recognition: Option<RecognizeReport> = serde_json::from_str(&row.recognition)
                    .map_err(|e| {
                    ApiError::invalid(format!("photo {} has an unreadable reading: {e}", row.id))
                })?;
                Ok(PhotoInfo {
                    id: row.id,
                    session_id: row.session_id,
                    seat: row.seat,
                    taken_at: row.taken_at,
                    seen: recognition.as_ref().map(SeenStacks::of),
                    recognition,
                })
            })
            .collect()
    }

    /// Keeps a photo with a session (any game, open or finished) without
    /// reading it: the table's own picture of the evening. Checked like a
    /// ship photo (a real JPEG, PNG or WebP within the size limits).
    pub fn add_session_photo(&self, session_id: i64, bytes: &[u8]) -> Result<PhotoInfo, ApiError> {
        let media = media_type(bytes)?;
        crate::vision::decode::decode(bytes).map_err(|e| ApiError::bad_file(e.to_string()))?;
        self.store.session(session_id)?;
        let id = self
            .store
            .add_photo(session_id, None, media, bytes, "null")?;
        self.session_photos(session_id)?
            .into_iter()
            .find(|p| p.id == id)
            .ok_or_else(|| ApiError::invalid("the photo was not stored"))
    }

    /// Removes a photo from its session.
    pub fn delete_photo(&self, id: i64) -> Result<(), ApiError> {
        if self.store.delete_photo(id)? {
            Ok(())
        } else {
            Err(ApiError::new(
                super::ErrorCode::NotFound,
                format!("there is no photo {id}"),
            ))
        }
    }

    /// The photo as a `data:` URL the UI can show under its strict CSP.
    pub fn photo_data_url(&self, id: i64) -> Result<String, ApiError> {
        use base64::Engine;
        let (media, bytes) = self.store.photo_bytes(id)?.ok_or_else(|| {
            ApiError::new(
                super::ErrorCode::NotFound,
                format!("there is no photo {id}"),
            )
        })?;
        Ok(format!(
            "data:{media};base64,{}",
            base64::engine::general_purpose::STANDARD.encode(bytes)
        ))
    }
}
