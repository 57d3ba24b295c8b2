//! Enrolled decks: a name and the glyph bank learnt from that deck's photos
//! (text as `vision::glyphs::Bank::to_text` writes it). Learning the bank is
//! `vision::enrol`'s; this module only keeps it.

use rusqlite::{params, OptionalExtension};

use super::{now, Store, StoreError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeckRow {
    pub name: String,
    /// How many reference glyphs (ranks and suits) the bank holds.
    pub glyphs: i64,
    pub enrolled_at: String,
}

impl Store {
    pub fn decks(&self) -> Result<Vec<DeckRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT name, glyphs, enrolled_at FROM decks ORDER BY name COLLATE NOCASE",
        )?;
        let rows = stmt.query_map([], |r| {
            Ok(DeckRow {
                name: r.get(0)?,
                glyphs: r.get(1)?,
                enrolled_at: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The stored bank text of a deck, if it is enrolled.
    pub fn deck_bank(&self, name: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT bank FROM decks WHERE name = ?1 COLLATE NOCASE",
                [name.trim()],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Keeps a deck's bank; enrolling a name again replaces the old bank
    /// (the same deck photographed better), and its spelling when only the
    /// case differs.
    pub fn save_deck(&self, name: &str, bank: &str, glyphs: usize) -> Result<DeckRow, StoreError> {
        let enrolled_at = now();
        let glyphs = i64::try_from(glyphs).unwrap_or(i64::MAX);
        self.conn.execute(
            "INSERT INTO decks (name, bank, glyphs, enrolled_at) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (name) DO UPDATE SET name = excluded.name, bank = excluded.bank, glyphs = excluded.glyphs,
                 enrolled_at = excluded.enrolled_at",
            params![name.trim(), bank, glyphs, enrolled_at],
        )?;
        Ok(DeckRow {
            name: name.trim().to_string(),
            glyphs,
            enrolled_at,
        })
    }

    pub fn delete_deck(&self, name: &str) -> Result<bool, StoreError> {
        let n = self.conn.execute(
            "DELETE FROM decks WHERE name = ?1 COLLATE NOCASE",
            [name.trim()],
        )?;
        Ok(n > 0)
    }
}
