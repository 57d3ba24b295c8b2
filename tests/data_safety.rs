//! The edges of "no way to lose a play" (issue 18): no command writes over
//! the database, its journal or a backup whatever the path's spelling; a
//! restore pins its source before the rotation can delete it; a close
//! records exactly the log it closes; a file that is not a working Drydock
//! database (ours damaged, or another application's) is refused untouched;
//! a database path is a plain file path. Each refusal is checked to change
//! no byte of the database.

use std::fs;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

mod common;

use drydock::api::{Action, Api, ErrorCode};
use serde_json::{json, Value};

fn drydock(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_drydock"))
        .arg("--db")
        .arg(db)
        .args(args)
        .env_remove("DRYDOCK_DB")
        .output()
        .expect("drydock runs")
}

fn stderr(out: &Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

/// Every byte of the database and its journal files, to compare before and
/// after a refusal.
fn bytes_of(db: &Path) -> Vec<(String, Vec<u8>)> {
    ["", "-wal", "-shm"]
        .iter()
        .filter_map(|suffix| {
            let path = PathBuf::from(format!("{}{suffix}", db.display()));
            fs::read(&path).ok().map(|b| (suffix.to_string(), b))
        })
        .collect()
}

/// A database with one finished scorepad session, closed so nothing is
/// left in the write-ahead log.
fn database(dir: &Path) -> PathBuf {
    let db = dir.join("d.db");
    let mut api = Api::open(&db).expect("opens");
    let id = common::ann_and_bob(&mut api, "scorepad", json!({}));
    let round = json!({"action":"command","command":{"type":"add_round","scores":[3,4]}});
    let action = drydock::api::Action::decode(drydock::api::GameId::Scorepad, &round);
    api.act(id, &action.expect("action")).expect("round");
    drop(api);
    db
}

/// A database in `dir` with an open scorepad session of Ann and Bob.
fn open_scorepad(dir: &Path) -> (PathBuf, i64) {
    let db = dir.join("d.db");
    let id = common::ann_and_bob(&mut Api::open(&db).expect("opens"), "scorepad", json!({}));
    (db, id)
}

/// `drydock sessions act ID` reading actions from a pipe, one per line.
fn action_stream(db: &Path, id: i64) -> std::process::Child {
    Command::new(env!("CARGO_BIN_EXE_drydock"))
        .arg("--db")
        .arg(db)
        .args(["sessions", "act", &id.to_string()])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .expect("drydock starts")
}

fn still_opens(db: &Path) {
    let out = drydock(db, &["sessions", "list", "--json"]);
    assert!(
        out.status.success(),
        "the database must still open: {}",
        stderr(&out)
    );
}

fn refused_without_a_change(db: &Path, args: &[&str], says: &str) {
    refused_with(1, db, args, says);
}

/// `status`: 1 for a refused request, 2 for a file that cannot be used.
fn refused_with(status: i32, db: &Path, args: &[&str], says: &str) {
    let before = bytes_of(db);
    let out = drydock(db, args);
    assert_eq!(
        out.status.code(),
        Some(status),
        "drydock {args:?} must be refused: {}",
        stderr(&out)
    );
    assert!(
        stderr(&out).contains(says),
        "drydock {args:?} should say {says:?}: {}",
        stderr(&out)
    );
    assert!(
        bytes_of(db) == before,
        "drydock {args:?} changed the database"
    );
    still_opens(db);
}

#[test]
fn no_export_writes_over_the_open_database_by_any_spelling_of_its_path() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = database(dir.path());
    fs::create_dir(dir.path().join("sub")).expect("sub");
    std::os::unix::fs::symlink(&db, dir.path().join("link.db")).expect("symlink");
    fs::hard_link(&db, dir.path().join("hard.db")).expect("hard link");
    let spellings = [
        db.display().to_string(),
        format!("{}/./d.db", dir.path().display()),
        format!("{}/sub/../d.db", dir.path().display()),
        dir.path().join("link.db").display().to_string(),
        dir.path().join("hard.db").display().to_string(),
        format!("{}-wal", db.display()),
        format!("{}-shm", db.display()),
    ];
    for out in &spellings {
        for format in ["json", "csv", "bgstats", "bgg"] {
            refused_without_a_change(
                &db,
                &["export", "--format", format, out],
                "nothing was written",
            );
        }
        refused_without_a_change(
            &db,
            &["sessions", "export", "1", "--out", out],
            "nothing was written",
        );
    }
}

