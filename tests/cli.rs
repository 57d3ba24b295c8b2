//! The `drydock` command line, run as a real process against real database
//! files: its JSON contract (docs/cli.md), `--db` handling and bad input.

use std::{
    fs,
    path::{Path, PathBuf},
    process::{Command, Output},
};

use serde_json::{json, Value};
use tempfile::TempDir;

fn drydock(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_drydock"))
        .args(args)
        .env_remove("DRYDOCK_DB")
        .env("HOME", std::env::temp_dir().join("drydock-cli-test-home"))
        .output()
        .expect("drydock runs")
}

fn ok_json(args: &[&str]) -> Value {
    let out = drydock(args);
    assert!(
        out.status.success(),
        "drydock {args:?} failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("stdout is JSON")
}

/// Runs a command that must fail with `status`: 1 for a refused request, 2
/// for input that cannot be read or used (docs/cli.md).
fn fails_with(status: i32, args: &[&str]) -> String {
    let out = drydock(args);
    assert_eq!(
        out.status.code(),
        Some(status),
        "drydock {args:?} should fail with status {status}"
    );
    String::from_utf8_lossy(&out.stderr).into_owned()
}

fn fails(args: &[&str]) -> String {
    fails_with(1, args)
}

struct Fixture {
    dir: TempDir,
}

impl Fixture {
    fn new() -> Self {
        Fixture {
            dir: TempDir::new().unwrap(),
        }
    }
    fn db(&self) -> String {
        self.dir.path().join("test.db").display().to_string()
    }
    fn file(&self, name: &str, text: &str) -> String {
        let path: PathBuf = self.dir.path().join(name);
        fs::write(&path, text).unwrap();
        path.display().to_string()
    }
    fn session_count(&self) -> i64 {
        if !Path::new(&self.db()).exists() {
            return 0;
        }
        let conn = rusqlite::Connection::open(self.db()).unwrap();
        conn.query_row("SELECT count(*) FROM sessions", [], |r| r.get(0))
            .unwrap()
    }
}

fn script() -> Value {
    json!({
        "players": ["Ann", {"name": "Bob", "colour": "#2e86de"}],
        "setup": {"title": "Carcassonne", "win": "highest"},
        "actions": [
            {"action": "command", "command": {"type": "add_round", "scores": [5, 3]}},
            {"action": "command", "command": {"type": "add_round", "scores": [2, 8]}},
            {"action": "command", "command": {"type": "set_score", "round": 2, "seat": 0, "score": 9}},
            {"action": "undo"},
            {"action": "close"}
        ]
    })
}

#[test]
fn version_is_printed() {
    let out = drydock(&["--version"]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout).trim(),
        format!("drydock {}", env!("CARGO_PKG_VERSION"))
    );
}

