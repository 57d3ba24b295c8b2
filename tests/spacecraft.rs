//! Space Craft, S1–S9: the two worked examples of S8 (as scoresheets, as a
//! session played through the engine, and through the CLI), the rocket
//! contract of `drydock spacecraft check`, turn rules, project cards and
//! markers, the countdown and final round, and bad input.

mod common;

use std::path::Path;
use std::process::{Command as Process, Output};

use drydock::api::spacecraft::{check_rocket, parse_rocket, score_sheet, Scoresheet};
use drydock::api::{Action, Api, ApiError, Script};
use drydock::games::spacecraft::{
    AdvancedCard, BasicCard, JoinTable, Kind, Requirement, Spacecraft, Target, Variant,
};
use drydock::games::spacecraft::{
    Command, EndCause, Exchange, Part, PartEntry, Phase, RocketEntry, Row, Setup, State, Step,
    Tile, View,
};
use drydock::session::{Game, RuleError, Seat};
use serde_json::{json, Value};

fn examples() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/examples"))
}

fn read_example(name: &str) -> Result<String, ApiError> {
    std::fs::read_to_string(examples().join(name))
        .map_err(|e| ApiError::bad_file(format!("{name}: {e}")))
}

fn sheet(name: &str) -> Scoresheet {
    serde_json::from_str(&read_example(name).expect("example exists")).expect("valid scoresheet")
}

fn drydock(args: &[&str]) -> Output {
    Process::new(env!("CARGO_BIN_EXE_drydock"))
        .args(args)
        .env_remove("DRYDOCK_DB")
        .env("HOME", std::env::temp_dir().join("drydock-spacecraft-home"))
        .output()
        .expect("drydock runs")
}

// --- S8 worked examples -------------------------------------------------

#[test]
fn s8_worked_example_basic_scores_57() {
    let report = score_sheet(&sheet("spacecraft-basic.json"), read_example).expect("scores");
    let agata = &report.players[0].breakdown;
    assert_eq!(
        (agata.launch, agata.plan, agata.projects, agata.goal),
        (5, 5, 40, 7)
    );
    assert_eq!(agata.total, 57);
    assert_eq!(report.winners, vec!["Agata"]);
}

#[test]
fn s8_worked_example_advanced_scores_52() {
    let report = score_sheet(&sheet("spacecraft-advanced.json"), read_example).expect("scores");
    let agata = &report.players[0].breakdown;
    assert_eq!((agata.launch, agata.plan, agata.goal), (10, 5, 7));
    let lines: Vec<(String, u32, u32, u32)> = agata
        .advanced
        .iter()
        .map(|a| (a.card.clone(), a.per_part, a.parts, a.points))
        .collect();
    assert_eq!(
        lines,
        vec![
            ("50".into(), 2, 2, 4), // 2 per gold part
            ("51".into(), 1, 5, 5), // 1 per white part
            ("53".into(), 7, 1, 7), // 7 per nose
            ("54".into(), 1, 4, 4), // 1 per hull
            ("56".into(), 3, 2, 6), // 3 per connector
            ("57".into(), 2, 2, 4), // 2 per blue part
        ]
    );
    assert_eq!(agata.total, 52);
    // S5: two markers on one card give nothing more (Piotrek has two on 55).
    let piotrek = &report.players[1].breakdown;
    assert_eq!(piotrek.advanced.len(), 2);
    assert_eq!(piotrek.total, 7 + 5);
}

#[test]
fn s3_s6_agatas_rocket_has_the_examples_part_counts() {
    let rocket = parse_rocket(&read_example("spacecraft-agata.rocket").unwrap(), &[]).unwrap();
    let report = check_rocket(&rocket, &JoinTable::standard());
    assert!(report.legal, "{:?}", report.violations);
    assert_eq!(
        report.parts,
        [
            ("connector", 2),
            ("engine", 0),
            ("hull", 4),
            ("nose", 1),
            ("wing", 2)
        ]
        .map(|(k, n)| (k.to_string(), n))
        .into()
    );
    assert_eq!(report.colours["gold"], 2);
    assert_eq!(report.colours["white"], 5);
    assert_eq!(report.colours["blue"], 2);
    assert_eq!(report.goals["1"], 1);
    assert_eq!((report.width, report.height), (4, 4));
}

#[test]
fn s8_worked_example_basic_through_the_session_engine() {
    let script: Script =
        serde_json::from_str(&read_example("spacecraft-short.json").unwrap()).unwrap();
    let (_, run) =
        Api::run_script(drydock::api::GameId::Spacecraft, &script).expect("the script plays");
    assert!(
        run.session.ended_at.is_some(),
        "the script closes the session"
    );
    let outcome = run.session.outcome.clone();
    assert_eq!(outcome.scores, vec![57, 19]);
    assert_eq!(outcome.winners, vec![0]);
    let state: View = serde_json::from_value(common::state_json(&run.session)).expect("state");
    assert_eq!(state.phase, Phase::Finished);
    assert_eq!(state.countdown.facts.holder, Some(0));
    assert!(state.countdown.facts.launched);
    assert_eq!(state.scores[0].projects, 40);
}

// --- CLI contract ---------------------------------------------------------

#[test]
fn cli_check_prints_the_contract_json() {
    let path = examples().join("spacecraft-agata.rocket");
    let out = drydock(&["spacecraft", "check", path.to_str().unwrap(), "--json"]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    let keys: Vec<&str> = v.as_object().unwrap().keys().map(String::as_str).collect();
    assert_eq!(
        keys,
        [
            "cells",
            "colours",
            "goals",
            "height",
            "legal",
            "parts",
            "violations",
            "width"
        ]
    );
    assert_eq!(v["legal"], json!(true));
    assert_eq!(v["parts"]["hull"], json!(4));
    assert_eq!(v["goals"].as_object().unwrap().len(), 8);
}

#[test]
fn cli_check_names_the_cell_of_an_illegal_join() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("bad.rocket");
    std::fs::write(&file, "H:grey\nW:white\n").unwrap();
    let out = drydock(&["spacecraft", "check", file.to_str().unwrap(), "--json"]);
    assert!(out.status.success());
    let v: Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(v["legal"], json!(false));
    assert_eq!(v["violations"][0]["row"], json!(1));
    assert_eq!(v["violations"][0]["col"], json!(0));
}

