//! Guests: seats played under a name without a profile (someone who came
//! once, or a player of an imported history), and linking them to a
//! profile when they come back. Names are matched ignoring case, as
//! profiles are.

use rusqlite::{params, OptionalExtension, TransactionBehavior};

use super::{Store, StoreError};

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct GuestRow {
    /// The name as seated most recently.
    pub name: String,
    pub plays: u32,
    pub last_played: String,
}

impl Store {
    /// Every guest name, most recently played first.
    pub fn guests(&self) -> Result<Vec<GuestRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT (SELECT sp2.name FROM session_players sp2 JOIN sessions s2 ON s2.id = sp2.session_id
                     WHERE sp2.player_id IS NULL AND lower(sp2.name) = lower(sp.name)
                     ORDER BY s2.started_at DESC LIMIT 1),
                    count(DISTINCT sp.session_id), max(s.started_at)
             FROM session_players sp JOIN sessions s ON s.id = sp.session_id
             WHERE sp.player_id IS NULL
             GROUP BY lower(sp.name)
             ORDER BY max(s.started_at) DESC, lower(sp.name)",
        )?;
        let rows = stmt.query_map([], |row| {
            Ok(GuestRow {
                name: row.get(0)?,
                plays: row.get(1)?,
                last_played: row.get(2)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Gives every seat played as guest `name` to profile `player_id`, in
    /// one transaction; how many seats it took. Refused when the profile sat
    /// at one of those tables itself (one person has one seat), or when no
    /// guest of that name played.
    pub fn adopt_guest(&mut self, name: &str, player_id: i64) -> Result<u32, StoreError> {
        let profile = self.player(player_id)?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let changed = give_seats(&tx, name, player_id, &profile.name)?;
        tx.commit()?;
        Ok(changed)
    }

    /// Makes a profile of guest `name` (with `colour`) and gives it their
    /// seats, in one transaction: a refusal leaves no profile behind.
    pub fn adopt_guest_as_new(&mut self, name: &str, colour: &str) -> Result<i64, StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let id = super::players::insert_player(&tx, name, colour)?;
        give_seats(&tx, name, id, name)?;
        tx.commit()?;
        Ok(id)
    }
}

/// Gives the seats of guest `name` to profile `player_id` (named
/// `profile`, for the refusal) inside `tx`.
fn give_seats(
    tx: &rusqlite::Transaction<'_>,
    name: &str,
    player_id: i64,
    profile: &str,
) -> Result<u32, StoreError> {
    {
        let shared: Option<i64> = tx
            .query_row(
                "SELECT g.session_id FROM session_players g
                 JOIN session_players p ON p.session_id = g.session_id AND p.player_id = ?2
                 WHERE g.player_id IS NULL AND lower(g.name) = lower(?1) LIMIT 1",
                params![name, player_id],
                |r| r.get(0),
            )
            .optional()?;
        if let Some(session) = shared {
            return Err(StoreError::SameTable {
                first: profile.to_string(),
                second: name.to_string(),
                session,
            });
        }
        let changed = tx.execute(
            "UPDATE session_players SET player_id = ?2
             WHERE player_id IS NULL AND lower(name) = lower(?1)",
            params![name, player_id],
        )?;
        if changed == 0 {
            return Err(StoreError::NoGuest(name.to_string()));
        }
        tx.execute("DELETE FROM stats_cache", [])?;
        Ok(u32::try_from(changed).unwrap_or(u32::MAX))
    }
}
