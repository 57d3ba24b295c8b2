//! Why the store could not do what it was asked, in words a player can act on.

use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("the database path {0} is a directory: give the path of a file, e.g. {0}/drydock.db")]
    IsDirectory(PathBuf),
    #[error("{path} cannot be a database: {reason}; give the path of a file, e.g. ~/drydock.db")]
    NotAFile { path: PathBuf, reason: String },
    #[error("cannot create or write the database at {path}: {reason}")]
    NotWritable { path: PathBuf, reason: String },
    #[error("{0} is not a Drydock database (it is not an SQLite file); it was left untouched")]
    NotSqlite(PathBuf),
    #[error("{path} is not a working Drydock database: {reason}; it was left untouched")]
    NotOurs { path: PathBuf, reason: String },
    #[error("{path} was written by a newer Drydock (schema version {found}; this version knows up to {supported}); it was left untouched: update Drydock to open it")]
    NewerSchema {
        path: PathBuf,
        found: i64,
        supported: i64,
    },
    #[error("migration {version} ({name}) failed and was rolled back: {reason}")]
    Migration {
        version: u32,
        name: String,
        reason: String,
    },
    #[error("{path} cannot be used as a backup: {reason}; nothing was changed")]
    BadBackup {
        path: std::path::PathBuf,
        reason: String,
    },
    #[error("there is no session {0}")]
    NoSession(i64),
    #[error("session {0} is closed: it can be viewed but no longer changed")]
    Closed(i64),
    #[error("session {0} is still open: there is no close to take back")]
    NotClosed(i64),
    #[error(
        "session {0}'s close can no longer be taken back: another session has been closed since"
    )]
    Superseded(i64),
    #[error(
        "session {0} was changed elsewhere at the same moment; it has been reloaded, try again"
    )]
    Changed(i64),
    #[error("session {session}'s correction {seq} cannot be read: {reason}")]
    BadEdit {
        session: i64,
        seq: u64,
        reason: String,
    },
    #[error("session {0}'s result or time was corrected after it finished, so its close can no longer be taken back (reopening would replay the game and lose the corrections)")]
    Corrected(i64),
    #[error("session {session}'s stored log cannot be read: {reason}")]
    BadPackedLog { session: i64, reason: String },
    #[error("nobody played as the guest {0:?}")]
    NoGuest(String),
    #[error("there is no player {0}")]
    NoPlayer(i64),
    #[error("a player named {0} already exists")]
    DuplicatePlayer(String),
    #[error("{first} and {second} both sat at the table in session {session}, so they are two people and cannot be made one")]
    SameTable {
        first: String,
        second: String,
        session: i64,
    },
    #[error("a shape named {0} already exists")]
    DuplicateShape(String),
    #[error("the database is busy or locked by another program; try again")]
    Busy,
    #[error("the disk is full (or a file size limit was reached): the last change was not saved, everything before it is safe; free some space and try again")]
    DiskFull,
    #[error("the disk refused to read or write the database ({0}): the last change was not saved; check the disk, or restore the newest backup")]
    Disk(String),
    #[error("database error: {0}")]
    Sqlite(rusqlite::Error),
}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        use rusqlite::ErrorCode;
        match e.sqlite_error_code() {
            Some(ErrorCode::DatabaseBusy | ErrorCode::DatabaseLocked) => StoreError::Busy,
            Some(ErrorCode::DiskFull) => StoreError::DiskFull,
            Some(ErrorCode::SystemIoFailure) => StoreError::Disk(e.to_string()),
            _ => StoreError::Sqlite(e),
        }
    }
}
