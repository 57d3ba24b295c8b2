//! History at scale: a database of 10,000 finished sessions × 200 log
//! entries (made once by `Api::seed_history`, the engine behind `drydock dev
//! seed`, and kept in `target/bench-history.db`), then the history list's
//! first page with filters, a text search, one player's statistics, and
//! replaying a 200-entry session to a timeline point. Figures are in
//! docs/performance.md with the full JSON export's time and the file size.

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use drydock::api::{Api, SessionQuery, StatsQuery, StatusFilter};

fn database() -> Api {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/bench-history.db");
    let fresh = !path.exists();
    let mut api = Api::open(&path).expect("bench database opens");
    if fresh {
        eprintln!(
            "seeding {} (10,000 sessions × 200 entries, about a minute)…",
            path.display()
        );
        api.seed_history(10_000, 200, 1).expect("seeds");
    }
    api
}

fn history(c: &mut Criterion) {
    let mut api = database();
    let filtered = SessionQuery {
        game: Some(drydock::api::GameId::Scorepad),
        status: Some(StatusFilter::Finished),
        player: Some("Ann".into()),
        limit: Some(50),
        ..SessionQuery::default()
    };
    c.bench_function("history first page, game + finished + player", |b| {
        b.iter(|| api.list_sessions(&filtered).expect("page"))
    });
    let winner = SessionQuery {
        winner: Some("Bob".into()),
        since: Some("2023-01-01".into()),
        ..SessionQuery::default()
    };
    c.bench_function("history first page, winner + since", |b| {
        b.iter(|| api.list_sessions(&winner).expect("page"))
    });
    let search = SessionQuery {
        search: Some("place".into()),
        ..SessionQuery::default()
    };
    c.bench_function("history first page, text search in notes", |b| {
        b.iter(|| api.list_sessions(&search).expect("page"))
    });
    let one = StatsQuery {
        player: Some("Ann".into()),
        game: None,
    };
    api.stats(&one).expect("warm the figures cache");
    c.bench_function("statistics of one player", |b| {
        b.iter(|| api.stats(&one).expect("stats"))
    });
    let id = api
        .list_sessions(&SessionQuery::default())
        .expect("page")
        .sessions[0]
        .id;
    c.bench_function("timeline: replay a 200-entry session to entry 150", |b| {
        b.iter(|| api.session_at(id, 150).expect("state"))
    });
}

criterion_group! {
    name = benches;
    config = Criterion::default().sample_size(20);
    targets = history
}
criterion_main!(benches);
