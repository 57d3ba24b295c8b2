//! Ship photo recognition speed (issue 4): a 12-megapixel JPEG of a 16-card
//! Basic ship, bytes to readings, on one core; the JPEG decode alone; and
//! each stage of the reading path on its own (averaging to the working
//! size, finding the cards, cutting them out, the chip outline search,
//! reading a card), so a stage that slows shows by itself: a change in one
//! module once doubled the cutting time through the code generated for
//! another (denormal floats, docs/performance.md's thirteenth pass).
//! The photo is rendered from the shared svgcards deck when it is found
//! (`DRYDOCK_DECKS`, default `../shared/data/decks`), else the committed
//! fixture photo is enlarged to 12 MP. Figures in docs/performance.md.

use std::path::PathBuf;

use criterion::{criterion_group, criterion_main, Criterion};
use drydock::games::rickety::Layout;
use drydock::vision::card_image::CardImage;
use drydock::vision::chips;
use drydock::vision::decode::decode;
use drydock::vision::find;
use drydock::vision::raster::Working;
use drydock::vision::read;
use drydock::vision::recognize::recognize;
use drydock::vision::synth::{self, Deck, Difficulty};

const SIZE: (u32, u32) = (3024, 4032);

fn photo() -> Vec<u8> {
    let decks = std::env::var_os("DRYDOCK_DECKS")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from("../shared/data/decks"));
    let layout_text = std::fs::read_to_string("tests/fixtures/vision/basic-legal.layout")
        .expect("the fixture layout is committed");
    let layout = Layout::parse(&layout_text).expect("the fixture layout parses");
    if let Ok(deck) = Deck::load(&decks.join("svgcards-vertical2")) {
        let rendered =
            synth::render(&layout, &deck, 77, SIZE, Difficulty::default()).expect("renders");
        return synth::encode_jpeg(&rendered).expect("encodes");
    }
    eprintln!("vision_recognize: no shared decks; enlarging the fixture photo");
    let small = image::open("tests/fixtures/vision/basic-legal.jpg").expect("fixture photo");
    let big = small.resize_exact(SIZE.0, SIZE.1, image::imageops::FilterType::Triangle);
    let mut out = Vec::new();
    big.to_rgb8()
        .write_with_encoder(image::codecs::jpeg::JpegEncoder::new_with_quality(
            &mut out, 85,
        ))
        .expect("encodes");
    out
}

fn bench(c: &mut Criterion) {
    let jpeg = photo();
    let mut group = c.benchmark_group("vision");
    group.sample_size(20);
    group.bench_function("decode 12 MP JPEG", |b| {
        b.iter(|| decode(&jpeg).expect("decodes"))
    });
    group.bench_function("recognize 12 MP JPEG, 16 cards", |b| {
        b.iter(|| recognize(&jpeg, read::built_in()).expect("recognises"))
    });
    group.finish();
    stages(c, &decode(&jpeg).expect("decodes"));
}

/// Each stage of the reading path, on the same photo decoded.
fn stages(c: &mut Criterion, photo: &image::RgbImage) {
    let working = Working::of(photo);
    let found = find::cards(photo, &working);
    assert!(
        found.len() >= 8,
        "the bench photo's cards are found: {found:?}"
    );
    let cards: Vec<CardImage> = found
        .iter()
        .filter_map(|f| CardImage::cut_card(photo, f.quad))
        .collect();
    let mut group = c.benchmark_group("vision stage");
    group.sample_size(20);
    group.bench_function("average 12 MP to the working size", |b| {
        b.iter(|| Working::of(photo))
    });
    group.bench_function("find the cards (working image given)", |b| {
        b.iter(|| find::cards(photo, &working))
    });
    let label = |what: &str| format!("{what}, {} cards", cards.len());
    group.bench_function(label("cut the cards out"), |b| {
        b.iter(|| {
            found
                .iter()
                .filter_map(|f| CardImage::cut_card(photo, f.quad))
                .count()
        })
    });
    group.bench_function(label("chip outline search"), |b| {
        b.iter(|| {
            cards
                .iter()
                .map(|c| chips::outlines(c).len())
                .sum::<usize>()
        })
    });
    group.bench_function(label("read each card (chips included)"), |b| {
        b.iter(|| {
            cards
                .iter()
                .filter_map(|c| read::read(c, read::built_in()))
                .count()
        })
    });
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
