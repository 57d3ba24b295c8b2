//! BoardGameGeek ids the table gave its games, remembered by the game's
//! name (a scorepad's title), so an id is typed once.

use rusqlite::{params, OptionalExtension};

use super::{Store, StoreError};

impl Store {
    /// The id remembered for the game named `name` (ignoring case).
    pub fn bgg_id(&self, name: &str) -> Result<Option<u32>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT bgg_id FROM game_bgg_ids WHERE name = ?1 COLLATE NOCASE",
                [name.trim()],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Remembers `id` for the game named `name`, or forgets it (`None`).
    pub fn set_bgg_id(&self, name: &str, id: Option<u32>) -> Result<(), StoreError> {
        match id {
            Some(id) => self.conn.execute(
                "INSERT INTO game_bgg_ids (name, bgg_id) VALUES (?1, ?2)
                 ON CONFLICT (name) DO UPDATE SET bgg_id = excluded.bgg_id",
                params![name.trim(), id],
            )?,
            None => self.conn.execute(
                "DELETE FROM game_bgg_ids WHERE name = ?1 COLLATE NOCASE",
                [name.trim()],
            )?,
        };
        Ok(())
    }
}
