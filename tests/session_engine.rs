//! The event-sourced engine: undo and redo are appended entries, replaying a
//! log gives the live state, tampered or newer logs are refused.

use drydock::games::scorepad::{Command, Scorepad, Setup, WinRule};
use drydock::session::{EngineError, Entry, Game, Seat, Session, LOG_FORMAT_VERSION};
use proptest::prelude::*;
use serde_json::json;

fn new_session() -> Session<Scorepad> {
    let seats = ["Ann", "Bob", "Cat"]
        .iter()
        .map(|n| Seat {
            player_id: None,
            name: n.to_string(),
            colour: "#000000".into(),
        })
        .collect();
    Session::new(
        seats,
        &Setup {
            title: String::new(),
            win: WinRule::Highest,
            teams: Vec::new(),
        },
    )
    .expect("valid setup")
}

/// What a person at the table might do next.
#[derive(Debug, Clone)]
enum Step {
    Command(Command),
    Undo,
    Redo,
}

fn step() -> impl Strategy<Value = Step> {
    prop_oneof![
        3 => prop::collection::vec(prop::option::of(-50i64..50), 3)
            .prop_map(|scores| Step::Command(Command::AddRound { scores: Some(scores) })),
        4 => (0usize..6, 0usize..4, prop::option::of(-50i64..50))
            .prop_map(|(round, seat, score)| Step::Command(Command::SetScore { round, seat, score })),
        1 => (0usize..6).prop_map(|round| Step::Command(Command::RemoveRound { round })),
        2 => Just(Step::Undo),
        2 => Just(Step::Redo),
    ]
}

/// Plays the steps live, keeping the log as the store would (JSON payloads);
/// refused steps write nothing.
fn play_live(steps: &[Step]) -> (Session<Scorepad>, Vec<(u64, serde_json::Value)>) {
    let mut live = new_session();
    let mut log = Vec::new();
    for step in steps {
        let entry = match step {
            Step::Command(cmd) => live.decide(cmd),
            Step::Undo => live.undo_entry(),
            Step::Redo => live.redo_entry(),
        };
        if let Ok(entry) = entry {
            let seq = live.next_seq();
            let payload = entry.encode();
            live.apply(seq, entry)
                .expect("an entry the session made applies");
            log.push((seq, payload));
        }
    }
    (live, log)
}

proptest! {
    #[test]
    fn replay_of_the_stored_log_equals_the_live_state(steps in prop::collection::vec(step(), 0..60)) {
        let (live, log) = play_live(&steps);
        let mut replayed = new_session();
        for (seq, payload) in &log {
            let entry = Entry::decode(*seq, payload).expect("stored entries decode");
            replayed.apply(*seq, entry).expect("stored entries replay");
        }
        prop_assert_eq!(replayed.state(), live.state());
        prop_assert_eq!(replayed.can_undo(), live.can_undo());
        prop_assert_eq!(replayed.can_redo(), live.can_redo());
    }

    #[test]
    fn undo_restores_the_state_before_the_command_and_redo_reapplies_it(
        steps in prop::collection::vec(step(), 0..40),
        scores in prop::collection::vec(prop::option::of(-50i64..50), 3),
    ) {
        let (mut live, _) = play_live(&steps);
        let before = live.state().clone();
        let entry = live.decide(&Command::AddRound { scores: Some(scores) }).expect("adding a round is always legal");
        live.apply(live.next_seq(), entry).expect("applies");
        let after = live.state().clone();
        let undo = live.undo_entry().expect("something to undo");
        live.apply(live.next_seq(), undo).expect("undo applies");
        prop_assert_eq!(live.state(), &before);
        let redo = live.redo_entry().expect("something to redo");
        live.apply(live.next_seq(), redo).expect("redo applies");
        prop_assert_eq!(live.state(), &after);
    }
}

#[test]
fn a_new_command_after_undo_clears_redo() {
    let (mut live, _) = play_live(&[
        Step::Command(Command::AddRound {
            scores: Some(vec![Some(1), Some(2), Some(3)]),
        }),
        Step::Undo,
    ]);
    assert!(live.can_redo());
    let entry = live
        .decide(&Command::AddRound { scores: None })
        .expect("legal");
    live.apply(live.next_seq(), entry).expect("applies");
    assert!(
        !live.can_redo(),
        "redo history ends when the table does something new"
    );
    assert!(matches!(live.redo_entry(), Err(EngineError::NothingToRedo)));
}

#[test]
fn nothing_to_undo_on_a_fresh_session() {
    assert!(matches!(
        new_session().undo_entry(),
        Err(EngineError::NothingToUndo)
    ));
}

#[test]
fn an_undo_that_names_the_wrong_entry_is_refused() {
    let (mut live, _) = play_live(&[
        Step::Command(Command::AddRound { scores: None }),
        Step::Command(Command::AddRound { scores: None }),
    ]);
    let err = live
        .apply(3, Entry::Undo { of: 1 })
        .expect_err("entry 1 is not the last in effect");
    assert!(matches!(err, EngineError::BadEntry { seq: 3, .. }), "{err}");
}

#[test]
fn entries_out_of_sequence_are_refused() {
    let mut live = new_session();
    let err = live
        .apply(2, Entry::Events { events: vec![] })
        .expect_err("seq 1 comes first");
    assert!(matches!(err, EngineError::BadEntry { seq: 2, .. }));
}

#[test]
fn a_log_entry_from_a_newer_format_is_refused_by_name() {
    let payload = json!({"v": LOG_FORMAT_VERSION + 1, "kind": "events", "events": []});
    let err = Entry::<<Scorepad as Game>::Command, <Scorepad as Game>::Event>::decode(1, &payload)
        .expect_err("newer format");
    assert!(
        matches!(err, EngineError::NewerEntry { seq: 1, .. }),
        "a newer log must be refused, not misread: {err}"
    );
}