#[test]
fn a_relative_output_path_that_is_the_database_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = database(dir.path());
    let before = bytes_of(&db);
    let out = Command::new(env!("CARGO_BIN_EXE_drydock"))
        .current_dir(dir.path())
        .args(["--db", "d.db", "export", "--format", "json", "./d.db"])
        .env_remove("DRYDOCK_DB")
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(bytes_of(&db) == before, "the database was changed");
}

#[test]
fn no_export_writes_over_a_backup() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = database(dir.path());
    let backup = Api::open(&db)
        .expect("opens")
        .backup_now("manual")
        .expect("backup");
    let kept = fs::read(&backup.path).expect("backup bytes");
    let out = drydock(&db, &["export", "--format", "csv", &backup.path]);
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    let beside = dir.path().join("backups").join("new.csv");
    let out = drydock(
        &db,
        &["export", "--format", "csv", &beside.display().to_string()],
    );
    assert_eq!(
        out.status.code(),
        Some(1),
        "no file may be written into the backups folder"
    );
    assert_eq!(fs::read(&backup.path).expect("backup bytes"), kept);
}

#[test]
fn an_export_to_a_folder_is_refused_and_leaves_nothing_behind() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = database(dir.path());
    let folder = dir.path().join("out");
    fs::create_dir(&folder).expect("folder");
    let out = drydock(
        &db,
        &["export", "--format", "json", &folder.display().to_string()],
    );
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains("is a folder"), "{}", stderr(&out));
    let left: Vec<_> = fs::read_dir(dir.path())
        .expect("dir")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains("partial"))
        .collect();
    assert!(left.is_empty(), "left behind: {left:?}");
}

#[test]
fn an_export_never_follows_a_link_planted_at_its_temporary_file() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = database(dir.path());
    let victim = dir.path().join("victim.txt");
    fs::write(&victim, "keep me").expect("victim");
    let out_path = dir.path().join("out.json");
    for planted in ["out.partial", "out.json.partial", ".out.json.partial"] {
        std::os::unix::fs::symlink(&victim, dir.path().join(planted)).expect("plant");
    }
    let out = drydock(
        &db,
        &[
            "export",
            "--format",
            "json",
            &out_path.display().to_string(),
        ],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert_eq!(fs::read_to_string(&victim).expect("victim"), "keep me");
    let text = fs::read_to_string(&out_path).expect("export");
    assert!(text.contains("drydock-archive"), "the export was written");
}

#[test]
fn restoring_the_oldest_backup_of_a_full_rotation_restores_it() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = database(dir.path());
    let mut api = Api::open(&db).expect("opens");
    let oldest = api.backup_now("manual").expect("backup");
    for _ in 1..drydock::api::BACKUPS_KEPT {
        std::thread::sleep(std::time::Duration::from_millis(2));
        api.backup_now("manual").expect("backup");
    }
    assert_eq!(
        api.backups().expect("list").len(),
        drydock::api::BACKUPS_KEPT
    );
    common::players(&api, &["Cleo"]);
    std::thread::sleep(std::time::Duration::from_millis(2));
    api.restore_backup(&oldest.file_name)
        .expect("the oldest backup restores, though the safety copy rotates it out");
    let names: Vec<String> = api
        .players()
        .expect("players")
        .into_iter()
        .map(|p| p.name)
        .collect();
    assert_eq!(names, ["Ann", "Bob"], "the database is the backup's");
    let listed: Vec<String> = api
        .backups()
        .expect("list")
        .into_iter()
        .map(|b| b.file_name)
        .collect();
    assert!(
        listed.iter().any(|n| n.ends_with("before-restore.db")),
        "the safety copy is kept: {listed:?}"
    );
    let left: Vec<String> = fs::read_dir(dir.path().join("backups"))
        .expect("backups")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with("drydock-") || !n.ends_with(".db"))
        .collect();
    assert!(
        left.is_empty(),
        "nothing but backups is left in the folder (no pinned copy, no -wal/-shm): {left:?}"
    );
}

