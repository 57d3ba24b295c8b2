//! Full-fidelity export and import of one session (setup, seats, players,
//! every log entry with its time, result). Import proves the whole file
//! first (format, players, setup, a full replay, the recorded result) and
//! then writes it in one transaction: all of it or nothing.

use std::collections::HashMap;

use serde_json::Value;

use super::sessions::{find_game, title_of};
use super::{
    Api, ApiError, ExportEvent, ExportPlayer, ExportSeat, ExportSession, SessionExport, SessionView,
};
use crate::session::Seat;
use crate::store::{EventRow, NewSession, PALETTE};

pub const EXPORT_FORMAT: &str = "drydock-session";
pub const EXPORT_VERSION: u32 = 1;

fn check_time(what: &str, text: &str) -> Result<(), ApiError> {
    chrono::DateTime::parse_from_rfc3339(text)
        .map(|_| ())
        .map_err(|e| ApiError::bad_file(format!("{what} {text:?} is not an RFC 3339 time: {e}")))
}

impl Api {
    pub fn export_session(&self, id: i64) -> Result<SessionExport, ApiError> {
        let loaded = self.load(id)?;
        let row = &loaded.row;
        let mut players = Vec::new();
        let mut seats = Vec::new();
        for (i, seat) in row.seats.iter().enumerate() {
            let key = i as i64 + 1;
            players.push(ExportPlayer {
                key,
                name: seat.name.clone(),
                colour: seat.colour.clone(),
            });
            seats.push(ExportSeat { player: key });
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
        let session = &file.session;
        let game = find_game(&session.game).map_err(|e| ApiError::bad_file(e.message))?;

        let mut people: HashMap<i64, &ExportPlayer> = HashMap::new();
        for player in &file.players {
            if player.name.trim().is_empty() {
                return Err(ApiError::bad_file(format!(
                    "player {} has no name",
                    player.key
                )));
            }
            if people.insert(player.key, player).is_some() {
                return Err(ApiError::bad_file(format!(
                    "player key {} is used twice",
                    player.key
                )));
            }
        }
        let mut seats = Vec::with_capacity(session.seats.len());
        for (i, seat) in session.seats.iter().enumerate() {
            let player = people.get(&seat.player).ok_or_else(|| {
                ApiError::bad_file(format!(
                    "seat {i} refers to player {}, who is not in the file's players",
                    seat.player
                ))
            })?;
            let colour = if player.colour.is_empty() {
                PALETTE[i % PALETTE.len()]
            } else {
                &player.colour
            };
            seats.push(Seat {
                player_id: None,
                name: player.name.trim().to_string(),
                colour: colour.to_string(),
            });
        }

        check_time("started_at", &session.started_at)?;
        if let Some(ended) = &session.ended_at {
            check_time("ended_at", ended)?;
        }
        let setup = game
            .check_setup(&seats, &session.setup)
            .map_err(|e| ApiError::from(e).context("the file's setup"))?;
        let mut live = game
            .open(seats.clone(), &setup)
            .map_err(|e| ApiError::from(e).context("the file's setup"))?;
        let mut events = Vec::with_capacity(file.events.len());
        for event in &file.events {
            check_time(&format!("event {}'s time", event.seq), &event.at)?;
            live.apply(event.seq, &event.at, &event.payload)
                .map_err(|e| {
                    ApiError::bad_file(format!("event {} does not replay: {e}", event.seq))
                })?;
            events.push(EventRow {
                seq: event.seq,
                at: event.at.clone(),
                payload: event.payload.to_string(),
            });
        }
        let outcome = live.outcome();
        if let (Some(recorded), Some(_)) = (&session.result, &session.ended_at) {
            if *recorded != outcome {
                return Err(ApiError::bad_file(
                    "the file's result does not match its events (replaying them gives another result)",
                ));
            }
        }
        let setup_text = setup.to_string();
        let title = if session.title.trim().is_empty() {
            title_of(&setup)
        } else {
            session.title.trim().to_string()
        };
        let id = self.store.insert_complete_session(
            &NewSession {
                game: game.id(),
                title: &title,
                setup: &setup_text,
                seats: &seats,
                started_at: &session.started_at,
            },
            &events,
            session.ended_at.as_deref().map(|ended| (ended, &outcome)),
        )?;
        self.session(id)
    }
}