#[test]
fn cli_score_runs_both_worked_examples() {
    for (file, total) in [
        ("spacecraft-basic.json", 57),
        ("spacecraft-advanced.json", 52),
    ] {
        let path = examples().join(file);
        let out = drydock(&["spacecraft", "score", path.to_str().unwrap(), "--json"]);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let v: Value = serde_json::from_slice(&out.stdout).unwrap();
        assert_eq!(v["players"][0]["total"], json!(total), "{file}");
        assert_eq!(v["winners"], json!(["Agata"]));
    }
}

#[test]
fn cli_bad_rockets_and_scoresheets_exit_2_naming_where() {
    let dir = tempfile::tempdir().unwrap();
    let cases = [
        ("kind.rocket", "H:grey Q:gold\n", "line 1, cell 2"),
        (
            "colour.rocket",
            "H:grey\nH:pink\n",
            "`pink` is not a colour",
        ),
        ("three.rocket", "H:grey X:gold+blue+white\n", "3 colours"),
    ];
    for (name, text, expected) in cases {
        let file = dir.path().join(name);
        std::fs::write(&file, text).unwrap();
        let out = drydock(&["spacecraft", "check", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{name}: {err}");
        assert!(!err.contains("panicked"), "{name}: {err}");
    }
    let sheets = [
        (
            "missing.json",
            json!({"players": [{"name": "Ann", "grid": "H:grey"}]}),
            "missing field `goal`",
        ),
        (
            "negative.json",
            json!({"players": [{"name": "Ann", "grid": "H:grey", "goal": 1, "projects": [-3]}]}),
            "invalid value: integer `-3`",
        ),
        (
            "noplan.json",
            json!({"players": [{"name": "Ann", "grid": "H:grey", "goal": 1}]}),
            "Ann: say `plan_fulfilled`",
        ),
        (
            "illegal.json",
            json!({"players": [{"name": "Ann", "grid": "H:grey\nH:grey", "goal": 1, "plan_fulfilled": false}]}),
            "Ann: the rocket is not legal",
        ),
        (
            "goal.json",
            json!({"players": [{"name": "Ann", "grid": "H:grey", "goal": 9, "plan_fulfilled": false}]}),
            "personal goal 9",
        ),
    ];
    for (name, sheet, expected) in sheets {
        let file = dir.path().join(name);
        std::fs::write(&file, sheet.to_string()).unwrap();
        let out = drydock(&["spacecraft", "score", file.to_str().unwrap()]);
        assert_eq!(out.status.code(), Some(2), "{name}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(expected), "{name}: {err}");
    }
}

// --- The game ---------------------------------------------------------------

fn seats(n: usize) -> Vec<Seat> {
    ["Ann", "Bob", "Cat", "Dan"][..n]
        .iter()
        .map(|n| Seat {
            player_id: None,
            name: n.to_string(),
            colour: "#000000".into(),
        })
        .collect()
}

fn kind(kind: Kind, n: u32) -> Requirement {
    Requirement::Kind { kind, n }
}

fn card(points: u32, req: Requirement) -> BasicCard {
    BasicCard {
        points,
        requirements: vec![req],
    }
}

fn setup(countdown: Vec<u32>) -> Setup {
    Setup {
        variant: Variant::Basic,
        plan: vec![kind(Kind::Hull, 2)],
        countdown,
        goals: Some(vec![Some(5), Some(7)]),
        colours: vec![],
        joins: None,
        display: 3,
        project_cards: None,
        advanced_cards: vec![],
    }
}

fn play(state: State, cmd: Command) -> Result<State, RuleError> {
    let events = Spacecraft::decide(&state, &cmd)?;
    // Every event decide returns must pass check_event, the replay guard.
    Ok(events.iter().fold(state, |state, event| {
        if let Err(e) = Spacecraft::check_event(&state, event) {
            panic!("{cmd:?} decided {event:?}, which check_event refuses: {e}");
        }
        Spacecraft::evolve(state, event)
    }))
}

/// What the screen shows of `state`: the scores, claims and values worked
/// out from the facts.
fn shown(state: &State) -> View {
    Spacecraft::view(state)
}

fn run(mut state: State, cmds: Vec<Command>) -> State {
    for (i, cmd) in cmds.into_iter().enumerate() {
        state = play(state, cmd.clone()).unwrap_or_else(|e| panic!("command {i} {cmd:?}: {e}"));
    }
    state
}

/// A command as a script or the app sends it.
fn cmd(value: Value) -> Command {
    serde_json::from_value(value.clone()).unwrap_or_else(|e| panic!("{value} is a command: {e}"))
}

fn tile(scrap: &str, weight: u32) -> Tile {
    Tile {
        scrap: scrap.into(),
        weight,
    }
}

/// Enter the scrapyard, taking the stack's top tile (S9).
fn enter(scrap: &str, weight: u32) -> Command {
    Command::Enter {
        tile: Some(tile(scrap, weight)),
    }
}

fn search(scrap: &str, weight: u32) -> Command {
    Command::Search {
        tile: Some(tile(scrap, weight)),
    }
}

/// The tile most scenarios take: a bolt, which pays for a part at a column
/// whose token is a bolt and whose section asks for weight 1.
fn enter_bolt() -> Command {
    enter("bolt", 1)
}

fn search_bolt() -> Command {
    search("bolt", 1)
}

fn exchange(part: &str, token: &str, min_weight: u32, tiles: &[(&str, u32)]) -> Exchange {
    Exchange {
        part: part.into(),
        token: token.into(),
        min_weight,
        tiles: tiles.iter().map(|(s, w)| tile(s, *w)).collect(),
    }
}

/// A rebuild with no new part (or a refused build): no exchange.
fn build(text: &str) -> Command {
    Command::Build {
        rocket: RocketEntry::Typed(text.to_string()),
        exchanges: vec![],
    }
}

/// A build whose new `parts` are each paid with one bolt (S9).
fn build_paid(text: &str, parts: &[&str]) -> Command {
    Command::Build {
        rocket: RocketEntry::Typed(text.to_string()),
        exchanges: parts
            .iter()
            .map(|p| exchange(p, "bolt", 1, &[("bolt", 1)]))
            .collect(),
    }
}

fn reveal(row: Row, slot: usize, c: BasicCard) -> Command {
    Command::RevealCard { row, slot, card: c }
}

fn declare(reason: &str) -> Command {
    Command::DeclareEnd {
        reason: reason.into(),
        cause: EndCause::CannotPlace,
    }
}

fn started(countdown: Vec<u32>) -> State {
    Spacecraft::setup(&seats(2), &setup(countdown)).expect("setup")
}

/// Both pawns entered and searched once (two bolts each); Ann to play.
fn two_bolts_each(state: State) -> State {
    run(
        state,
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
        ],
    )
}

#[test]
fn s9_a_turn_is_one_action_and_building_follows_leaving() {
    let s = started(vec![1]);
    let err = play(s.clone(), search_bolt()).unwrap_err();
    assert!(err.message.contains("enter it first"), "{err}");
    let err = play(s.clone(), Command::EndTurn).unwrap_err();
    assert!(err.message.contains("must first enter"), "{err}");
    let err = play(s.clone(), build("N:gold\nH:grey\n")).unwrap_err();
    assert!(err.message.contains("only after leaving"), "{err}");
    let s = play(s, enter_bolt()).unwrap();
    assert_eq!(s.step, Step::Done);
    let err = play(s.clone(), Command::Leave).unwrap_err();
    assert!(err.message.contains("already taken"), "{err}");
    let s = play(s, Command::EndTurn).unwrap();
    assert_eq!(s.current, 1);
}

#[test]
fn s9_at_most_two_parts_per_leave_and_none_given_back() {
    let s = play(two_bolts_each(started(vec![1])), Command::Leave).unwrap();
    let err = play(s.clone(), build(". N:gold .\nW:blue H:grey W:blue\n")).unwrap_err();
    assert_eq!(err.rule, "S9");
    assert!(err.message.contains("at most 2 parts"), "{err}");
    let s = play(
        s,
        build_paid(". N:gold\nW:blue H:grey\n", &["N:gold", "W:blue"]),
    )
    .unwrap();
    // Rearranging freely is fine: the wing moves to the other side.
    let s = play(s, build("N:gold .\nH:grey W:blue\n")).unwrap();
    // The two parts of this leave are built: a third is not, even paid.
    let err = play(
        s.clone(),
        build_paid("N:gold .\nH:grey W:blue\nE:gold .\n", &["E:gold"]),
    )
    .unwrap_err();
    assert!(err.message.contains("at most 2 parts"), "{err}");
    // A part built on an earlier leave is never given back.
    let s = run(
        s,
        vec![
            Command::EndTurn,
            Command::Leave,
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
        ],
    );
    let err = play(s.clone(), build("H:grey W:blue\n")).unwrap_err();
    assert!(err.message.contains("keep every part"), "{err}");
    // S2: a part that cannot be attached cannot be built.
    let err = play(s, build("N:gold .\nH:grey W:blue\nE:gold .\nW:white .\n")).unwrap_err();
    assert_eq!(err.rule, "S2");
    assert!(err.message.contains("W:white at row 3, col 0"), "{err}");
}

#[test]
fn s2_a_rocket_sent_as_cells_builds_as_the_same_rocket_typed_and_its_colours_are_the_tables() {
    let left = play(two_bolts_each(started(vec![1])), Command::Leave).unwrap();
    let paid = json!([
        {"part": "N:gold", "token": "bolt", "min_weight": 1, "tiles": [{"scrap": "bolt", "weight": 1}]},
        {"part": "W:blue", "token": "bolt", "min_weight": 1, "tiles": [{"scrap": "bolt", "weight": 1}]},
    ]);
    let nose = json!({"kind": "nose", "colours": ["gold"]});
    let cells = json!([
        [null, nose],
        [{"kind": "wing", "colours": ["blue"]}, {"kind": "hull", "colours": ["grey"]}],
    ]);
    let from_cells = play(
        left.clone(),
        cmd(json!({"type": "build", "rocket": cells, "exchanges": paid})),
    )
    .unwrap();
    let typed = play(
        left.clone(),
        build_paid(". N:gold\nW:blue H:grey\n", &["N:gold", "W:blue"]),
    )
    .unwrap();
    assert_eq!(from_cells, typed, "the same facts either way");
    let player = serde_json::to_value(&shown(&from_cells).players[0]).unwrap();
    assert_eq!(player["cells"], cells, "and the screen gets the cells back");
    // A colour the table does not play with is refused with its cell.
    let pink =
        json!([[{"kind": "hull", "colours": ["grey"]}, {"kind": "wing", "colours": ["pink"]}]]);
    let err = play(
        left,
        cmd(json!({"type": "build", "rocket": pink, "exchanges": []})),
    )
    .unwrap_err();
    assert_eq!(err.rule, "S2");
    assert!(
        err.message.contains("line 1, cell 2") && err.message.contains("`pink` is not a colour"),
        "{err}"
    );
    // A part of three colours is no part (S1): refused as the command is read.
    let three = json!([[{"kind": "hull", "colours": ["grey", "blue", "gold"]}]]);
    let refused: Result<Command, _> =
        serde_json::from_value(json!({"type": "build", "rocket": three, "exchanges": []}));
    let message = refused.expect_err("three colours").to_string();
    assert!(message.contains("one or two"), "{message}");
}

#[test]
fn s4_display_completion_limits_reserve_and_refill() {
    let nose = card(3, kind(Kind::Nose, 1));
    let wing = card(4, kind(Kind::Wing, 1));
    let engine = card(5, kind(Kind::Engine, 1));
    let height = card(6, Requirement::Height { n: 3 });
    let s = run(
        started(vec![1]),
        vec![
            reveal(Row::Lower, 0, nose.clone()),
            reveal(Row::Lower, 1, wing.clone()),
            reveal(Row::Lower, 2, engine.clone()),
            reveal(Row::Upper, 0, height.clone()),
        ],
    );
    let s = run(
        two_bolts_each(s),
        vec![
            Command::Leave,
            build_paid("N:gold .\nH:grey W:blue\n", &["N:gold", "W:blue"]),
        ],
    );
    // Who can claim what, now.
    assert_eq!(
        shown(&s).display.lower[0].as_ref().unwrap().claimable_by,
        vec![0]
    );
    assert_eq!(
        shown(&s).display.lower[2].as_ref().unwrap().claimable_by,
        Vec::<usize>::new()
    );
    let err = play(s.clone(), Command::Complete { slot: Some(2) }).unwrap_err();
    assert!(err.message.contains("does not have 1 engine"), "{err}");
    let s = run(
        s,
        vec![
            Command::Complete { slot: Some(0) },
            Command::Complete { slot: Some(1) },
        ],
    );
    let err = play(s.clone(), Command::Complete { slot: Some(2) }).unwrap_err();
    assert!(err.message.contains("2 cards this turn"), "{err}");
    let err = play(s.clone(), Command::Reserve { slot: 2 }).unwrap_err();
    assert!(err.message.contains("completed a card this turn"), "{err}");
    // End of turn: the upper card moves down into the free space below it.
    let s = play(s, Command::EndTurn).unwrap();
    assert_eq!(s.display.lower[0].as_ref(), Some(&height));
    assert!(s.display.lower[1].is_none());
    assert!(s.display.upper[0].is_none());
    assert_eq!(s.players[0].completed.len(), 2);
    assert_eq!(shown(&s).scores[0].projects, 7);
    // Bob reserves the engine card: one reserved card at most, and reserving
    // ends his project step.
    let s = run(s, vec![Command::Leave, Command::Reserve { slot: 2 }]);
    assert_eq!(s.players[1].reserved.as_ref(), Some(&engine));
    let err = play(s.clone(), Command::Complete { slot: Some(0) }).unwrap_err();
    assert!(err.message.contains("reserved a card"), "{err}");
    let s = run(
        s,
        vec![
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
            Command::Leave,
        ],
    );
    let s = play(s, build_paid("H:grey\nE:white\n", &["E:white"])).unwrap();
    let s = play(s, Command::Complete { slot: None }).unwrap();
    assert!(s.players[1].reserved.is_none());
    assert_eq!(shown(&s).scores[1].projects, 5);
}

#[test]
fn s4_the_game_ends_when_the_display_cannot_be_refilled() {
    let mut cfg = setup(vec![5]);
    cfg.display = 1;
    cfg.project_cards = Some(2);
    let s = Spacecraft::setup(&seats(2), &cfg).unwrap();
    let s = run(
        s,
        vec![
            reveal(Row::Lower, 0, card(2, kind(Kind::Hull, 1))),
            reveal(Row::Upper, 0, card(2, kind(Kind::Hull, 1))),
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
            Command::Complete { slot: Some(0) },
            Command::EndTurn,
        ],
    );
    let end = s.end.as_ref().expect("ended");
    assert!(end.reason.contains("cannot be refilled"), "{}", end.reason);
    // S7: Bob's pawn is still on the board: he may leave, then scoring.
    assert_eq!(s.phase, Phase::FinalRound);
    assert_eq!(s.final_queue, vec![1]);
    assert_eq!(s.current, 1);
    let err = play(s.clone(), enter_bolt()).unwrap_err();
    assert!(err.message.contains("may only leave"), "{err}");
    let s = run(s, vec![Command::Leave, Command::EndTurn]);
    assert_eq!(s.phase, Phase::Scoring);
    let err = play(
        s.clone(),
        Command::Finish {
            unused_scrap: vec![1],
        },
    )
    .unwrap_err();
    assert!(err.message.contains("all 2 players"), "{err}");
    let s = play(
        s,
        Command::Finish {
            unused_scrap: vec![0, 2],
        },
    )
    .unwrap();
    assert_eq!(s.phase, Phase::Finished);
}

#[test]
fn s7_countdown_flips_at_the_start_of_the_holders_turns_then_final_round() {
    let s = run(
        started(vec![2, 1]),
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
            build_paid("H:grey\nH:white\n", &["H:white"]),
        ],
    );
    // The plan (2 hulls) is met: Ann takes the countdown and launch card.
    assert_eq!(s.countdown.holder, Some(0));
    assert_eq!(s.countdown.flips_left(), 3);
    let s = run(s, vec![Command::EndTurn, search_bolt(), Command::EndTurn]);
    assert_eq!(s.countdown.showing, Some(2));
    assert_eq!(s.countdown.flips_left(), 2);
    // Bob meets the plan too, later: no second launch card, but the plan's 5.
    let s = run(s, vec![enter_bolt(), Command::EndTurn, Command::Leave]);
    let s = play(s, build_paid("H:grey\nH:blue\n", &["H:blue"])).unwrap();
    assert_eq!(s.countdown.holder, Some(0));
    let s = play(s, Command::EndTurn).unwrap();
    assert_eq!(s.countdown.showing, Some(1));
    let s = run(
        s,
        vec![
            search_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
        ],
    );
    assert!(s.countdown.launched);
    // Both pawns are on the board and the launch card showed at the start of
    // Ann's turn: she leaves first, then Bob (who may pass).
    assert_eq!(s.phase, Phase::FinalRound);
    assert_eq!(s.final_queue, vec![0, 1]);
    assert_eq!(s.current, 0);
    let s = run(s, vec![Command::Leave, Command::EndTurn]);
    assert_eq!(s.current, 1);
    let s = play(s, Command::EndTurn).unwrap();
    let s = play(
        s,
        Command::Finish {
            unused_scrap: vec![2, 2],
        },
    )
    .unwrap();
    // Ann: launch 5 + plan 5 (her goal 5 needs a nose). Bob: plan 5.
    assert_eq!(shown(&s).scores[0].total, 10);
    assert_eq!(shown(&s).scores[1].total, 5);
    assert_eq!(shown(&s).leaders, vec![0]);
}

#[test]
fn s7_an_alternative_end_is_declared_by_the_current_player() {
    let s = run(started(vec![1]), vec![enter_bolt(), Command::EndTurn]);
    let err = play(s.clone(), declare(" ")).unwrap_err();
    assert!(err.message.contains("why"), "{err}");
    let s = play(s, declare("Bob cannot place his pawn")).unwrap();
    // Ann's pawn is on the board: she may still leave.
    assert_eq!(s.final_queue, vec![0]);
    assert_eq!(s.current, 0);
}

#[test]
fn s5_markers_left_to_right_and_one_per_leave() {
    let mut cfg = setup(vec![1]);
    cfg.variant = Variant::Advanced;
    cfg.advanced_cards = vec![AdvancedCard {
        name: "A".into(),
        target: Target::Colour {
            colour: "grey".into(),
        },
        spaces: vec![1, 3],
    }];
    let s = Spacecraft::setup(&seats(2), &cfg).unwrap();
    assert_eq!(s.players[0].markers_left, 6);
    let s = run(
        s,
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
        ],
    );
    let err = play(s.clone(), Command::Complete { slot: Some(0) }).unwrap_err();
    assert_eq!(err.rule, "S5");
    let s = play(s, Command::PlaceMarker { card: 0 }).unwrap();
    assert_eq!(s.tracks[0].value(), 1);
    let err = play(s.clone(), Command::PlaceMarker { card: 0 }).unwrap_err();
    assert!(err.message.contains("one per leave"), "{err}");
    let s = run(
        s,
        vec![
            Command::EndTurn,
            Command::Leave,
            Command::PlaceMarker { card: 0 },
        ],
    );
    // The last covered space sets the value for everyone with a marker.
    assert_eq!(s.tracks[0].value(), 3);
    assert_eq!(shown(&s).scores[0].projects, 3);
    assert_eq!(shown(&s).scores[1].projects, 3);
    let s = run(
        s,
        vec![
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
        ],
    );
    let err = play(s, Command::PlaceMarker { card: 0 }).unwrap_err();
    assert!(err.message.contains("no free space"), "{err}");
}

