//! Deleting a play, and taking it back: a deleted session goes into the
//! trash as its one-session archive (the archive format, with its log,
//! result, notes, place, photos and UUID), so restoring it is an import
//! through the archive's own checks, and nothing is lost until the table
//! empties the trash. History, statistics and exports no longer see a
//! trashed play.

use super::sessions::find_game;
use super::{Api, ApiError, ErrorCode, ImportReport, TrashEntry};
use crate::store::TrashRow;

fn entry(row: TrashRow) -> Result<TrashEntry, ApiError> {
    let game = find_game(&row.game)?;
    Ok(TrashEntry {
        id: row.id,
        deleted_at: row.deleted_at,
        game_name: game.name().to_string(),
        game,
        title: row.title,
        started_at: row.started_at,
        players: row.players,
    })
}

impl Api {
    /// Moves session `id` (open or finished) into the trash.
    pub fn delete_session(&mut self, id: i64) -> Result<TrashEntry, ApiError> {
        let mut archive = Vec::new();
        self.write_archive(&[id], true, &mut archive)?;
        let text = String::from_utf8(archive).map_err(|e| {
            ApiError::new(ErrorCode::Database, format!("the archive is not text: {e}"))
        })?;
        let trashed = self.store.trash_session(id, &text)?;
        self.trash()?
            .into_iter()
            .find(|t| t.id == trashed)
            .ok_or_else(|| ApiError::new(ErrorCode::Database, "the trashed play is not listed"))
    }

    /// The plays in the trash, most recently deleted first.
    pub fn trash(&self) -> Result<Vec<TrashEntry>, ApiError> {
        self.store.trash()?.into_iter().map(entry).collect()
    }

    /// Brings trashed play `id` back into History (a new session id, the
    /// same UUID), through the archive import's checks; it leaves the trash
    /// in the same transaction. A play of the same UUID already back in
    /// History (imported again meanwhile) is reported as skipped, and the
    /// trashed copy stays.
    pub fn restore_from_trash(&mut self, id: i64) -> Result<ImportReport, ApiError> {
        let text = self.store.trashed_archive(id)?.ok_or_else(|| {
            ApiError::new(
                ErrorCode::NotFound,
                format!("there is no play {id} in the trash"),
            )
        })?;
        let archive = Api::parse_archive(&text).map_err(|e| e.context("the trashed play"))?;
        self.import_archive_from(&archive, false, Some(id))
    }

    /// Deletes every play in the trash for good; returns how many.
    pub fn empty_trash(&self) -> Result<u32, ApiError> {
        Ok(self.store.empty_trash()?)
    }
}
