//! The SQLite store: fresh databases, migrations, refusing files that are not
//! ours, all-or-nothing imports.

use std::fs;

mod common;

use drydock::api::{Action, Api, ErrorCode};
use drydock::store::{Store, StoreError, MIGRATIONS};
use serde_json::json;
use tempfile::TempDir;

fn db_in(dir: &TempDir) -> std::path::PathBuf {
    dir.path().join("drydock.db")
}

fn table_names(store: &Store) -> Vec<String> {
    let conn = rusqlite::Connection::open(store.path()).expect("open");
    let mut stmt = conn
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        .expect("query");
    stmt.query_map([], |r| r.get(0))
        .expect("rows")
        .map(Result::unwrap)
        .collect()
}

#[test]
fn a_fresh_database_gets_every_migration_and_wal() {
    let dir = TempDir::new().unwrap();
    let store = Store::open(&db_in(&dir)).expect("fresh database opens");
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len() as i64);
    let tables = table_names(&store);
    for table in [
        "events",
        "players",
        "schema_migrations",
        "session_players",
        "sessions",
    ] {
        assert!(
            tables.contains(&table.to_string()),
            "missing table {table}: {tables:?}"
        );
    }
    let conn = rusqlite::Connection::open(store.path()).unwrap();
    let mode: String = conn
        .query_row("PRAGMA journal_mode", [], |r| r.get(0))
        .unwrap();
    assert_eq!(mode, "wal", "the event log relies on write-ahead logging");
    assert_eq!(store.integrity_check().unwrap(), "ok");
}

#[test]
fn reopening_runs_no_migration_twice() {
    let dir = TempDir::new().unwrap();
    let path = db_in(&dir);
    drop(Store::open(&path).expect("first open"));
    let store = Store::open(&path).expect("second open is a no-op");
    let conn = rusqlite::Connection::open(store.path()).unwrap();
    let rows: i64 = conn
        .query_row("SELECT count(*) FROM schema_migrations", [], |r| r.get(0))
        .unwrap();
    assert_eq!(
        rows,
        MIGRATIONS.len() as i64,
        "each migration is recorded once"
    );
}

#[test]
fn a_database_from_a_newer_version_is_refused_and_left_untouched() {
    let dir = TempDir::new().unwrap();
    let path = db_in(&dir);
    drop(Store::open(&path).unwrap());
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute(
            "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?1, 'future', 'later')",
            [MIGRATIONS.len() as i64 + 1],
        )
        .unwrap();
        conn.execute_batch("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode = DELETE;")
            .unwrap();
    }
    let before = fs::read(&path).unwrap();
    let err = Store::open(&path)
        .err()
        .expect("newer schema must be refused");
    assert!(matches!(err, StoreError::NewerSchema { .. }), "{err}");
    assert!(
        err.to_string().contains("newer Drydock"),
        "clear message: {err}"
    );
    assert_eq!(
        fs::read(&path).unwrap(),
        before,
        "the newer database must not be modified"
    );
    assert!(
        !path.with_extension("db-wal").exists(),
        "not even a WAL file may be created"
    );
}

#[test]
fn a_file_that_is_not_sqlite_is_refused_and_left_untouched() {
    let dir = TempDir::new().unwrap();
    let path = db_in(&dir);
    fs::write(&path, b"these are my notes, not a database\n".repeat(20)).unwrap();
    let before = fs::read(&path).unwrap();
    let err = Store::open(&path).err().expect("garbage must be refused");
    assert!(matches!(err, StoreError::NotSqlite(_)), "{err}");
    assert_eq!(fs::read(&path).unwrap(), before);
}

#[test]
fn a_directory_is_not_a_database_path() {
    let dir = TempDir::new().unwrap();
    let err = Store::open(dir.path()).err().expect("directory refused");
    assert!(matches!(err, StoreError::IsDirectory(_)), "{err}");
}

#[test]
fn a_path_that_cannot_be_created_is_reported() {
    let dir = TempDir::new().unwrap();
    let file = dir.path().join("plain-file");
    fs::write(&file, "x").unwrap();
    let err = Store::open(&file.join("drydock.db"))
        .err()
        .expect("parent is a file");
    assert!(matches!(err, StoreError::NotWritable { .. }), "{err}");
}

