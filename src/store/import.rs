//! Writing a whole import in one transaction: profiles, shapes, sessions
//! with their logs, results, notes and photos. Either all of it lands or
//! none of it does; deciding what to import (and what to skip) is
//! `api::archive`'s job, done before anything is written.

use rusqlite::{params, OptionalExtension, Transaction};

use super::sessions::{insert_session, profile_for, write_result};
use super::{new_uuid, packed_logs, EventRow, NewSession, Store, StoreError};
use crate::session::Outcome;

/// A photo to write with an imported session.
pub struct NewPhoto {
    pub seat: Option<i64>,
    pub taken_at: String,
    pub media_type: String,
    pub bytes: Vec<u8>,
    pub recognition: String,
}

pub struct ImportedSession<'a> {
    pub new: NewSession<'a>,
    /// The profile (by name, created if missing) of each seat; a seat's
    /// own name may differ (it was played before a rename). `None`: a
    /// guest, seated without a profile.
    pub profiles: &'a [Option<String>],
    /// A BoardGameGeek id for the game named by the title, remembered
    /// unless this database already has one for it.
    pub bgg_id: Option<(&'a str, u32)>,
    pub notes: &'a str,
    pub events: &'a [EventRow],
    /// Corrections after it finished (`session_edits` entries).
    pub edits: &'a [EventRow],
    pub ended: Option<(&'a str, &'a Outcome)>,
    pub photos: Vec<NewPhoto>,
}

pub struct ImportedPlayer<'a> {
    pub name: &'a str,
    pub colour: &'a str,
    pub initial: &'a str,
    pub created_at: &'a str,
    /// The profile's UUID in the file, kept unless this database already
    /// gives it to someone else.
    pub uuid: Option<&'a str>,
}

fn write_session(tx: &Transaction<'_>, item: &ImportedSession<'_>) -> Result<i64, StoreError> {
    let mut seats = item.new.seats.to_vec();
    for (i, seat) in seats.iter_mut().enumerate() {
        seat.player_id = match item.profiles.get(i) {
            Some(Some(profile)) => Some(profile_for(tx, profile, &seat.colour)?),
            Some(None) => None,
            None => Some(profile_for(tx, &seat.name, &seat.colour)?),
        };
    }
    if let Some((name, bgg_id)) = item.bgg_id {
        tx.execute(
            "INSERT INTO game_bgg_ids (name, bgg_id) VALUES (?1, ?2) ON CONFLICT (name) DO NOTHING",
            params![name.trim(), bgg_id],
        )?;
    }
    let id = insert_session(
        tx,
        &NewSession {
            seats: &seats,
            ..item.new
        },
    )?;
    tx.execute(
        "UPDATE sessions SET notes = ?2 WHERE id = ?1",
        params![id, item.notes],
    )?;
    if item.ended.is_some() {
        packed_logs::insert(tx, id, item.events)?;
    } else {
        let mut stmt = tx.prepare_cached(
            "INSERT INTO events (session_id, seq, at, payload) VALUES (?1, ?2, ?3, ?4)",
        )?;
        for event in item.events {
            stmt.execute(params![id, event.seq as i64, event.at, event.payload])?;
        }
    }
    let mut edit = tx.prepare_cached(
        "INSERT INTO session_edits (session_id, seq, at, payload) VALUES (?1, ?2, ?3, ?4)",
    )?;
    for e in item.edits {
        edit.execute(params![id, e.seq as i64, e.at, e.payload])?;
    }
    if let Some((ended_at, outcome)) = item.ended {
        write_result(tx, id, ended_at, outcome)?;
    }
    let mut photo = tx.prepare_cached(
        "INSERT INTO photos (session_id, seat, taken_at, media_type, bytes, recognition)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for p in &item.photos {
        photo.execute(params![
            id,
            p.seat,
            p.taken_at,
            p.media_type,
            p.bytes,
            p.recognition
        ])?;
    }
    Ok(id)
}

