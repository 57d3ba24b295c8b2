//! Ships through the session engine: the three worked examples of W9 as the
//! scripts in docs/examples (commands in, events and VPs out), and the
//! rules around them — eras and action cubes (W2–W3), the display (W4),
//! placement limits (W5), gold and goods (W7), the end (W8), bad input.

mod common;

use std::path::Path;

use drydock::api::{Api, Script};
use drydock::games::ships::{
    Bonus, Command, DiscFrom, LocationInput, Phase, Setup, ShipBox, State,
};
use drydock::games::ships::{Era, Goods, Ships};
use drydock::session::{Game, RuleError, Seat};

const RED: usize = 0;
const BLUE: usize = 1;
const GREEN: usize = 2;
const YELLOW: usize = 3;

fn example(name: &str) -> State {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("docs/examples")
        .join(name);
    let script: Script =
        serde_json::from_str(&std::fs::read_to_string(path).expect("example")).expect("script");
    let (_, run) = Api::run_script(drydock::api::GameId::Ships, &script).expect("the script plays");
    serde_json::from_value(common::state_json(&run.session)).expect("ships state")
}

/// The ledger entries of the last turn, as (seat, delta).
fn last_changes(state: &State) -> Vec<(usize, i32)> {
    let turn = state.turn;
    state
        .ledger
        .iter()
        .filter(|e| e.turn == turn)
        .map(|e| (e.seat, e.delta))
        .collect()
}

#[test]
fn w9_age_five_through_the_engine() {
    let s = example("ships-age-five.json");
    // Blue: +5 for the first ship, −1 for its age-3 ship; red −4 (two ships
    // in age 2, removed); green −1; yellow −2.
    assert_eq!(
        last_changes(&s),
        vec![(BLUE, 5), (BLUE, -1), (GREEN, -1), (YELLOW, -2), (RED, -4)]
    );
    assert!(s.track[1].is_empty(), "red's age-2 ships are removed");
    assert_eq!(s.track[4].merchant, vec![BLUE]);
    // W2: age 5 starts the Sailing Ship era; W3: its cubes count from the
    // next player's turn; W4: the display must be laid out again.
    assert_eq!(s.era, Era::Sailing);
    assert_eq!(s.turn_era, Era::Galley);
    assert!(s.display_needed);
    assert_eq!(
        s.players[BLUE].ships.sailing, 5,
        "blue used a sailing ship counter"
    );
    assert_eq!(
        s.players[RED].ships.galley,
        6 - 2,
        "red's removed ships came back"
    );
    let s = play(s, Command::EndTurn).unwrap();
    assert_eq!((s.cubes().merchant, s.cubes().free), (2, 1));
}

#[test]
fn w9_area_five_through_the_engine() {
    let s = example("ships-area-five.json");
    let vp: Vec<i32> = s.players.iter().map(|p| p.vp).collect();
    // W1: everyone started on 5; area 4 scored Red 13, Blue 18, Green 17,
    // Yellow 16 (the rulebook's example, locations reconstructed to match).
    assert_eq!(vp, vec![5 + 13, 5 + 18, 5 + 17, 5 + 16]);
    assert_eq!(s.area, 5);
    assert!(s
        .ledger
        .iter()
        .any(|e| e.seat == GREEN && e.reason == "area 4 scored: 8 from London, 9 from Amsterdam"));
    // Green took the two gold of the South America box: the bank holds 2.
    assert_eq!(s.players[GREEN].gold, 2);
}

#[test]
fn w9_area_five_costs_four() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/ships-area-five.json");
    let script: Script = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let (_, run) = Api::run_script(drydock::api::GameId::Ships, &script).unwrap();
    let entered = run
        .session
        .timeline
        .iter()
        .find(|t| t.summary.contains("Area 5 entered"))
        .expect("area 5 entered");
    assert!(
        entered.summary.contains("4 navigation counters"),
        "{}",
        entered.summary
    );
}