#[test]
fn play_prints_the_final_state_events_and_result() {
    let f = Fixture::new();
    let path = f.file("game.json", &script().to_string());
    let run = ok_json(&["play", "scorepad", &path, "--json"]);
    let session = &run["session"];
    assert_eq!(session["game"], "scorepad");
    assert_eq!(session["title"], "Carcassonne");
    assert_eq!(
        session["state"]["totals"],
        json!([7, 11]),
        "Ann 5+2, Bob 3+8; Ann's 9 was undone"
    );
    assert_eq!(
        session["outcome"],
        json!({"scores": [7, 11], "winners": [1]})
    );
    assert!(
        session["ended_at"].is_string(),
        "the script closed the session"
    );
    let kinds: Vec<&str> = run["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["payload"]["kind"].as_str().unwrap())
        .collect();
    assert_eq!(kinds, ["command", "command", "command", "undo"]);
    assert_eq!(run["saved_id"], Value::Null);
    assert_eq!(f.session_count(), 0, "without --save nothing is stored");
}

#[test]
fn play_save_stores_the_session_and_db_goes_before_or_after_the_subcommand() {
    let f = Fixture::new();
    let path = f.file("game.json", &script().to_string());
    let run = ok_json(&[
        "--db",
        &f.db(),
        "play",
        "scorepad",
        &path,
        "--json",
        "--save",
    ]);
    let id = run["saved_id"].as_i64().expect("saved id");
    let after = ok_json(&["sessions", "list", "--json", "--db", &f.db()]);
    assert_eq!(after["total"], 1);
    assert_eq!(after["sessions"][0]["id"], id);
    assert_eq!(after["sessions"][0]["winners"], json!(["Bob"]));
    let before = ok_json(&["--db", &f.db(), "sessions", "list", "--json"]);
    assert_eq!(before, after, "--db works on either side of the subcommand");
}

#[test]
fn the_database_path_comes_from_drydock_db_when_no_flag_is_given() {
    let f = Fixture::new();
    let path = f.file("game.json", &script().to_string());
    let out = Command::new(env!("CARGO_BIN_EXE_drydock"))
        .args(["play", "scorepad", &path, "--save"])
        .env("DRYDOCK_DB", f.db())
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(f.session_count(), 1, "the session went to $DRYDOCK_DB");
}

#[test]
fn a_script_that_fails_half_way_names_the_action_and_saves_nothing() {
    let f = Fixture::new();
    let mut bad = script();
    bad["actions"][2]["command"]["round"] = json!(7);
    let path = f.file("bad.json", &bad.to_string());
    let out = drydock(&[
        "play",
        "scorepad",
        &path,
        "--save",
        "--json",
        "--db",
        &f.db(),
    ]);
    assert_eq!(out.status.code(), Some(1));
    let error: Value = serde_json::from_slice(&out.stdout).expect("JSON error");
    assert_eq!(error["error"]["code"], "rule_violation");
    assert_eq!(error["error"]["details"]["rule"], "SP3");
    assert_eq!(error["error"]["details"]["action"], 2);
    assert!(String::from_utf8_lossy(&out.stderr).contains("action 2: SP3: there is no round 7"));
    assert_eq!(
        f.session_count(),
        0,
        "a failed script leaves no half-written session"
    );
}

#[test]
fn a_score_that_is_not_a_number_is_refused_clearly() {
    let f = Fixture::new();
    let mut bad = script();
    bad["actions"][0]["command"]["scores"] = json!(["five", 3]);
    let path = f.file("bad.json", &bad.to_string());
    let stderr = fails(&["play", "scorepad", &path]);
    assert!(
        stderr.contains("action 0") && stderr.contains("invalid type: string \"five\""),
        "{stderr}"
    );
}

#[test]
fn export_then_import_round_trips_exactly() {
    let f = Fixture::new();
    let path = f.file("game.json", &script().to_string());
    let first = ok_json(&[
        "play",
        "scorepad",
        &path,
        "--save",
        "--json",
        "--db",
        &f.db(),
    ]);
    let id = first["saved_id"].to_string();
    let exported = ok_json(&["sessions", "export", &id, "--db", &f.db()]);
    assert_eq!(exported["format"], "drydock-session");
    assert_eq!(exported["version"], drydock::api::EXPORT_VERSION);
    let file = f.file("export.json", &exported.to_string());
    let imported = ok_json(&["sessions", "import", &file, "--json", "--db", &f.db()]);
    let again = ok_json(&[
        "sessions",
        "export",
        &imported["id"].to_string(),
        "--db",
        &f.db(),
    ]);
    // Imported into the same database it is a second play, so it has a
    // UUID of its own; everything else is as it went out.
    assert_ne!(again["session"]["uuid"], exported["session"]["uuid"]);
    let (mut again, mut exported) = (again, exported);
    again["session"]["uuid"] = Value::Null;
    exported["session"]["uuid"] = Value::Null;
    assert_eq!(
        again, exported,
        "an imported session exports the same JSON but for its uuid"
    );
    let players = ok_json(&["players", "list", "--json", "--db", &f.db()]);
    assert_eq!(
        players.as_array().unwrap().len(),
        2,
        "import reuses the profiles of the same names"
    );
}

#[test]
fn bad_import_files_are_refused_with_a_reason_and_change_nothing() {
    let f = Fixture::new();
    let path = f.file("game.json", &script().to_string());
    let saved = ok_json(&[
        "play",
        "scorepad",
        &path,
        "--save",
        "--json",
        "--db",
        &f.db(),
    ]);
    let good = ok_json(&[
        "sessions",
        "export",
        &saved["saved_id"].to_string(),
        "--db",
        &f.db(),
    ]);
    let good_text = good.to_string();

    let mut unknown_player = good.clone();
    unknown_player["session"]["seats"][1]["player"] = json!(99);
    let mut newer = good.clone();
    newer["version"] = json!(drydock::api::EXPORT_VERSION + 1);
    let mut bad_event = good.clone();
    bad_event["events"][1]["payload"]["events"][0]["round"] = json!("two");
    let mut wrong_result = good.clone();
    wrong_result["session"]["result"]["winners"] = json!([0]);
    let mut unknown_game = good.clone();
    unknown_game["session"]["game"] = json!("chess");

    let cases: Vec<(&str, String, &str)> = vec![
        ("empty", String::new(), "not valid JSON"),
        (
            "truncated",
            good_text[..good_text.len() / 2].to_string(),
            "line 1 column",
        ),
        ("not json", "hello".into(), "not valid JSON"),
        (
            "other json",
            "[1, 2]".into(),
            "not a Drydock session export",
        ),
        ("newer", newer.to_string(), "newer Drydock"),
        (
            "unknown player",
            unknown_player.to_string(),
            "refers to player 99",
        ),
        (
            "bad event",
            bad_event.to_string(),
            "event 2 does not replay",
        ),
        (
            "wrong result",
            wrong_result.to_string(),
            "result does not match",
        ),
        (
            "unknown game",
            unknown_game.to_string(),
            "no game called \"chess\"",
        ),
    ];
    for (name, text, expected) in cases {
        let file = f.file(&format!("{}.json", name.replace(' ', "-")), &text);
        let stderr = fails_with(2, &["sessions", "import", &file, "--db", &f.db()]);
        assert!(
            stderr.contains(expected),
            "{name}: expected {expected:?} in {stderr:?}"
        );
        assert_eq!(f.session_count(), 1, "{name}: nothing may be imported");
    }
    let binary = f.dir.path().join("binary.json");
    fs::write(&binary, [0xff, 0xfe, 0x00, 0x41]).unwrap();
    let stderr = fails_with(
        2,
        &[
            "sessions",
            "import",
            binary.to_str().unwrap(),
            "--db",
            &f.db(),
        ],
    );
    assert!(stderr.contains("not UTF-8"), "{stderr}");
}

#[test]
fn unknown_sessions_and_bad_database_paths_are_clear_errors() {
    let f = Fixture::new();
    assert!(fails(&["sessions", "show", "42", "--db", &f.db()]).contains("there is no session 42"));
    let dir = f.dir.path().display().to_string();
    assert!(fails(&["sessions", "list", "--db", &dir]).contains("is a directory"));
    let garbage = f.file("garbage.db", &"not a database\n".repeat(100));
    assert!(fails(&["sessions", "list", "--db", &garbage]).contains("not an SQLite file"));
    assert_eq!(
        fs::read_to_string(&garbage).unwrap(),
        "not a database\n".repeat(100),
        "left untouched"
    );
}

#[test]
fn sessions_act_applies_one_action_and_refuses_bad_ones() {
    let f = Fixture::new();
    let mut open = script();
    open["actions"].as_array_mut().unwrap().pop();
    let path = f.file("open.json", &open.to_string());
    let id = ok_json(&[
        "play",
        "scorepad",
        &path,
        "--save",
        "--json",
        "--db",
        &f.db(),
    ])["saved_id"]
        .to_string();
    let view = ok_json(&[
        "sessions",
        "act",
        &id,
        r#"{"action":"redo"}"#,
        "--json",
        "--db",
        &f.db(),
    ]);
    assert_eq!(
        view["state"]["totals"],
        json!([14, 11]),
        "redo brings Ann's 9 back"
    );
    assert!(fails(&[
        "sessions",
        "act",
        &id,
        r#"{"action":"dance"}"#,
        "--db",
        &f.db()
    ])
    .contains("unknown variant"));
    let shown = ok_json(&["sessions", "show", &id, "--json", "--db", &f.db()]);
    assert_eq!(shown["timeline"].as_array().unwrap().len(), 5);
    assert_eq!(shown["can_redo"], false);
}

/// `drydock … | head` must not panic when the reader goes away.
#[test]
fn a_closed_pipe_stops_the_output_quietly() {
    use std::io::Read;
    let mut child = Command::new(env!("CARGO_BIN_EXE_drydock"))
        .args(["ships", "cards"])
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("drydock runs");
    // Close the read end at once: every write hits a broken pipe.
    drop(child.stdout.take());
    let mut stderr = String::new();
    if let Some(mut e) = child.stderr.take() {
        e.read_to_string(&mut stderr).expect("stderr");
    }
    child.wait().expect("drydock ends");
    assert!(!stderr.contains("panicked"), "{stderr}");
}