impl Store {
    /// Writes profiles (those whose name is new), shapes (those whose name
    /// is new) and sessions in one transaction (taking the play restored
    /// from the trash, `from_trash`, out of it in the same one); returns the new session ids
    /// and how many profiles and shapes were added.
    pub fn import_all(
        &mut self,
        players: &[ImportedPlayer<'_>],
        shapes: &[(&str, &str, &str)],
        sessions: &[ImportedSession<'_>],
        from_trash: Option<i64>,
    ) -> Result<(Vec<i64>, u32, u32), StoreError> {
        let tx = self.conn.transaction()?;
        let mut players_added = 0;
        for p in players {
            let exists: Option<i64> = tx
                .query_row(
                    "SELECT id FROM players WHERE name = ?1 COLLATE NOCASE",
                    [p.name.trim()],
                    |r| r.get(0),
                )
                .optional()?;
            if exists.is_none() {
                let taken = match p.uuid {
                    Some(uuid) => tx
                        .query_row("SELECT 1 FROM players WHERE uuid = ?1", [uuid], |_| Ok(()))
                        .optional()?
                        .is_some(),
                    None => true,
                };
                let uuid = match p.uuid {
                    Some(uuid) if !taken => uuid.to_string(),
                    _ => new_uuid(),
                };
                tx.execute(
                    "INSERT INTO players (name, colour, initial, created_at, uuid) VALUES (?1, ?2, ?3, ?4, ?5)",
                    params![p.name.trim(), p.colour, p.initial, p.created_at, uuid],
                )?;
                players_added += 1;
            }
        }
        let mut shapes_added = 0;
        for (name, grid, created_at) in shapes {
            shapes_added += tx.execute(
                "INSERT INTO rickety_shapes (name, grid, created_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (name) DO NOTHING",
                params![name, grid, created_at],
            )? as u32;
        }
        let mut ids = Vec::with_capacity(sessions.len());
        for item in sessions {
            ids.push(write_session(&tx, item)?);
        }
        if let Some(trashed) = from_trash {
            tx.execute("DELETE FROM trash WHERE id = ?1", [trashed])?;
        }
        tx.commit()?;
        Ok((ids, players_added, shapes_added))
    }

    /// The id of the session whose UUID is `uuid`, if it is stored.
    pub fn session_by_uuid(&self, uuid: &str) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .query_row("SELECT id FROM sessions WHERE uuid = ?1", [uuid], |r| {
                r.get(0)
            })
            .optional()?)
    }

    /// Whether a session of `game` started at `started_at` with exactly
    /// these seat names (in order) is already stored: the same play
    /// imported twice.
    pub fn has_session(
        &self,
        game: &str,
        started_at: &str,
        names: &[String],
    ) -> Result<bool, StoreError> {
        let mut stmt = self
            .conn
            .prepare_cached("SELECT id FROM sessions WHERE game = ?1 AND started_at = ?2")?;
        let ids: Vec<i64> = stmt
            .query_map(params![game, started_at], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        for id in ids {
            let seats = self.session(id)?.seats;
            let same = seats.len() == names.len()
                && seats
                    .iter()
                    .zip(names)
                    .all(|(seat, name)| seat.name.eq_ignore_ascii_case(name));
            if same {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Ids of sessions of `game` (any when None) started at or after
    /// `since`, oldest first: what an export walks.
    pub fn session_ids(
        &self,
        game: Option<&str>,
        since: Option<&str>,
    ) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM sessions WHERE (?1 IS NULL OR game = ?1)
             AND (?2 IS NULL OR started_at >= ?2) ORDER BY started_at, id",
        )?;
        let rows = stmt.query_map(params![game, since], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every photo of a session with its bytes, for an export.
    pub fn photos_with_bytes(
        &self,
        session_id: i64,
    ) -> Result<Vec<(super::PhotoRow, Vec<u8>)>, StoreError> {
        let mut out = Vec::new();
        for row in self.photos(session_id)? {
            if let Some((_, bytes)) = self.photo_bytes(row.id)? {
                out.push((row, bytes));
            }
        }
        Ok(out)
    }
}