#[test]
fn s6_goal_choice_and_bad_setups_are_refused_with_the_rule() {
    let s = goals(vec![Some(5), None]);
    let err = play(s.clone(), Command::ChooseGoal { seat: 0, goal: 0 }).unwrap_err();
    assert_eq!(err.rule, "S6");
    let err = play(s.clone(), Command::ChooseGoal { seat: 2, goal: 1 }).unwrap_err();
    assert_eq!(err.rule, "S6");
    let s = play(s, Command::ChooseGoal { seat: 1, goal: 8 }).unwrap();
    assert_eq!(s.players[1].goal.map(|g| g.0), Some(8));
    let mut bad = setup(vec![1]);
    bad.plan = vec![];
    assert_eq!(Spacecraft::setup(&seats(2), &bad).unwrap_err().rule, "S7");
    let mut bad = setup(vec![1]);
    bad.variant = Variant::Advanced;
    assert_eq!(Spacecraft::setup(&seats(2), &bad).unwrap_err().rule, "S5");
    assert!(Spacecraft::setup(&seats(1), &setup(vec![1])).is_err());
    let mut bad = setup(vec![1]);
    bad.colours = vec!["Deep Purple!".into()];
    assert_eq!(Spacecraft::setup(&seats(2), &bad).unwrap_err().rule, "S1");
}

