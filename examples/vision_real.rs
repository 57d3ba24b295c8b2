//! The real-photo benchmark (issue 17): reads every photograph listed in a
//! `truth.tsv` (columns `file`, `cards`, …) through the real pipeline with
//! no shape, as `drydock recognize PHOTO` does, and compares the cards
//! reported with the cards really there.
//!
//! ```text
//! cargo run --release --example vision_real -- ../shared/data/cards-real
//! ```
//! The truth lists cards, not places (loose cards have none), so a reading
//! is matched against the photo's multiset of cards: each true card can be
//! claimed once. Three figures per photo and in all:
//! - *read*: true cards claimed by a reading (recall);
//! - *there*: readings that claimed a true card, out of every card reported,
//!   unread ones included (an outline over felt is a phantom too);
//! - *phantom*: cards reported that claimed nothing.
//!
//! These photos are for measuring only: nothing is trained or tuned on them.

use std::collections::HashMap;
use std::path::Path;

use drydock::api::vision::recognize_photo;
use drydock::vision::glyphs::Bank;
use drydock::vision::read::{self, Namer};

fn main() {
    // `--bank`: read with the old glyph bank instead of the model.
    let namer: &dyn Namer = if std::env::args().any(|a| a == "--bank") {
        Bank::built_in()
    } else {
        read::built_in()
    };
    let Some(dir) = std::env::args().nth(1) else {
        eprintln!("usage: vision_real DIR_WITH_TRUTH_TSV");
        std::process::exit(2);
    };
    let dir = Path::new(&dir);
    let truth = match std::fs::read_to_string(dir.join("truth.tsv")) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("vision_real: {}: {e}", dir.join("truth.tsv").display());
            std::process::exit(2);
        }
    };
    let (mut cards, mut read, mut reported, mut phantoms) = (0usize, 0usize, 0usize, 0usize);
    let mut photos = 0usize;
    let (mut right_conf, mut wrong_conf) = (Vec::new(), Vec::new());
    for line in truth.lines().skip(1) {
        let mut fields = line.split('\t');
        let (Some(file), Some(list)) = (fields.next(), fields.next()) else {
            continue;
        };
        let bytes = match std::fs::read(dir.join(file)) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{file}: {e}");
                continue;
            }
        };
        let report = match recognize_photo(&bytes, None, 2, namer) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{file}: {}", e.message);
                continue;
            }
        };
        let mut left: HashMap<String, usize> = HashMap::new();
        let want: Vec<&str> = list.split_whitespace().collect();
        for card in &want {
            *left.entry(normalise(card)).or_default() += 1;
        }
        let mut hits = 0;
        let mut misread = Vec::new();
        for seen in &report.cards {
            let claimed = seen.card.as_ref().is_some_and(|c| match left.get_mut(c) {
                Some(n) if *n > 0 => {
                    *n -= 1;
                    true
                }
                _ => false,
            });
            if claimed {
                hits += 1;
                right_conf.push(seen.confidence);
            } else {
                misread.push(seen.card.clone().unwrap_or_else(|| "?".into()));
                wrong_conf.push(seen.confidence);
            }
        }
        let missed: Vec<String> = left
            .iter()
            .filter(|(_, n)| **n > 0)
            .map(|(c, n)| format!("{c}×{n}"))
            .collect();
        println!(
            "{file}: {hits}/{} read, {} reported, phantom or wrong: [{}], missed: [{}]",
            want.len(),
            report.cards.len(),
            misread.join(" "),
            missed.join(" ")
        );
        photos += 1;
        cards += want.len();
        read += hits;
        reported += report.cards.len();
        phantoms += report.cards.len() - hits;
    }
    if std::env::var_os("VISION_REAL_CONFIDENCE").is_some() {
        for (name, c) in [("right", &mut right_conf), ("wrong", &mut wrong_conf)] {
            c.sort_by(f64::total_cmp);
            let deciles: Vec<String> = (0..=10)
                .map(|i| {
                    format!(
                        "{:.2}",
                        c.get((c.len().saturating_sub(1)) * i / 10)
                            .copied()
                            .unwrap_or(0.0)
                    )
                })
                .collect();
            eprintln!("{name} confidence deciles: {}", deciles.join(" "));
        }
    }
    let pct = |n: usize, d: usize| (1000.0 * n as f64 / d.max(1) as f64).round() / 10.0;
    println!(
        "{{\"photos\": {photos}, \"cards\": {cards}, \"read\": {read}, \"read_pct\": {}, \"reported\": {reported}, \"there_pct\": {}, \"phantom_or_wrong\": {phantoms}}}",
        pct(read, cards),
        pct(read, reported),
    );
}

/// Codes as the reader writes them (`10C`, `QH`).
fn normalise(card: &str) -> String {
    card.to_uppercase()
}
