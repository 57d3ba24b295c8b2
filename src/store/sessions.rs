//! Sessions, their seats and their append-only event logs; the history
//! query with filters and pagination.

use rusqlite::{params, OptionalExtension, Row, Transaction, TransactionBehavior};

use super::{new_uuid, now, packed_logs, Store, StoreError};
use crate::session::{Outcome, Seat};

#[derive(Debug, Clone, PartialEq)]
pub struct SeatRow {
    pub seat: usize,
    pub player_id: Option<i64>,
    pub name: String,
    pub colour: String,
    pub final_score: Option<i64>,
    pub winner: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct SessionRow {
    pub id: i64,
    /// A version 4 UUID, the same in every copy of this play.
    pub uuid: String,
    /// Where it was played; empty when not said.
    pub location: String,
    pub game: String,
    pub title: String,
    pub setup: String,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub result: Option<String>,
    pub notes: String,
    pub seats: Vec<SeatRow>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EventRow {
    pub seq: u64,
    pub at: String,
    pub payload: String,
}

/// What a new (or imported) session row holds.
pub struct NewSession<'a> {
    pub game: &'a str,
    pub title: &'a str,
    pub setup: &'a str,
    pub seats: &'a [Seat],
    pub started_at: &'a str,
    /// The play's UUID when it comes from a file; a new one otherwise.
    pub uuid: Option<&'a str>,
    /// Where it was played ("" when not said).
    pub location: &'a str,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum SessionStatus {
    #[default]
    Any,
    Open,
    Finished,
}

#[derive(Debug, Clone, Default)]
pub struct SessionFilter {
    pub game: Option<String>,
    pub status: SessionStatus,
    /// A seat's name or its profile's current name, ignoring case.
    pub player: Option<String>,
    /// Like `player`, among the winners of finished sessions.
    pub winner: Option<String>,
    /// RFC 3339 bounds on `started_at` (inclusive `since`, exclusive `until`).
    pub since: Option<String>,
    pub until: Option<String>,
    /// Words that must each begin a word of a seat name, the title or the
    /// notes (ignoring case and accents; the FTS5 index `session_search`).
    pub words: Vec<String>,
    pub limit: u32,
    pub offset: u32,
}

/// A seat of session `s` sat by `name` (the name played under or the
/// profile's current one), restricted further by `extra`.
fn seat_named(param: &str, extra: &str) -> String {
    format!(
        "EXISTS (SELECT 1 FROM session_players sp LEFT JOIN players p ON p.id = sp.player_id
                 WHERE sp.session_id = s.id{extra}
                   AND (sp.name = {param} COLLATE NOCASE OR p.name = {param} COLLATE NOCASE))"
    )
}

/// An FTS5 query finding sessions that hold every word as the start of an
/// indexed word: each word a quoted phrase (so `AND`, `-` or `:` typed by
/// the table are words, not operators) with a prefix star.
fn fts_query(words: &[&String]) -> String {
    words
        .iter()
        .map(|w| format!("\"{}\"*", w.replace('"', "\"\"")))
        .collect::<Vec<_>>()
        .join(" ")
}