#[test]
fn extra_colours_are_the_tables_and_count() {
    let mut cfg = setup(vec![1]);
    cfg.colours = vec!["red".into()];
    let s = Spacecraft::setup(&seats(2), &cfg).unwrap();
    let s = run(
        s,
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
        ],
    );
    let s = play(s, build_paid("N:red\nH:grey\n", &["N:red"])).unwrap();
    assert_eq!(s.measures(0).colours["red"], 1);
}

#[test]
fn the_library_offers_cards_and_setup_from_earlier_sessions() {
    let dir = tempfile::tempdir().unwrap();
    let mut api = Api::open(&dir.path().join("d.db")).unwrap();
    assert_eq!(api.spacecraft_library().unwrap().cards.len(), 0);
    let script: Script =
        serde_json::from_str(&read_example("spacecraft-short.json").unwrap()).unwrap();
    let (scratch, mut run) = Api::run_script(drydock::api::GameId::Spacecraft, &script).unwrap();
    api.save_script_run(&scratch, &mut run).unwrap();
    let library = api.spacecraft_library().unwrap();
    assert_eq!(library.cards.len(), 8);
    let last = library.last_setup.expect("setup remembered");
    assert_eq!(last.countdown, vec![2, 1]);
    // A refused command stores nothing.
    let id = run.saved_id.unwrap();
    let before = api.session(id).unwrap().timeline.len();
    assert!(api
        .act(
            id,
            &Action::decode(
                drydock::api::GameId::Spacecraft,
                &json!({"action": "command", "command": {"type": "enter", "tile": {"scrap": "bolt", "weight": 1}}})
            )
            .unwrap()
        )
        .is_err());
    assert_eq!(api.session(id).unwrap().timeline.len(), before);
}

