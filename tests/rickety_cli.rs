//! `drydock rickety …` as a real process: the JSON contract of docs/cli.md
//! and a clear message (exit status 2) for every kind of unreadable input.

use std::{fs, process::Command};

use rstest::rstest;
use serde_json::{json, Value};
use tempfile::TempDir;

const LEGAL_BASIC: &str =
    ".  .  5C .  .\n.  2S 6S AS .\n.  3H 7H 2H .\nQC KC 8C JC 10C\nKD QD .  QS JH\n";

fn run(dir: &TempDir, args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_drydock"))
        .args(args)
        .args(["--db", dir.path().join("t.db").to_str().unwrap()])
        .output()
        .expect("drydock runs");
    (
        out.status.code(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

fn file(dir: &TempDir, name: &str, text: &str) -> String {
    let path = dir.path().join(name);
    fs::write(&path, text).unwrap();
    path.display().to_string()
}

#[test]
fn check_json_is_exactly_the_documented_object() {
    let dir = TempDir::new().unwrap();
    let layout = file(&dir, "ship.txt", "# Ann's ship\n.  9S^1 .\n3H 7H 2H\n");
    let (code, out, err) = run(
        &dir,
        &["rickety", "check", &layout, "--shape", "skiff", "--json"],
    );
    assert_eq!(code, Some(0), "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    let keys: Vec<&str> = report
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "complete",
            "legal",
            "totals",
            "undetermined",
            "violations",
            "witness"
        ]
    );
    assert_eq!(report["legal"], true);
    assert_eq!(report["complete"], false);
    assert_eq!(
        report["totals"],
        json!({"rockets": 0, "cannons": 3, "crew_cargo": 2, "battery": 1})
    );
    assert_eq!(report["witness"], ".  8S/9S .\n3H 7H    2H\n");
}

#[test]
fn an_illegal_ship_still_exits_zero_and_names_the_card() {
    let dir = TempDir::new().unwrap();
    let layout = file(&dir, "ship.txt", &LEGAL_BASIC.replace("2H", "5D"));
    let (code, out, _) = run(&dir, &["rickety", "check", &layout, "--json"]);
    assert_eq!(code, Some(0));
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["legal"], false);
    assert_eq!(report["violations"][0]["rule"], "R4");
    assert_eq!(report["violations"][0]["row"], 2);
    assert_eq!(report["violations"][0]["col"], 3);
    assert_eq!(report["witness"], Value::Null);
}

#[test]
fn round_scores_the_r10_shaped_table_and_warns() {
    let dir = TempDir::new().unwrap();
    let a = file(&dir, "a.txt", LEGAL_BASIC);
    let b = file(
        &dir,
        "b.txt",
        ".  .  .  .  .\n.  .  6S^1 .  .\n.  3H 7H 2H .\n",
    );
    let (code, out, err) = run(
        &dir,
        &["rickety", "round", &a, &b, "--done-first", "2", "--json"],
    );
    assert_eq!(code, Some(0), "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        report["players"][0]["vp"],
        json!({"done": 0, "rockets": 1, "cannons": 1, "crew_cargo": 0, "battery": 0})
    );
    assert_eq!(report["players"][0]["round_vp"], 2);
    assert_eq!(report["players"][1]["vp"]["done"], 1);
    assert_eq!(report["players"][1]["vp"]["battery"], 1);
    assert_eq!(
        report["warnings"],
        json!(["R8: Player 2 called \"done\" first, but that ship is incomplete and illegal"])
    );
}

#[test]
fn the_table_may_not_hold_more_copies_than_the_decks() {
    let dir = TempDir::new().unwrap();
    let a = file(&dir, "a.txt", "7H 8H\n");
    let b = file(&dir, "b.txt", "7H 8H\n");
    let c = file(&dir, "c.txt", "7H 9H\n");
    let shape = file(&dir, "pair.txt", "7 #\n");
    let (_, out, _) = run(
        &dir,
        &[
            "rickety",
            "round",
            &a,
            &b,
            &c,
            "--shape-file",
            &shape,
            "--json",
        ],
    );
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        report["warnings"],
        json!(["R2: 7♥ is on the table 3 times, but 2 decks hold only 2"])
    );
}

