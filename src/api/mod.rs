//! The use cases the desktop app and the CLI both call, and the DTOs they
//! exchange (exported to TypeScript under `ui/src/bindings/`).
//!
//! [`Api`] is stateless between calls: every call reads the session from the
//! database and replays it, so a CLI writing while the app is open can never
//! be overwritten by a stale copy. Presentation (tables, colours) is left to
//! the callers.

mod dto;
mod error;
mod exchange;
pub mod rickety;
mod script;
mod sessions;
pub mod ships;
pub mod spacecraft;
pub mod vision;

pub use dto::*;
pub use error::{ApiError, ErrorCode};
pub use exchange::{EXPORT_FORMAT, EXPORT_VERSION};

use std::path::Path;

use crate::store::{PlayerRow, Store};

pub struct Api {
    store: Store,
}

impl Api {
    pub fn open(path: &Path) -> Result<Api, ApiError> {
        Ok(Api {
            store: Store::open(path)?,
        })
    }

    /// A private database in memory (scripted sessions, tests).
    pub fn in_memory() -> Result<Api, ApiError> {
        Ok(Api {
            store: Store::open_in_memory()?,
        })
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn games(&self) -> Vec<GameInfo> {
        crate::games::all()
            .into_iter()
            .map(|game| GameInfo {
                id: game.id().to_string(),
                name: game.name().to_string(),
            })
            .collect()
    }

    pub fn players(&self) -> Result<Vec<PlayerDto>, ApiError> {
        Ok(self
            .store
            .players()?
            .into_iter()
            .map(PlayerDto::from)
            .collect())
    }

    /// Adds a profile. The colour defaults to the palette colour fewest
    /// players have; a given colour must be `#rrggbb`.
    pub fn create_player(&self, new: &NewPlayer) -> Result<PlayerDto, ApiError> {
        let name = new.name.trim();
        if name.is_empty() {
            return Err(ApiError::invalid("a player needs a name"));
        }
        if name.chars().count() > 40 {
            return Err(ApiError::invalid("a player name has at most 40 characters"));
        }
        let colour = match new.colour.as_deref().map(str::trim) {
            Some(c) if !c.is_empty() => {
                if !is_hex_colour(c) {
                    return Err(ApiError::invalid(format!(
                        "{c} is not a colour: write it as #rrggbb, e.g. #2e86de"
                    )));
                }
                c.to_ascii_lowercase()
            }
            _ => self.store.next_colour()?,
        };
        Ok(self.store.create_player(name, &colour)?.into())
    }
}

fn is_hex_colour(text: &str) -> bool {
    text.len() == 7 && text.starts_with('#') && text[1..].chars().all(|c| c.is_ascii_hexdigit())
}

impl From<PlayerRow> for PlayerDto {
    fn from(row: PlayerRow) -> Self {
        PlayerDto {
            id: row.id,
            name: row.name,
            colour: row.colour,
        }
    }
}