#[test]
fn s4_a_lower_space_with_a_card_above_is_not_asked_for() {
    let s = run(
        started(vec![1]),
        vec![
            reveal(Row::Lower, 0, card(3, kind(Kind::Hull, 1))),
            reveal(Row::Upper, 0, card(4, kind(Kind::Hull, 1))),
            reveal(Row::Lower, 1, card(3, kind(Kind::Hull, 1))),
            reveal(Row::Upper, 1, card(4, kind(Kind::Hull, 1))),
            reveal(Row::Lower, 2, card(3, kind(Kind::Hull, 1))),
            reveal(Row::Upper, 2, card(4, kind(Kind::Hull, 1))),
        ],
    );
    assert!(
        s.reminders().iter().all(|r| !r.contains("empty")),
        "{:?}",
        s.reminders()
    );
    let s = run(
        s,
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
            Command::Complete { slot: Some(0) },
        ],
    );
    // The upper card moves down at the end of the turn: nothing to draw yet.
    assert!(
        s.reminders().iter().all(|r| !r.contains("empty")),
        "{:?}",
        s.reminders()
    );
    let s = play(s, Command::EndTurn).unwrap();
    assert!(
        s.reminders()
            .iter()
            .any(|r| r.contains("1 project card space is empty")),
        "{:?}",
        s.reminders()
    );
}

// --- Issue 19: goals, the pawn end, the build order, S7b, scrap ------------

fn goals(goals: Vec<Option<u32>>) -> State {
    let mut cfg = setup(vec![1]);
    cfg.goals = Some(goals);
    Spacecraft::setup(&seats(2), &cfg).expect("setup")
}

#[test]
fn s7c_a_personal_goal_is_chosen_once() {
    // "two randomly drawn personal goal cards. The player chooses one of
    // them and places it face up next to their player board. Unused
    // personal goal cards are returned to the box."
    let s = goals(vec![Some(5), None]);
    let err = play(s.clone(), Command::ChooseGoal { seat: 0, goal: 3 }).unwrap_err();
    assert_eq!(err.rule, "S7c", "Ann kept goal 5 at setup: {err}");
    assert!(
        err.message.contains("already keeps personal goal 5"),
        "{err}"
    );
    let s = play(s, Command::ChooseGoal { seat: 1, goal: 8 }).unwrap();
    let err = play(s.clone(), Command::ChooseGoal { seat: 1, goal: 2 }).unwrap_err();
    assert_eq!(err.rule, "S7c", "Bob chose goal 8 already: {err}");
    assert!(err.message.contains("undo"), "the way back is undo: {err}");
    assert_eq!(s.players[1].goal.map(|g| g.0), Some(8));
}