#[test]
fn a_close_with_an_entry_appended_since_its_log_was_read_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = dir.path().join("d.db");
    let mut api = Api::open(&db).expect("opens");
    let id = common::ann_and_bob(&mut api, "scorepad", json!({}));
    let mut store = drydock::store::Store::open(&db).expect("store");
    store
        .append_event(id, 1, r#"{"type":"round_added","scores":[1,2]}"#)
        .ok();
    let outcome = drydock::session::Outcome {
        scores: vec![0, 0],
        winners: vec![],
        places: vec![],
    };
    let refused = store.close_session(id, 0, &outcome);
    assert!(
        matches!(refused, Err(drydock::store::StoreError::Changed(_))),
        "a result computed from 0 entries must not close a log of 1: {refused:?}"
    );
}

/// The probe of the issue: one program streams rounds into a session while
/// another closes it. Whatever the interleaving, the recorded result is
/// the one the stored log gives, so the database's own export imports.
#[test]
fn closing_while_another_program_appends_records_the_result_of_the_log() {
    for trial in 0..4 {
        let dir = tempfile::tempdir().expect("temp dir");
        let (db, id) = open_scorepad(dir.path());
        let mut child = action_stream(&db, id);
        let mut stdin = child.stdin.take().expect("stdin");
        let mut acks = BufReader::new(child.stdout.take().expect("stdout")).lines();
        let round = r#"{"action":"command","command":{"type":"add_round","scores":[2,1]}}"#;
        for _ in 0..(5 + trial) {
            writeln!(stdin, "{round}").expect("write");
            acks.next();
        }
        let feeder = std::thread::spawn(move || {
            for _ in 0..200 {
                if writeln!(stdin, "{round}").is_err() {
                    break;
                }
            }
        });
        let close = drydock(
            &db,
            &["sessions", "act", &id.to_string(), r#"{"action":"close"}"#],
        );
        feeder.join().expect("feeder");
        let _ = child.wait();
        let api = Api::open(&db).expect("opens");
        let view = api.session(id).expect("session");
        if close.status.success() {
            let replayed = Api::open(&db).expect("opens").export_session(id);
            let export = replayed.expect("export");
            let mut fresh = Api::open(&dir.path().join("fresh.db")).expect("fresh");
            fresh
                .import_session(&export)
                .expect("the result recorded by the close is the log's");
            assert!(view.ended_at.is_some());
        } else {
            assert!(
                stderr(&close).contains("changed elsewhere"),
                "a close may only be refused as a conflict: {}",
                stderr(&close)
            );
        }
    }
}

#[test]
fn an_entry_for_a_session_closed_by_another_program_is_refused() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (db, id) = open_scorepad(dir.path());
    let store = drydock::store::Store::open(&db).expect("store");
    let mut closer = Api::open(&db).expect("opens");
    closer.act(id, &Action::Close).expect("closes");
    let late = store.append_event(id, 1, r#"{"type":"round_added","scores":[1,2]}"#);
    assert!(
        matches!(late, Err(drydock::store::StoreError::Closed(_))),
        "a closed session takes no entry: {late:?}"
    );
}

fn schema_only(dir: &Path) -> PathBuf {
    let path = dir.join("ledger-only.db");
    let conn = rusqlite::Connection::open(&path).expect("sqlite");
    conn.execute_batch(
        "CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL);",
    )
    .expect("ledger");
    for m in drydock::store::MIGRATIONS {
        conn.execute(
            "INSERT INTO schema_migrations VALUES (?1, ?2, '2026-01-01T00:00:00Z')",
            rusqlite::params![m.version, m.name],
        )
        .expect("row");
    }
    path
}

fn with_trigger(dir: &Path) -> PathBuf {
    let path = database(&dir.join("trap"));
    let conn = rusqlite::Connection::open(&path).expect("sqlite");
    conn.execute_batch(
        "CREATE TRIGGER vanish AFTER INSERT ON events BEGIN DELETE FROM events WHERE rowid = new.rowid; END;",
    )
    .expect("trigger");
    drop(conn);
    path
}

#[test]
fn restore_refuses_a_file_whose_schema_is_not_the_migrations() {
    let dir = tempfile::tempdir().expect("temp dir");
    fs::create_dir(dir.path().join("trap")).expect("dir");
    let db = database(dir.path());
    for (file, says) in [
        (
            schema_only(dir.path()),
            "it lacks table \"decks\", table \"events\"",
        ),
        (with_trigger(dir.path()), "trigger \"vanish\""),
    ] {
        refused_with(2, &db, &["restore", &file.display().to_string()], says);
    }
}

#[test]
fn a_database_with_a_planted_trigger_is_refused_on_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    fs::create_dir(dir.path().join("trap")).expect("dir");
    let db = with_trigger(dir.path());
    let before = bytes_of(&db);
    let error = Api::open(&db).err().expect("refused");
    assert_eq!(error.code, ErrorCode::NotADatabase);
    assert!(error.message.contains("vanish"), "{}", error.message);
    assert!(bytes_of(&db) == before);
}

