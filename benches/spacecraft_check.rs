//! Space Craft: the builder's live verdict (join check, measures and goal
//! occurrences) on the rulebook example rocket and on the largest rocket the
//! game can have (all 78 parts), and showing a played session (replay of
//! the scripted example). Figures in docs/performance.md.

use criterion::{criterion_group, criterion_main, Criterion};

use drydock::api::spacecraft::{check_rocket, parse_rocket};
use drydock::api::{Api, Script};
use drydock::games::spacecraft::JoinTable;

/// A legal 78-part rocket: a spine of hull columns joined by connectors,
/// each hull with what S2 lets it carry.
fn big_rocket() -> String {
    // One "module" is 3 columns wide: hull, connector, hull, and wings or
    // connectors on the outside; 13 modules of 6 parts = 78 parts.
    let mut rows = Vec::new();
    for m in 0..13 {
        let colour = ["white", "blue", "gold", "yellow"][m % 4];
        let top = if m == 0 { "H:grey" } else { "H:white" };
        rows.push(format!("W:{colour} {top} X:{colour} H:{colour} W:{colour}"));
        rows.push(format!(". H:{colour} . . ."));
    }
    // Row pairs stack hulls north/south: the first column of hulls is one
    // long spine; the right hulls hang off connectors.
    rows.join("\n")
}

fn bench(c: &mut Criterion) {
    let example = include_str!("../docs/examples/spacecraft-agata.rocket");
    let joins = JoinTable::standard();
    let small = parse_rocket(example, &[]).expect("the example parses");
    assert!(check_rocket(&small, &joins).legal);
    let big = parse_rocket(&big_rocket(), &[]).expect("the big rocket parses");
    let report = check_rocket(&big, &joins);
    assert!(report.legal, "{:?}", report.violations);
    c.bench_function("spacecraft check (example, 9 parts)", |b| {
        b.iter(|| check_rocket(&parse_rocket(example, &[]).unwrap(), &joins))
    });
    let big_text = big_rocket();
    c.bench_function("spacecraft check (78 parts)", |b| {
        b.iter(|| check_rocket(&parse_rocket(&big_text, &[]).unwrap(), &joins))
    });
    let script: Script =
        serde_json::from_str(include_str!("../docs/examples/spacecraft-short.json"))
            .expect("the example script");
    let (api, run) = Api::run_script(drydock::api::GameId::Spacecraft, &script).expect("it plays");
    c.bench_function("spacecraft session show (67 entries)", |b| {
        b.iter(|| api.session(run.session.id).unwrap())
    });
}

criterion_group!(benches, bench);
criterion_main!(benches);
