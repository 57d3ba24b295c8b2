//! Issue 22: a finished play's result, time, place and notes can be
//! corrected; each correction is an appended, undoable entry of the play's
//! record, travels with its archive, and a refused one changes nothing.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::{json, Value};

fn drydock(db: &Path, args: &[&str]) -> Output {
    common::cli_in("UTC", db, args)
}

fn ok_json(db: &Path, args: &[&str]) -> Value {
    common::cli_json("UTC", db, args)
}

fn history() -> (tempfile::TempDir, PathBuf) {
    common::history_fixture("UTC")
}

fn show(db: &Path, id: &str) -> Value {
    ok_json(db, &["sessions", "show", id, "--json"])
}

fn texts(view: &Value) -> Vec<String> {
    view["edits"]
        .as_array()
        .expect("edits")
        .iter()
        .map(|e| e["text"].as_str().expect("text").to_string())
        .collect()
}

fn wins_of(db: &Path, name: &str) -> u64 {
    ok_json(db, &["sessions", "list", "--winner", name, "--json"])["total"]
        .as_u64()
        .expect("total")
}

#[test]
fn a_tie_broken_after_the_game_is_recorded_undone_and_redone() {
    let (_dir, db) = history();
    // Session 1: Carcassonne, Ann 13, Bob 13, Cat 7, a shared win.
    assert_eq!(show(&db, "1")["outcome"]["winners"], json!([0, 1]));
    let bob_wins = wins_of(&db, "Bob");

    let corrected = ok_json(
        &db,
        &[
            "sessions",
            "correct",
            "1",
            "--winners",
            "Ann",
            "--places",
            "1,2,3",
            "--json",
        ],
    );
    assert_eq!(corrected["outcome"]["winners"], json!([0]));
    assert_eq!(corrected["outcome"]["places"], json!([1, 2, 3]));
    assert_eq!(corrected["outcome"]["scores"], json!([13, 13, 7]));
    assert_eq!(
        texts(&corrected),
        ["Result corrected: won by Ann (was Ann and Bob); places Ann 1st, Bob 2nd, Cat 3rd"]
    );
    assert_eq!(corrected["can_undo_edit"], true);
    assert_eq!(
        corrected["can_reopen"], false,
        "a corrected play is not reopened"
    );
    assert_eq!(
        wins_of(&db, "Bob"),
        bob_wins - 1,
        "History sees the new winner"
    );

    let undone = ok_json(&db, &["sessions", "correct", "1", "--undo", "--json"]);
    assert_eq!(undone["outcome"]["winners"], json!([0, 1]));
    assert!(
        undone["outcome"].get("places").is_none(),
        "places follow the scores again"
    );
    assert_eq!(undone["can_redo_edit"], true);
    assert_eq!(undone["edits"].as_array().map(Vec::len), Some(2));
    assert!(texts(&undone)[1].starts_with("Undid: Result corrected"));
    assert_eq!(wins_of(&db, "Bob"), bob_wins);

    let redone = ok_json(&db, &["sessions", "correct", "1", "--redo", "--json"]);
    assert_eq!(redone["outcome"]["winners"], json!([0]));
    assert!(texts(&redone)[2].starts_with("Redid: Result corrected"));
    assert_eq!(redone["can_redo_edit"], false);
}

#[test]
fn a_score_corrected_moves_the_statistics_and_a_new_correction_ends_redo() {
    let (_dir, db) = history();
    // Session 2: Golf, lowest wins, Bob 7, Ann 8.
    let ann_wins = |db: &Path| {
        let stats = ok_json(db, &["stats", "--json"]);
        stats["players"]
            .as_array()
            .and_then(|p| p.iter().find(|p| p["name"] == "Ann"))
            .map(|ann| ann["wins"].clone())
            .expect("Ann")
    };
    let before = ann_wins(&db).as_u64().expect("wins");
    let corrected = ok_json(
        &db,
        &[
            "sessions",
            "correct",
            "2",
            "--scores",
            "9,8",
            "--winners",
            "2",
            "--json",
        ],
    );
    assert_eq!(corrected["outcome"]["scores"], json!([9, 8]));
    assert_eq!(
        texts(&corrected),
        ["Result corrected: Bob 9 (was 7); won by Ann (was Bob)"]
    );
    assert_eq!(ann_wins(&db), before + 1, "Ann now won session 2");

    ok_json(&db, &["sessions", "correct", "2", "--undo", "--json"]);
    let again = ok_json(
        &db,
        &["sessions", "correct", "2", "--scores", "-3,8", "--json"],
    );
    assert_eq!(again["outcome"]["scores"], json!([-3, 8]));
    assert_eq!(again["can_redo_edit"], false, "a new correction ends redo");
    let out = drydock(&db, &["sessions", "correct", "2", "--redo"]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("no undone correction"));
}

