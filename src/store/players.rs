//! Player profiles: the people who sit at the table, remembered across
//! sessions with a name and a colour used everywhere on screen.

use rusqlite::{params, OptionalExtension, Row};

use super::{now, Store, StoreError};

/// Default player colours, in the order new profiles get them: distinct in
/// hue and readable on both the light and the dark theme.
pub const PALETTE: [&str; 8] = [
    "#e4572e", "#2e86de", "#17a34a", "#f2a900", "#9b59b6", "#e84393", "#00a8a8", "#8d6e63",
];

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PlayerRow {
    pub id: i64,
    pub name: String,
    pub colour: String,
    pub created_at: String,
}

fn player(row: &Row<'_>) -> rusqlite::Result<PlayerRow> {
    Ok(PlayerRow {
        id: row.get(0)?,
        name: row.get(1)?,
        colour: row.get(2)?,
        created_at: row.get(3)?,
    })
}

impl Store {
    pub fn players(&self) -> Result<Vec<PlayerRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, name, colour, created_at FROM players ORDER BY name COLLATE NOCASE",
        )?;
        let rows = stmt.query_map([], player)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn player(&self, id: i64) -> Result<PlayerRow, StoreError> {
        self.conn
            .query_row(
                "SELECT id, name, colour, created_at FROM players WHERE id = ?1",
                [id],
                player,
            )
            .optional()?
            .ok_or(StoreError::NoPlayer(id))
    }

    pub fn player_by_name(&self, name: &str) -> Result<Option<PlayerRow>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT id, name, colour, created_at FROM players WHERE name = ?1 COLLATE NOCASE",
                [name.trim()],
                player,
            )
            .optional()?)
    }

    /// The palette colour used by the fewest profiles, so a new player
    /// stands out from the others.
    pub fn next_colour(&self) -> Result<String, StoreError> {
        let mut best = (i64::MAX, PALETTE[0]);
        for colour in PALETTE {
            let used: i64 = self.conn.query_row(
                "SELECT count(*) FROM players WHERE colour = ?1",
                [colour],
                |r| r.get(0),
            )?;
            if used < best.0 {
                best = (used, colour);
            }
        }
        Ok(best.1.to_string())
    }

    /// Adds a profile; the name must be new (ignoring case).
    pub fn create_player(&self, name: &str, colour: &str) -> Result<PlayerRow, StoreError> {
        let name = name.trim();
        if self.player_by_name(name)?.is_some() {
            return Err(StoreError::DuplicatePlayer(name.to_string()));
        }
        self.conn.execute(
            "INSERT INTO players (name, colour, created_at) VALUES (?1, ?2, ?3)",
            params![name, colour, now()],
        )?;
        self.player(self.conn.last_insert_rowid())
    }
}
