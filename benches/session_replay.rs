//! How long it takes to show a session: the engine folding a log, and the
//! whole `Api::session` path (SQLite read + JSON decode + replay) that every
//! app command pays. Figures and the command are in docs/performance.md.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion};
use drydock::api::{Action, Api, GameCommand, GameId, GameSetup, NewPlayer, StartSession};
use serde_json::json;
use serde_json::Value;
use std::time::Instant;

/// A scorepad command, typed as the app sends it.
fn scorepad(command: Value) -> Action {
    Action::Command(GameCommand::decode(GameId::Scorepad, &command).expect("a scorepad command"))
}

fn session_with(entries: usize) -> (Api, i64) {
    let mut api = Api::in_memory().expect("in-memory database");
    let ids: Vec<i64> = ["Ann", "Bob", "Cat", "Dan"]
        .iter()
        .map(|n| {
            api.create_player(&NewPlayer {
                name: n.to_string(),
                colour: None,
            })
            .expect("player")
            .id
        })
        .collect();
    let id = api
        .start_session(&StartSession {
            seats: Vec::new(),
            location: None,
            player_ids: ids,
            setup: GameSetup::default_for(GameId::Scorepad).expect("the scorepad's defaults"),
        })
        .expect("session")
        .id;
    for i in 0..entries {
        let action = if i % 10 == 9 {
            Action::Undo
        } else {
            scorepad(json!({"type": "add_round", "scores": [i, 1, -2, 3]}))
        };
        api.act(id, &action).expect("action");
    }
    (api, id)
}

fn bench_replay(c: &mut Criterion) {
    let mut group = c.benchmark_group("show_session");
    for entries in [100usize, 1000] {
        let (api, id) = session_with(entries);
        group.bench_with_input(BenchmarkId::from_parameter(entries), &entries, |b, _| {
            b.iter(|| api.session(id).expect("replays"))
        });
    }
    group.finish();

    // Every `act` appends an entry, so a bench that acted on one session
    // would measure an ever longer log. Each sample starts instead from a
    // fresh copy of the 1,000-entry session (imported, untimed) and times
    // only its acts: at most a few dozen entries are added per sample.
    let mut group = c.benchmark_group("act");
    group.sample_size(20);
    let (api, id) = session_with(1000);
    let file = api.export_session(id).expect("exports");
    group.bench_function("set_score_on_1000_entry_log", |b| {
        b.iter_custom(|iters| {
            let mut api = Api::in_memory().expect("in-memory database");
            let id = api.import_session(&file).expect("imports").id;
            let start = Instant::now();
            for n in 0..iters {
                let action =
                    scorepad(json!({"type": "set_score", "round": 1, "seat": 0, "score": n}));
                api.act(id, &action).expect("act");
            }
            start.elapsed()
        })
    });
    group.finish();
}

criterion_group!(benches, bench_replay);
criterion_main!(benches);
