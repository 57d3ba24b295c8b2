//! Reading a ship photo for the table, in two steps so that the slow one
//! needs no database: [`Api::ship_photo_reader`] picks, with the database,
//! the shape the grid lines up with and the glyphs it reads with;
//! [`ShipPhotoReader::read`] then reads the photo (seconds on a large one)
//! and may run on any thread. The desktop shell runs the read on a
//! blocking thread and the CLI runs it in place.
//!
//! Leaves out pixels (`vision`) and keeping the photo with a session
//! (`Api::attach_photo`).

use super::vision::{recognize_photo, RecognizeReport};
use super::{Api, ApiError};
use crate::games::rickety::Shape;
use crate::vision::glyphs::Bank;

/// What a ship photo is read against, chosen from the database.
pub struct ShipPhotoReader {
    shape: Option<Shape>,
    enrolled: Option<Bank>,
    decks: u8,
}

impl Api {
    /// `shape_grid` (the session's own shape as its text: it may be one the
    /// table drew and never saved) or else `shape` (a built-in or saved
    /// shape's name) lines the grid up; `deck` reads with an enrolled deck's
    /// glyphs instead of the built-in ones. An unknown shape or deck, or a
    /// shape text that breaks R3, is refused here, before any reading.
    pub fn ship_photo_reader(
        &self,
        shape_grid: Option<&str>,
        shape: Option<&str>,
        deck: Option<&str>,
        decks: u8,
    ) -> Result<ShipPhotoReader, ApiError> {
        let shape = match (shape_grid, shape) {
            (Some(grid), _) => Some(super::rickety::parse_shape("photo", grid)?),
            (None, Some(name)) => Some(self.rickety_shape(name)?),
            (None, None) => None,
        };
        let enrolled = deck.map(|name| self.deck_reading_bank(name)).transpose()?;
        Ok(ShipPhotoReader {
            shape,
            enrolled,
            decks,
        })
    }
}

impl ShipPhotoReader {
    /// A reader for a shape already in hand (the CLI's `--shape-file`),
    /// with the built-in glyphs unless `enrolled` is given.
    pub fn new(shape: Option<Shape>, enrolled: Option<Bank>, decks: u8) -> ShipPhotoReader {
        ShipPhotoReader {
            shape,
            enrolled,
            decks,
        }
    }

    /// Reads the photo (JPEG, PNG or WebP bytes); an unreadable one is
    /// refused as `bad_file`.
    pub fn read(&self, bytes: &[u8]) -> Result<RecognizeReport, ApiError> {
        let reader = crate::vision::name::reader(self.enrolled.as_ref());
        recognize_photo(bytes, self.shape.as_ref(), self.decks, reader.namer())
    }
}
