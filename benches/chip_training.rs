//! The chip counter's training speed (`vision::learn_chips::train`): one
//! epoch over 64 views, batches of 32 on two threads, as
//! `scripts/train-chips.sh` trains; and the network's forward pass on one
//! view, which the reader runs on each card its finders disagree on.
//! The views are random rasters in the features' range, not painted
//! cards: the layers' cost does not depend on what the pixels show, and
//! painting would time the painter. Figures in docs/performance.md.

use criterion::{criterion_group, criterion_main, Criterion};
use drydock::rng::Rng;
use drydock::vision::chip_model::{ChipNet, COUNT_CLASSES, FH, FW, PLANES};
use drydock::vision::learn::{Example, Schedule};
use drydock::vision::learn_chips;

fn views(n: usize) -> Vec<Example> {
    let mut rng = Rng::new(9);
    (0..n)
        .map(|i| Example {
            x: (0..PLANES * FW * FH)
                .map(|_| (rng.gauss() * 0.4).clamp(-1.0, 0.5) as f32)
                .collect(),
            class: i % COUNT_CLASSES,
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let data = views(64);
    let schedule = Schedule {
        hidden: 64,
        epochs: 1,
        batch: 32,
        rate: 0.02,
        decay: 1e-4,
    };
    let mut group = c.benchmark_group("chip counter");
    group.sample_size(20);
    group.bench_function("train one epoch, 64 views", |b| {
        b.iter(|| learn_chips::train(&data, schedule, &mut Rng::new(1)))
    });
    if let Some(net) = ChipNet::built_in() {
        group.bench_function("count one view", |b| {
            b.iter(|| net.probabilities(&data[0].x))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
