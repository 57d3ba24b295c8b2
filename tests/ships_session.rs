//! Ships through the session engine: the three worked examples of W9 as the
//! scripts in docs/examples (commands in, events and VPs out), and the
//! rules around them — eras and action cubes (W2–W3), the display (W4),
//! placement limits (W5), gold and goods (W7), the end (W8), bad input.

use std::path::Path;

use drydock::api::{Api, Script};
use drydock::games::ships::game::{
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
    let (_, run) = Api::run_script("ships", &script).expect("the script plays");
    serde_json::from_value(run.session.state).expect("ships state")
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
    assert_eq!((s.cubes.merchant, s.cubes.free), (2, 1));
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
    let (_, run) = Api::run_script("ships", &script).unwrap();
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
    }
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
        },
    )
    .unwrap();
    let err = play(s.clone(), place(1)).unwrap_err();
    assert!(err.message.contains("never goes below"), "{err}");
    let err = play(s.clone(), place(4)).unwrap_err();
    assert_eq!(err.rule, "W5");
    let warship = Command::PlaceShip {
        age: 2,
        ship_box: ShipBox::Warship,
        disc_from: Some(DiscFrom::Warehouse),
        era: None,
        nav_cost: None,
        first_vp: None,
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
            gold: None,
            count: None,
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
        },
    )
    .unwrap_err();
    assert!(err.message.contains("holds"), "{err}");
    let s = play(s, Command::Spice).unwrap();
    assert_eq!(s.players[RED].vp, 6 + 7);
    let err = play(s, Command::ExchangeMetal).unwrap_err();
    assert!(err.message.contains("no metal"));
}

#[test]
fn w8_five_ships_in_age_11_end_after_equal_turns_then_final_scoring() {
    let mut setup = Setup::default();
    let mut board = drydock::games::ships::board::BoardData::shipped();
    for (i, age) in board.ages.iter_mut().enumerate() {
        age.era
            .get_or_insert(if i < 8 { Era::Sailing } else { Era::Steamship });
        age.nav_cost.get_or_insert(0);
        age.first_vp.get_or_insert(1);
    }
    setup.board = Some(board);
    let mut s = Ships::setup(&seats(2), &setup).unwrap();
    // Red walks a ship up the track with Upgrade Ship after placing it.
    s = play(s, place(1)).unwrap();
    for age in 1..11 {
        s = play(
            s,
            Command::UpgradeShip {
                from_age: age,
                from_box: ShipBox::Merchant,
                to_box: ShipBox::Merchant,
                disc_from: None,
                era: None,
                nav_cost: None,
                first_vp: None,
            },
        )
        .unwrap();
    }
    assert_eq!(s.highest_age, 11);
    assert_eq!(s.era, Era::Steamship);
    for _ in 0..4 {
        s = play(s, place(11)).unwrap();
    }
    assert!(s.end_triggered);
    // Red is the first player: Blue still plays, then the game ends.
    let s = play(s, Command::EndTurn).unwrap();
    assert_eq!(s.phase, Phase::Playing);
    let s = run(
        s,
        vec![
            Command::GainGold {
                amount: 3,
                reason: "x".into(),
            },
            Command::EndTurn,
        ],
    );
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
    let (scratch, mut run) = Api::run_script("ships", &script).unwrap();
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
    let (scratch, mut run) = Api::run_script("ships", &script).unwrap();
    api.save_script_run(&scratch, &mut run).unwrap();
    let id = run.saved_id.unwrap();
    let before = api.session(id).unwrap();
    let drydock::api::Action::Command { command } = last else {
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
    assert!(api.preview(id, &bad).is_err());
}