/// The WHERE clause of a filter and its parameters, in order.
fn filter_sql(filter: &SessionFilter) -> (String, Vec<String>) {
    let mut conditions = vec!["1".to_string()];
    let mut values: Vec<String> = Vec::new();
    let mut bind = |value: &str| {
        values.push(value.to_string());
        format!("?{}", values.len())
    };
    match filter.status {
        SessionStatus::Any => {}
        SessionStatus::Open => conditions.push("s.ended_at IS NULL".into()),
        SessionStatus::Finished => conditions.push("s.ended_at IS NOT NULL".into()),
    }
    if let Some(game) = &filter.game {
        conditions.push(format!("s.game = {}", bind(game)));
    }
    if let Some(since) = &filter.since {
        conditions.push(format!("s.started_at >= {}", bind(since)));
    }
    if let Some(until) = &filter.until {
        conditions.push(format!("s.started_at < {}", bind(until)));
    }
    if let Some(player) = &filter.player {
        conditions.push(seat_named(&bind(player.trim()), ""));
    }
    if let Some(winner) = &filter.winner {
        conditions.push(seat_named(
            &bind(winner.trim()),
            " AND sp.winner = 1 AND s.ended_at IS NOT NULL",
        ));
    }
    let (indexed, unindexed): (Vec<&String>, Vec<&String>) = filter
        .words
        .iter()
        .partition(|w| w.chars().any(char::is_alphanumeric));
    if !indexed.is_empty() {
        let param = bind(&fts_query(&indexed));
        conditions.push(format!(
            "s.id IN (SELECT rowid FROM session_search WHERE session_search MATCH {param})"
        ));
    }
    // A word of punctuation alone ("&", "#1" is indexed) has no indexed
    // token: it is looked for as text, as before the index.
    for word in unindexed {
        let escaped = word
            .replace('\\', "\\\\")
            .replace('%', "\\%")
            .replace('_', "\\_");
        let param = bind(&format!("%{escaped}%"));
        conditions.push(format!(
            "(s.title LIKE {param} ESCAPE '\\' OR s.notes LIKE {param} ESCAPE '\\'
              OR EXISTS (SELECT 1 FROM session_players sw WHERE sw.session_id = s.id
                         AND sw.name LIKE {param} ESCAPE '\\'))"
        ));
    }
    (conditions.join(" AND "), values)
}

fn session(row: &Row<'_>) -> rusqlite::Result<SessionRow> {
    Ok(SessionRow {
        id: row.get(0)?,
        game: row.get(1)?,
        title: row.get(2)?,
        setup: row.get(3)?,
        started_at: row.get(4)?,
        ended_at: row.get(5)?,
        result: row.get(6)?,
        notes: row.get(7)?,
        uuid: row.get(8)?,
        location: row.get(9)?,
        seats: Vec::new(),
    })
}

const SESSION_COLUMNS: &str =
    "id, game, title, setup, started_at, ended_at, result, notes, uuid, location";

pub(super) fn insert_session(
    tx: &Transaction<'_>,
    new: &NewSession<'_>,
) -> Result<i64, StoreError> {
    tx.execute(
        "INSERT INTO sessions (game, title, setup, started_at, uuid, location)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            new.game,
            new.title,
            new.setup,
            new.started_at,
            new.uuid.map_or_else(new_uuid, str::to_string),
            new.location
        ],
    )?;
    let id = tx.last_insert_rowid();
    let mut stmt =
        tx.prepare_cached("INSERT INTO session_players (session_id, seat, player_id, name, colour) VALUES (?1, ?2, ?3, ?4, ?5)")?;
    for (i, seat) in new.seats.iter().enumerate() {
        stmt.execute(params![
            id,
            i as i64,
            seat.player_id,
            seat.name,
            seat.colour
        ])?;
    }
    Ok(id)
}

