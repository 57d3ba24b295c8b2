//! Changes to a finished play (issue 22): its result, when it was played,
//! where, and its notes. Each change is one appended row of
//! `session_edits` holding what the field was before and after, written in
//! the same transaction as the change itself, so the record of corrections
//! and the values in effect never disagree.
//!
//! Undoing is appending too: an undo is a change back, naming the entry it
//! takes back (`undoes`), and a redo names the one it re-applies
//! (`redoes`). Deciding what may be undone is `api::edits`' job; this
//! module stores and applies.

use rusqlite::{params, OptionalExtension, TransactionBehavior};
use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::sessions::write_result;
use super::{now, Store, StoreError};
use crate::session::Outcome;

/// The newest edit format this build writes and reads.
pub const EDIT_FORMAT_VERSION: u32 = 1;

/// When a play happened, as stored (RFC 3339, UTC).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PlaySpan {
    pub started_at: String,
    pub ended_at: String,
}

/// One field of a finished play, before and after a change.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(tag = "field", rename_all = "snake_case", deny_unknown_fields)]
#[ts(rename = "PlayChange")]
pub enum Change {
    Result { before: Outcome, after: Outcome },
    When { before: PlaySpan, after: PlaySpan },
    Location { before: String, after: String },
    Notes { before: String, after: String },
}

impl Change {
    /// The change that takes this one back.
    pub fn reversed(&self) -> Change {
        match self.clone() {
            Change::Result { before, after } => Change::Result {
                before: after,
                after: before,
            },
            Change::When { before, after } => Change::When {
                before: after,
                after: before,
            },
            Change::Location { before, after } => Change::Location {
                before: after,
                after: before,
            },
            Change::Notes { before, after } => Change::Notes {
                before: after,
                after: before,
            },
        }
    }
}

/// A stored entry of `session_edits`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Edit {
    pub v: u32,
    pub change: Change,
    /// The entry this one takes back, for an undo.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undoes: Option<u64>,
    /// The entry this one applies again, for a redo.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub redoes: Option<u64>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct EditRow {
    pub seq: u64,
    pub at: String,
    pub edit: Edit,
}

impl Store {
    /// The changes made to session `id` after it finished, oldest first.
    pub fn edits(&self, id: i64) -> Result<Vec<EditRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT seq, at, payload FROM session_edits WHERE session_id = ?1 ORDER BY seq",
        )?;
        let rows = stmt.query_map([id], |row| {
            Ok((row.get::<_, i64>(0)?, row.get(1)?, row.get::<_, String>(2)?))
        })?;
        let mut edits = Vec::new();
        for row in rows {
            let (seq, at, payload) = row?;
            let seq = u64::try_from(seq).unwrap_or_default();
            let edit = read_edit(&payload).map_err(|reason| StoreError::BadEdit {
                session: id,
                seq,
                reason,
            })?;
            edits.push(EditRow { seq, at, edit });
        }
        Ok(edits)
    }

    /// Appends `edit` to finished session `id` and puts its `after` in
    /// effect, in one transaction. `last_seq` is the newest entry the
    /// caller saw (0 for none): if another has been added since, nothing is
    /// written (`Changed`). With `replace`, the entry `last_seq` is replaced
    /// instead (notes typed over several saves are one change).
    pub fn record_edit(
        &mut self,
        id: i64,
        last_seq: u64,
        edit: &Edit,
        replace: bool,
    ) -> Result<(), StoreError> {
        let payload = serde_json::to_string(edit).map_err(|e| StoreError::BadEdit {
            session: id,
            seq: last_seq,
            reason: e.to_string(),
        })?;
        let tx = self
            .conn
            .transaction_with_behavior(TransactionBehavior::Immediate)?;
        let (ended, newest): (Option<String>, i64) = tx
            .query_row(
                "SELECT ended_at, (SELECT coalesce(max(seq), 0) FROM session_edits WHERE session_id = ?1)
                 FROM sessions WHERE id = ?1",
                [id],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()?
            .ok_or(StoreError::NoSession(id))?;
        let Some(ended) = ended else {
            return Err(StoreError::NotClosed(id));
        };
        if u64::try_from(newest).ok() != Some(last_seq) || (replace && last_seq == 0) {
            return Err(StoreError::Changed(id));
        }
        let at = now();
        if replace {
            tx.execute(
                "UPDATE session_edits SET at = ?3, payload = ?4 WHERE session_id = ?1 AND seq = ?2",
                params![id, newest, at, payload],
            )?;
        } else {
            tx.execute(
                "INSERT INTO session_edits (session_id, seq, at, payload) VALUES (?1, ?2, ?3, ?4)",
                params![id, newest + 1, at, payload],
            )?;
        }
        match &edit.change {
            Change::Result { after, .. } => write_result(&tx, id, &ended, after)?,
            Change::When { after, .. } => {
                tx.execute(
                    "UPDATE sessions SET started_at = ?2, ended_at = ?3 WHERE id = ?1",
                    params![id, after.started_at, after.ended_at],
                )?;
            }
            Change::Location { after, .. } => {
                tx.execute(
                    "UPDATE sessions SET location = ?2 WHERE id = ?1",
                    params![id, after],
                )?;
            }
            Change::Notes { after, .. } => {
                tx.execute(
                    "UPDATE sessions SET notes = ?2 WHERE id = ?1",
                    params![id, after],
                )?;
            }
        }
        tx.execute("DELETE FROM stats_cache", [])?;
        tx.commit()?;
        Ok(())
    }
}

/// An entry as stored, refused when it is of a newer format than this
/// build reads (an older Drydock must not misread a newer correction).
pub fn read_edit(payload: &str) -> Result<Edit, String> {
    let value: serde_json::Value = serde_json::from_str(payload).map_err(|e| e.to_string())?;
    let version = value.get("v").and_then(serde_json::Value::as_u64);
    match version {
        None => Err("it has no format version \"v\"".to_string()),
        Some(v) if v > u64::from(EDIT_FORMAT_VERSION) => Err(format!(
            "it is of edit format {v} and this Drydock reads up to {EDIT_FORMAT_VERSION}: update Drydock"
        )),
        Some(_) => serde_json::from_value(value).map_err(|e| e.to_string()),
    }
}
