//! Photos attached to a session and the recognition stored with each.

use rusqlite::{params, OptionalExtension};

use super::{now, Store, StoreError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PhotoRow {
    pub id: i64,
    pub session_id: i64,
    pub seat: Option<i64>,
    pub taken_at: String,
    pub media_type: String,
    /// The recognition report as JSON.
    pub recognition: String,
}

impl Store {
    pub fn add_photo(
        &self,
        session_id: i64,
        seat: Option<i64>,
        media_type: &str,
        bytes: &[u8],
        recognition: &str,
    ) -> Result<i64, StoreError> {
        self.conn.execute(
            "INSERT INTO photos (session_id, seat, taken_at, media_type, bytes, recognition)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![session_id, seat, now(), media_type, bytes, recognition],
        )?;
        Ok(self.conn.last_insert_rowid())
    }

    pub fn photos(&self, session_id: i64) -> Result<Vec<PhotoRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, session_id, seat, taken_at, media_type, recognition
             FROM photos WHERE session_id = ?1 ORDER BY id",
        )?;
        let rows = stmt.query_map([session_id], |r| {
            Ok(PhotoRow {
                id: r.get(0)?,
                session_id: r.get(1)?,
                seat: r.get(2)?,
                taken_at: r.get(3)?,
                media_type: r.get(4)?,
                recognition: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The photo's bytes and media type, if it exists.
    pub fn photo_bytes(&self, id: i64) -> Result<Option<(String, Vec<u8>)>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT media_type, bytes FROM photos WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
    }

    /// Deletes a photo; false when there was none.
    pub fn delete_photo(&self, id: i64) -> Result<bool, StoreError> {
        Ok(self
            .conn
            .execute("DELETE FROM photos WHERE id = ?1", [id])?
            > 0)
    }
}