#[test]
fn s7c_the_goal_is_kept_before_the_first_action_and_never_changed_later() {
    // "Each player receives: ... two randomly drawn personal goal cards. The
    // player chooses one of them ... Unused personal goal cards are returned
    // to the box."
    let s = goals(vec![None, None]);
    let err = play(s.clone(), enter_bolt()).unwrap_err();
    assert_eq!(err.rule, "S7c", "Ann has no goal yet: {err}");
    assert!(err.message.contains("before the first action"), "{err}");
    let s = run(
        s,
        vec![
            Command::ChooseGoal { seat: 0, goal: 5 },
            enter_bolt(),
            Command::EndTurn,
            Command::ChooseGoal { seat: 1, goal: 7 },
            enter_bolt(),
            Command::EndTurn,
        ],
    );
    // Mid-game.
    let err = play(s.clone(), Command::ChooseGoal { seat: 0, goal: 1 }).unwrap_err();
    assert_eq!(err.rule, "S7c", "{err}");
    // And in the final round.
    let s = run(
        s,
        vec![
            Command::Leave,
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
            declare("Ann cannot place her pawn"),
        ],
    );
    assert_eq!(s.phase, Phase::FinalRound);
    let err = play(s, Command::ChooseGoal { seat: 1, goal: 2 }).unwrap_err();
    assert_eq!(err.rule, "S7c", "{err}");
}

#[test]
fn s7c_a_mistaken_goal_is_undone_not_chosen_again() {
    // "The player chooses one of them and places it face up next to their
    // player board."
    let script: Script = serde_json::from_value(json!({
        "players": ["Ann", "Bob"],
        "setup": {"plan": [{"type": "kind", "kind": "hull", "n": 2}]},
        "actions": [
            {"action": "command", "command": {"type": "choose_goal", "seat": 0, "goal": 3}},
            {"action": "undo"},
            {"action": "command", "command": {"type": "choose_goal", "seat": 0, "goal": 4}},
            {"action": "command", "command": {"type": "choose_goal", "seat": 1, "goal": 2}},
        ],
    }))
    .unwrap();
    let (_, run) =
        Api::run_script(drydock::api::GameId::Spacecraft, &script).expect("undo, then choose");
    let state: View = serde_json::from_value(common::state_json(&run.session)).unwrap();
    assert_eq!(state.players[0].facts.goal.map(|g| g.0), Some(4));
    let mut again = script.clone();
    again.actions.push(
        serde_json::from_value(
            json!({"action": "command", "command": {"type": "choose_goal", "seat": 0, "goal": 1}}),
        )
        .unwrap(),
    );
    let Err(err) = Api::run_script(drydock::api::GameId::Spacecraft, &again) else {
        panic!("a second choice is refused");
    };
    assert!(err.message.contains("S7c"), "{}", err.message);
}

#[test]
fn s7_only_a_player_outside_the_scrapyard_ends_the_game_by_being_unable_to_place() {
    // "or when a player who is outside the scrapyard no longer has the
    // possibility of placing their pawn on the scrapyard board."
    let s = run(
        started(vec![1]),
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
        ],
    );
    let err = play(
        s.clone(),
        declare("a player outside the scrapyard cannot place their pawn"),
    )
    .unwrap_err();
    assert_eq!(err.rule, "S7", "Ann's pawn is on the board: {err}");
    assert!(err.message.contains("only a player outside it"), "{err}");
    // Ann leaves; on her next turn, outside, she cannot place: the end.
    let s = run(
        s,
        vec![
            Command::Leave,
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
        ],
    );
    let s = play(
        s,
        declare("a player outside the scrapyard cannot place their pawn"),
    )
    .unwrap();
    assert_eq!(s.end.as_ref().map(|e| e.by), Some(0));
    assert_eq!(s.final_queue, vec![1], "Bob's pawn is on the board");
}

#[test]
fn s9_build_then_complete_in_that_order() {
    // "Then they may perform the following actions in the given order (one
    // or both): 1. Building the rocket 2. Completing project cards"
    let s = run(
        started(vec![1]),
        vec![reveal(Row::Lower, 0, card(3, kind(Kind::Nose, 1)))],
    );
    let s = run(
        two_bolts_each(s),
        vec![
            Command::Leave,
            build_paid("N:gold\nH:grey\n", &["N:gold"]),
            Command::Complete { slot: Some(0) },
        ],
    );
    let err = play(
        s.clone(),
        build_paid("N:gold .\nH:grey W:blue\n", &["W:blue"]),
    )
    .unwrap_err();
    assert_eq!(err.rule, "S9", "a build after a completion: {err}");
    assert!(err.message.contains("building comes first"), "{err}");
    // Not even a rearrangement.
    let err = play(s, build("N:gold\nH:grey\n")).unwrap_err();
    assert_eq!(err.rule, "S9");
}

#[test]
fn s9_build_before_a_marker_in_the_advanced_variant() {
    // "Then they may perform the following actions in the given order (one
    // or both): 1. Building the rocket 2. Completing project cards"
    let mut cfg = setup(vec![1]);
    cfg.variant = Variant::Advanced;
    cfg.advanced_cards = vec![AdvancedCard {
        name: "A".into(),
        target: Target::Kind { kind: Kind::Nose },
        spaces: vec![1, 3],
    }];
    let s = Spacecraft::setup(&seats(2), &cfg).unwrap();
    let s = run(
        s,
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
            Command::PlaceMarker { card: 0 },
        ],
    );
    let err = play(s, build_paid("N:gold\nH:grey\n", &["N:gold"])).unwrap_err();
    assert_eq!(err.rule, "S9");
    assert!(err.message.contains("placed a marker"), "{err}");
}

fn one_space_two_cards() -> State {
    let mut cfg = setup(vec![5]);
    cfg.display = 1;
    cfg.project_cards = Some(2);
    let s = Spacecraft::setup(&seats(2), &cfg).unwrap();
    run(
        s,
        vec![
            reveal(Row::Lower, 0, card(2, kind(Kind::Hull, 1))),
            reveal(Row::Upper, 0, card(2, kind(Kind::Hull, 1))),
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
        ],
    )
}