#[test]
fn w9_selling_two_cloth_and_a_wine() {
    let s = example("ships-selling.json");
    let red = &s.players[RED];
    assert_eq!(red.gold, 4, "1 gold + 3 kept: the bank has 4 spaces");
    let last = s.ledger.last().expect("a VP change");
    assert_eq!(last.delta, 4, "8 gold returned = 4 VP");
    assert!(last.reason.contains("11 gold"), "{}", last.reason);
}

fn seats(n: usize) -> Vec<Seat> {
    ["Red", "Blue", "Green", "Yellow"][..n]
        .iter()
        .map(|n| Seat {
            player_id: None,
            name: n.to_string(),
            colour: "#000000".into(),
        })
        .collect()
}

fn play(state: State, cmd: Command) -> Result<State, RuleError> {
    let events = Ships::decide(&state, &cmd)?;
    // Every event decide returns must pass check_event, the replay guard.
    Ok(events.iter().fold(state, |state, event| {
        if let Err(e) = Ships::check_event(&state, event) {
            panic!("{cmd:?} decided {event:?}, which check_event refuses: {e}");
        }
        Ships::evolve(state, event)
    }))
}

fn run(mut state: State, cmds: Vec<Command>) -> State {
    for (i, cmd) in cmds.into_iter().enumerate() {
        state = play(state, cmd.clone()).unwrap_or_else(|e| panic!("command {i} {cmd:?}: {e}"));
    }
    state
}

fn place(age: usize) -> Command {
    Command::PlaceShip {
        age,
        ship_box: ShipBox::Merchant,
        disc_from: None,
        era: None,
        nav_cost: None,
        first_vp: None,
        pay: None,
        box_gold: None,
    }
}

/// Ends the turn of every seat, so the current player's next turn begins.
fn round(mut s: State) -> State {
    for _ in 0..s.players.len() {
        s = play(s, Command::EndTurn).expect("a turn ends");
    }
    s
}

fn started(n: usize) -> State {
    Ships::setup(&seats(n), &Setup::default()).unwrap()
}

#[test]
fn w1_everyone_starts_on_5_and_the_third_and_fourth_have_a_food() {
    let s = started(4);
    assert!(s.players.iter().all(|p| p.vp == 5));
    let food: Vec<u32> = s.players.iter().map(|p| p.goods.food).collect();
    assert_eq!(food, vec![0, 0, 1, 1]);
    assert!(Ships::setup(&seats(1), &Setup::default()).is_err());
}

#[test]
fn w5_placement_limits_and_warships() {
    let s = started(2);
    let err = play(s.clone(), place(2)).unwrap_err();
    assert!(
        err.message.contains("first ship is placed in age 1"),
        "{err}"
    );
    let err = play(s.clone(), place(1)).unwrap_err();
    assert!(err.message.contains("first_vp"), "{err}");
    let s = play(
        s,
        Command::PlaceShip {
            age: 1,
            ship_box: ShipBox::Merchant,
            disc_from: None,
            era: None,
            nav_cost: None,
            first_vp: Some(1),
            pay: None,
            box_gold: Some(0),
        },
    )
    .unwrap();
    // The value is learned once: the next game's board data has it.
    assert_eq!(s.board.age(1).and_then(|a| a.first_vp), Some(1));
    let s = play(
        s,
        Command::PlaceShip {
            age: 2,
            ship_box: ShipBox::Merchant,
            disc_from: None,
            era: None,
            nav_cost: Some(2),
            first_vp: Some(2),
            pay: None,
            box_gold: None,
        },
    )
    .unwrap();
    let err = play(s.clone(), place(1)).unwrap_err();
    assert!(err.message.contains("never goes below"), "{err}");
    let err = play(s.clone(), place(4)).unwrap_err();
    assert_eq!(err.rule, "W5");
    let s = round(s);
    let warship = Command::PlaceShip {
        age: 2,
        ship_box: ShipBox::Warship,
        disc_from: Some(DiscFrom::Warehouse),
        era: None,
        nav_cost: None,
        first_vp: None,
        pay: None,
        box_gold: None,
    };
    let err = play(s.clone(), warship.clone()).unwrap_err();
    assert!(err.message.contains("no food"), "{err}");
    let s = play(
        s,
        Command::GainGoods {
            goods: Goods {
                food: 2,
                ..Goods::default()
            },
            discard: Goods::default(),
            from: None,
            industry: None,
        },
    )
    .unwrap();
    let s = play(s, warship).unwrap();
    assert_eq!(s.players[RED].goods.food, 1);
    assert_eq!(
        s.players[RED].warehouse, 4,
        "the disc frees a warehouse space"
    );
}

