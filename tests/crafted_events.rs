//! Crafted session archives: an exported play of each game with one event
//! changed into something `decide` never returns, in both log formats.
//! A version 2 entry holds its command, so import asks `decide` again and
//! refuses events it does not make (saying what the log says and what the
//! rules make); a version 1 entry holds only events, so each game's
//! `check_event` must refuse the event, naming the rule. Either way: exit
//! 2, nothing written, and the event never reaches `evolve` — before the
//! checks, some of these panicked there (an overflow) and the rest were
//! stored as states no play could reach.

use std::{
    fs,
    path::Path,
    process::{Command, Output},
};

use rstest::rstest;
use serde_json::{json, Value};
use tempfile::TempDir;

const U32_MAX: u64 = u32::MAX as u64;

fn drydock(db: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_drydock"))
        .args(args)
        .arg("--db")
        .arg(db)
        .env_remove("DRYDOCK_DB")
        .env(
            "HOME",
            std::env::temp_dir().join("drydock-crafted-test-home"),
        )
        .output()
        .expect("drydock runs")
}

fn session_count(db: &Path) -> i64 {
    let conn = rusqlite::Connection::open(db).expect("database opens");
    conn.query_row("SELECT count(*) FROM sessions", [], |r| r.get(0))
        .expect("sessions counted")
}

/// Plays `docs/examples/{example}.json`, saves it and exports it.
fn exported(dir: &TempDir, game: &str, example: &str) -> Value {
    let db = dir.path().join("played.db");
    let script = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/examples")
        .join(format!("{example}.json"));
    let out = drydock(
        &db,
        &[
            "play",
            game,
            script.to_str().expect("path"),
            "--save",
            "--json",
        ],
    );
    assert!(
        out.status.success(),
        "the example {example} plays: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let played: Value = serde_json::from_slice(&out.stdout).expect("JSON");
    let id = played["saved_id"].to_string();
    let out = drydock(&db, &["sessions", "export", &id]);
    assert!(out.status.success(), "the session exports");
    serde_json::from_slice(&out.stdout).expect("an archive")
}

/// The `n`th logged event of type `kind` (counting from 0).
fn event<'a>(archive: &'a mut Value, kind: &str, n: usize) -> &'a mut Value {
    archive["events"]
        .as_array_mut()
        .expect("entries")
        .iter_mut()
        .flat_map(|entry| {
            entry["payload"]["events"]
                .as_array_mut()
                .map(|events| events.iter_mut())
                .into_iter()
                .flatten()
        })
        .filter(|e| e["type"] == kind)
        .nth(n)
        .unwrap_or_else(|| panic!("the example logs a {kind} event #{n}"))
}

/// The archive as the build before log v2 wrote it: each command entry
/// without its command, as `{"v": 1, "kind": "events", …}`.
fn as_log_v1(archive: &mut Value) {
    for entry in archive["events"].as_array_mut().expect("entries") {
        let payload = entry["payload"].as_object_mut().expect("a payload");
        payload.insert("v".into(), json!(1));
        if payload["kind"] == "command" {
            payload.insert("kind".into(), json!("events"));
            payload.remove("command");
        }
    }
}

fn import(dir: &TempDir, db: &Path, archive: &Value) -> Output {
    let file = dir.path().join("crafted.json");
    fs::write(&file, archive.to_string()).expect("write");
    drydock(db, &["import", file.to_str().expect("path")])
}

// Rickety Ships.
fn round_vp_beyond_five(a: &mut Value) {
    for n in 0..2 {
        event(a, "round_ended", n)["record"]["report"]["players"][0]["round_vp"] = json!(U32_MAX);
    }
}
fn round_nine(a: &mut Value) {
    event(a, "next_round", 0)["round"] = json!(9);
}
fn ship_of_seat_five(a: &mut Value) {
    event(a, "layout_set", 0)["seat"] = json!(5);
}
// Flicky Spaceships.
fn upgrade_for_nothing(a: &mut Value) {
    let spend = &mut event(a, "bought", 0)["payment"]["spend"];
    for n in spend.as_object_mut().expect("resources").values_mut() {
        *n = json!(0);
    }
}
fn collect_a_thousand(a: &mut Value) {
    event(a, "collected", 0)["amount"] = json!(1000);
}
fn game_over_on_turn_one(a: &mut Value) {
    event(a, "turn_ended", 0)["game_over"] = json!(true);
}
// Space Craft.
fn end_queue_of_seat_seven(a: &mut Value) {
    event(a, "game_ended", 0)["queue"] = json!([7]);
}
fn turn_of_seat_max(a: &mut Value) {
    event(a, "turn_ended", 0)["seat"] = json!(u64::MAX);
}
fn goal_of_seat_nine(a: &mut Value) {
    a["events"][0]["payload"]["events"]
        .as_array_mut()
        .expect("events")
        .insert(0, json!({"type": "goal_chosen", "seat": 9, "goal": 3}));
}
// Ships.
fn vp_beyond_any_score(a: &mut Value) {
    event(a, "vp_changed", 0)["delta"] = json!(i32::MAX);
}
fn ship_in_age_99(a: &mut Value) {
    event(a, "ship_placed", 0)["age"] = json!(99);
}
fn era_skips_to_steamship(a: &mut Value) {
    event(a, "era_changed", 0)["era"] = json!("steamship");
}

