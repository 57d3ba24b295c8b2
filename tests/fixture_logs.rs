//! Stored logs written by earlier builds must keep replaying to the same
//! result. Each fixture under `tests/fixtures/` is an export file frozen when
//! its format version was current; never regenerate one, add a new one.

mod common;

use drydock::api::Api;
use serde_json::json;

#[test]
fn scorepad_log_format_v1_replays_to_its_recorded_result() {
    let text = include_str!("fixtures/scorepad-v1-export.json");
    let file = Api::parse_export(text).expect("the v1 export still parses");
    let mut api = Api::in_memory().unwrap();
    let view = api.import_session(&file).expect("the v1 log still replays");
    assert_eq!(common::state_json(&view)["totals"], json!([5, 7]));
    assert_eq!(
        common::state_json(&view)["rounds"],
        json!([[5, 3], [null, 4]])
    );
    assert_eq!(view.outcome.winners, vec![1], "Bob won that game");
    assert_eq!(view.timeline[3].summary, "Undo: Round 2: Bob 4 (was blank)");
    assert_eq!(
        common::as_v1(api.export_session(view.id).unwrap()),
        file,
        "and it exports unchanged"
    );
}

/// A v1 export of `name` (from `tests/fixtures/{name}-v1-export.json`)
/// replays to what it replayed to when it was written, and exports
/// unchanged.
fn replays_as_recorded(name: &str, export: &str, expected: &str) {
    let expected: serde_json::Value = serde_json::from_str(expected).unwrap();
    let file = Api::parse_export(export).expect("the v1 export still parses");
    let mut api = Api::in_memory().unwrap();
    let view = api.import_session(&file).expect("the v1 log still replays");
    let json = serde_json::to_value(&view).unwrap();
    for key in ["game", "state", "outcome", "can_undo", "can_redo"] {
        assert_holds(&json[key], &expected[key], &format!("{name}: {key}"));
    }
    let timeline: Vec<serde_json::Value> = view
        .timeline
        .iter()
        .map(|t| json!({"kind": t.kind, "summary": t.summary, "undone": t.undone, "of": t.of}))
        .collect();
    assert_eq!(
        serde_json::Value::from(timeline),
        expected["timeline"],
        "{name}: the timeline reads as it did"
    );
    assert_eq!(
        api.export_session(view.id).unwrap(),
        file,
        "{name}: it exports unchanged"
    );
}

/// Everything recorded in `expected` is in `actual`, unchanged; a view may
/// have gained fields since (Rickety's ships gained `cells` beside their
/// layout text), which the recording cannot hold.
fn assert_holds(actual: &serde_json::Value, expected: &serde_json::Value, at: &str) {
    use serde_json::Value;
    match (actual, expected) {
        (Value::Object(actual), Value::Object(expected)) => {
            for (key, value) in expected {
                let found = actual.get(key).unwrap_or(&Value::Null);
                assert_holds(found, value, &format!("{at}.{key}"));
            }
        }
        (Value::Array(actual), Value::Array(expected)) => {
            assert_eq!(actual.len(), expected.len(), "{at}: as many as it had");
            for (i, (a, e)) in actual.iter().zip(expected).enumerate() {
                assert_holds(a, e, &format!("{at}[{i}]"));
            }
        }
        _ => assert_eq!(actual, expected, "{at} as it was"),
    }
}

#[test]
fn rickety_log_format_v1_replays_to_its_recorded_result() {
    replays_as_recorded(
        "rickety",
        include_str!("fixtures/rickety-v1-export.json"),
        include_str!("fixtures/rickety-v1-expected.json"),
    );
}

#[test]
fn flicky_log_format_v1_replays_to_its_recorded_result() {
    replays_as_recorded(
        "flicky",
        include_str!("fixtures/flicky-v1-export.json"),
        include_str!("fixtures/flicky-v1-expected.json"),
    );
}

/// Ships' area example, still open, its last entries an undo, a redo and
/// an undo: both undo and redo stay available after the replay.
#[test]
fn ships_open_log_format_v1_with_undo_and_redo_replays_to_its_recorded_result() {
    replays_as_recorded(
        "ships-area",
        include_str!("fixtures/ships-area-v1-export.json"),
        include_str!("fixtures/ships-area-v1-expected.json"),
    );
}