#[test]
fn s7b_a_reservation_that_leaves_an_unfillable_hole_ends_the_game() {
    // "Alternatively, the end of the game is triggered by a player who,
    // after completing a goal card, will not be able to refill the pool of
    // cards with a new one" — and S7b: a reservation does so as well.
    let completed = run(
        one_space_two_cards(),
        vec![Command::Complete { slot: Some(0) }, Command::EndTurn],
    );
    let reserved = run(
        one_space_two_cards(),
        vec![Command::Reserve { slot: 0 }, Command::EndTurn],
    );
    let end = reserved
        .end
        .as_ref()
        .expect("the reservation's hole cannot be filled: the game ends");
    assert_eq!(Some(end), completed.end.as_ref(), "exactly as a completion");
    assert_eq!(end.by, 0, "Ann's reservation ended it");
    assert_eq!(reserved.phase, Phase::FinalRound);
    assert_eq!(reserved.final_queue, completed.final_queue);
    assert_eq!(reserved.final_queue, vec![1]);
}

#[test]
fn s7b_with_the_stack_uncounted_the_reserving_player_declares_the_end() {
    // "the end of the game is triggered by a player who, after completing a
    // goal card, will not be able to refill the pool of cards with a new one"
    // The table did not say how many cards are in play: it says the stack is
    // empty right after the reservation, and the end is Ann's.
    let s = run(
        started(vec![1]),
        vec![
            reveal(Row::Lower, 0, card(2, kind(Kind::Hull, 1))),
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
            Command::Reserve { slot: 0 },
        ],
    );
    let s = play(
        s,
        cmd(json!({"type": "declare_end", "reason": "the project display cannot be refilled", "cause": "display_empty"})),
    )
    .unwrap();
    assert_eq!(s.end.as_ref().map(|e| e.by), Some(0));
    assert_eq!(s.final_queue, vec![1]);
    // A counted stack ends the game by itself: nothing to declare.
    let err = play(
        one_space_two_cards(),
        cmd(json!({"type": "declare_end", "reason": "empty", "cause": "display_empty"})),
    )
    .unwrap_err();
    assert!(err.message.contains("by itself"), "{err}");
}

#[test]
fn s9_a_player_board_holds_at_most_four_tiles_of_weight_seven() {
    // "Each board can hold up to 4 tiles of any type, but the total weight
    // of the tiles may never exceed 7." ... "If such a move would cause the
    // maximum weight shown on the player board (equal to 7) to be exceeded,
    // it cannot be made."
    let s = run(
        started(vec![1]),
        vec![
            cmd(json!({"type": "enter", "tile": {"scrap": "cables", "weight": 3}})),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            search("gears", 2),
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
        ],
    );
    assert_eq!(
        s.players[0].board,
        vec![tile("cables", 3), tile("gears", 2)]
    );
    let err = play(s.clone(), search("propeller", 3)).unwrap_err();
    assert_eq!(err.rule, "S9");
    assert!(err.message.contains("weigh 8"), "{err}");
    let s = run(
        s,
        vec![
            search("gears", 2),
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
        ],
    );
    // Weight 7: the search is refused, she must leave.
    let err = play(s.clone(), search_bolt()).unwrap_err();
    assert!(err.message.contains("must leave"), "{err}");
    assert!(
        s.reminders().iter().any(|r| r.contains("must leave")),
        "{:?}",
        s.reminders()
    );
    let s = run(
        s,
        vec![
            Command::Leave,
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
        ],
    );
    // Leaving puts the tiles beside the board, face up, for the exchanges.
    assert!(s.players[0].board.is_empty());
    assert_eq!(s.players[0].scrap.len(), 3);
    // A tile is named and weighs 1 to 7; the app needs to know which one.
    let err = play(s.clone(), enter("", 1)).unwrap_err();
    assert!(err.message.contains("not a scrap type"), "{err}");
    let err = play(s.clone(), enter("bolt", 9)).unwrap_err();
    assert!(err.message.contains("weighs 1 to 7"), "{err}");
    let err = play(s.clone(), cmd(json!({"type": "enter"}))).unwrap_err();
    assert!(err.message.contains("which scrap tile"), "{err}");
    let s = run(s, vec![enter_bolt(), Command::EndTurn]);
    // Bob has four bolts (weight 4): full by count, he must leave too.
    assert_eq!(s.players[1].board.len(), 4);
    let err = play(s, search_bolt()).unwrap_err();
    assert!(err.message.contains("4 tiles"), "{err}");
}

