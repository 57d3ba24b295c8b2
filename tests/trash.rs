//! Issue 22: deleting a play moves it into a trash from which it comes
//! back whole (log, result, notes, place, UUID) or is emptied for good;
//! nothing vanishes by accident, and a refused request changes nothing.

mod common;

use std::path::{Path, PathBuf};
use std::process::Output;

use serde_json::Value;

fn drydock(db: &Path, args: &[&str]) -> Output {
    common::cli_in("UTC", db, args)
}

fn ok_json(db: &Path, args: &[&str]) -> Value {
    common::cli_json("UTC", db, args)
}

fn history() -> (tempfile::TempDir, PathBuf) {
    common::history_fixture("UTC")
}

fn total(db: &Path, extra: &[&str]) -> u64 {
    let mut args = vec!["sessions", "list", "--json"];
    args.extend_from_slice(extra);
    ok_json(db, &args)["total"].as_u64().expect("total")
}

#[test]
fn a_deleted_play_leaves_history_and_comes_back_whole_from_the_trash() {
    let (_dir, db) = history();
    assert!(drydock(&db, &["sessions", "location", "1", "Ann's flat"])
        .status
        .success());
    let before = ok_json(&db, &["sessions", "show", "1", "--json"]);
    let plays_before = ok_json(&db, &["stats", "--json"]);

    let trashed = ok_json(&db, &["sessions", "delete", "1", "--json"]);
    assert_eq!(trashed["title"], "Carcassonne");
    assert_eq!(trashed["players"], "Ann, Bob, Cat");
    assert_eq!(total(&db, &[]), 3, "History no longer lists it");
    assert_eq!(
        total(&db, &["--search", "birthday"]),
        0,
        "nor does the search"
    );
    let csv = {
        let out = db.with_extension("csv");
        ok_json(
            &db,
            &[
                "export",
                "--format",
                "csv",
                out.to_str().expect("path"),
                "--json",
            ],
        );
        std::fs::read_to_string(out).expect("csv")
    };
    assert!(!csv.contains("Carcassonne"), "nor the exports");
    assert_ne!(
        ok_json(&db, &["stats", "--json"]),
        plays_before,
        "nor the statistics"
    );
    let listed = ok_json(&db, &["trash", "--json"]);
    assert_eq!(listed.as_array().expect("entries").len(), 1);

    let report = ok_json(
        &db,
        &["trash", "restore", &trashed["id"].to_string(), "--json"],
    );
    let back = report["sessions_added"][0].as_i64().expect("a new id");
    let after = ok_json(&db, &["sessions", "show", &back.to_string(), "--json"]);
    for key in [
        "title",
        "notes",
        "location",
        "outcome",
        "started_at",
        "ended_at",
        "seats",
    ] {
        assert_eq!(after[key], before[key], "{key} comes back as it was");
    }
    assert_eq!(
        after["timeline"].as_array().map(Vec::len),
        before["timeline"].as_array().map(Vec::len),
        "the whole log comes back"
    );
    let archive = {
        let out = db.with_extension("json");
        ok_json(
            &db,
            &[
                "export",
                "--format",
                "json",
                out.to_str().expect("path"),
                "--json",
            ],
        );
        serde_json::from_str::<Value>(&std::fs::read_to_string(out).expect("json")).expect("JSON")
    };
    assert!(
        archive["sessions"]
            .as_array()
            .expect("sessions")
            .iter()
            .any(|s| s["session"]["uuid"] == "cc4047be-b64a-58c4-a385-d4626150d454"),
        "with its UUID"
    );
    assert_eq!(total(&db, &[]), 4);
    assert_eq!(
        ok_json(&db, &["trash", "--json"]),
        serde_json::json!([]),
        "it left the trash"
    );
    assert_eq!(
        ok_json(&db, &["stats", "--json"]),
        plays_before,
        "statistics as before"
    );
}

#[test]
fn emptying_the_trash_deletes_for_good_and_refusals_change_nothing() {
    let (_dir, db) = history();
    ok_json(&db, &["sessions", "delete", "2", "--json"]);
    ok_json(&db, &["sessions", "delete", "4", "--json"]);
    assert_eq!(total(&db, &[]), 2);
    let emptied = ok_json(&db, &["trash", "empty", "--json"]);
    assert_eq!(emptied["deleted"], 2);
    assert_eq!(ok_json(&db, &["trash", "--json"]), serde_json::json!([]));
    assert_eq!(total(&db, &[]), 2, "what was not deleted stays");

    let bytes = std::fs::read(&db).expect("db");
    for args in [
        vec!["trash", "restore", "1"],
        vec!["sessions", "delete", "99"],
    ] {
        let out = drydock(&db, &args);
        assert!(!out.status.success(), "{args:?} is refused");
        let said = String::from_utf8_lossy(&out.stderr);
        assert!(
            said.contains("no play 1 in the trash") || said.contains("99"),
            "{said}"
        );
        assert_eq!(
            std::fs::read(&db).expect("db"),
            bytes,
            "{args:?} changed nothing"
        );
    }
}
