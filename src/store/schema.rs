//! Is this file's schema the one Drydock's migrations create? A database
//! holding only `schema_migrations`, one with a trigger planted on
//! `events` (which could make an acknowledged entry vanish), or a view or
//! table of our names built another way is not a working Drydock database,
//! whatever its recorded version says.
//!
//! The reference is made by running this build's migrations, up to the
//! file's version, in memory; objects are compared by their SQL with
//! comments and layout taken out. SQLite's own `sqlite_*` objects are left
//! out of the comparison. Integrity of the data itself (`PRAGMA
//! integrity_check`) is `backup::inspect`'s.

use std::collections::BTreeMap;

use rusqlite::Connection;

use super::{migrate, now};

/// `type name` → the object's SQL, normalised.
type Objects = BTreeMap<(String, String), String>;

fn objects(conn: &Connection) -> Result<Objects, rusqlite::Error> {
    let mut stmt = conn.prepare(
        "SELECT type, name, coalesce(sql, '') FROM sqlite_master WHERE name NOT LIKE 'sqlite\\_%' ESCAPE '\\'",
    )?;
    let rows = stmt.query_map([], |row| {
        Ok((
            (row.get::<_, String>(0)?, row.get::<_, String>(1)?),
            normalised(&row.get::<_, String>(2)?),
        ))
    })?;
    rows.collect()
}

/// SQL without comments, in lower case, with one space wherever there was
/// any layout and none beside punctuation.
fn normalised(sql: &str) -> String {
    let mut text = String::with_capacity(sql.len());
    for line in sql.lines() {
        let code = line.split("--").next().unwrap_or_default();
        text.push_str(code);
        text.push(' ');
    }
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut out = words.join(" ").to_lowercase();
    for mark in ["(", ")", ",", "="] {
        out = out.replace(&format!(" {mark}"), mark);
        out = out.replace(&format!("{mark} "), mark);
    }
    out
}

/// What the migrations up to `version` create.
fn reference(version: i64) -> Result<Objects, rusqlite::Error> {
    let conn = Connection::open_in_memory()?;
    conn.execute_batch(migrate::LEDGER_SQL)?;
    for migration in migrate::MIGRATIONS
        .iter()
        .filter(|m| i64::from(m.version) <= version)
    {
        conn.execute_batch(migration.sql)?;
        conn.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?1, ?2, ?3)",
            rusqlite::params![migration.version, migration.name, now()],
        )?;
    }
    objects(&conn)
}

/// How the schema of `conn` (at `version`) differs from what this build's
/// migrations create at that version, in words (missing objects first,
/// then changed ones, then ones we never create); `None` when they agree.
pub fn difference(conn: &Connection, version: i64) -> Result<Option<String>, rusqlite::Error> {
    let found = objects(conn)?;
    let wanted = reference(version)?;
    let missing: Vec<&(String, String)> =
        wanted.keys().filter(|k| !found.contains_key(*k)).collect();
    if !missing.is_empty() {
        return Ok(Some(format!("it lacks {}", listed(&missing))));
    }
    let changed: Vec<&(String, String)> = wanted
        .iter()
        .filter(|(key, sql)| found.get(*key) != Some(sql))
        .map(|(key, _)| key)
        .collect();
    if !changed.is_empty() {
        let verb = if changed.len() == 1 { "is" } else { "are" };
        return Ok(Some(format!(
            "its {} {verb} not as Drydock creates it",
            listed(&changed)
        )));
    }
    let extra: Vec<&(String, String)> = found.keys().filter(|k| !wanted.contains_key(*k)).collect();
    Ok((!extra.is_empty())
        .then(|| format!("it holds {} that Drydock did not create", listed(&extra))))
}

/// `table "events", index "x"`, tables first.
fn listed(objects: &[&(String, String)]) -> String {
    let mut sorted = objects.to_vec();
    sorted.sort_by_key(|(kind, name)| (kind != "table", kind.clone(), name.clone()));
    sorted
        .iter()
        .map(|(kind, name)| format!("{kind} {name:?}"))
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layout_and_comments_do_not_count_as_a_difference() {
        assert_eq!(
            normalised("CREATE TABLE t (\n  a INTEGER, -- why\n  b TEXT\n)"),
            normalised("create table t(a integer,b text)")
        );
    }

    #[test]
    fn a_fresh_database_at_every_version_matches_its_migrations() {
        for version in 1..=migrate::latest() {
            let conn = Connection::open_in_memory().expect("memory");
            conn.execute_batch(migrate::LEDGER_SQL).expect("ledger");
            for m in migrate::MIGRATIONS
                .iter()
                .filter(|m| i64::from(m.version) <= version)
            {
                conn.execute_batch(m.sql).expect("migration");
            }
            assert_eq!(difference(&conn, version).expect("reads"), None);
        }
    }

    #[test]
    fn a_planted_trigger_is_named() {
        let conn = Connection::open_in_memory().expect("memory");
        conn.execute_batch(migrate::LEDGER_SQL).expect("ledger");
        for m in migrate::MIGRATIONS {
            conn.execute_batch(m.sql).expect("migration");
        }
        conn.execute_batch(
            "CREATE TRIGGER eat AFTER INSERT ON events BEGIN DELETE FROM events; END;",
        )
        .expect("trigger");
        let found = difference(&conn, migrate::latest()).expect("reads");
        assert_eq!(
            found.as_deref(),
            Some("it holds trigger \"eat\" that Drydock did not create")
        );
    }
}
