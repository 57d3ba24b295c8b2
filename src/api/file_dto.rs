//! The files Drydock writes and reads itself, and what the CLI prints of
//! them: a session export (`drydock sessions export`), the whole-database
//! archive (`drydock export --format json`), a play script (`drydock
//! play`) and what a script run prints. Their formats are documented in
//! `docs/cli.md`.
//!
//! These are not the window's contract (`dto`, exported to TypeScript): no
//! window command takes or returns one, so they are not exported. They
//! carry stored JSON as it was stored (a session's setup, its log's
//! payloads, a photo's recognition), so an export is a full-fidelity copy
//! whatever version wrote the log, and they name a game by its id as text,
//! so a file from a later version with a game this one lacks is refused
//! with a message naming that session and game, not a parse error at a
//! column.
//! Each is typed when it is imported (`GameSetup::decode`,
//! `Action::decode`, the log's own reader).

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::{NewPlayer, SessionView};
use crate::session::Outcome;

/// A person in an export file; seats refer to them by `key`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportPlayer {
    pub key: i64,
    pub name: String,
    pub colour: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportSeat {
    /// The `key` of an entry of the file's `players`.
    pub player: i64,
    /// The name the seat was played under, when it differs from the
    /// player's (the profile was renamed later); absent: the player's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The seat's colour, when it differs from the player's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub colour: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportSession {
    pub game: String,
    pub title: String,
    pub setup: Value,
    pub seats: Vec<ExportSeat>,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub result: Option<Outcome>,
    #[serde(default)]
    pub notes: String,
    /// Where it was played (version 2 and later); absent when not said.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub location: String,
    /// The play's UUID (version 2 and later); a file without one gets a
    /// new one on import.
    #[serde(default)]
    pub uuid: Option<String>,
    /// Corrections made after it finished (version 2 and later), oldest
    /// first, each payload a `session_edits` entry. `result` is the result
    /// after them; replaying the events gives the result before the first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub edits: Vec<ExportEvent>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportEvent {
    pub seq: u64,
    pub at: String,
    pub payload: Value,
}

/// The full-fidelity export of one session (`drydock sessions export`),
/// documented in `docs/cli.md`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SessionExport {
    /// Always `"drydock-session"`.
    pub format: String,
    pub version: u32,
    pub players: Vec<ExportPlayer>,
    pub session: ExportSession,
    pub events: Vec<ExportEvent>,
}

/// A player named in a script: a bare name or a name with a colour.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum ScriptPlayer {
    Name(String),
    Profile(NewPlayer),
}

/// A scripted session for `drydock play GAME SCRIPT.json`: a file the CLI
/// reads, so its setup and actions stay loose JSON until the game is known
/// (`GameSetup::decode`, `Action::decode`); the window never sends one.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script {
    pub players: Vec<ScriptPlayer>,
    #[serde(default)]
    pub setup: Value,
    #[serde(default)]
    pub actions: Vec<Value>,
}

/// What `drydock play` prints with `--json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ScriptRun {
    pub session: SessionView,
    pub events: Vec<ExportEvent>,
    /// The session's id in the database when saved with `--save`.
    pub saved_id: Option<i64>,
}

/// A profile in an archive.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArchivePlayer {
    /// Referred to by the sessions' seats.
    pub key: i64,
    pub name: String,
    pub colour: String,
    #[serde(default)]
    pub initial: String,
    pub created_at: String,
    /// The profile's UUID (archive version 2 and later).
    #[serde(default)]
    pub uuid: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArchiveShape {
    pub name: String,
    /// The shape in the Rickety shape text format.
    pub grid: String,
    pub created_at: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArchivePhoto {
    pub seat: Option<i64>,
    pub taken_at: String,
    pub media_type: String,
    /// The photo's bytes, base64 (standard alphabet, padded).
    pub bytes: String,
    pub recognition: Value,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ArchiveSession {
    /// The session's id in the exporting database (for messages only).
    pub id: i64,
    pub session: ExportSession,
    pub events: Vec<ExportEvent>,
    #[serde(default)]
    pub photos: Vec<ArchivePhoto>,
}

/// `drydock export --format json`: everything, documented in docs/cli.md.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Archive {
    /// Always `"drydock-archive"`.
    pub format: String,
    pub version: u32,
    pub exported_at: String,
    pub players: Vec<ArchivePlayer>,
    pub shapes: Vec<ArchiveShape>,
    pub sessions: Vec<ArchiveSession>,
}
