//! Copies of the database made with SQLite's online backup API (consistent
//! while the app is writing), and restoring one. A copy is written to a
//! `.partial` file and renamed when complete, so a half-written copy never
//! looks like a backup; a restore checks the copy before it touches the
//! live database.
//!
//! Where copies live and how many are kept is `api::backups`'s choice.

use std::{
    fs,
    path::{Path, PathBuf},
};

use rusqlite::{backup::Backup, Connection, OpenFlags, OptionalExtension};

use super::{migrate, open::looks_like_sqlite, Store, StoreError};

fn bad(path: &Path, reason: impl Into<String>) -> StoreError {
    StoreError::BadBackup {
        path: path.to_path_buf(),
        reason: reason.into(),
    }
}

/// Checks that `path` is a sound Drydock database this version can open,
/// without writing to it; returns its schema version.
pub fn inspect(path: &Path) -> Result<i64, StoreError> {
    if !path.is_file() {
        return Err(bad(path, "there is no such file"));
    }
    if !looks_like_sqlite(path) || fs::metadata(path).map(|m| m.len()).unwrap_or(0) == 0 {
        return Err(bad(path, "it is not an SQLite database"));
    }
    let conn = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .map_err(|e| bad(path, e.to_string()))?;
    let version = migrate::current_version(&conn).map_err(|e| bad(path, e.to_string()))?;
    if version == 0 {
        return Err(bad(path, "it holds no Drydock data"));
    }
    if version > migrate::latest() {
        return Err(StoreError::NewerSchema {
            path: path.to_path_buf(),
            found: version,
            supported: migrate::latest(),
        });
    }
    if let Some(reason) = super::open::foreign(&conn, version)? {
        return Err(bad(path, reason));
    }
    let verdict: String = conn
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .map_err(|e| bad(path, e.to_string()))?;
    if verdict != "ok" {
        return Err(bad(path, format!("its integrity check failed: {verdict}")));
    }
    let dangling: Option<String> = conn
        .query_row("PRAGMA foreign_key_check", [], |r| r.get(0))
        .optional()
        .map_err(|e| bad(path, e.to_string()))?;
    if let Some(table) = dangling {
        return Err(bad(
            path,
            format!(
                "its foreign key check failed: table {table:?} refers to rows that are not there"
            ),
        ));
    }
    Ok(version)
}

/// Puts the (checked) copy at `src` where the database at `db` was, when
/// that database cannot be opened at all. The unreadable file and its
/// journal files are renamed aside, never deleted; returns the new name of
/// the database file.
pub fn restore_over_unreadable(db: &Path, src: &Path) -> Result<PathBuf, StoreError> {
    inspect(src)?;
    let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%S");
    let aside = db.with_extension(format!("unreadable-{stamp}.db"));
    let moved = |e: std::io::Error| StoreError::NotWritable {
        path: db.to_path_buf(),
        reason: e.to_string(),
    };
    // The copy is made first, as a new file of our own (never one planted
    // at a fixed name), through SQLite so a copy with its write-ahead log
    // comes whole; only then is anything renamed.
    let folder = db
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let partial = tempfile::Builder::new()
        .prefix(".restoring-")
        .suffix(".db")
        .tempfile_in(folder)
        .map_err(moved)?;
    copy_database(src, partial.path())?;
    if db.exists() {
        fs::rename(db, &aside).map_err(moved)?;
    }
    for suffix in ["-wal", "-shm"] {
        let journal = PathBuf::from(format!("{}{suffix}", db.display()));
        if journal.exists() {
            let kept = PathBuf::from(format!("{}{suffix}", aside.display()));
            fs::rename(&journal, kept).map_err(moved)?;
        }
    }
    partial.persist(db).map_err(|e| moved(e.error))?;
    Ok(aside)
}

/// Copies the database at `src` (read only, through SQLite so a copy with
/// its write-ahead log beside it is copied whole) over the file at `dest`.
pub fn copy_database(src: &Path, dest: &Path) -> Result<(), StoreError> {
    let source = Connection::open_with_flags(src, OpenFlags::SQLITE_OPEN_READ_ONLY)
        .map_err(|e| bad(src, e.to_string()))?;
    let mut target = Connection::open(dest).map_err(|e| StoreError::NotWritable {
        path: dest.to_path_buf(),
        reason: e.to_string(),
    })?;
    {
        let backup = Backup::new(&source, &mut target).map_err(|e| bad(src, e.to_string()))?;
        backup
            .run_to_completion(1024, std::time::Duration::ZERO, None)
            .map_err(|e| bad(src, e.to_string()))?;
    }
    self_contained(&target).map_err(|e| bad(src, e.to_string()))
}