#[test]
fn another_applications_sqlite_file_is_refused_untouched() {
    let dir = tempfile::tempdir().expect("temp dir");
    let places = dir.path().join("places.sqlite");
    let conn = rusqlite::Connection::open(&places).expect("sqlite");
    conn.execute_batch(
        "CREATE TABLE moz_places (id INTEGER PRIMARY KEY, url TEXT); INSERT INTO moz_places (url) VALUES ('https://example.org');",
    )
    .expect("browser table");
    drop(conn);
    let before = bytes_of(&places);
    let out = drydock(&places, &["players", "add", "Ann"]);
    assert_ne!(out.status.code(), Some(0));
    assert!(
        stderr(&out).contains("another application's SQLite file"),
        "{}",
        stderr(&out)
    );
    assert!(
        bytes_of(&places) == before,
        "the browser's file was changed"
    );
    assert!(!PathBuf::from(format!("{}-wal", places.display())).exists());
}

#[test]
fn a_database_path_is_a_plain_file_path() {
    let dir = tempfile::tempdir().expect("temp dir");
    let run_in = |args: &[&str]| {
        Command::new(env!("CARGO_BIN_EXE_drydock"))
            .current_dir(dir.path())
            .args(args)
            .env_remove("DRYDOCK_DB")
            .output()
            .expect("runs")
    };
    let out = run_in(&["--db", "file:other.db", "players", "add", "Ann"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        dir.path().join("file:other.db").is_file(),
        "the database is the file named file:other.db"
    );
    let uri = format!("file:{}/abs.db?mode=rwc", dir.path().display());
    run_in(&["--db", &uri, "players", "list"]);
    assert!(
        !dir.path().join("file:").exists(),
        "no folder named file: is made"
    );
    let out = run_in(&["--db", ":memory:", "players", "add", "Ann"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stderr(&out).contains(":memory:"), "{}", stderr(&out));
    let fifo = dir.path().join("pipe");
    let made = Command::new("mkfifo").arg(&fifo).status().expect("mkfifo");
    assert!(made.success());
    let out = run_in(&["--db", "pipe", "players", "list"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        stderr(&out).contains("not a regular file"),
        "{}",
        stderr(&out)
    );
}

#[test]
fn a_line_of_invalid_utf8_in_an_action_stream_is_answered_and_the_stream_goes_on() {
    let dir = tempfile::tempdir().expect("temp dir");
    let (db, id) = open_scorepad(dir.path());
    let mut child = action_stream(&db, id);
    let mut stdin = child.stdin.take().expect("stdin");
    let round = br#"{"action":"command","command":{"type":"add_round","scores":[2,1]}}"#;
    stdin.write_all(round).expect("write");
    stdin.write_all(b"\n\xff\xfe not text\n").expect("write");
    stdin.write_all(round).expect("write");
    stdin.write_all(b"\n").expect("write");
    drop(stdin);
    let out = child.wait_with_output().expect("ends");
    let answers: Vec<Value> = String::from_utf8_lossy(&out.stdout)
        .lines()
        .map(|l| serde_json::from_str(l).expect("JSON"))
        .collect();
    assert_eq!(answers.len(), 3, "every line is answered: {answers:?}");
    assert_eq!(answers[1]["ok"], false);
    assert_eq!(answers[1]["line"], 2);
    assert_eq!(answers[2]["ok"], true, "the stream goes on");
    assert_eq!(answers[2]["seq"], 2);
}

#[test]
fn a_scoresheet_reads_only_rockets_beside_it_and_quotes_nothing_else() {
    let dir = tempfile::tempdir().expect("temp dir");
    let sheets = dir.path().join("sheets");
    fs::create_dir(&sheets).expect("folder");
    fs::write(dir.path().join("outside.rocket"), "SECRET-LINE\n").expect("outside");
    let absolute = dir.path().join("outside.rocket").display().to_string();
    for rocket in ["../outside.rocket", absolute.as_str(), "sub/x.rocket"] {
        let sheet = sheets.join("sheet.json");
        let text = json!({"players": [{"name": "Ann", "rocket": rocket, "goal": 1, "plan_fulfilled": false}]});
        fs::write(&sheet, text.to_string()).expect("sheet");
        let out = Command::new(env!("CARGO_BIN_EXE_drydock"))
            .args(["spacecraft", "score", &sheet.display().to_string()])
            .output()
            .expect("runs");
        assert_eq!(out.status.code(), Some(2), "{rocket}");
        let err = stderr(&out);
        assert!(err.contains("is not a file name"), "{rocket}: {err}");
        assert!(
            !err.contains("SECRET"),
            "{rocket}: the outside file was read: {err}"
        );
    }
}

/// Runs the CLI as a user who may not write `db` (root writes anything, so
/// as root the command runs as `nobody` through `setpriv`).
fn as_other_user(db: &Path, args: &[&str]) -> Output {
    let root = Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.starts_with(b"0\n"));
    let mut command = if root {
        let mut c = Command::new("setpriv");
        c.args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(env!("CARGO_BIN_EXE_drydock"));
        c
    } else {
        Command::new(env!("CARGO_BIN_EXE_drydock"))
    };
    command
        .arg("--db")
        .arg(db)
        .args(args)
        .env_remove("DRYDOCK_DB")
        .output()
        .expect("runs")
}

#[test]
fn a_read_only_database_or_folder_is_named_as_unwritable_before_any_work() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().expect("temp dir");
    let folder = dir.path().join("games");
    fs::create_dir(&folder).expect("folder");
    let db = database(&folder);
    let open_to_all = fs::Permissions::from_mode(0o755);
    fs::set_permissions(dir.path(), open_to_all.clone()).expect("chmod");
    for (file_mode, folder_mode) in [(0o444, 0o777), (0o666, 0o555)] {
        fs::set_permissions(&db, fs::Permissions::from_mode(file_mode)).expect("chmod");
        fs::set_permissions(&folder, fs::Permissions::from_mode(folder_mode)).expect("chmod");
        let before = bytes_of(&db);
        let out = as_other_user(&db, &["players", "add", "Cleo", "--json"]);
        assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
        let answer: Value = serde_json::from_slice(&out.stdout).expect("JSON");
        assert_eq!(answer["error"]["code"], "database_unwritable", "{answer}");
        let message = answer["error"]["message"].as_str().unwrap_or_default();
        assert!(message.contains(&db.display().to_string()), "{message}");
        assert!(bytes_of(&db) == before);
    }
    fs::set_permissions(&folder, open_to_all).expect("chmod back");
}

/// The app's export names its own file in `exports/`; if that folder leads
/// into the backups folder (a link planted there), nothing is written.
#[test]
fn the_apps_export_never_lands_in_the_backups_folder() {
    let dir = tempfile::tempdir().expect("temp dir");
    let db = database(dir.path());
    let api = Api::open(&db).expect("opens");
    api.backup_now("manual").expect("backup");
    std::os::unix::fs::symlink(dir.path().join("backups"), dir.path().join("exports"))
        .expect("planted link");
    let before = fs::read_dir(dir.path().join("backups"))
        .expect("dir")
        .count();
    let refused = api.export_to_data_folder(
        drydock::api::ExportFormat::Csv,
        &drydock::api::ExportQuery::default(),
    );
    let error = refused.expect_err("refused");
    assert!(
        error.message.contains("backups folder"),
        "{}",
        error.message
    );
    assert_eq!(
        fs::read_dir(dir.path().join("backups"))
            .expect("dir")
            .count(),
        before,
        "nothing was written into the backups folder"
    );
}
