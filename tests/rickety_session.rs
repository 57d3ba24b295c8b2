//! A whole Rickety Ships game through the session engine and the API, as the
//! app plays it: the example script of docs/examples, round flow refusals
//! (R8, R9), undo, and replay from the database.

mod common;

use drydock::api::{Action, Api, ErrorCode, Script};
use serde_json::{json, Value};

fn example() -> Script {
    serde_json::from_str(include_str!("../docs/examples/rickety-3-rounds.json"))
        .expect("the example parses")
}

#[test]
fn r9_the_example_game_is_won_by_ann_six_to_five() {
    let (_, run) =
        Api::run_script(drydock::api::GameId::Rickety, &example()).expect("the example plays");
    let state = &common::state_json(&run.session);
    let round_vp = |r: usize| -> Vec<u64> {
        state["rounds"][r]["report"]["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["round_vp"].as_u64().unwrap())
            .collect()
    };
    assert_eq!(
        round_vp(0),
        vec![4, 1],
        "round 1: Ann done first + rockets + cannons + crew; Bob battery"
    );
    assert_eq!(
        round_vp(1),
        vec![1, 3],
        "round 2: Bob done first + cannons + battery; Ann crew"
    );
    assert_eq!(
        round_vp(2),
        vec![1, 1],
        "round 3: Ann battery, Bob crew; nobody called done"
    );
    assert_eq!(state["vp"], json!([6, 5]));
    assert_eq!(state["phase"], "finished");
    assert_eq!(run.session.outcome.winners, vec![0]);
    let warnings = &state["rounds"][1]["report"]["warnings"];
    assert_eq!(
        warnings,
        &json!(["R8: Bob called \"done\" first, but that ship is incomplete and illegal"])
    );
    let bob2 = &state["rounds"][1]["layouts"][1];
    assert!(
        bob2.as_str().unwrap().contains("7S/6S"),
        "the round keeps the ship as entered"
    );
}

fn new_game(api: &mut Api) -> i64 {
    common::ann_and_bob(api, "rickety", json!({"shape": "skiff"}))
}

fn command(
    api: &mut Api,
    id: i64,
    c: Value,
) -> Result<drydock::api::SessionView, drydock::api::ApiError> {
    // Decoded as the CLI and scripts decode it: a layout that does not
    // parse is refused there, before the session is touched.
    let action = drydock::api::Action::decode(
        drydock::api::GameId::Rickety,
        &json!({"action": "command", "command": c}),
    )?;
    api.act(id, &action)
}

#[test]
fn r9_round_flow_is_enforced_and_r8_done_is_called_once() {
    let mut api = Api::in_memory().unwrap();
    let id = new_game(&mut api);
    let err = command(&mut api, id, json!({"type": "done", "seat": 0})).expect_err("no go yet");
    assert_eq!(err.details.rule.as_deref(), Some("R9"));
    command(&mut api, id, json!({"type": "start_round"})).unwrap();
    command(&mut api, id, json!({"type": "done", "seat": 1})).unwrap();
    let err = command(&mut api, id, json!({"type": "done", "seat": 0})).expect_err("Bob was first");
    assert_eq!(err.details.rule.as_deref(), Some("R8"));
    assert!(
        err.message.contains("Bob already called \"done\" first"),
        "{}",
        err.message
    );
    let err = command(&mut api, id, json!({"type": "next_round"})).expect_err("score first");
    assert_eq!(err.details.rule.as_deref(), Some("R9"));
}

#[test]
fn an_illegal_ship_is_shown_then_corrected_and_undo_restores_it() {
    let mut api = Api::in_memory().unwrap();
    let id = new_game(&mut api);
    command(&mut api, id, json!({"type": "start_round"})).unwrap();
    let view = command(
        &mut api,
        id,
        json!({"type": "set_layout", "seat": 0, "layout": ". 10S .\n3H 7H 2H\n"}),
    )
    .unwrap();
    let ship = &common::state_json(&view)["ships"][0];
    assert_eq!(ship["legal"], false);
    assert_eq!(ship["violations"][0]["rule"], "R4");
    assert_eq!(
        (
            ship["violations"][0]["row"].as_u64(),
            ship["violations"][0]["col"].as_u64()
        ),
        (Some(0), Some(1))
    );
    let view = command(
        &mut api,
        id,
        json!({"type": "set_cell", "seat": 0, "row": 0, "col": 1, "stack": "8S"}),
    )
    .unwrap();
    assert_eq!(
        common::state_json(&view)["ships"][0]["legal"],
        true,
        "8S is one above the 7H"
    );
    let view = api.act(id, &Action::Undo).unwrap();
    assert_eq!(
        common::state_json(&view)["ships"][0]["legal"],
        false,
        "undo brings the 10S back"
    );
    let reloaded = api.session(id).unwrap();
    assert_eq!(
        reloaded.state, view.state,
        "replay from the database gives the same state"
    );
}

#[test]
fn unreadable_layouts_are_refused_with_line_and_column() {
    let mut api = Api::in_memory().unwrap();
    let id = new_game(&mut api);
    command(&mut api, id, json!({"type": "start_round"})).unwrap();
    let err = command(
        &mut api,
        id,
        json!({"type": "set_layout", "seat": 0, "layout": "7H 8Z\n"}),
    )
    .expect_err("8Z");
    assert_eq!(err.code, ErrorCode::InvalidInput);
    assert!(err.message.contains("line 1, col 1"), "{}", err.message);
    let err = command(
        &mut api,
        id,
        json!({"type": "set_cell", "seat": 0, "row": 0, "col": 0, "stack": "QQ"}),
    )
    .expect_err("QQ");
    assert!(
        err.message.contains("does not end in a suit"),
        "{}",
        err.message
    );
    assert!(
        api.session(id).unwrap().timeline.len() == 1,
        "nothing was written but the go"
    );
}

#[test]
fn a_session_records_the_exact_shape_it_was_played_with() {
    let mut api = Api::in_memory().unwrap();
    let id = new_game(&mut api);
    let export = api.export_session(id).unwrap();
    assert_eq!(
        export.session.setup["shape"],
        json!({"name": "skiff", "grid": ". C .\nC 7 C\n# # #\nR . R\n"})
    );
    assert_eq!(export.session.setup["decks"], 2);
}

#[test]
fn r5_a_cell_takes_a_stack_as_cards_or_as_typed_text_and_plus_lays_cards_on_top() {
    let mut api = Api::in_memory().unwrap();
    let id = new_game(&mut api);
    command(&mut api, id, json!({"type": "start_round"})).unwrap();
    let set = |api: &mut Api, stack: Value| {
        command(
            api,
            id,
            json!({"type": "set_cell", "seat": 0, "row": 1, "col": 1, "stack": stack}),
        )
        .map(|view| common::state_json(&view)["ships"][0].clone())
    };
    let ship = set(
        &mut api,
        json!({"kind": "known", "cards": [{"rank": 7, "suit": "H"}]}),
    )
    .unwrap();
    assert_eq!(
        ship["cells"][1][1],
        json!({"kind": "known", "cards": [{"rank": 7, "suit": "H"}]})
    );
    let tokens = |ship: &Value| -> Vec<String> {
        let text = ship["layout"].as_str().unwrap_or_default();
        text.split_whitespace().map(str::to_string).collect()
    };
    assert!(
        tokens(&ship).contains(&"7H".into()),
        "the CLI keeps the text"
    );
    let ship = set(&mut api, json!("+8h")).unwrap();
    assert_eq!(
        ship["cells"][1][1],
        json!({"kind": "known", "cards": [{"rank": 7, "suit": "H"}, {"rank": 8, "suit": "H"}]}),
        "+ lays the typed card on the 7H"
    );
    let ship = set(
        &mut api,
        json!({"kind": "photo", "top": {"rank": 9, "suit": "S"}, "chips": 2}),
    )
    .unwrap();
    assert!(tokens(&ship).contains(&"9S^2".into()), "{ship}");
    let ship = set(&mut api, json!("+10S")).unwrap();
    assert_eq!(
        ship["cells"][1][1],
        json!({"kind": "photo", "top": {"rank": 10, "suit": "S"}, "chips": 3}),
        "a photographed stack gains a chip and shows the new card"
    );
    let before = api.session(id).unwrap();
    for (bad, says) in [
        (json!({"kind": "known", "cards": []}), "an empty stack"),
        (
            json!({"kind": "known", "cards": [{"rank": 14, "suit": "H"}]}),
            "14 is not a rank",
        ),
        (
            json!({"kind": "pile", "cards": []}),
            "the stack cannot be read",
        ),
        (json!("+9H^2"), "one by one"),
    ] {
        let err = set(&mut api, bad.clone()).expect_err("refused");
        assert_eq!(err.code, ErrorCode::InvalidInput, "{bad}");
        assert!(err.message.contains(says), "{bad}: {}", err.message);
    }
    // Laid on a stack, cards may take it past what a ship's cell holds
    // (13 cards, 12 chips): refused, rather than stored and lost on replay.
    let err = set(&mut api, json!("+2H/3H/4H/5H/6H/7H/8H/9H/10H/JH")).expect_err("13 chips");
    assert_eq!(err.code, ErrorCode::RuleViolation);
    assert_eq!(err.details.rule.as_deref(), Some("R5"));
    assert!(err.message.contains("not a chip count"), "{}", err.message);
    let after = api.session(id).unwrap();
    assert_eq!(
        after.timeline.len(),
        before.timeline.len(),
        "nothing written"
    );
    assert_eq!(after.state, before.state, "replayed from the database");
}

#[test]
fn r3_a_whole_ship_may_be_sent_as_cells_and_is_kept_as_the_same_layout() {
    let mut api = Api::in_memory().unwrap();
    let id = new_game(&mut api);
    command(&mut api, id, json!({"type": "start_round"})).unwrap();
    let seven = json!({"kind": "known", "cards": [{"rank": 7, "suit": "H"}]});
    let eight = json!({"kind": "photo", "top": {"rank": 8, "suit": "H"}, "chips": 1});
    let cells = json!([[null, null, null], [null, seven, eight]]);
    let view = command(
        &mut api,
        id,
        json!({"type": "set_layout", "seat": 0, "layout": cells}),
    )
    .unwrap();
    let ship = &common::state_json(&view)["ships"][0];
    assert_eq!(ship["cells"][1], json!([null, seven, eight]));
    let tokens: Vec<&str> = ship["layout"]
        .as_str()
        .unwrap_or_default()
        .split_whitespace()
        .collect();
    assert!(
        tokens.contains(&"7H") && tokens.contains(&"8H^1"),
        "{tokens:?}"
    );
    let reloaded = api.session(id).unwrap();
    assert_eq!(reloaded.state, view.state, "replayed from the stored text");
    let huge = json!(vec![vec![serde_json::Value::Null; 1]; 65]);
    let err = command(
        &mut api,
        id,
        json!({"type": "set_layout", "seat": 0, "layout": huge}),
    )
    .expect_err("65 rows");
    assert_eq!(err.code, ErrorCode::InvalidInput);
    assert!(err.message.contains("at most 64 rows"), "{}", err.message);
}
