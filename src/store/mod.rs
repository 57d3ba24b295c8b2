//! SQLite storage: opening a database safely, the migrations runner, and the
//! rows of players, sessions and their event logs (packed once a session is
//! finished, see `packed_logs`).
//!
//! The store speaks rows and JSON text; it does not know any game's rules
//! (replay is `session`'s job) and it does not shape answers for the UI
//! (that is `api`). Every write is one transaction, committed with
//! `synchronous=FULL` before the call returns.

mod backup;
mod bgg_ids;
mod decks;
mod edits;
mod error;
mod guests;
mod import;
mod migrate;
mod open;
mod packed_logs;
mod photos;
mod players;
mod schema;
mod sessions;
mod shapes;
mod stats;
mod trash;

pub use backup::{
    contents as backup_contents, copy_database, inspect as inspect_backup, restore_over_unreadable,
    BackupContents,
};
pub use decks::DeckRow;
pub use edits::{read_edit, Change, Edit, EditRow, PlaySpan, EDIT_FORMAT_VERSION};
pub use error::StoreError;
pub use guests::GuestRow;
pub use import::{ImportedPlayer, ImportedSession, NewPhoto};
pub use migrate::{Migration, MIGRATIONS};
pub use open::{default_path, resolve_path, Store, DB_ENV};
pub use photos::PhotoRow;
pub use players::{PlayerRow, PALETTE};
pub use sessions::{EventRow, NewSession, SeatRow, SessionFilter, SessionRow, SessionStatus};
pub use shapes::ShapeRow;
pub use stats::{FiguresRow, GameSeat, Pairing, ResultSeat};
pub use trash::TrashRow;

/// A new version 4 UUID, as stored (lower-case hyphenated).
pub fn new_uuid() -> String {
    uuid::Uuid::new_v4().to_string()
}

/// Current time as stored: RFC 3339, UTC, milliseconds.
pub fn now() -> String {
    chrono::Utc::now().to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
}
