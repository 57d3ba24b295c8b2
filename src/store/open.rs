//! Finding and opening the database: path resolution, refusing files that
//! are not ours or are newer than us, and the connection settings every
//! write relies on (WAL, foreign keys, `synchronous=FULL`, a busy timeout so
//! the CLI and the app can share the file).

use std::{
    fs,
    io::Read,
    path::{Path, PathBuf},
    time::Duration,
};

use rusqlite::{Connection, OpenFlags};

use super::{migrate, StoreError};

/// Environment variable that overrides the default database location.
pub const DB_ENV: &str = "DRYDOCK_DB";

const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

/// The platform data directory's `drydock/drydock.db`
/// (`~/.local/share/drydock/drydock.db` on Linux).
pub fn default_path() -> PathBuf {
    dirs::data_dir()
        .unwrap_or_else(|| PathBuf::from("."))
        .join("drydock")
        .join("drydock.db")
}

/// `--db PATH` if given, else `$DRYDOCK_DB` if set and non-empty, else the
/// default.
pub fn resolve_path(explicit: Option<&Path>) -> PathBuf {
    if let Some(path) = explicit {
        return path.to_path_buf();
    }
    match std::env::var_os(DB_ENV) {
        Some(value) if !value.is_empty() => PathBuf::from(value),
        _ => default_path(),
    }
}

pub struct Store {
    pub(super) conn: Connection,
    path: PathBuf,
}

impl Store {
    /// Opens (creating if needed) the database at `path` and brings its
    /// schema up to date. Files that are not SQLite, or were written by a
    /// newer Drydock, are refused without a single byte written to them.
    pub fn open(path: &Path) -> Result<Store, StoreError> {
        if path.is_dir() {
            return Err(StoreError::IsDirectory(path.to_path_buf()));
        }
        let not_writable = |reason: String| StoreError::NotWritable {
            path: path.to_path_buf(),
            reason,
        };
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            fs::create_dir_all(parent).map_err(|e| not_writable(e.to_string()))?;
        }
        if !looks_like_sqlite(path) {
            return Err(StoreError::NotSqlite(path.to_path_buf()));
        }
        let conn = Connection::open_with_flags(
            path,
            OpenFlags::SQLITE_OPEN_READ_WRITE
                | OpenFlags::SQLITE_OPEN_CREATE
                | OpenFlags::SQLITE_OPEN_NO_MUTEX,
        )
        .map_err(|e| not_writable(e.to_string()))?;
        Store::prepare(conn, path.to_path_buf())
    }

    /// A private database in memory: scripted sessions and tests.
    pub fn open_in_memory() -> Result<Store, StoreError> {
        Store::prepare(Connection::open_in_memory()?, PathBuf::from(":memory:"))
    }

    fn prepare(mut conn: Connection, path: PathBuf) -> Result<Store, StoreError> {
        conn.busy_timeout(Duration::from_secs(5))?;
        let found = match migrate::current_version(&conn) {
            Ok(found) => found,
            Err(e) if e.sqlite_error_code() == Some(rusqlite::ErrorCode::NotADatabase) => {
                return Err(StoreError::NotSqlite(path))
            }
            Err(e) => return Err(e.into()),
        };
        let supported = migrate::latest();
        if found > supported {
            return Err(StoreError::NewerSchema {
                path,
                found,
                supported,
            });
        }
        let mode: String = conn
            .query_row("PRAGMA journal_mode = WAL", [], |row| row.get(0))
            .map_err(|e| writable_error(&path, e))?;
        if path != Path::new(":memory:") && !mode.eq_ignore_ascii_case("wal") {
            return Err(StoreError::NotWritable {
                path,
                reason: format!("could not switch to write-ahead logging (journal mode is {mode})"),
            });
        }
        conn.execute_batch("PRAGMA foreign_keys = ON; PRAGMA synchronous = FULL;")?;
        migrate::run(&mut conn).map_err(|e| match e {
            StoreError::Sqlite(e) => writable_error(&path, e),
            other => other,
        })?;
        Ok(Store { conn, path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// `PRAGMA integrity_check`'s verdict: "ok" for a sound file.
    pub fn integrity_check(&self) -> Result<String, StoreError> {
        Ok(self
            .conn
            .query_row("PRAGMA integrity_check", [], |row| row.get(0))?)
    }

    pub fn schema_version(&self) -> Result<i64, StoreError> {
        Ok(migrate::current_version(&self.conn)?)
    }
}

fn writable_error(path: &Path, e: rusqlite::Error) -> StoreError {
    match e.sqlite_error_code() {
        Some(
            rusqlite::ErrorCode::ReadOnly
            | rusqlite::ErrorCode::CannotOpen
            | rusqlite::ErrorCode::PermissionDenied,
        ) => StoreError::NotWritable {
            path: path.to_path_buf(),
            reason: e.to_string(),
        },
        Some(rusqlite::ErrorCode::NotADatabase) => StoreError::NotSqlite(path.to_path_buf()),
        _ => e.into(),
    }
}

/// A missing or empty file is fine (SQLite will create it); anything else
/// must start with SQLite's magic header.
pub(super) fn looks_like_sqlite(path: &Path) -> bool {
    let Ok(mut file) = fs::File::open(path) else {
        return true;
    };
    let mut header = [0u8; 16];
    match file.read(&mut header) {
        Ok(0) => true,
        Ok(16) => &header == SQLITE_MAGIC,
        Ok(_) => false,
        Err(_) => true,
    }
}