#[test]
fn w4_display_of_12_one_card_per_turn_and_cleared_on_an_era_change() {
    let s = started(2);
    let eleven: Vec<String> = ["Currency"; 11].iter().map(|s| s.to_string()).collect();
    let err = play(
        s.clone(),
        Command::DrawDisplay {
            cards: Some(eleven),
            seed: None,
        },
    )
    .unwrap_err();
    assert!(err.message.contains("lay out 12"), "{err}");
    let thirteen: Vec<String> = ["Currency"; 13].iter().map(|s| s.to_string()).collect();
    let err = play(
        s.clone(),
        Command::DrawDisplay {
            cards: Some(thirteen),
            seed: None,
        },
    )
    .unwrap_err();
    assert!(err.message.contains("holds 12"), "{err}");
    let mut bad: Vec<String> = ["Currency"; 11].iter().map(|s| s.to_string()).collect();
    bad.push("Compass".into());
    let err = play(
        s.clone(),
        Command::DrawDisplay {
            cards: Some(bad),
            seed: None,
        },
    )
    .unwrap_err();
    assert!(
        err.message.contains("`Compass` is not a Galley era card"),
        "{err}"
    );
    let s = play(
        s,
        Command::DrawDisplay {
            cards: None,
            seed: Some(7),
        },
    )
    .unwrap();
    // Copy counts are unknown: the app draws one of each of the 11.
    assert_eq!(s.display.len(), 11);
    let again = play(
        started(2),
        Command::DrawDisplay {
            cards: None,
            seed: Some(7),
        },
    )
    .unwrap();
    assert_eq!(
        again.display, s.display,
        "the same seed draws the same cards"
    );
    let s = play(
        s,
        Command::TakeCard {
            card: "currency".into(),
            gold: Some(0),
            count: None,
            goods: None,
            pay: None,
            box_gold: Some(0),
        },
    )
    .unwrap();
    assert_eq!(s.players[RED].gold, 2, "Currency: 2 gold");
    assert_eq!(s.display.len(), 10, "a taken card is not replaced");
    let err = play(
        s.clone(),
        Command::TakeCard {
            card: "Docks".into(),
            gold: None,
            count: None,
            goods: None,
            pay: None,
            box_gold: None,
        },
    )
    .unwrap_err();
    assert!(err.message.contains("once per turn"), "{err}");
    let err = play(
        s.clone(),
        Command::TakeCard {
            card: "Nonsense".into(),
            gold: None,
            count: None,
            goods: None,
            pay: None,
            box_gold: None,
        },
    );
    assert!(err.is_err());
}

