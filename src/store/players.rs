//! Player profiles: the people who sit at the table, remembered across
//! sessions with a name and a colour used everywhere on screen.

use rusqlite::{params, OptionalExtension, Row};

use super::{new_uuid, now, Store, StoreError};

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
    /// The avatar's letters; empty means the name's first letter.
    pub initial: String,
    /// A version 4 UUID, kept by archive export and import.
    pub uuid: String,
}

fn player(row: &Row<'_>) -> rusqlite::Result<PlayerRow> {
    Ok(PlayerRow {
        id: row.get(0)?,
        name: row.get(1)?,
        colour: row.get(2)?,
        created_at: row.get(3)?,
        initial: row.get(4)?,
        uuid: row.get(5)?,
    })
}

impl Store {
    pub fn players(&self) -> Result<Vec<PlayerRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id, name, colour, created_at, initial, uuid FROM players ORDER BY name COLLATE NOCASE",
        )?;
        let rows = stmt.query_map([], player)?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn player(&self, id: i64) -> Result<PlayerRow, StoreError> {
        self.conn
            .query_row(
                "SELECT id, name, colour, created_at, initial, uuid FROM players WHERE id = ?1",
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
                "SELECT id, name, colour, created_at, initial, uuid FROM players WHERE name = ?1 COLLATE NOCASE",
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
        let id = insert_player(&self.conn, name, colour)?;
        self.player(id)
    }
}

/// Inserts a profile named `name` (trimmed, new ignoring case); its id.
pub(super) fn insert_player(
    conn: &rusqlite::Connection,
    name: &str,
    colour: &str,
) -> Result<i64, StoreError> {
    let name = name.trim();
    let taken: Option<i64> = conn
        .query_row(
            "SELECT id FROM players WHERE name = ?1 COLLATE NOCASE",
            [name],
            |r| r.get(0),
        )
        .optional()?;
    if taken.is_some() {
        return Err(StoreError::DuplicatePlayer(name.to_string()));
    }
    conn.execute(
        "INSERT INTO players (name, colour, created_at, uuid) VALUES (?1, ?2, ?3, ?4)",
        params![name, colour, now(), new_uuid()],
    )?;
    Ok(conn.last_insert_rowid())
}

impl Store {
    /// Changes a profile's name, colour or initial. Seats keep the name
    /// they were played under, so history reads as it was played.
    pub fn update_player(
        &self,
        id: i64,
        name: Option<&str>,
        colour: Option<&str>,
        initial: Option<&str>,
    ) -> Result<PlayerRow, StoreError> {
        let current = self.player(id)?;
        if let Some(name) = name.map(str::trim) {
            if let Some(other) = self.player_by_name(name)? {
                if other.id != id {
                    return Err(StoreError::DuplicatePlayer(name.to_string()));
                }
            }
        }
        self.conn.execute(
            "UPDATE players SET name = ?2, colour = ?3, initial = ?4 WHERE id = ?1",
            params![
                id,
                name.map_or(current.name.as_str(), str::trim),
                colour.unwrap_or(&current.colour),
                initial.unwrap_or(&current.initial),
            ],
        )?;
        self.player(id)
    }

    /// Makes `merge` the same person as `keep`: every seat of `merge` moves
    /// to `keep` and the `merge` profile is deleted, in one transaction.
    /// Refused when both sat in one session: one person has one seat.
    pub fn merge_players(&mut self, keep: i64, merge: i64) -> Result<PlayerRow, StoreError> {
        let kept = self.player(keep)?;
        let merged = self.player(merge)?;
        let shared: Option<i64> = self
            .conn
            .query_row(
                "SELECT a.session_id FROM session_players a
                 JOIN session_players b ON a.session_id = b.session_id
                 WHERE a.player_id = ?1 AND b.player_id = ?2 LIMIT 1",
                params![keep, merge],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(session) = shared {
            return Err(StoreError::SameTable {
                first: kept.name,
                second: merged.name,
                session,
            });
        }
        let tx = self.conn.transaction()?;
        tx.execute(
            "UPDATE session_players SET player_id = ?1 WHERE player_id = ?2",
            params![keep, merge],
        )?;
        tx.execute("DELETE FROM players WHERE id = ?1", [merge])?;
        tx.commit()?;
        self.player(keep)
    }
}