#[test]
fn time_place_and_notes_of_a_finished_play_are_corrections_too() {
    let (_dir, db) = history();
    for args in [
        vec!["sessions", "location", "3", "Kitchen"],
        vec!["sessions", "notes", "3", "Close game"],
        vec!["sessions", "notes", "3", "Close game, Bob's first win"],
        vec!["sessions", "when", "3", "2026-10-11T19:00:00Z", "75"],
        // The same place again is no correction.
        vec!["sessions", "location", "3", "Kitchen"],
    ] {
        let out = drydock(&db, &args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let view = show(&db, "3");
    assert_eq!(
        texts(&view),
        [
            "Place corrected: \"Kitchen\" (was not said)",
            "Notes changed",
            "Time corrected: started 2026-10-11 19:00 UTC, 75 minutes (was started 2026-10-11 18:00 UTC, 136 minutes)",
        ],
        "notes saved twice in a row are one change"
    );
    assert_eq!(view["edits"][1]["change"]["before"], "");
    assert_eq!(
        view["edits"][1]["change"]["after"],
        "Close game, Bob's first win"
    );

    let undone = ok_json(&db, &["sessions", "correct", "3", "--undo", "--json"]);
    assert_eq!(undone["started_at"], "2026-10-11T18:00:00.000Z");
    let undone = ok_json(&db, &["sessions", "correct", "3", "--undo", "--json"]);
    assert_eq!(undone["notes"], "");
    assert_eq!(undone["location"], "Kitchen");
}

#[test]
fn a_refused_correction_changes_no_byte_and_says_what_is_wrong() {
    let (_dir, db) = history();
    common::refused_and_unchanged(
        &db,
        &[
            (
                vec!["sessions", "correct", "1", "--scores", "1,2"],
                "needs 3 scores, not 2",
            ),
            (
                vec!["sessions", "correct", "1", "--scores", "1,x,3"],
                "\"x\" is not one",
            ),
            (
                vec!["sessions", "correct", "1", "--winners", "Dan"],
                "\"Dan\" did not play",
            ),
            (
                vec!["sessions", "correct", "1", "--places", "1,1,2"],
                "places count like a ranking",
            ),
            (
                vec![
                    "sessions",
                    "correct",
                    "1",
                    "--winners",
                    "Cat",
                    "--places",
                    "1,2,3",
                ],
                "exactly the seats placed 1st",
            ),
            (
                vec!["sessions", "correct", "1", "--scores", "13,13,7"],
                "already the result",
            ),
            (
                vec!["sessions", "correct", "1", "--scores", "2000000000,1,1"],
                "out of range",
            ),
            (
                vec![
                    "sessions",
                    "correct",
                    "1",
                    "--scores=-9223372036854775808,1,1",
                ],
                "out of range",
            ),
            (
                vec![
                    "sessions",
                    "correct",
                    "1",
                    "--winners",
                    "none",
                    "--places",
                    "1,2,3",
                ],
                "exactly the seats placed 1st",
            ),
            (
                vec!["sessions", "correct", "4", "--scores", "1,2,3,4"],
                "still being played",
            ),
            (
                vec!["sessions", "correct", "1", "--undo"],
                "no correction to undo",
            ),
            (vec!["sessions", "correct", "1"], "say what to correct"),
            (
                vec!["sessions", "correct", "99", "--scores", "1"],
                "no session 99",
            ),
        ],
    );
}

#[test]
fn corrections_travel_with_the_archive_and_a_forged_one_is_refused() {
    let (dir, db) = history();
    ok_json(
        &db,
        &[
            "sessions",
            "correct",
            "1",
            "--winners",
            "Bob",
            "--places",
            "2,1,3",
            "--json",
        ],
    );
    assert!(drydock(&db, &["sessions", "location", "1", "Ann's flat"])
        .status
        .success());
    let archive = dir.path().join("all.json");
    ok_json(
        &db,
        &[
            "export",
            "--format",
            "json",
            archive.to_str().expect("path"),
            "--json",
        ],
    );

    let other = dir.path().join("other.db");
    ok_json(
        &other,
        &["import", archive.to_str().expect("path"), "--json"],
    );
    let copied = show(&other, "1");
    let original = show(&db, "1");
    assert_eq!(copied["outcome"], original["outcome"]);
    assert_eq!(copied["location"], "Ann's flat");
    assert_eq!(texts(&copied), texts(&original));
    let undone = ok_json(&other, &["sessions", "correct", "1", "--undo", "--json"]);
    assert_eq!(undone["location"], "", "the copy's corrections undo too");

    // A correction whose "before" is not the result the play had.
    let mut file: Value =
        serde_json::from_str(&std::fs::read_to_string(&archive).expect("read")).expect("json");
    let first = file["sessions"]
        .as_array_mut()
        .and_then(|s| s.iter_mut().find(|s| s["session"]["edits"].is_array()))
        .expect("a corrected session");
    let edits = first["session"]["edits"].clone();
    let refused = |edits: Value, said: &str| {
        let mut forged_file = file.clone();
        let session = forged_file["sessions"]
            .as_array_mut()
            .and_then(|s| s.iter_mut().find(|s| s["session"]["edits"].is_array()))
            .expect("a corrected session");
        session["session"]["edits"] = edits;
        let forged = dir.path().join("forged.json");
        std::fs::write(&forged, forged_file.to_string()).expect("write");
        let third = dir.path().join("third.db");
        let out = drydock(&third, &["import", forged.to_str().expect("path")]);
        assert!(!out.status.success(), "{said}");
        let message = String::from_utf8_lossy(&out.stderr);
        assert!(message.contains(said), "{message}");
        assert!(
            !third.exists()
                || common::cli_json("UTC", &third, &["sessions", "list", "--json"])["total"] == 0
        );
    };
    // A correction whose "before" is not the result the play had.
    let mut wrong_start = edits.clone();
    wrong_start[0]["payload"]["change"]["before"]["scores"] = json!([1, 1, 1]);
    refused(wrong_start, "starts from another result");
    // A result that cannot be the play's: two scores for three seats.
    let mut short = edits.clone();
    short[0]["payload"]["change"]["after"]["scores"] = json!([1, 2]);
    refused(short, "needs 3 scores");
    // An undo of a correction that is not the newest in effect.
    let mut undo = edits.clone();
    undo.as_array_mut().expect("edits").push(json!({
        "seq": 3, "at": "2026-10-04T10:00:00.000Z",
        "payload": {"v": 1, "change": {"field": "location", "before": "Ann's flat", "after": ""}, "undoes": 1}
    }));
    refused(undo, "undoes 1");
}

#[test]
fn a_correction_in_a_newer_edit_format_is_named_not_misread() {
    let (_dir, db) = history();
    assert!(drydock(&db, &["sessions", "location", "1", "Ann's flat"])
        .status
        .success());
    let conn = rusqlite::Connection::open(&db).expect("open");
    conn.execute(
        "UPDATE session_edits SET payload = json_set(payload, '$.v', 9, '$.colour', 'red')",
        [],
    )
    .expect("forge");
    drop(conn);
    let out = drydock(&db, &["sessions", "show", "1"]);
    assert!(!out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("edit format 9"), "{said}");
}

#[test]
fn a_tie_broken_by_hand_is_the_rank_bg_stats_receives() {
    let (dir, db) = history();
    let backup = |name: &str| {
        let out = dir.path().join(name);
        ok_json(
            &db,
            &[
                "export",
                "--format",
                "bgstats",
                out.to_str().expect("path"),
                "--json",
            ],
        );
        let file: Value =
            serde_json::from_str(&std::fs::read_to_string(out).expect("read")).expect("json");
        let carcassonne = file["plays"]
            .as_array()
            .and_then(|plays| {
                plays.iter().find(|p| {
                    p["comments"]
                        .as_str()
                        .is_some_and(|c| c.contains("birthday"))
                })
            })
            .cloned()
            .expect("the Carcassonne play");
        carcassonne["playerScores"]
            .as_array()
            .expect("scores")
            .iter()
            .map(|s| s["rank"].as_i64().expect("rank"))
            .collect::<Vec<_>>()
    };
    assert_eq!(backup("before.json"), [1, 1, 3], "tied scores share 1st");
    ok_json(
        &db,
        &[
            "sessions",
            "correct",
            "1",
            "--winners",
            "Bob",
            "--places",
            "2,1,3",
            "--json",
        ],
    );
    assert_eq!(backup("after.json"), [2, 1, 3]);
}

#[test]
fn notes_changed_after_the_end_do_not_stop_a_close_being_taken_back() {
    let mut api = drydock::api::Api::in_memory().expect("db");
    let id = common::ann_and_bob(&mut api, "scorepad", json!({}));
    let command = json!({"type": "add_round", "scores": [3, 4]});
    api.act(id, &common::cmd("scorepad", command))
        .expect("round");
    api.act(id, &drydock::api::Action::Close).expect("close");
    api.set_notes(id, "Bob forgot a round").expect("notes");
    assert!(api.session(id).expect("view").can_reopen);
    let reopened = api
        .act(id, &drydock::api::Action::Reopen)
        .expect("the close is taken back");
    assert_eq!(reopened.notes, "Bob forgot a round");
}

#[test]
fn an_archive_from_before_corrections_still_imports() {
    let dir = tempfile::tempdir().expect("dir");
    let fixture = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/history/archive.json");
    let mut file: Value =
        serde_json::from_str(&std::fs::read_to_string(fixture).expect("read")).expect("json");
    assert_eq!(file["version"], drydock::api::ARCHIVE_VERSION);
    file["version"] = json!(2);
    let old = dir.path().join("v2.json");
    std::fs::write(&old, file.to_string()).expect("write");
    let db = dir.path().join("d.db");
    let report = ok_json(&db, &["import", old.to_str().expect("path"), "--json"]);
    assert_eq!(report["sessions_new"], 4, "{report}");
}