fn two_player_session(api: &mut Api) -> i64 {
    let id = common::ann_and_bob(api, "scorepad", json!({"title": "Azul"}));
    for scores in [[3, 4], [5, 1], [2, 2]] {
        api.act(
            id,
            &common::cmd("scorepad", json!({"type": "add_round", "scores": scores})),
        )
        .unwrap();
    }
    id
}

#[test]
fn an_import_that_fails_half_way_leaves_nothing_behind() {
    let dir = TempDir::new().unwrap();
    let path = db_in(&dir);
    let export = {
        let mut source = Api::in_memory().unwrap();
        let id = two_player_session(&mut source);
        source.export_session(id).unwrap()
    };
    // A real SQLite failure in the middle of the write: the third event row.
    // The trigger is planted after the database is open (a database that
    // holds one when it is opened is refused: tests/data_safety.rs).
    let mut api = Api::open(&path).unwrap();
    {
        let conn = rusqlite::Connection::open(&path).unwrap();
        conn.execute_batch(
            "CREATE TRIGGER fail_third_event BEFORE INSERT ON events WHEN NEW.seq = 3
             BEGIN SELECT RAISE(ABORT, 'simulated disk trouble'); END;",
        )
        .unwrap();
    }
    let err = api
        .import_session(&export)
        .expect_err("the trigger aborts the import");
    assert!(
        err.message.contains("simulated disk trouble"),
        "the cause is reported: {err:?}"
    );
    let conn = rusqlite::Connection::open(&path).unwrap();
    for table in ["sessions", "session_players", "events", "players"] {
        let n: i64 = conn
            .query_row(&format!("SELECT count(*) FROM {table}"), [], |r| r.get(0))
            .unwrap();
        assert_eq!(n, 0, "{table} must be empty after a failed import");
    }
}

#[test]
fn a_refused_command_writes_nothing() {
    let mut api = Api::in_memory().unwrap();
    let id = two_player_session(&mut api);
    let before = api.store().events(id).unwrap();
    let err = api
        .act(
            id,
            &common::cmd(
                "scorepad",
                json!({"type": "set_score", "round": 9, "seat": 0, "score": 1}),
            ),
        )
        .expect_err("round 9 does not exist");
    assert_eq!(err.code, ErrorCode::RuleViolation);
    assert_eq!(err.details.rule.as_deref(), Some("SP3"));
    // A score that is not a number is no scorepad command: the typed
    // contract refuses it before any session is touched.
    let err = drydock::api::Action::decode(
        drydock::api::GameId::Scorepad,
        &json!({"action": "command", "command": {"type": "set_score", "round": 1, "seat": 0, "score": "ten"}}),
    )
    .expect_err("not a number");
    assert_eq!(err.code, ErrorCode::InvalidInput, "{}", err.message);
    // Another game's command is refused by the session.
    let err = api
        .act(id, &common::cmd("flicky", json!({"type": "end_turn"})))
        .expect_err("a Flicky command in a scorepad session");
    assert_eq!(err.code, ErrorCode::InvalidInput, "{}", err.message);
    assert_eq!(
        api.store().events(id).unwrap(),
        before,
        "the log is unchanged"
    );
}

#[test]
fn a_closed_session_is_read_only_and_keeps_its_result() {
    let mut api = Api::in_memory().unwrap();
    let id = two_player_session(&mut api);
    let closed = api.act(id, &Action::Close).unwrap();
    assert_eq!(closed.outcome.scores, vec![10, 7]);
    assert_eq!(closed.outcome.winners, vec![0]);
    assert!(!closed.can_undo, "nothing to undo on a closed session");
    let err = api.act(id, &Action::Undo).expect_err("closed");
    assert_eq!(err.code, ErrorCode::SessionClosed);
    let page = api.list_sessions(&Default::default()).unwrap();
    assert_eq!(page.sessions[0].winners, vec!["Ann".to_string()]);
}

#[test]
fn history_shows_the_current_scores_of_open_sessions() {
    let mut api = Api::in_memory().unwrap();
    let id = two_player_session(&mut api);
    let page = api.list_sessions(&Default::default()).unwrap();
    let open = &page.sessions[0];
    assert_eq!(open.id, id);
    let scores: Vec<Option<i64>> = open.seats.iter().map(|s| s.score).collect();
    assert_eq!(
        scores,
        vec![Some(10), Some(7)],
        "live totals of the open scorepad"
    );
    assert!(
        open.winners.is_empty() && open.seats.iter().all(|s| !s.winner),
        "no winner until closed"
    );
}
