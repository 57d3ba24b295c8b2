//! The migrations runner: numbered SQL files embedded at build time (see
//! `build.rs`), each applied in its own transaction and recorded in
//! `schema_migrations`. A database newer than this build is refused before
//! anything is written to it.

use rusqlite::{Connection, OptionalExtension};

use super::{now, StoreError};

pub struct Migration {
    pub version: u32,
    pub name: &'static str,
    pub sql: &'static str,
}

/// All migrations of this build, in order (from `migrations/`).
pub static MIGRATIONS: &[Migration] = include!(concat!(env!("OUT_DIR"), "/migrations.rs"));

/// The table that records which migrations a database has had.
pub(super) const LEDGER_SQL: &str = "CREATE TABLE IF NOT EXISTS schema_migrations (
     version    INTEGER PRIMARY KEY,
     name       TEXT NOT NULL,
     applied_at TEXT NOT NULL
 )";

pub fn latest() -> i64 {
    MIGRATIONS.last().map_or(0, |m| i64::from(m.version))
}

/// The schema version recorded in the database, 0 for a fresh file.
pub fn current_version(conn: &Connection) -> Result<i64, rusqlite::Error> {
    let has_table: Option<i64> = conn
        .query_row(
            "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'",
            [],
            |row| row.get(0),
        )
        .optional()?;
    if has_table.is_none() {
        return Ok(0);
    }
    conn.query_row(
        "SELECT coalesce(max(version), 0) FROM schema_migrations",
        [],
        |row| row.get(0),
    )
}

/// Applies every migration newer than the database's version. Re-running is
/// a no-op. The caller has already refused newer databases.
pub fn run(conn: &mut Connection) -> Result<(), StoreError> {
    conn.execute_batch(LEDGER_SQL)?;
    let current = current_version(conn)?;
    for migration in MIGRATIONS.iter().filter(|m| i64::from(m.version) > current) {
        let failed = |e: rusqlite::Error| StoreError::Migration {
            version: migration.version,
            name: migration.name.to_string(),
            reason: e.to_string(),
        };
        let tx = conn.transaction().map_err(failed)?;
        tx.execute_batch(migration.sql).map_err(failed)?;
        tx.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?1, ?2, ?3)",
            rusqlite::params![migration.version, migration.name, now()],
        )
        .map_err(failed)?;
        tx.commit().map_err(failed)?;
    }
    Ok(())
}
