//! Full-fidelity export and import of one session (setup, seats, players,
//! every log entry with its time, result). Import proves the whole file
//! first (format, players, the limits on every stored field, setup, a full
//! replay, the recorded result) and then writes it in one transaction: all
//! of it or nothing.

use serde_json::Value;

use super::archive::{file_players, prepare, write};
use super::{
    Api, ApiError, ExportEvent, ExportPlayer, ExportSeat, ExportSession, SessionExport, SessionView,
};

pub const EXPORT_FORMAT: &str = "drydock-session";
/// 2: the session carries its `uuid`; 3: its corrections (`edits`),
/// places and the scorepad's newer win rules and teams.
pub const EXPORT_VERSION: u32 = 3;

impl Api {
    pub fn export_session(&self, id: i64) -> Result<SessionExport, ApiError> {
        let loaded = self.load(id)?;
        let row = &loaded.row;
        let mut players = Vec::new();
        let mut seats = Vec::new();
        for (i, seat) in row.seats.iter().enumerate() {
            // A guest's key is negative, so the import keeps them a guest.
            let key = match seat.player_id {
                Some(_) => i as i64 + 1,
                None => -(i as i64 + 1),
            };
            players.push(ExportPlayer {
                key,
                name: seat.name.clone(),
                colour: seat.colour.clone(),
            });
            seats.push(ExportSeat {
                player: key,
                name: None,
                colour: None,
            });
        }
        let events = self
            .store
            .events(id)?
            .into_iter()
            .map(|e| {
                let payload = serde_json::from_str(&e.payload).unwrap_or(Value::Null);
                ExportEvent {
                    seq: e.seq,
                    at: e.at,
                    payload,
                }
            })
            .collect();
        Ok(SessionExport {
            format: EXPORT_FORMAT.to_string(),
            version: EXPORT_VERSION,
            players,
            session: ExportSession {
                game: row.game.clone(),
                title: row.title.clone(),
                setup: serde_json::from_str(&row.setup).unwrap_or(Value::Null),
                seats,
                started_at: row.started_at.clone(),
                ended_at: row.ended_at.clone(),
                result: match &row.result {
                    Some(text) => serde_json::from_str(text).ok(),
                    None => None,
                },
                notes: row.notes.clone(),
                location: row.location.clone(),
                uuid: Some(row.uuid.clone()),
                edits: self.exported_edits(id)?,
            },
            events,
        })
    }

    /// Parses an export file's text with errors that name the line.
    pub fn parse_export(text: &str) -> Result<SessionExport, ApiError> {
        let probe: Value = serde_json::from_str(text)
            .map_err(|e| ApiError::bad_file(format!("the file is not valid JSON: {e}")))?;
        if probe.get("format").and_then(Value::as_str) != Some(EXPORT_FORMAT) {
            return Err(ApiError::bad_file(format!(
                "the file is not a Drydock session export (its \"format\" must be {EXPORT_FORMAT:?})"
            )));
        }
        if let Some(version) = probe.get("version").and_then(Value::as_u64) {
            if version > u64::from(EXPORT_VERSION) {
                return Err(ApiError::bad_file(format!(
                    "the file was written by a newer Drydock (export version {version}; this version reads up to {EXPORT_VERSION})"
                )));
            }
        }
        serde_json::from_str(text).map_err(|e| {
            ApiError::bad_file(format!("the file does not fit the export format: {e}"))
        })
    }

    /// Imports a session as a new one (its players are linked to the
    /// profiles of the same names, created when missing). Nothing is written
    /// unless every check passes; the write itself is one transaction.
    pub fn import_session(&mut self, file: &SessionExport) -> Result<SessionView, ApiError> {
        if file.format != EXPORT_FORMAT {
            return Err(ApiError::bad_file(format!(
                "the file is not a Drydock session export (format {:?})",
                file.format
            )));
        }
        if file.version == 0 || file.version > EXPORT_VERSION {
            return Err(ApiError::bad_file(format!(
                "export version {} is not one this Drydock reads (1 to {EXPORT_VERSION})",
                file.version
            )));
        }
        let people = file_players(
            file.players
                .iter()
                .map(|p| (p.key, p.name.as_str(), p.colour.as_str())),
        )?;
        let mut prepared = prepare(&file.session, &file.events, &people)?;
        // Imported "as a new one": a copy of a play already here is another
        // play, with a UUID of its own.
        if let Some(uuid) = &prepared.uuid {
            if self.store.session_by_uuid(uuid)?.is_some() {
                prepared.uuid = None;
            }
        }
        let (ids, _, _) = write(self, &[], &[], &[(prepared, Vec::new())], None)?;
        let id = ids
            .first()
            .copied()
            .ok_or_else(|| ApiError::bad_file("the file holds no session"))?;
        self.session(id)
    }
}
