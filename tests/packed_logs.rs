//! Finished sessions keep their logs packed (issue 20, step 4): the close
//! moves a log from `events` into one `session_logs` row, the reopen moves
//! it back, an imported finished play is written packed, and nothing a
//! player sees changes. A damaged packed log is reported, never misread.

mod common;

use std::path::Path;

use drydock::api::{Action, Api, ErrorCode};
use serde_json::json;
use tempfile::TempDir;

/// How many `events` rows and `session_logs` rows session `id` has.
fn rows(db: &Path, id: i64) -> (i64, i64) {
    let conn = rusqlite::Connection::open(db).expect("opens");
    let count = |table: &str| -> i64 {
        conn.query_row(
            &format!("SELECT count(*) FROM {table} WHERE session_id = ?1"),
            [id],
            |r| r.get(0),
        )
        .expect("counted")
    };
    (count("events"), count("session_logs"))
}

/// A scorepad evening of Ann and Bob (made once per database): three
/// rounds, an undo and a redo.
fn evening(api: &mut Api) -> i64 {
    let known: Vec<i64> = api
        .players()
        .expect("players")
        .iter()
        .map(|p| p.id)
        .collect();
    let ann_and_bob = if known.is_empty() {
        common::players(api, &["Ann", "Bob"])
    } else {
        known
    };
    // Two evenings never start in the same millisecond, which the archive
    // would take for two copies of one play.
    std::thread::sleep(std::time::Duration::from_millis(5));
    let id = common::start(api, "scorepad", json!({"title": "Golf"}), ann_and_bob);
    for scores in [[5, 3], [2, 7], [4, 4]] {
        let action = common::cmd("scorepad", json!({"type": "add_round", "scores": scores}));
        api.act(id, &action).expect("a round");
    }
    api.act(id, &Action::Undo).expect("undo");
    api.act(id, &Action::Redo).expect("redo");
    id
}

/// What a player sees of a session, without the fields a close changes.
fn seen(api: &Api, id: i64) -> serde_json::Value {
    let view = serde_json::to_value(api.session(id).expect("shows")).unwrap();
    json!([view["state"], view["timeline"], view["outcome"]])
}

#[test]
fn the_close_packs_the_log_and_the_reopen_unpacks_it_unchanged() {
    let dir = TempDir::new().unwrap();
    let db = dir.path().join("drydock.db");
    let mut api = Api::open(&db).unwrap();
    let id = evening(&mut api);
    let before = seen(&api, id);
    let export = api.export_session(id).unwrap().events;
    assert_eq!(rows(&db, id), (5, 0), "an open session's log is rows");

    api.act(id, &Action::Close).expect("closes");
    assert_eq!(rows(&db, id), (0, 1), "a finished session's log is packed");
    assert_eq!(
        seen(&api, id),
        before,
        "the same state, timeline and result"
    );
    assert_eq!(api.export_session(id).unwrap().events, export);

    api.act(id, &Action::Reopen).expect("reopens");
    assert_eq!(rows(&db, id), (5, 0), "reopened, its log is rows again");
    let action = common::cmd("scorepad", json!({"type": "add_round", "scores": [1, 1]}));
    api.act(id, &action).expect("and takes entries again");
    api.act(id, &Action::Close).expect("closes again");
    assert_eq!(rows(&db, id), (0, 1));
    assert_eq!(api.session(id).unwrap().timeline.len(), 6);
}

#[test]
fn an_imported_finished_play_is_written_packed_and_an_open_one_as_rows() {
    let dir = TempDir::new().unwrap();
    let mut source = Api::in_memory().unwrap();
    let open = evening(&mut source);
    let finished = evening(&mut source);
    source.act(finished, &Action::Close).expect("closes");

    let db = dir.path().join("drydock.db");
    let mut api = Api::open(&db).unwrap();
    for id in [open, finished] {
        let file = source.export_session(id).unwrap();
        let view = api.import_session(&file).expect("imports");
        let expected = if id == finished { (0, 1) } else { (5, 0) };
        assert_eq!(rows(&db, view.id), expected, "session {id}");
        assert_eq!(seen(&api, view.id), seen(&source, id));
    }
}

#[test]
fn a_damaged_packed_log_is_reported_as_a_corrupt_log_naming_the_session() {
    let dir = TempDir::new().unwrap();
    let db = dir.path().join("drydock.db");
    let mut api = Api::open(&db).unwrap();
    let id = evening(&mut api);
    api.act(id, &Action::Close).expect("closes");
    drop(api);
    let conn = rusqlite::Connection::open(&db).unwrap();
    conn.execute(
        "UPDATE session_logs SET packed = substr(packed, 1, length(packed) / 2) WHERE session_id = ?1",
        [id],
    )
    .unwrap();
    drop(conn);

    let api = Api::open(&db).unwrap();
    let err = api.session(id).expect_err("half a log");
    assert_eq!(err.code, ErrorCode::CorruptLog, "{err:?}");
    assert!(
        err.message.contains(&format!("session {id}")),
        "{}",
        err.message
    );
}