#[test]
fn w7_gold_overflow_goods_room_and_bonuses() {
    let s = started(2);
    // Bank room 2: 5 gold keeps 2, returns 3 → 1 VP (the odd coin is lost).
    let s = play(
        s,
        Command::GainGold {
            amount: 5,
            reason: "test".into(),
        },
    )
    .unwrap();
    assert_eq!(s.players[RED].gold, 2);
    assert_eq!(s.players[RED].vp, 6);
    let err = play(
        s.clone(),
        Command::GainGold {
            amount: 60,
            reason: "x".into(),
        },
    )
    .unwrap_err();
    assert!(err.message.contains("56"), "{err}");
    let four = Goods {
        cloth: 4,
        ..Goods::default()
    };
    let err = play(
        s.clone(),
        Command::GainGoods {
            goods: four,
            discard: Goods::default(),
            from: None,
            industry: None,
        },
    )
    .unwrap_err();
    assert!(err.message.contains("room for 3"), "{err}");
    let s = play(
        s,
        Command::GainGoods {
            goods: four,
            discard: Goods {
                cloth: 1,
                ..Goods::default()
            },
            from: None,
            industry: None,
        },
    )
    .unwrap();
    assert_eq!(s.players[RED].goods.cloth, 3);
    let err = play(
        s.clone(),
        Command::Sell {
            goods: Goods {
                cloth: 1,
                ..Goods::default()
            },
            bonus: Bonus::Docks,
            pay: None,
            box_gold: None,
        },
    )
    .unwrap_err();
    assert!(err.message.contains("Docks"), "{err}");
    let err = play(
        s.clone(),
        Command::Sell {
            goods: Goods {
                wine: 1,
                ..Goods::default()
            },
            bonus: Bonus::None,
            pay: None,
            box_gold: None,
        },
    )
    .unwrap_err();
    assert!(err.message.contains("holds"), "{err}");
    let s = play(s, Command::Spice).unwrap();
    assert_eq!(s.players[RED].vp, 6 + 7);
    let err = play(s, Command::ExchangeMetal).unwrap_err();
    assert!(err.message.contains("no metal"));
}

/// A board with every age and action box known (the box costs are the
/// table's, W4b: Place Ship costs no gold; Upgrade Ship 1 and 3 from the
/// text).
fn known_board() -> drydock::games::ships::board::BoardData {
    let mut board = drydock::games::ships::board::BoardData::shipped();
    for (i, age) in board.ages.iter_mut().enumerate() {
        age.era
            .get_or_insert(if i < 8 { Era::Sailing } else { Era::Steamship });
        age.nav_cost.get_or_insert(0);
        age.first_vp.get_or_insert(1);
    }
    for cost in board.actions.iter_mut() {
        cost.merchant.get_or_insert(0);
        cost.free.get_or_insert(0);
    }
    board
}

fn upgrade(from_age: usize) -> Command {
    Command::UpgradeShip {
        from_age,
        from_box: ShipBox::Merchant,
        to_box: ShipBox::Merchant,
        disc_from: None,
        era: None,
        nav_cost: None,
        first_vp: None,
        pay: None,
        box_gold: None,
    }
}

fn gold(amount: u32) -> Command {
    Command::GainGold {
        amount,
        reason: "a trade box".into(),
    }
}

#[test]
fn w8_five_ships_in_age_11_end_after_equal_turns_then_final_scoring() {
    let setup = Setup {
        board: Some(known_board()),
        ..Setup::default()
    };
    let mut s = Ships::setup(&seats(2), &setup).unwrap();
    // Red walks a ship up the track with Upgrade Ship after placing it, two
    // actions a turn, each upgrade paying its gold (W4b).
    s = run(s, vec![place(1), gold(1), upgrade(1)]);
    for age in (2..11).step_by(2) {
        s = round(s);
        s = run(s, vec![gold(2), upgrade(age)]);
        if age + 1 < 11 {
            s = play(s, upgrade(age + 1)).unwrap();
        }
    }
    assert_eq!(s.highest_age(), 11);
    assert_eq!(s.era, Era::Steamship);
    s = run(round(s), vec![place(11), place(11)]);
    s = run(round(s), vec![place(11), place(11)]);
    assert!(s.end_triggered());
    // Red is the first player: Blue still plays, then the game ends.
    let s = play(s, Command::EndTurn).unwrap();
    assert_eq!(s.phase, Phase::Playing);
    let s = run(s, vec![gold(3), Command::EndTurn]);
    assert_eq!(s.phase, Phase::FinalScoring);
    let err = play(s.clone(), Command::EndTurn).unwrap_err();
    assert_eq!(err.rule, "W8");
    let before: Vec<i32> = s.players.iter().map(|p| p.vp).collect();
    let s = play(
        s,
        Command::FinalScoring {
            locations: vec![LocationInput {
                name: "Area 2".into(),
                cubes: vec![BLUE],
                discs: vec![],
            }],
        },
    )
    .unwrap();
    assert_eq!(s.phase, Phase::Finished);
    // Blue: area 2 cube = 2, and 2 gold kept at 2:1 = 1.
    assert_eq!(s.players[BLUE].vp, before[BLUE] + 2 + 1);
    assert_eq!(s.players[BLUE].gold, 0);
}