#[rstest]
#[case::r8_round_scores_beyond_the_five_vp_overflowed_evolve(
    "rickety",
    "rickety-3-rounds",
    round_vp_beyond_five,
    "R8:"
)]
#[case::r9_a_round_that_does_not_follow("rickety", "rickety-3-rounds", round_nine, "R9:")]
#[case::r9_a_ship_for_a_seat_that_is_not_at_the_table(
    "rickety",
    "rickety-3-rounds",
    ship_of_seat_five,
    "R9:"
)]
#[case::f3_an_upgrade_bought_for_nothing("flicky", "flicky-short", upgrade_for_nothing, "F3:")]
#[case::f1_a_collect_the_supply_and_rules_never_give(
    "flicky",
    "flicky-short",
    collect_a_thousand,
    "F1:"
)]
#[case::f6_the_game_over_before_the_end_trigger(
    "flicky",
    "flicky-short",
    game_over_on_turn_one,
    "F6:"
)]
#[case::s7_a_final_round_queue_naming_a_missing_seat(
    "spacecraft",
    "spacecraft-short",
    end_queue_of_seat_seven,
    "S7:"
)]
#[case::s9_a_turn_ended_by_a_seat_out_of_range_overflowed_evolve(
    "spacecraft",
    "spacecraft-short",
    turn_of_seat_max,
    "S9:"
)]
#[case::s6_a_goal_for_a_missing_seat("spacecraft", "spacecraft-short", goal_of_seat_nine, "S6:")]
#[case::w1_a_vp_change_beyond_any_score_overflowed_evolve(
    "ships",
    "ships-age-five",
    vp_beyond_any_score,
    "W1:"
)]
#[case::w8_a_turn_ended_by_a_seat_out_of_range_overflowed_evolve(
    "ships",
    "ships-age-five",
    turn_of_seat_max,
    "W8:"
)]
#[case::w5_a_ship_beyond_age_11("ships", "ships-age-five", ship_in_age_99, "W5:")]
#[case::w2_an_era_that_skips("ships", "ships-age-five", era_skips_to_steamship, "W2:")]
fn a_crafted_event_is_refused_on_import_and_nothing_is_written(
    #[case] game: &str,
    #[case] example: &str,
    #[case] craft: fn(&mut Value),
    #[case] rule: &str,
    #[values(1, 2)] log_format: u32,
) {
    let dir = TempDir::new().expect("temp dir");
    let mut archive = exported(&dir, game, example);
    if log_format == 1 {
        as_log_v1(&mut archive);
    }
    let db = dir.path().join("imported.db");
    let out = import(&dir, &db, &archive);
    assert!(
        out.status.success(),
        "the untouched {example} export imports back (every event decide returned passes check_event): {}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(session_count(&db), 1);

    craft(&mut archive);
    let out = import(&dir, &db, &archive);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        out.status.code(),
        Some(2),
        "a crafted {game} event is unusable input (exit 2), never a panic or a stored session: {stderr}"
    );
    let why = if log_format == 1 {
        rule
    } else {
        "the rules make that"
    };
    assert!(
        stderr.contains("does not replay") && stderr.contains(why),
        "the refusal names the event and {why:?} (log v{log_format}): {stderr}"
    );
    assert!(!stderr.contains("panicked"), "no panic: {stderr}");
    assert_eq!(
        session_count(&db),
        1,
        "nothing may be imported from a crafted {game} archive"
    );
}
