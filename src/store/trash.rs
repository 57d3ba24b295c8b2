//! Deleted plays, kept whole until restored or emptied: a session moves
//! into `trash` as its one-session archive and out of every other table in
//! one transaction, so a deletion can never leave half a play behind, and
//! nothing vanishes by accident. Making and reading the archive is
//! `api`'s; the store keeps the text.

use rusqlite::{params, OptionalExtension};

use super::{now, Store, StoreError};

/// A play in the trash.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TrashRow {
    pub id: i64,
    pub deleted_at: String,
    pub uuid: String,
    pub game: String,
    pub title: String,
    pub started_at: String,
    /// The seats' names, in order, joined by ", ".
    pub players: String,
}

impl Store {
    /// Moves session `id` into the trash as `archive` (its one-session
    /// archive text): one transaction, or nothing.
    pub fn trash_session(&mut self, id: i64, archive: &str) -> Result<i64, StoreError> {
        let tx = self.conn.transaction()?;
        let moved = tx.execute(
            "INSERT INTO trash (deleted_at, uuid, game, title, started_at, players, archive)
             SELECT ?2, s.uuid, s.game, s.title, s.started_at,
                    coalesce((SELECT group_concat(name, ', ') FROM
                              (SELECT name FROM session_players WHERE session_id = s.id ORDER BY seat)), ''),
                    ?3
             FROM sessions s WHERE s.id = ?1",
            params![id, now(), archive],
        )?;
        if moved == 0 {
            return Err(StoreError::NoSession(id));
        }
        let trash_id = tx.last_insert_rowid();
        tx.execute("DELETE FROM sessions WHERE id = ?1", [id])?;
        tx.commit()?;
        Ok(trash_id)
    }

    /// The trash, most recently deleted first.
    pub fn trash(&self) -> Result<Vec<TrashRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, deleted_at, uuid, game, title, started_at, players FROM trash
             ORDER BY deleted_at DESC, id DESC",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(TrashRow {
                id: r.get(0)?,
                deleted_at: r.get(1)?,
                uuid: r.get(2)?,
                game: r.get(3)?,
                title: r.get(4)?,
                started_at: r.get(5)?,
                players: r.get(6)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The archive text of trashed play `id`.
    pub fn trashed_archive(&self, id: i64) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT archive FROM trash WHERE id = ?1", [id], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// Deletes every play in the trash for good; returns how many.
    pub fn empty_trash(&self) -> Result<u32, StoreError> {
        let gone = self.conn.execute("DELETE FROM trash", [])?;
        Ok(u32::try_from(gone).unwrap_or(u32::MAX))
    }
}