/// The profile named `name` (ignoring case), created with `colour` if
/// there is none.
pub(super) fn profile_for(
    tx: &Transaction<'_>,
    name: &str,
    colour: &str,
) -> Result<i64, StoreError> {
    let existing: Option<i64> = tx
        .query_row(
            "SELECT id FROM players WHERE name = ?1 COLLATE NOCASE",
            [name.trim()],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(id) = existing {
        return Ok(id);
    }
    tx.execute(
        "INSERT INTO players (name, colour, created_at, uuid) VALUES (?1, ?2, ?3, ?4)",
        params![name.trim(), colour, now(), new_uuid()],
    )?;
    Ok(tx.last_insert_rowid())
}

pub(super) fn write_result(
    tx: &Transaction<'_>,
    id: i64,
    ended_at: &str,
    outcome: &Outcome,
) -> Result<(), StoreError> {
    let result = serde_json::to_string(outcome).unwrap_or_else(|_| "null".into());
    tx.execute(
        "UPDATE sessions SET ended_at = ?2, result = ?3 WHERE id = ?1",
        params![id, ended_at, result],
    )?;
    let mut stmt =
        tx.prepare_cached("UPDATE session_players SET final_score = ?3, winner = ?4 WHERE session_id = ?1 AND seat = ?2")?;
    for (seat, score) in outcome.scores.iter().enumerate() {
        stmt.execute(params![
            id,
            seat as i64,
            score,
            outcome.winners.contains(&seat)
        ])?;
    }
    Ok(())
}

/// Refuses to reopen session `id` unless it is closed and no other session
/// was closed after it. Close times are stored to the millisecond, so two
/// closes in one millisecond are ordered by id (the later row was closed
/// later, or at the same moment).
fn may_reopen(conn: &rusqlite::Connection, id: i64) -> Result<(), StoreError> {
    let (ended, superseded, corrected): (Option<String>, bool, bool) = conn
        .query_row(
            "SELECT s.ended_at, EXISTS (SELECT 1 FROM sessions o
                 WHERE o.id != s.id AND o.ended_at IS NOT NULL
                   AND (o.ended_at > s.ended_at OR (o.ended_at = s.ended_at AND o.id > s.id))),
               EXISTS (SELECT 1 FROM session_edits e WHERE e.session_id = s.id
                       AND json_extract(e.payload, '$.change.field') IN ('result', 'when'))
             FROM sessions s WHERE s.id = ?1",
            [id],
            |row| Ok((row.get(0)?, row.get(1)?, row.get(2)?)),
        )
        .optional()?
        .ok_or(StoreError::NoSession(id))?;
    if ended.is_none() {
        return Err(StoreError::NotClosed(id));
    }
    if superseded {
        return Err(StoreError::Superseded(id));
    }
    if corrected {
        return Err(StoreError::Corrected(id));
    }
    Ok(())
}

impl Store {
    pub fn create_session(&mut self, new: &NewSession<'_>) -> Result<i64, StoreError> {
        let tx = self.conn.transaction()?;
        let id = insert_session(&tx, new)?;
        tx.commit()?;
        Ok(id)
    }

    pub fn session(&self, id: i64) -> Result<SessionRow, StoreError> {
        let mut row = self
            .conn
            .query_row(
                &format!("SELECT {SESSION_COLUMNS} FROM sessions WHERE id = ?1"),
                [id],
                session,
            )
            .optional()?
            .ok_or(StoreError::NoSession(id))?;
        row.seats = self.seats(id)?;
        Ok(row)
    }

