//! The recognition accuracy benchmark (issue 4): renders synthetic ship
//! photos with one of the shared decks, recognises them through the real
//! pipeline (JPEG bytes in), and compares every cell with the truth.
//!
//! ```text
//! cargo run --release --example vision_accuracy -- DECK_DIR [PHOTOS] [FIRST_SEED] [WxH] [--enrolled]
//! ```
//! Tune on `vector-playing-cards`; report `svgcards-vertical2`, which the
//! glyph bank never saw. Seeds 1000 and up are the benchmark's; training
//! uses 900000 and up. Prints each wrong cell, then one JSON summary line.

use drydock::games::rickety::Shape;
use drydock::vision::geometry::Point;
use drydock::vision::read::{self, Namer};
use drydock::vision::{enrol, glyphs::Bank, recognize, synth};

fn main() {
    let all: Vec<String> = std::env::args().collect();
    let enrolled_only = all.iter().any(|a| a == "--enrolled-only");
    let enrolled = enrolled_only || all.iter().any(|a| a == "--enrolled");
    // `--bank`: read with the old glyph bank instead of the model.
    let old_bank = all.iter().any(|a| a == "--bank");
    let args: Vec<String> = all.into_iter().filter(|a| !a.starts_with("--")).collect();
    let Some(dir) = args.get(1) else {
        eprintln!("usage: vision_accuracy DECK_DIR [PHOTOS] [FIRST_SEED] [WxH]");
        std::process::exit(2);
    };
    let deck = match synth::Deck::load(std::path::Path::new(dir)) {
        Ok(deck) => deck,
        Err(e) => {
            eprintln!("vision_accuracy: {e}");
            std::process::exit(2);
        }
    };
    let photos: u64 = args.get(2).and_then(|s| s.parse().ok()).unwrap_or(40);
    let first: u64 = args.get(3).and_then(|s| s.parse().ok()).unwrap_or(1000);
    let size = args
        .get(4)
        .and_then(|s| s.split_once('x'))
        .and_then(|(w, h)| Some((w.parse().ok()?, h.parse().ok()?)))
        .unwrap_or((2448, 3264));
    // With --enrolled, the deck is first enrolled from four synthetic photos
    // of its suits (seeds far from the measured ones), and read with that.
    let bank = if enrolled {
        match enrol_deck(&deck, size, enrolled_only) {
            Ok(bank) => bank,
            Err(e) => {
                eprintln!("vision_accuracy: enrolment failed: {e}");
                std::process::exit(1);
            }
        }
    } else {
        Bank::built_in().clone()
    };
    let shapes = ["basic", "skiff", "frigate", "dreadnought"];
    let (mut cells, mut card_ok, mut chip_ok, mut both_ok) = (0usize, 0usize, 0usize, 0usize);
    let (mut wrong_sure, mut right_sure, mut grids_ok) = (0usize, 0usize, 0usize);
    for seed in first..first + photos {
        let Some(shape) = Shape::built_in(shapes[seed as usize % shapes.len()]) else {
            continue;
        };
        let layout = synth::random_layout(&shape, &mut synth::Rng::new(seed.wrapping_mul(31)));
        let rendered = match synth::render(&layout, &deck, seed, size, Default::default()) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("seed {seed}: {e}");
                continue;
            }
        };
        let Ok(jpeg) = synth::encode_jpeg(&rendered) else {
            continue;
        };
        let namer: &dyn Namer = if enrolled || old_bank {
            &bank
        } else {
            read::built_in()
        };
        let rec = match recognize::recognize(&jpeg, namer) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("seed {seed}: {e}");
                continue;
            }
        };
        let rows = layout.rows.len();
        let cols = layout.rows.iter().map(Vec::len).max().unwrap_or(0);
        grids_ok += usize::from(rec.rows == rows && rec.cols == cols);
        for t in &rendered.truth.cells {
            cells += 1;
            let centre = |q: &[[f64; 2]; 4]| {
                Point::new(
                    q.iter().map(|p| p[0]).sum::<f64>() / 4.0,
                    q.iter().map(|p| p[1]).sum::<f64>() / 4.0,
                )
            };
            let tc = centre(&t.quad);
            let width =
                Point::new(t.quad[0][0], t.quad[0][1]).dist(Point::new(t.quad[1][0], t.quad[1][1]));
            let found = rec.cells.iter().find(|c| {
                let q = c.quad.map(|p| [p.x, p.y]);
                centre(&q).dist(tc) < width * 0.4
            });
            let Some((cell, reading)) = found.and_then(|c| Some((c, c.reading.as_ref()?))) else {
                println!(
                    "seed {seed} row {} col {}: {}^{} not read",
                    t.row, t.col, t.top, t.chips
                );
                continue;
            };
            let card_right = reading.card.code() == t.top;
            let chips_right = usize::from(reading.chips) == t.chips;
            card_ok += usize::from(card_right);
            chip_ok += usize::from(chips_right);
            both_ok += usize::from(card_right && chips_right);
            let sure = cell.confidence() >= 0.9;
            if sure && !(card_right && chips_right) {
                wrong_sure += 1;
            }
            if sure && card_right && chips_right {
                right_sure += 1;
            }
            if !(card_right && chips_right) {
                println!(
                    "seed {seed} row {} col {}: {}^{} read {}^{} (card {:.2}, chips {:.2})",
                    t.row,
                    t.col,
                    t.top,
                    t.chips,
                    reading.card.code(),
                    reading.chips,
                    reading.card_confidence,
                    reading.chip_confidence
                );
            }
        }
    }
    let pct = |n: usize| (1000.0 * n as f64 / cells.max(1) as f64).round() / 10.0;
    println!(
        "{{\"deck\": {:?}, \"enrolled\": {enrolled}, \"enrolled_only\": {enrolled_only}, \"photos\": {photos}, \"size\": \"{}x{}\", \"cells\": {cells}, \"grids_right\": {grids_ok}, \"top_card\": {}, \"chips\": {}, \"both\": {}, \"wrong_and_sure\": {}, \"right_and_sure\": {}}}",
        deck.name,
        size.0,
        size.1,
        pct(card_ok),
        pct(chip_ok),
        pct(both_ok),
        pct(wrong_sure),
        pct(right_sure)
    );
}

/// Enrols `deck` from synthetic photos of its four suits and returns the
/// bank recognition reads with.
fn enrol_deck(deck: &synth::Deck, size: (u32, u32), only: bool) -> Result<Bank, String> {
    // Enrolment photos are taken once, with care: square on, steady, in
    // good light (unlike the hurried photos of a finished ship measured).
    let careful = synth::Difficulty {
        max_rotation_deg: 5.0,
        min_keystone: 0.92,
        max_blur: 0.6,
        max_noise: 3.0,
        min_jpeg_quality: 85,
    };
    let mut photos = Vec::new();
    for (i, layout) in synth::enrolment_layouts().iter().enumerate() {
        let seed = 700_000 + i as u64;
        let rendered = synth::render(layout, deck, seed, size, careful)?;
        let jpeg = synth::encode_jpeg(&rendered)?;
        let photo = drydock::vision::decode::decode(&jpeg).map_err(|e| e.0)?;
        photos.push((format!("enrolment photo {}", i + 1), photo));
    }
    let enrolment = enrol::enrol(&photos)?;
    for p in &enrolment.photos {
        if !p.off_colour.is_empty() {
            eprintln!("{}: {} cards off colour", p.label, p.off_colour.len());
        }
    }
    Ok(if only {
        enrolment.bank
    } else {
        enrol::reading_bank(&enrolment.bank)
    })
}
