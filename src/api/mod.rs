//! The use cases the desktop app and the CLI both call, and the DTOs they
//! exchange (exported to TypeScript under `ui/src/bindings/`).
//!
//! [`Api`] is stateless between calls: every call reads the session from the
//! database and replays it, so a CLI writing while the app is open can never
//! be overwritten by a stale copy. Presentation (tables, colours) is left to
//! the callers.

pub(crate) mod archive;
mod backups;
mod bgg;
mod bgg_ids;
mod bgg_import;
mod bgstats;
pub mod bgstats_file;
mod bgstats_import;
/// The one list of the window's commands (`for_each_command!`), from which
/// the shell's handler and ACL, the TypeScript client and the IPC tests'
/// cases are generated: a command is written there and only there.
mod command_list;
pub mod commands;
mod decks;
mod destination;
mod dto;
mod edits;
mod error;
mod exchange;
mod export;
pub mod fields;
mod file_dto;
mod game_contract;
mod history_dto;
mod import;
mod outside;
mod players;
mod results;
pub mod rickety;
mod script;
mod seed;
mod sessions;
mod ship_photo;
pub mod ships;
pub mod spacecraft;
mod stats;
mod timeline;
mod trash;
pub mod vision;

pub use crate::games::GameId;
pub use archive::{ARCHIVE_FORMAT, ARCHIVE_VERSION};
pub use backups::{
    newest_beside as newest_backup_beside, restore_unreadable, KEEP as BACKUPS_KEPT,
};
pub use decks::{
    deck_photos, learn_deck, DeckInfo, DeckPhoto, EnrolReport, EnrolledPhoto, LearntDeck,
    ENROL_BYTES_MAX, ENROL_PHOTOS_MAX,
};
pub use dto::*;
pub use error::{ApiError, ErrorCode, ErrorDetails};
pub use exchange::{EXPORT_FORMAT, EXPORT_VERSION};
pub use export::write_file_beside;
pub use file_dto::*;
pub use game_contract::{GameCommand, GameSetup, GameView};
pub use history_dto::*;
pub use results::CSV_HEADER;
pub use sessions::find_game;
pub use ship_photo::ShipPhotoReader;

use std::path::Path;

use crate::store::{PlayerRow, Store};

pub struct Api {
    store: Store,
}

impl Api {
    /// Opens the database at `path`. When it cannot be read at all (not
    /// SQLite, damaged), the error names the newest backup beside it and
    /// how to put it back.
    pub fn open(path: &Path) -> Result<Api, ApiError> {
        let store = Store::open(path).map_err(|e| {
            let error = ApiError::from(e);
            let unreadable = matches!(error.code, ErrorCode::NotADatabase | ErrorCode::Database);
            match backups::newest_beside(path).filter(|_| unreadable) {
                Some(newest) => {
                    let message = format!(
                        "{} The newest backup is {}: `drydock --db {} restore {}` puts it back (the unreadable file is kept aside).",
                        error.message,
                        newest.path,
                        path.display(),
                        newest.path
                    );
                    ApiError {
                        message,
                        ..error
                    }
                    .with_details(|d| d.backup = Some(newest.path.clone()))
                }
                None => error,
            }
        })?;
        Ok(Api { store })
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
        GameId::ALL
            .into_iter()
            .map(|game| GameInfo {
                id: game,
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
}

impl From<PlayerRow> for PlayerDto {
    fn from(row: PlayerRow) -> Self {
        PlayerDto {
            id: row.id,
            initial: if row.initial.is_empty() {
                row.name
                    .chars()
                    .next()
                    .map(|c| c.to_uppercase().collect())
                    .unwrap_or_default()
            } else {
                row.initial
            },
            name: row.name,
            colour: row.colour,
        }
    }
}