#[test]
fn s9_an_exchange_includes_the_columns_token_and_reaches_its_minimum_weight() {
    // "Building the white wing requires scrap tiles of total weight at least
    // 2, and among the tiles used there must be at least 1 bolt. Piotrek
    // therefore exchanges 2 bolt tiles of total weight 2 for one white wing.
    // To build the gold nose he needs scrap tiles of total weight at least
    // 3, including at least 1 showing gears. He exchanges 1 gears tile and 1
    // light bulb tile of total weight 3 for a gold rocket nose."
    let s = run(
        started(vec![1]),
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter("gears", 2),
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
            search("accumulator", 2),
            Command::EndTurn,
            search("gears", 2),
            Command::EndTurn,
            search("cables", 3),
            Command::EndTurn,
            search("light bulb", 1),
            Command::EndTurn,
            // Bob's board weighs 7: he must leave.
            Command::Leave,
            Command::EndTurn,
        ],
    );
    // Ann's board: bolt, bolt, gears, light bulb — four tiles: she leaves.
    let s = play(s, Command::Leave).unwrap();
    // The window names the wing as a structure, a script the nose as text.
    let white_wing = Part::new(Kind::Wing, &["white"]).unwrap();
    let wing = Exchange {
        part: PartEntry::Given(white_wing.clone()),
        ..exchange("", "bolt", 2, &[("bolt", 1), ("bolt", 1)])
    };
    let nose = exchange("N:gold", "gears", 3, &[("gears", 2), ("light bulb", 1)]);
    let rocket = ". N:gold\nW:white H:grey\n";
    let buy = |exchanges: Vec<Exchange>| Command::Build {
        rocket: rocket.into(),
        exchanges,
    };
    let refused = |exchanges: Vec<Exchange>| {
        play(s.clone(), buy(exchanges)).expect_err("an illegal exchange")
    };
    let err = refused(vec![
        wing.clone(),
        exchange("N:gold", "gears", 3, &[("bolt", 1), ("light bulb", 1)]),
    ]);
    assert_eq!(err.rule, "S9");
    assert!(err.message.contains("at least one gears tile"), "{err}");
    let err = refused(vec![
        exchange("W:white", "bolt", 2, &[("bolt", 1)]),
        nose.clone(),
    ]);
    assert!(err.message.contains("at least 2"), "{err}");
    let err = refused(vec![wing.clone()]);
    assert!(
        err.message
            .contains("builds a gold nose without an exchange"),
        "{err}"
    );
    let err = refused(vec![
        wing.clone(),
        nose.clone(),
        exchange("E:white", "bolt", 1, &[("bolt", 1)]),
    ]);
    assert!(err.message.contains("does not add"), "{err}");
    let pink_wing = Exchange {
        part: PartEntry::Given(Part::new(Kind::Wing, &["pink"]).unwrap()),
        ..wing.clone()
    };
    let err = refused(vec![pink_wing, nose.clone()]);
    assert!(err.message.contains("`pink` is not a colour"), "{err}");
    // A tile pays once.
    let err = refused(vec![
        wing.clone(),
        exchange("N:gold", "gears", 3, &[("gears", 2), ("bolt", 1)]),
    ]);
    assert!(err.message.contains("no unused bolt (1) tile"), "{err}");
    let s = play(s, buy(vec![wing, nose])).unwrap();
    let ann = &s.players[0];
    assert!(ann.scrap.is_empty(), "every tile was exchanged");
    assert_eq!(ann.spent.len(), 4, "face down beside the board");
    assert_eq!(s.workshop.len(), 2, "the columns are remembered");
    let column = s.workshop.iter().find(|c| c.part == white_wing);
    assert_eq!(
        column.map(|c| (c.token.as_str(), c.min_weight)),
        Some(("bolt", 2))
    );
}

#[test]
fn s9_excess_weight_is_lost_and_unused_tiles_wait_beside_the_board() {
    // "The gears and accumulator tiles have a total weight of 4, but Michał
    // needs this part, so he decides to spend more." ... "If a player
    // exchanges scrap tiles of higher weight than required, the excess
    // weight is lost and cannot be used for another exchange." ... "She
    // leaves the third tile for the future."
    let s = run(
        started(vec![1]),
        vec![
            enter("gears", 2),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            search("accumulator", 2),
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
            search("cables", 3),
            Command::EndTurn,
            search_bolt(),
            Command::EndTurn,
            Command::Leave,
        ],
    );
    let s = play(
        s,
        Command::Build {
            rocket: "H:grey X:blue\n".into(),
            exchanges: vec![exchange(
                "X:blue",
                "gears",
                3,
                &[("gears", 2), ("accumulator", 2)],
            )],
        },
    )
    .unwrap();
    assert_eq!(s.players[0].scrap, vec![tile("cables", 3)]);
    // The lost weight does not pay for a second part.
    let err = play(
        s.clone(),
        Command::Build {
            rocket: "H:grey X:blue\nH:white .\n".into(),
            exchanges: vec![exchange("H:white", "cables", 4, &[("cables", 3)])],
        },
    )
    .unwrap_err();
    assert!(err.message.contains("at least 4"), "{err}");
    let s = run(s, vec![Command::EndTurn, Command::Leave, Command::EndTurn]);
    // The cables tile waits face up beside Ann's board for a later leave.
    let s = run(
        s,
        vec![
            enter_bolt(),
            Command::EndTurn,
            enter_bolt(),
            Command::EndTurn,
            Command::Leave,
        ],
    );
    let s = play(
        s,
        Command::Build {
            rocket: "H:grey X:blue\nH:white .\n".into(),
            exchanges: vec![exchange("H:white", "cables", 3, &[("cables", 3)])],
        },
    )
    .unwrap();
    assert_eq!(s.players[0].scrap, vec![tile("bolt", 1)]);
}

#[test]
fn s9_old_logs_without_scrap_play_on_without_it() {
    // A log written before the app kept scrap: pawns took no tile. Replay
    // accepts it and the session plays on as it did, without scrap checks.
    let s = started(vec![1]);
    let old = drydock::games::spacecraft::Event::Entered {
        seat: 0,
        tile: None,
    };
    Spacecraft::check_event(&s, &old).expect("an old log's entry replays");
    let s = Spacecraft::evolve(s, &old);
    assert!(!s.scrap_tracked);
    let s = run(
        s,
        vec![
            Command::EndTurn,
            cmd(json!({"type": "enter"})),
            Command::EndTurn,
            Command::Leave,
            build("N:gold\nH:grey\n"),
        ],
    );
    assert_eq!(s.measures(0).total, 2);
}

#[test]
fn old_logs_replay_as_they_were() {
    // Written by the build before issue 19 (tests/fixtures/
    // spacecraft-v1-export.json, from a `drydock play` script): Ann changes
    // her goal after her first action, builds after completing a card, Bob
    // declares the pawn end with his pawn on the board, and no pawn takes a
    // tile. Replay keeps all of it; only new commands are refused.
    let text = include_str!("fixtures/spacecraft-v1-export.json");
    let file = Api::parse_export(text).expect("the export still parses");
    let mut api = Api::in_memory().unwrap();
    let view = api
        .import_session(&file)
        .expect("the old log still replays");
    assert_eq!(view.outcome.scores, vec![7, 11, 10]);
    assert_eq!(view.outcome.winners, vec![1], "Bob won that game");
    let state: View = serde_json::from_value(common::state_json(&view)).unwrap();
    let goals: Vec<_> = state
        .players
        .iter()
        .map(|p| p.facts.goal.map(|g| g.0))
        .collect();
    assert_eq!(goals, vec![Some(1), Some(3), Some(7)]);
    assert!(!state.scrap_tracked);
    assert_eq!(
        view.timeline[36].summary,
        "The game ends (a player outside the scrapyard cannot place their pawn, Bob): Bob, Cat, Ann may still leave the scrapyard"
    );
    assert_eq!(view.timeline[15].summary, "Ann built 2 parts");
    assert_eq!(
        common::as_v1(api.export_session(view.id).unwrap()),
        file,
        "and it exports unchanged"
    );
}
