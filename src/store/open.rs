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

use super::{migrate, schema, StoreError};

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
        plain_file(path)?;
        let not_writable = |reason: String| StoreError::NotWritable {
            path: path.to_path_buf(),
            reason,
        };
        // Only the default location's folder is made: a path given by hand
        // names a file in a folder that exists, so a mistyped path (or a
        // URI like `file:/a.db?mode=rwc`) never leaves folders behind.
        if let Some(parent) = path.parent().filter(|p| !p.as_os_str().is_empty()) {
            if path == default_path() {
                fs::create_dir_all(parent).map_err(|e| not_writable(e.to_string()))?;
            } else if !parent.is_dir() {
                return Err(not_writable(format!(
                    "its folder {} does not exist",
                    parent.display()
                )));
            }
        }
        if !looks_like_sqlite(path) {
            return Err(StoreError::NotSqlite(path.to_path_buf()));
        }
        // An absolute path never reads as an SQLite URI ("file:…"), whatever
        // the library was compiled with.
        let absolute = std::path::absolute(path).map_err(|e| not_writable(e.to_string()))?;
        let conn = Connection::open_with_flags(
            &absolute,
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
        // SQLite quietly opens a file it may not write read-only; say so
        // now, naming the file, rather than at the first change.
        if conn.is_readonly(rusqlite::MAIN_DB)? {
            return Err(StoreError::NotWritable {
                path,
                reason: "the file is read-only for this user".into(),
            });
        }
        let found = match migrate::current_version(&conn) {
            Ok(found) => found,
            Err(e) if e.sqlite_error_code() == Some(rusqlite::ErrorCode::NotADatabase) => {
                return Err(StoreError::NotSqlite(path))
            }
            Err(e) => return Err(writable_error(&path, e)),
        };
        let supported = migrate::latest();
        if found > supported {
            return Err(StoreError::NewerSchema {
                path,
                found,
                supported,
            });
        }
        if let Some(reason) = foreign(&conn, found)? {
            return Err(StoreError::NotOurs { path, reason });
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

/// Why the file behind `conn`, at schema `version`, is not ours to write:
/// another application's tables (no Drydock ledger), or a schema other
/// than the one our migrations create. `None` for a Drydock database or a
/// file with nothing in it yet.
pub(super) fn foreign(conn: &Connection, version: i64) -> Result<Option<String>, StoreError> {
    if version > 0 {
        return Ok(schema::difference(conn, version)?);
    }
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name LIMIT 3")?
        .query_map([], |row| row.get(0))?
        .collect::<Result<_, _>>()?;
    Ok((!tables.is_empty()).then(|| {
        format!(
            "it is another application's SQLite file (it holds {} but no Drydock schema)",
            tables
                .iter()
                .map(|t| format!("{t:?}"))
                .collect::<Vec<_>>()
                .join(", ")
        )
    }))
}

fn writable_error(path: &Path, e: rusqlite::Error) -> StoreError {
    match e.sqlite_error_code() {
        Some(rusqlite::ErrorCode::ReadOnly) => StoreError::NotWritable {
            path: path.to_path_buf(),
            reason: format!("{e} (the file or its folder is read-only for this user)"),
        },
        Some(rusqlite::ErrorCode::CannotOpen | rusqlite::ErrorCode::PermissionDenied) => {
            StoreError::NotWritable {
                path: path.to_path_buf(),
                reason: e.to_string(),
            }
        }
        Some(rusqlite::ErrorCode::NotADatabase) => StoreError::NotSqlite(path.to_path_buf()),
        _ => e.into(),
    }
}

/// A database path names a regular file (or one to create): not SQLite's
/// `:memory:`, which would throw every change away, and not a pipe or a
/// device, which would hang or be destroyed.
fn plain_file(path: &Path) -> Result<(), StoreError> {
    let not_a_file = |reason: &str| StoreError::NotAFile {
        path: path.to_path_buf(),
        reason: reason.to_string(),
    };
    if path.as_os_str() == ":memory:" {
        return Err(not_a_file(
            "\":memory:\" is SQLite's in-memory database, which forgets everything when the command ends",
        ));
    }
    match fs::metadata(path) {
        Ok(meta) if !meta.is_file() => Err(not_a_file("it is not a regular file")),
        _ => Ok(()),
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