#[test]
fn shapes_are_listed_saved_and_used_by_name() {
    let dir = TempDir::new().unwrap();
    let (_, out, _) = run(&dir, &["rickety", "shapes", "--json"]);
    let shapes: Value = serde_json::from_str(&out).unwrap();
    let names: Vec<&str> = shapes
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["basic", "skiff", "frigate", "dreadnought"]);
    assert_eq!(shapes[0]["size"], 16);
    let tee = file(&dir, "tee.txt", "# a tiny T\nC 7 C\n. R .\n");
    let (code, _, err) = run(&dir, &["rickety", "save-shape", "Tee", &tee]);
    assert_eq!(code, Some(0), "{err}");
    let ship = file(&dir, "ship.txt", "2H 7H AH\n.  8C .\n");
    let (_, out, _) = run(
        &dir,
        &["rickety", "check", &ship, "--shape", "tee", "--json"],
    );
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(
        (report["legal"].clone(), report["complete"].clone()),
        (json!(true), json!(true))
    );
    assert_eq!(report["totals"]["cannons"], 5, "A=3 and 2=2 on the cannons");
    let (code, _, err) = run(&dir, &["rickety", "save-shape", "tee", &tee]);
    assert_eq!(
        (code, err.contains("already exists")),
        (Some(1), true),
        "{err}"
    );
    let (code, _, err) = run(&dir, &["rickety", "save-shape", "Basic", &tee]);
    assert_eq!((code, err.contains("built-in")), (Some(1), true), "{err}");
    let (code, _, err) = run(&dir, &["rickety", "delete-shape", "TEE"]);
    assert_eq!(code, Some(0), "{err}");
    let (code, _, err) = run(&dir, &["rickety", "check", &ship, "--shape", "tee"]);
    assert_eq!(
        (code, err.contains("there is no shape called")),
        (Some(1), true),
        "{err}"
    );
    let (code, _, err) = run(&dir, &["rickety", "delete-shape", "basic"]);
    assert_eq!(
        (code, err.contains("cannot be deleted")),
        (Some(1), true),
        "{err}"
    );
}

#[rstest]
#[case::unknown_rank("7H 1X\n", "line 1, col 1: \"1X\" does not end in a suit")]
#[case::unknown_suit("7H 9Z\n", "line 1, col 1")]
#[case::bad_rank("7H 11H\n", "\"11\" in \"11H\" is not a rank")]
#[case::empty_file("", "the layout is empty")]
#[case::only_comments("# nothing yet\n\n", "line 2: the layout is empty")]
#[case::mixed_tabs_and_spaces(
    "7H\t8H\n7H 8H\n",
    "line 2: this line separates cells with spaces, but line 1 uses tabs"
)]
#[case::ragged_rows("7H 8H 9H\n7H 8H\n", "line 2: this row has 2 cells but line 1 has 3")]
#[case::bad_chip_count("7H^x\n", "\"x\" after ^ is not a chip count")]
fn unreadable_layouts_exit_2_naming_the_place(#[case] text: &str, #[case] expected: &str) {
    let dir = TempDir::new().unwrap();
    let layout = file(&dir, "bad.txt", text);
    let (code, _, err) = run(&dir, &["rickety", "check", &layout]);
    assert_eq!(code, Some(2), "unreadable input exits 2: {err}");
    assert!(err.contains(expected), "expected {expected:?} in {err:?}");
}

#[rstest]
#[case::two_starts(
    "7 # 7\n",
    "R3: the shape has 2 start cells (at row 1, col 1 and row 1, col 3)"
)]
#[case::no_start("# # #\n", "R3: the shape has no start cell")]
#[case::disconnected(
    "7 # .\n. . #\n",
    "R3: the shape is not connected: the cell at row 2, col 3"
)]
#[case::bad_symbol("7 X\n", "line 1, cell 2: \"X\" is not a shape cell")]
fn bad_shape_files_exit_2(#[case] shape: &str, #[case] expected: &str) {
    let dir = TempDir::new().unwrap();
    let layout = file(&dir, "ship.txt", "7H\n");
    let shape = file(&dir, "shape.txt", shape);
    let (code, _, err) = run(&dir, &["rickety", "check", &layout, "--shape-file", &shape]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains(expected), "expected {expected:?} in {err:?}");
}

#[rstest]
#[case::stack_of_five("7H/8H/9H/10H/JH\n", "R5", "has 5 cards (4 chips)")]
#[case::start_without_a_seven("8H\n", "R3", "starts with 8♥, not a 7")]
#[case::outside_the_shape("7H 8H\n", "R6", "8♥ at row 1, col 2 is outside the ship's shape")]
#[case::too_many_copies("7H/8H/7H/8H\n8H\n", "R2", "8♥ at row 2, col 1 is copy 3 of that card")]
fn rule_breaking_ships_are_judged_not_refused(
    #[case] text: &str,
    #[case] rule: &str,
    #[case] expected: &str,
) {
    let dir = TempDir::new().unwrap();
    let layout = file(&dir, "ship.txt", text);
    let shape = file(&dir, "column.txt", "7\n#\n");
    let (code, out, err) = run(
        &dir,
        &[
            "rickety",
            "check",
            &layout,
            "--shape-file",
            &shape,
            "--json",
        ],
    );
    assert_eq!(code, Some(0), "{err}");
    let report: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(report["legal"], false);
    let found = report["violations"]
        .as_array()
        .unwrap()
        .iter()
        .any(|v| v["rule"] == rule && v["message"].as_str().unwrap().contains(expected));
    assert!(
        found,
        "expected {rule} {expected:?} in {}",
        report["violations"]
    );
}