/// Turns a fresh copy into a single file (rollback journal, not WAL: the
/// copy of a WAL database says WAL in its header), so reading it later —
/// read-only, to check or restore it — leaves no `-wal`/`-shm` beside it.
fn self_contained(copy: &Connection) -> Result<(), rusqlite::Error> {
    copy.query_row("PRAGMA journal_mode = DELETE", [], |_| Ok(()))
}

/// What a backup holds, for listing it by its contents.
pub struct BackupContents {
    pub sessions: u64,
    /// The session played or finished last: its game id, title and seats.
    pub latest: Option<(String, String, Vec<String>)>,
}

/// Reads what the backup at `path` holds without writing a byte beside it
/// (opened as an immutable file: no `-wal` or `-shm` appears, whatever its
/// journal mode).
pub fn contents(path: &Path) -> Result<BackupContents, StoreError> {
    const IN_URI: &percent_encoding::AsciiSet = &percent_encoding::CONTROLS
        .add(b'%')
        .add(b'?')
        .add(b'#')
        .add(b' ');
    let absolute = std::path::absolute(path).map_err(|e| bad(path, e.to_string()))?;
    let uri = format!(
        "file:{}?immutable=1",
        percent_encoding::utf8_percent_encode(&absolute.to_string_lossy(), IN_URI)
    );
    let conn = Connection::open_with_flags(
        uri,
        OpenFlags::SQLITE_OPEN_READ_ONLY | OpenFlags::SQLITE_OPEN_URI,
    )
    .map_err(|e| bad(path, e.to_string()))?;
    let read = |e: rusqlite::Error| bad(path, e.to_string());
    let sessions: i64 = conn
        .query_row("SELECT count(*) FROM sessions", [], |r| r.get(0))
        .map_err(read)?;
    let latest: Option<(i64, String, String)> = conn
        .query_row(
            "SELECT id, game, title FROM sessions
             ORDER BY coalesce(ended_at, started_at) DESC, id DESC LIMIT 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
        )
        .optional()
        .map_err(read)?;
    let latest = match latest {
        None => None,
        Some((id, game, title)) => {
            let mut stmt = conn
                .prepare("SELECT name FROM session_players WHERE session_id = ?1 ORDER BY seat")
                .map_err(read)?;
            let names = stmt
                .query_map([id], |r| r.get(0))
                .map_err(read)?
                .collect::<Result<Vec<String>, _>>()
                .map_err(read)?;
            Some((game, title, names))
        }
    };
    Ok(BackupContents {
        sessions: u64::try_from(sessions).unwrap_or(0),
        latest,
    })
}

impl Store {
    /// Writes a consistent copy of the database to `dest`.
    pub fn backup_to(&self, dest: &Path) -> Result<(), StoreError> {
        let partial = dest.with_extension("partial");
        let result = (|| -> Result<(), rusqlite::Error> {
            let mut target = Connection::open(&partial)?;
            {
                let backup = Backup::new(&self.conn, &mut target)?;
                backup.run_to_completion(1024, std::time::Duration::ZERO, None)?;
            }
            self_contained(&target)
        })();
        if let Err(e) = result {
            let _ = fs::remove_file(&partial);
            return Err(StoreError::NotWritable {
                path: dest.to_path_buf(),
                reason: e.to_string(),
            });
        }
        fs::rename(&partial, dest).map_err(|e| StoreError::NotWritable {
            path: dest.to_path_buf(),
            reason: e.to_string(),
        })
    }

    /// Replaces the whole database with the copy at `src` (checked first:
    /// a damaged or newer copy is refused and nothing changes), then brings
    /// its schema up to date.
    pub fn restore_from(&mut self, src: &Path) -> Result<(), StoreError> {
        inspect(src)?;
        let source = Connection::open_with_flags(src, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(|e| bad(src, e.to_string()))?;
        {
            let backup = Backup::new(&source, &mut self.conn)?;
            backup.run_to_completion(1024, std::time::Duration::ZERO, None)?;
        }
        migrate::run(&mut self.conn)
    }
}
