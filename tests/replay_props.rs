//! Undo, redo and replay on every game, not only the scorepad: each game's
//! rulebook example (docs/examples) is played with undos, redos and skipped
//! commands mixed in at random. After every command the table takes back
//! and plays again, the state must be exactly the one before and after it;
//! at the end, replaying the stored log must give the live state.
//!
//! The examples keep the commands realistic (most are legal where they
//! fall), and an undo or a skip makes the rest of the script land on a
//! state it was not written for, where the rules refuse some commands:
//! a refused command must write nothing.

use std::fmt::Debug;

use drydock::games::{flicky, rickety, ships, spacecraft};
use drydock::session::{Entry, Game, Seat, Session};
use proptest::prelude::*;
use serde_json::Value;

/// What the table does next with the example's commands.
#[derive(Debug, Clone, Copy)]
enum Step {
    /// Plays the example's next command (the rules may refuse it).
    Next,
    /// Passes over the example's next command.
    Skip,
    Undo,
    Redo,
}

fn steps() -> impl Strategy<Value = Vec<Step>> {
    prop::collection::vec(
        prop_oneof![
            8 => Just(Step::Next),
            1 => Just(Step::Skip),
            2 => Just(Step::Undo),
            1 => Just(Step::Redo),
        ],
        0..90,
    )
}

/// A game's example: its seats, setup and commands, decoded as the game's
/// own types (the undo, redo and close actions in it are left out).
struct Example<G: Game> {
    seats: Vec<Seat>,
    setup: G::Setup,
    commands: Vec<G::Command>,
}

fn example<G: Game>(text: &str) -> Example<G> {
    let script: Value = serde_json::from_str(text).expect("the example is JSON");
    let seats = script["players"]
        .as_array()
        .expect("players")
        .iter()
        .map(|player| Seat {
            player_id: None,
            name: player
                .as_str()
                .or_else(|| player["name"].as_str())
                .expect("a player's name")
                .to_string(),
            colour: "#000000".into(),
        })
        .collect();
    let setup = match &script["setup"] {
        Value::Null => Value::Object(Default::default()),
        setup => setup.clone(),
    };
    let commands = script["actions"]
        .as_array()
        .expect("actions")
        .iter()
        .filter(|action| action["action"] == "command")
        .map(|action| serde_json::from_value(action["command"].clone()).expect("a command"))
        .collect();
    Example {
        seats,
        setup: serde_json::from_value(setup).expect("the example's setup"),
        commands,
    }
}

/// Applies `entry` as the store would: encoded to its stored payload,
/// which is logged.
fn commit<G: Game>(
    live: &mut Session<G>,
    log: &mut Vec<(u64, Value)>,
    entry: Entry<G::Command, G::Event>,
) {
    let seq = live.next_seq();
    log.push((seq, entry.encode()));
    live.apply(seq, entry)
        .expect("an entry the session made applies");
}

fn check_game<G: Game>(example: &Example<G>, steps: &[Step]) -> Result<(), TestCaseError>
where
    G::State: PartialEq + Debug,
{
    let mut live = Session::<G>::new(example.seats.clone(), &example.setup).expect("the setup");
    let mut log = Vec::new();
    let mut next = example.commands.iter();
    for step in steps {
        match step {
            Step::Next => {
                let Some(command) = next.next() else { break };
                let before = live.state().clone();
                let Ok(entry) = live.decide(command) else {
                    prop_assert_eq!(live.state(), &before, "a refusal changed the state");
                    continue;
                };
                commit(&mut live, &mut log, entry);
                let after = live.state().clone();
                let undo = live.undo_entry().expect("the command can be taken back");
                commit(&mut live, &mut log, undo);
                prop_assert_eq!(live.state(), &before, "undo did not restore the state");
                let redo = live.redo_entry().expect("the command can be played again");
                commit(&mut live, &mut log, redo);
                prop_assert_eq!(live.state(), &after, "redo did not reapply the command");
            }
            Step::Skip => {
                next.next();
            }
            Step::Undo => {
                if let Ok(entry) = live.undo_entry() {
                    commit(&mut live, &mut log, entry);
                }
            }
            Step::Redo => {
                if let Ok(entry) = live.redo_entry() {
                    commit(&mut live, &mut log, entry);
                }
            }
        }
    }
    let mut replayed = Session::<G>::new(example.seats.clone(), &example.setup).expect("the setup");
    for (seq, payload) in &log {
        let entry = Entry::decode(*seq, payload).expect("a stored entry decodes");
        replayed.apply(*seq, entry).expect("a stored entry replays");
    }
    prop_assert_eq!(
        replayed.state(),
        live.state(),
        "replay differs from the live state"
    );
    prop_assert_eq!(replayed.can_undo(), live.can_undo());
    prop_assert_eq!(replayed.can_redo(), live.can_redo());
    Ok(())
}

/// The unmixed example plays every command: the harness does not pass by
/// refusing everything.
fn plays_whole<G: Game>(example: &Example<G>)
where
    G::State: PartialEq + Debug,
{
    let steps = vec![Step::Next; example.commands.len()];
    let mut live = Session::<G>::new(example.seats.clone(), &example.setup).expect("the setup");
    for command in &example.commands {
        let entry = live
            .decide(command)
            .expect("the example's command is legal");
        let seq = live.next_seq();
        live.apply(seq, entry).expect("applies");
    }
    check_game(example, &steps).expect("the whole example passes");
}

const RICKETY: &str = include_str!("../docs/examples/rickety-3-rounds.json");
const SPACECRAFT: &str = include_str!("../docs/examples/spacecraft-short.json");
const SHIPS: &str = include_str!("../docs/examples/ships-age-five.json");
const FLICKY: &str = include_str!("../docs/examples/flicky-short.json");

#[test]
fn every_example_plays_whole_with_each_command_undone_and_redone() {
    plays_whole(&example::<rickety::Rickety>(RICKETY));
    plays_whole(&example::<spacecraft::Spacecraft>(SPACECRAFT));
    plays_whole(&example::<ships::Ships>(SHIPS));
    plays_whole(&example::<flicky::Flicky>(FLICKY));
}

proptest! {
    #[test]
    fn rickety_undo_redo_and_replay(steps in steps()) {
        check_game(&example::<rickety::Rickety>(RICKETY), &steps)?;
    }

    #[test]
    fn spacecraft_undo_redo_and_replay(steps in steps()) {
        check_game(&example::<spacecraft::Spacecraft>(SPACECRAFT), &steps)?;
    }

    #[test]
    fn ships_undo_redo_and_replay(steps in steps()) {
        check_game(&example::<ships::Ships>(SHIPS), &steps)?;
    }

    #[test]
    fn flicky_undo_redo_and_replay(steps in steps()) {
        check_game(&example::<flicky::Flicky>(FLICKY), &steps)?;
    }
}