#[test]
fn a_log_entry_without_a_version_is_refused() {
    let err = Entry::<<Scorepad as Game>::Command, <Scorepad as Game>::Event>::decode(
        4,
        &json!({"kind": "undo", "of": 1}),
    )
    .expect_err("no v");
    assert!(matches!(err, EngineError::BadEntry { seq: 4, .. }));
}

type ScorepadEntry = Entry<<Scorepad as Game>::Command, <Scorepad as Game>::Event>;

#[test]
fn log_v2_an_accepted_command_is_stored_with_the_events_it_made() {
    let live = new_session();
    let payload = live
        .decide(&Command::AddRound {
            scores: Some(vec![Some(5), None, Some(2)]),
        })
        .expect("a round")
        .encode();
    assert_eq!(
        payload,
        json!({
            "v": 2,
            "kind": "command",
            "command": {"type": "add_round", "scores": [5, null, 2]},
            "events": [{"type": "round_added", "round": 1, "scores": [5, null, 2]}]
        })
    );
}

/// The generic check: a v2 entry replays only if `decide` makes exactly
/// its events of its command; a command the rules refuse names the rule.
#[test]
fn log_v2_an_entry_is_held_to_what_decide_makes_of_its_command() {
    let round = json!({"type": "round_added", "round": 1, "scores": [5, null, 2]});
    let entry = |command: serde_json::Value, event: serde_json::Value| {
        ScorepadEntry::decode(
            1,
            &json!({"v": 2, "kind": "command", "command": command, "events": [event]}),
        )
        .expect("decodes")
    };
    let add = json!({"type": "add_round", "scores": [5, null, 2]});
    let mut live = new_session();
    live.apply(1, entry(add.clone(), round.clone()))
        .expect("what decide makes replays");

    let mut other = round.clone();
    other["scores"][0] = json!(9);
    let err = new_session()
        .apply(1, entry(add, other))
        .expect_err("an event decide does not make");
    let text = err.to_string();
    assert!(
        text.contains("says \"Round 1 added: Ann 9")
            && text.contains("the rules make that \"Round 1 added: Ann 5"),
        "{text}"
    );

    let err = new_session()
        .apply(
            1,
            entry(
                json!({"type": "set_score", "round": 3, "seat": 0, "score": 1}),
                round,
            ),
        )
        .expect_err("a command the rules refuse");
    assert!(err.to_string().contains("SP3"), "{err}");
}

/// A game begun before the upgrade: v1 entries, then v2 entries, undo of
/// either kind.
#[test]
fn a_log_of_v1_entries_then_v2_entries_replays() {
    let log = [
        json!({"v": 1, "kind": "events", "events": [{"type": "round_added", "round": 1, "scores": [1, 2, 3]}]}),
        json!({"v": 2, "kind": "command", "command": {"type": "add_round", "scores": [4, 5, 6]},
               "events": [{"type": "round_added", "round": 2, "scores": [4, 5, 6]}]}),
        json!({"v": 2, "kind": "undo", "of": 2}),
        json!({"v": 2, "kind": "undo", "of": 1}),
        json!({"v": 2, "kind": "redo", "of": 1}),
    ];
    let mut live = new_session();
    for (i, payload) in log.iter().enumerate() {
        let seq = i as u64 + 1;
        live.apply(seq, ScorepadEntry::decode(seq, payload).expect("decodes"))
            .expect("replays");
    }
    let state = serde_json::to_value(live.state()).unwrap();
    assert_eq!(state["totals"], json!([1, 2, 3]));
    assert!(live.can_redo(), "round 2 is still undone");
}

/// Undo folds from the newest kept state (every `CHECKPOINT_EVERY` entries):
/// undoing a long log one entry at a time, and redoing part of it, gives at
/// every step exactly the state of a session that only ever had the
/// entries still in effect.
#[test]
fn undo_and_redo_across_checkpoints_give_the_state_of_the_entries_in_effect() {
    let n = drydock::session::CHECKPOINT_EVERY * 3 + 5;
    let round = |i: usize| Command::AddRound {
        scores: Some(vec![Some(i as i64), Some(1), Some(-(i as i64))]),
    };
    let fresh = |k: usize| {
        let mut s = new_session();
        for i in 0..k {
            let entry = s.decide(&round(i)).expect("a round");
            let seq = s.next_seq();
            s.apply(seq, entry).expect("applies");
        }
        serde_json::to_value(s.state()).unwrap()
    };
    let mut live = new_session();
    for i in 0..n {
        let entry = live.decide(&round(i)).expect("a round");
        let seq = live.next_seq();
        live.apply(seq, entry).expect("applies");
    }
    let mut in_effect = n;
    let step = |live: &mut Session<Scorepad>, undo: bool| {
        let entry = if undo {
            live.undo_entry()
        } else {
            live.redo_entry()
        }
        .expect("possible");
        let seq = live.next_seq();
        live.apply(seq, entry).expect("applies");
    };
    for _ in 0..n - 3 {
        step(&mut live, true);
        in_effect -= 1;
        assert_eq!(
            serde_json::to_value(live.state()).unwrap(),
            fresh(in_effect)
        );
    }
    for _ in 0..drydock::session::CHECKPOINT_EVERY + 2 {
        step(&mut live, false);
        in_effect += 1;
        assert_eq!(
            serde_json::to_value(live.state()).unwrap(),
            fresh(in_effect)
        );
    }
    for _ in 0..4 {
        step(&mut live, true);
        in_effect -= 1;
        assert_eq!(
            serde_json::to_value(live.state()).unwrap(),
            fresh(in_effect)
        );
    }
}