#[test]
fn w2_board_data_entered_in_a_game_is_offered_to_the_next() {
    let dir = tempfile::tempdir().unwrap();
    let mut api = Api::open(&dir.path().join("d.db")).unwrap();
    assert_eq!(
        api.ships_library().unwrap().board,
        drydock::games::ships::board::BoardData::shipped()
    );
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/ships-age-five.json");
    let script: Script = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let (scratch, mut run) = Api::run_script(drydock::api::GameId::Ships, &script).unwrap();
    api.save_script_run(&scratch, &mut run).unwrap();
    let board = api.ships_library().unwrap().board;
    // The script gave age 2's cost and first-ship VP once.
    assert_eq!(board.age(2).and_then(|a| a.nav_cost), Some(2));
    assert_eq!(board.age(4).and_then(|a| a.first_vp), Some(4));
}

fn drydock(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_drydock"))
        .args(args)
        .env_remove("DRYDOCK_DB")
        .env("HOME", std::env::temp_dir().join("drydock-ships-home"))
        .output()
        .expect("drydock runs")
}

#[test]
fn cli_ships_cards_prints_the_documented_json() {
    let out = drydock(&["ships", "cards", "--json"]);
    assert!(out.status.success());
    let cards: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(cards.len(), 38);
    let keys: Vec<&str> = cards[0]
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(keys, ["copies", "era", "gold_cost", "name", "text"]);
    let voc = cards
        .iter()
        .find(|c| c["name"] == "V.O.C.")
        .expect("V.O.C.");
    assert_eq!(voc["era"], "sailing");
    assert!(voc["gold_cost"].is_null());
    let out = drydock(&["ships", "cards", "--era", "steamship", "--json"]);
    let steam: Vec<serde_json::Value> = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(steam.len(), 12);
}

#[test]
fn cli_play_ships_reproduces_the_area_example() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/ships-area-five.json");
    let out = drydock(&["play", "ships", path.to_str().unwrap(), "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let run: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(
        run["session"]["outcome"]["scores"],
        serde_json::json!([18, 23, 22, 21])
    );
}

#[test]
fn a_preview_shows_the_computation_and_stores_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut api = Api::open(&dir.path().join("d.db")).unwrap();
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/ships-age-five.json");
    let mut script: Script = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let last = script.actions.pop().expect("the age-5 placement");
    let (scratch, mut run) = Api::run_script(drydock::api::GameId::Ships, &script).unwrap();
    api.save_script_run(&scratch, &mut run).unwrap();
    let id = run.saved_id.unwrap();
    let before = api.session(id).unwrap();
    let drydock::api::Action::Command(command) =
        drydock::api::Action::decode(drydock::api::GameId::Ships, &last).unwrap()
    else {
        panic!("the last action is a command");
    };
    let preview = api.preview(id, &command).unwrap();
    let step = preview.timeline.last().unwrap();
    assert!(
        step.summary.contains("Age 5 opened: 2 navigation counters"),
        "{}",
        step.summary
    );
    assert!(step.summary.contains("Red -4 VP"), "{}", step.summary);
    let after = api.session(id).unwrap();
    assert_eq!(
        after.timeline.len(),
        before.timeline.len(),
        "nothing stored"
    );
    assert_eq!(after.state, before.state);
    // A refused command is refused in preview too.
    let bad = serde_json::json!({"type": "place_ship", "age": 1, "ship_box": "merchant"});
    let bad = drydock::api::GameCommand::decode(drydock::api::GameId::Ships, &bad).unwrap();
    assert!(api.preview(id, &bad).is_err());
}

