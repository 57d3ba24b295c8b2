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