    fn seats(&self, id: i64) -> Result<Vec<SeatRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seat, player_id, name, colour, final_score, winner FROM session_players WHERE session_id = ?1 ORDER BY seat",
        )?;
        let rows = stmt.query_map([id], |row| {
            Ok(SeatRow {
                seat: row.get::<_, i64>(0)?.try_into().unwrap_or(usize::MAX),
                player_id: row.get(1)?,
                name: row.get(2)?,
                colour: row.get(3)?,
                final_score: row.get(4)?,
                winner: row.get(5)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Session `id`'s log, in order, packed or not.
    pub fn events(&self, id: i64) -> Result<Vec<EventRow>, StoreError> {
        match packed_logs::read(&self.conn, id)? {
            Some(rows) => Ok(rows),
            None => packed_logs::rows(&self.conn, id),
        }
    }

    /// How many log entries session `id` has.
    pub fn event_count(&self, id: i64) -> Result<u64, StoreError> {
        if let Some(n) = packed_logs::count(&self.conn, id)? {
            return Ok(n);
        }
        let n: i64 = self.conn.query_row(
            "SELECT count(*) FROM events WHERE session_id = ?1",
            [id],
            |r| r.get(0),
        )?;
        Ok(u64::try_from(n).unwrap_or(0))
    }

    /// Appends one log entry and commits it (durably: `synchronous=FULL`)
    /// before returning its timestamp. A second writer racing for the same
    /// `seq` fails on the primary key instead of forking the log, and a
    /// session closed meanwhile (by another program) takes no more entries.
    pub fn append_event(
        &self,
        session_id: i64,
        seq: u64,
        payload: &str,
    ) -> Result<String, StoreError> {
        let at = now();
        let added = self.conn.execute(
            "INSERT INTO events (session_id, seq, at, payload)
             SELECT ?1, ?2, ?3, ?4 WHERE EXISTS
                 (SELECT 1 FROM sessions WHERE id = ?1 AND ended_at IS NULL)",
            params![session_id, seq as i64, at, payload],
        )?;
        if added == 0 {
            return Err(self.why_closed(session_id));
        }
        Ok(at)
    }

    fn why_closed(&self, id: i64) -> StoreError {
        match self.session(id) {
            Ok(_) => StoreError::Closed(id),
            Err(e) => e,
        }
    }

    /// Records `outcome` as the result of session `id`, computed from its
    /// log up to entry `last_seq`. The check and the write are one
    /// transaction holding the write lock, so an entry another program
    /// appended after that log was read refuses the close (`Changed`)
    /// instead of recording a result the log contradicts.
    pub fn close_session(
        &mut self,
        id: i64,
        last_seq: u64,
        outcome: &Outcome,
    ) -> Result<String, StoreError> {
        let ended_at = now();
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let (ended, last): (Option<String>, i64) = tx
            .query_row(
                "SELECT ended_at, (SELECT coalesce(max(seq), 0) FROM events WHERE session_id = ?1)
                 FROM sessions WHERE id = ?1",
                [id],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?
            .ok_or(StoreError::NoSession(id))?;
        if ended.is_some() {
            return Err(StoreError::Closed(id));
        }
        if u64::try_from(last).ok() != Some(last_seq) {
            return Err(StoreError::Changed(id));
        }
        write_result(&tx, id, &ended_at, outcome)?;
        packed_logs::pack_session(&tx, id)?;
        tx.commit()?;
        Ok(ended_at)
    }

    /// Takes back the close of session `id`: its result, its seats' final
    /// scores and winners and its cached figures are removed, and it is open
    /// again, its log untouched. Only the session closed last can be
    /// reopened, so a close is undone right after it, not a year later
    /// (`Superseded` once another session has been closed since).
    pub fn reopen_session(&mut self, id: i64) -> Result<(), StoreError> {
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        may_reopen(&tx, id)?;
        tx.execute(
            "UPDATE sessions SET ended_at = NULL, result = NULL WHERE id = ?1",
            [id],
        )?;
        tx.execute(
            "UPDATE session_players SET final_score = NULL, winner = 0 WHERE session_id = ?1",
            [id],
        )?;
        tx.execute("DELETE FROM session_figures WHERE session_id = ?1", [id])?;
        packed_logs::unpack_session(&tx, id)?;
        tx.commit()?;
        Ok(())
    }

    /// Whether [`Store::reopen_session`] would take back session `id`'s close.
    pub fn can_reopen(&self, id: i64) -> Result<bool, StoreError> {
        match may_reopen(&self.conn, id) {
            Ok(()) => Ok(true),
            Err(
                StoreError::NotClosed(_) | StoreError::Superseded(_) | StoreError::Corrected(_),
            ) => Ok(false),
            Err(other) => Err(other),
        }
    }

    /// One page of history, newest first, and the number of sessions that
    /// match the filter in all.
    pub fn list_sessions(
        &self,
        filter: &SessionFilter,
    ) -> Result<(Vec<SessionRow>, u64), StoreError> {
        let (condition, mut values) = filter_sql(filter);
        let total: i64 = self.conn.query_row(
            &format!("SELECT count(*) FROM sessions s WHERE {condition}"),
            rusqlite::params_from_iter(values.iter()),
            |r| r.get(0),
        )?;
        let limit = values.len() + 1;
        values.push(filter.limit.to_string());
        values.push(filter.offset.to_string());
        let columns = SESSION_COLUMNS
            .split(", ")
            .map(|c| format!("s.{c}"))
            .collect::<Vec<_>>()
            .join(", ");
        let mut stmt = self.conn.prepare(&format!(
            "SELECT {columns} FROM sessions s WHERE {condition}
             ORDER BY s.started_at DESC, s.id DESC
             LIMIT CAST(?{limit} AS INTEGER) OFFSET CAST(?{} AS INTEGER)",
            limit + 1
        ))?;
        let mut rows: Vec<SessionRow> = stmt
            .query_map(rusqlite::params_from_iter(values.iter()), session)?
            .collect::<Result<_, _>>()?;
        for row in &mut rows {
            row.seats = self.seats(row.id)?;
        }
        Ok((rows, u64::try_from(total).unwrap_or(0)))
    }

    /// Sets when an open session started (a finished play's time is a
    /// correction: `record_edit`). The cached statistics are dropped, since
    /// streaks and the order of plays may change. One transaction.
    pub fn set_start(&mut self, id: i64, started_at: &str) -> Result<(), StoreError> {
        let tx = self.conn.transaction()?;
        let changed = tx.execute(
            "UPDATE sessions SET started_at = ?2 WHERE id = ?1",
            params![id, started_at],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSession(id));
        }
        tx.execute("DELETE FROM stats_cache", [])?;
        tx.commit()?;
        Ok(())
    }

    /// Replaces where a session was played (open or finished).
    pub fn set_location(&self, id: i64, location: &str) -> Result<(), StoreError> {
        let changed = self.conn.execute(
            "UPDATE sessions SET location = ?2 WHERE id = ?1",
            params![id, location],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSession(id));
        }
        Ok(())
    }

    /// The places plays happened, most used first (then by name).
    pub fn locations(&self) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT location FROM sessions WHERE location <> ''
             GROUP BY location ORDER BY count(*) DESC, location COLLATE NOCASE",
        )?;
        let rows = stmt.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Replaces a session's notes (open or finished: notes are the table's
    /// own words, not part of the game).
    pub fn set_notes(&self, id: i64, notes: &str) -> Result<(), StoreError> {
        let changed = self.conn.execute(
            "UPDATE sessions SET notes = ?2 WHERE id = ?1",
            params![id, notes],
        )?;
        if changed == 0 {
            return Err(StoreError::NoSession(id));
        }
        Ok(())
    }
}

impl Store {
    /// The setup JSON of the newest session of `game`, if any: what a table
    /// chose last time is what it most likely chooses again.
    pub fn newest_setup(&self, game: &str) -> Result<Option<String>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT setup FROM sessions WHERE game = ?1 ORDER BY started_at DESC, id DESC LIMIT 1",
                [game],
                |row| row.get(0),
            )
            .optional()?)
    }

    /// Log payloads containing `needle` from the newest `sessions` sessions
    /// of `game`, newest first. For board data the table typed in once
    /// (e.g. project cards) and the app offers again; bounded so it stays
    /// fast however long the history grows. Packed logs are unpacked to be
    /// searched, so the text is matched in Rust rather than by SQLite.
    pub fn payloads_matching(
        &self,
        game: &str,
        needle: &str,
        sessions: u32,
    ) -> Result<Vec<String>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT id FROM sessions WHERE game = ?1 ORDER BY started_at DESC, id DESC LIMIT ?2",
        )?;
        let ids = stmt
            .query_map(params![game, sessions], |row| row.get::<_, i64>(0))?
            .collect::<Result<Vec<_>, _>>()?;
        let mut found = Vec::new();
        for id in ids {
            let mut rows = match self.events(id) {
                Ok(rows) => rows,
                // An offer of board data is no place to report a damaged
                // log; opening that session reports it.
                Err(StoreError::BadPackedLog { .. }) => continue,
                Err(e) => return Err(e),
            };
            rows.reverse();
            found.extend(
                rows.into_iter()
                    .map(|row| row.payload)
                    .filter(|payload| payload.contains(needle)),
            );
        }
        Ok(found)
    }
}

impl Store {
    /// The id of the newest session of `game`, if any.
    pub fn newest_session(&self, game: &str) -> Result<Option<i64>, StoreError> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM sessions WHERE game = ?1 ORDER BY started_at DESC, id DESC LIMIT 1",
                [game],
                |row| row.get(0),
            )
            .optional()?)
    }
}