/// A log written before actions were paid (W4b): exported by the build of
/// 2026-12-01 from a three-player game that took Ram and Cannons (two free
/// warships each), upgraded without gold, removed the only ship of age 3
/// and reopened it (first-ship VP and lagging losses twice), and took
/// Hanseatic League (2 wine returned, no goods). It must replay as it was
/// read then: every VP, gold and good as recorded in
/// `ships-v1-expected.json`, and export unchanged.
#[test]
fn w4b_a_log_written_before_actions_were_paid_replays_as_it_was() {
    let text = include_str!("fixtures/ships-v1-export.json");
    let expected: serde_json::Value =
        serde_json::from_str(include_str!("fixtures/ships-v1-expected.json")).unwrap();
    let file = Api::parse_export(text).expect("the v1 export still parses");
    let mut api = Api::in_memory().unwrap();
    let view = api
        .import_session(&file)
        .expect("the log from before W4b still replays");
    let mut players = common::state_json(&view)["players"].clone();
    for p in players.as_array_mut().unwrap() {
        let free = p.as_object_mut().unwrap().remove("free_cubes");
        assert_eq!(
            free,
            Some(serde_json::json!(2)),
            "no cube was counted in a log from before W4b"
        );
    }
    assert_eq!(players, expected["players"], "VP, gold, goods and ships");
    for key in ["track", "highest_age", "era", "area", "ledger", "display"] {
        assert_eq!(
            common::state_json(&view)[key],
            expected[key],
            "{key} as it was read then"
        );
    }
    assert_eq!(
        serde_json::to_value(&view.outcome).unwrap(),
        expected["outcome"]
    );
    let summaries: Vec<&str> = view.timeline.iter().map(|t| t.summary.as_str()).collect();
    let was: Vec<&str> = expected["timeline"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap())
        .collect();
    assert_eq!(summaries, was, "the timeline reads as it did");
    assert_eq!(
        common::as_v1(api.export_session(view.id).unwrap()),
        file,
        "and it exports unchanged"
    );
}

/// W4b: once a log pays for its actions, an action without its payment is
/// not something a command does: an import with an `action_paid` taken
/// out is refused. A version 2 entry says so by what the rules make of its
/// command (the payment); a version 1 entry (no command) names the rule.
#[test]
fn w4b_a_paid_log_with_a_payment_taken_out_is_refused_on_import() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/examples/ships-age-five.json");
    let script: Script = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let (scratch, run) = Api::run_script(drydock::api::GameId::Ships, &script).unwrap();
    let export = scratch.export_session(run.session.id).unwrap();
    for (format, why) in [(2, "paid with a merchant cube"), (1, "was not paid for")] {
        let mut value = serde_json::to_value(&export).unwrap();
        let payload = &mut value["events"][1]["payload"];
        if format == 1 {
            let map = payload.as_object_mut().unwrap();
            map.remove("command");
            map.insert("kind".into(), serde_json::json!("events"));
            map.insert("v".into(), serde_json::json!(1));
        }
        // The second placement of the first turn: drop its payment.
        let events = payload["events"]
            .as_array_mut()
            .expect("the second entry's events");
        let paid = events
            .iter()
            .position(|e| e["type"] == "action_paid")
            .expect("the placement was paid");
        events.remove(paid);
        let crafted: drydock::api::SessionExport = serde_json::from_value(value).unwrap();
        let mut api = Api::in_memory().unwrap();
        let err = api
            .import_session(&crafted)
            .expect_err("an unpaid action is refused");
        assert!(err.message.contains(why), "log v{format}: {err:?}");
        if format == 1 {
            assert!(err.message.contains("W4b"), "{err:?}");
        }
    }
}
