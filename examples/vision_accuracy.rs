//! The recognition accuracy benchmark (issue 4): renders synthetic ship
//! photos with one of the shared decks, recognises them through the real
//! pipeline (JPEG bytes in), and compares every cell with the truth.
//!
//! ```text
//! cargo run --release --example vision_accuracy -- DECK_DIR [PHOTOS] [FIRST_SEED] [WxH] [--enrolled]
//! cargo run --release --example vision_accuracy -- --photos DIR   # photos made by scripts/photogen
//! cargo run --release --example vision_accuracy -- --photos DIR --enrol EDIR   # read with a deck enrolled from EDIR's photos
//! cargo run --release --example vision_accuracy -- DECK_DIR 40 --save DIR   # also keep the photos
//! ```
//! `--save DIR` writes each rendered photo as `SEED.jpg` with its
//! `SEED.truth.json` beside it, the form `--photos` and `chip_count` read.
//! Tune on `vector-playing-cards`; report `svgcards-vertical2`, which the
//! glyph bank never saw. Seeds 1000 and up are the benchmark's; training
//! uses 900000 and up. Prints each wrong cell, then one JSON summary line
//! and one line saying where the losses lie: top cards read wrong in cells
//! placed off their card against on it, and the cells read right but asked
//! about by what is doubtful (the card, the chips, both, or only whether
//! the cell is the ship's). An enrolled deck is read as the app reads it
//! (`vision::name::reader`: the model blended with the deck's glyphs and
//! the built-in bank's). With `PRESENCE_DUMP` set, each cell placed from
//! its neighbours (presence under 1) that a truth card lies in is also
//! printed with its presence, card and chip confidence and whether each
//! is right, to see how sure such cells may be. With `CHIP_DUMP` set,
//! every cell read prints `chipdump TRUTH COUNT CHIP_CONFIDENCE
//! CARD_CONFIDENCE CARD_RIGHT`, to tally how often each chip confidence
//! is right through the whole pipeline.
//!
//! Each photo's counts are printed on a `photo` line, and the summary gives
//! each figure a 95 % interval (a bootstrap over photos,
//! `interval/bootstrap.rs`). `--paired BEFORE.log AFTER.log` reads two
//! runs' logs of the same photos and prints each figure's change with its
//! interval, so a change is not taken for one when a photo or two moved.
//! `--pool A.log,B.log…` gives the figures of several sets pooled, with
//! their intervals; `--paired` pools the same way on each side.
//!
//! ```text
//! cargo run --release --example vision_accuracy -- --paired BEFORE.log AFTER.log
//! cargo run --release --example vision_accuracy -- --paired B1.log,B2.log A1.log,A2.log
//! cargo run --release --example vision_accuracy -- --pool A.log,B.log
//! ```

#[path = "interval/bootstrap.rs"]
mod bootstrap;

use bootstrap::Photo;
use drydock::games::rickety::Shape;
use drydock::vision::geometry::{self, Point};
use drydock::vision::name;
use drydock::vision::read::{self, Namer};
use drydock::vision::{enrol, glyphs::Bank, recognize, synth};

/// Tallies of one run.
#[derive(Default)]
struct Tally {
    cells: usize,
    card_ok: usize,
    chip_ok: usize,
    both_ok: usize,
    wrong_sure: usize,
    right_sure: usize,
    grids_ok: usize,
    photos: usize,
    /// Cells read (a face in them) where no card of the truth lies.
    phantoms: usize,
    /// Top cards read wrong in a cell placed off the card (a corner
    /// [`OFF`] of the card's width or more from the truth's) or on it.
    wrong_top_off: usize,
    wrong_top_on: usize,
    /// Cells read right but asked about, by what is below the bar: the
    /// card, the chips, both, or neither (the cell's presence alone).
    doubt_card: usize,
    doubt_chips: usize,
    doubt_both: usize,
    doubt_presence: usize,
}

impl Tally {
    /// The counts so far as a [`Photo`] (less the counts before a photo,
    /// that photo's own).
    fn photo(&self, label: &str) -> Photo {
        Photo {
            label: label.to_string(),
            cells: self.cells,
            counts: [
                self.card_ok,
                self.chip_ok,
                self.both_ok,
                self.wrong_sure,
                self.right_sure,
            ],
        }
    }
}

/// A cell is placed off its card when a corner lies this share of the
/// card's width or more from the truth's (most cells read right lie
/// within 0.1).
const OFF: f64 = 0.1;
/// The confidence the app asks about a cell under (`api::vision::SURE`).
const SURE: f64 = 0.9;

/// One photo to read: its JPEG bytes and its truth.
struct Case {
    label: String,
    jpeg: Vec<u8>,
    truth: synth::Truth,
}

fn main() {
    let all: Vec<String> = std::env::args().collect();
    if let Some(i) = all.iter().position(|a| a == "--paired") {
        compare(all.get(i + 1), all.get(i + 2));
        return;
    }
    if let Some(i) = all.iter().position(|a| a == "--pool") {
        pool(all.get(i + 1));
        return;
    }
    let enrolled_only = all.iter().any(|a| a == "--enrolled-only");
    let enrolled = enrolled_only || all.iter().any(|a| a == "--enrolled");
    // `--bank`: read with the old glyph bank instead of the model.
    let old_bank = all.iter().any(|a| a == "--bank");
    // `--photos DIR`: read photos made elsewhere (scripts/photogen) with
    // their NAME.truth.json beside them, instead of rendering.
    let photo_dir = all
        .iter()
        .position(|a| a == "--photos")
        .and_then(|i| all.get(i + 1).cloned());
    if let Some(dir) = photo_dir {
        let cases = match cases_in(std::path::Path::new(&dir)) {
            Ok(cases) => cases,
            Err(e) => {
                eprintln!("vision_accuracy: {e}");
                std::process::exit(2);
            }
        };
        let enrol_dir = all
            .iter()
            .position(|a| a == "--enrol")
            .and_then(|i| all.get(i + 1).cloned());
        let bank = match enrol_dir.map(|d| enrol_photos_in(std::path::Path::new(&d))) {
            Some(Ok(bank)) => Some(bank),
            Some(Err(e)) => {
                eprintln!("vision_accuracy: enrolment failed: {e}");
                std::process::exit(1);
            }
            None => None,
        };
        let reader = name::reader(bank.as_ref());
        let namer: &dyn Namer = if old_bank {
            Bank::built_in()
        } else {
            reader.namer()
        };
        let deck = cases
            .first()
            .map(|c| c.truth.deck.clone())
            .unwrap_or_default();
        let (tally, photos) = measure(cases, namer);
        let count = tally.photos.to_string();
        report(&tally, &deck, &count, "varied", bank.is_some(), false);
        print_intervals(&photos);
        return;
    }
    let args: Vec<String> = all
        .iter()
        .enumerate()
        .filter(|(i, a)| !a.starts_with("--") && (*i == 0 || all[i - 1] != "--save"))
        .map(|(_, a)| a.clone())
        .collect();
    let Some(dir) = args.get(1) else {
        eprintln!("usage: vision_accuracy DECK_DIR [PHOTOS] [FIRST_SEED] [WxH] | --photos DIR");
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
    let save = all
        .iter()
        .position(|a| a == "--save")
        .and_then(|i| all.get(i + 1).cloned());
    let shapes = ["basic", "skiff", "frigate", "dreadnought"];
    let mut cases = Vec::new();
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
        if let Some(dir) = &save {
            save_case(dir, seed, &jpeg, &rendered.truth);
        }
        cases.push(Case {
            label: format!("seed {seed}"),
            jpeg,
            truth: rendered.truth,
        });
    }
    let reader = name::reader(Some(&bank));
    let namer: &dyn Namer = if old_bank {
        &bank
    } else if enrolled {
        reader.namer()
    } else {
        read::built_in()
    };
    let (tally, per_photo) = measure(cases, namer);
    let size = format!("{}x{}", size.0, size.1);
    report(
        &tally,
        &deck.name,
        &photos.to_string(),
        &size,
        enrolled,
        enrolled_only,
    );
    print_intervals(&per_photo);
}

/// The summary's third line: each figure's 95 % interval over photos.
fn print_intervals(photos: &[Photo]) {
    println!(
        "{{\"interval_95\": {}}}",
        bootstrap::bounds_json(&bootstrap::intervals(photos))
    );
}

/// `--paired BEFORE AFTER`: each figure's change between two runs of the
/// same photos, with its 95 % interval. Each side may pool several logs
/// (`A.log,B.log`), listed in the same order.
fn compare(before: Option<&String>, after: Option<&String>) {
    let (Some(before), Some(after)) = (before, after) else {
        eprintln!("usage: vision_accuracy --paired BEFORE.log[,…] AFTER.log[,…]");
        std::process::exit(2);
    };
    let (b, a) =
        or_exit(bootstrap::read_logs(before).and_then(|b| Ok((b, bootstrap::read_logs(after)?))));
    let (change, bounds) = bootstrap::paired(&b, &a);
    println!(
        "{{\"photos\": {}, \"change\": {}, \"interval_95\": {}}}",
        a.len(),
        bootstrap::figures_json(&change),
        bootstrap::bounds_json(&bounds)
    );
}

/// `--pool A.log,B.log…`: the figures of several runs' photos pooled, with
/// their 95 % intervals.
fn pool(logs: Option<&String>) {
    let Some(logs) = logs else {
        eprintln!("usage: vision_accuracy --pool A.log,B.log…");
        std::process::exit(2);
    };
    let photos = or_exit(bootstrap::read_logs(logs));
    println!(
        "{{\"photos\": {}, \"cells\": {}, \"figures\": {}, \"interval_95\": {}}}",
        photos.len(),
        photos.iter().map(|p| p.cells).sum::<usize>(),
        bootstrap::figures_json(&bootstrap::figures(&photos)),
        bootstrap::bounds_json(&bootstrap::intervals(&photos))
    );
}

fn or_exit<T>(result: Result<T, String>) -> T {
    result.unwrap_or_else(|e| {
        eprintln!("vision_accuracy: {e}");
        std::process::exit(2);
    })
}

/// The `*.jpg` files of `dir`, in name order.
fn jpegs_in(dir: &std::path::Path) -> Result<Vec<std::path::PathBuf>, String> {
    let mut paths: Vec<std::path::PathBuf> = std::fs::read_dir(dir)
        .map_err(|e| format!("{}: {e}", dir.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "jpg"))
        .collect();
    paths.sort();
    Ok(paths)
}

/// Every `NAME.jpg` of `dir` that has a `NAME.truth.json` beside it.
fn cases_in(dir: &std::path::Path) -> Result<Vec<Case>, String> {
    let mut cases = Vec::new();
    for path in jpegs_in(dir)? {
        let truth_path = path.with_extension("truth.json");
        let Ok(text) = std::fs::read_to_string(&truth_path) else {
            continue;
        };
        let truth: synth::Truth =
            serde_json::from_str(&text).map_err(|e| format!("{}: {e}", truth_path.display()))?;
        let jpeg = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let label = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        cases.push(Case { label, jpeg, truth });
    }
    Ok(cases)
}

/// Reads every case and compares each cell with its truth, printing the
/// cells read wrong.
fn measure(cases: Vec<Case>, namer: &dyn Namer) -> (Tally, Vec<Photo>) {
    let mut t = Tally::default();
    let mut photos = Vec::new();
    for case in cases {
        let before = t.photo(&case.label);
        let rec = match recognize::recognize(&case.jpeg, namer) {
            Ok(r) => r,
            Err(e) => {
                eprintln!("{}: {e}", case.label);
                continue;
            }
        };
        t.photos += 1;
        let rows = case
            .truth
            .cells
            .iter()
            .map(|c| c.row + 1)
            .max()
            .unwrap_or(0);
        let cols = case
            .truth
            .cells
            .iter()
            .map(|c| c.col + 1)
            .max()
            .unwrap_or(0);
        t.grids_ok += usize::from(rec.rows == rows && rec.cols == cols);
        if (rec.rows, rec.cols) != (rows, cols) {
            println!(
                "{}: grid {}×{}, truth {rows}×{cols}",
                case.label, rec.rows, rec.cols
            );
        }
        for cell in &case.truth.cells {
            score_cell(&mut t, &case.label, cell, &rec);
        }
        for cell in rec.cells.iter().filter(|c| c.reading.is_some()) {
            if !case
                .truth
                .cells
                .iter()
                .any(|truth| same_place(&cell.quad, truth))
            {
                t.phantoms += 1;
                println!(
                    "{}: row {} col {} read where no card lies",
                    case.label, cell.row, cell.col
                );
            }
        }
        let photo = t.photo(&case.label).minus(&before);
        println!("{}", photo.line());
        photos.push(photo);
    }
    (t, photos)
}

/// Whether a cell found lies on the truth's card: its centre within
/// 0.4 of a card's width of the card's.
fn same_place(quad: &[Point; 4], truth: &synth::TruthCell) -> bool {
    let t = truth.quad.map(|p| Point::new(p[0], p[1]));
    geometry::centre(quad).dist(geometry::centre(&t)) < t[0].dist(t[1]) * 0.4
}

/// Whether the cell's corners lie [`OFF`] of the card's width or more from
/// the truth's, whichever corner the cell starts from (a card read upside
/// down starts from the truth's opposite corner).
fn placed_off(quad: &[Point; 4], truth: &synth::TruthCell) -> bool {
    let t = truth.quad.map(|p| Point::new(p[0], p[1]));
    let worst = |k: usize| {
        (0..4)
            .map(|i| quad[(i + k) % 4].dist(t[i]))
            .fold(0.0, f64::max)
    };
    (0..4).map(worst).fold(f64::MAX, f64::min) >= OFF * t[0].dist(t[1])
}

fn score_cell(t: &mut Tally, label: &str, truth: &synth::TruthCell, rec: &recognize::Recognition) {
    t.cells += 1;
    let found = rec.cells.iter().find(|c| same_place(&c.quad, truth));
    let Some((cell, reading)) = found.and_then(|c| Some((c, c.reading.as_ref()?))) else {
        println!(
            "{label} row {} col {}: {}^{} not read",
            truth.row, truth.col, truth.top, truth.chips
        );
        return;
    };
    let card_right = reading.card.code() == truth.top;
    let chips_right = usize::from(reading.chips) == truth.chips;
    if std::env::var_os("PRESENCE_DUMP").is_some() && cell.presence < 1.0 {
        println!(
            "presence {:.2} card {:.2} chips {:.2} right {card_right} {chips_right}",
            cell.presence, reading.card_confidence, reading.chip_confidence
        );
    }
    if std::env::var_os("CHIP_DUMP").is_some() {
        println!(
            "chipdump {} {} {:.2} {:.2} {card_right}",
            truth.chips, reading.chips, reading.chip_confidence, reading.card_confidence
        );
    }
    t.card_ok += usize::from(card_right);
    t.chip_ok += usize::from(chips_right);
    t.both_ok += usize::from(card_right && chips_right);
    let sure = cell.confidence() >= SURE;
    if sure && !(card_right && chips_right) {
        t.wrong_sure += 1;
    }
    if sure && card_right && chips_right {
        t.right_sure += 1;
    }
    if !card_right {
        if placed_off(&cell.quad, truth) {
            t.wrong_top_off += 1;
        } else {
            t.wrong_top_on += 1;
        }
    }
    if !sure && card_right && chips_right {
        match (
            reading.card_confidence < SURE,
            reading.chip_confidence < SURE,
        ) {
            (true, true) => t.doubt_both += 1,
            (true, false) => t.doubt_card += 1,
            (false, true) => t.doubt_chips += 1,
            (false, false) => t.doubt_presence += 1,
        }
    }
    if !(card_right && chips_right) {
        println!(
            "{label} row {} col {}: {}^{} read {}^{} (card {:.2}, chips {:.2})",
            truth.row,
            truth.col,
            truth.top,
            truth.chips,
            reading.card.code(),
            reading.chips,
            reading.card_confidence,
            reading.chip_confidence
        );
    }
}

fn report(t: &Tally, deck: &str, photos: &str, size: &str, enrolled: bool, enrolled_only: bool) {
    let pct = |n: usize| (1000.0 * n as f64 / t.cells.max(1) as f64).round() / 10.0;
    println!(
        "{{\"deck\": {deck:?}, \"enrolled\": {enrolled}, \"enrolled_only\": {enrolled_only}, \"photos\": {photos:?}, \"size\": {size:?}, \"cells\": {}, \"grids_right\": {}, \"top_card\": {}, \"chips\": {}, \"both\": {}, \"wrong_and_sure\": {}, \"right_and_sure\": {}, \"phantom_cells\": {}}}",
        t.cells,
        t.grids_ok,
        pct(t.card_ok),
        pct(t.chip_ok),
        pct(t.both_ok),
        pct(t.wrong_sure),
        pct(t.right_sure),
        t.phantoms
    );
    println!(
        "{{\"wrong_top_placed_off\": {}, \"wrong_top_placed_on\": {}, \"right_but_doubtful\": {{\"card\": {}, \"chips\": {}, \"both\": {}, \"presence\": {}}}}}",
        t.wrong_top_off,
        t.wrong_top_on,
        t.doubt_card,
        t.doubt_chips,
        t.doubt_both,
        t.doubt_presence
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

/// Enrols a deck from every `*.jpg` of `dir`, in name order, and returns
/// the bank a ship is read with (`enrol::reading_bank`, as the app keeps).
fn enrol_photos_in(dir: &std::path::Path) -> Result<Bank, String> {
    let mut photos = Vec::new();
    for path in jpegs_in(dir)? {
        let bytes = std::fs::read(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        let photo = drydock::vision::decode::decode(&bytes)
            .map_err(|e| format!("{}: {}", path.display(), e.0))?;
        photos.push((path.display().to_string(), photo));
    }
    let enrolment = enrol::enrol(&photos)?;
    for p in &enrolment.photos {
        eprintln!(
            "{}: {} cards, {} off colour",
            p.label,
            p.cards,
            p.off_colour.len()
        );
    }
    Ok(enrol::reading_bank(&enrolment.bank))
}

/// Writes a rendered photo and its truth into `dir` for `--photos` or
/// `chip_count`; a failure is reported and the measurement goes on.
fn save_case(dir: &str, seed: u64, jpeg: &[u8], truth: &synth::Truth) {
    let dir = std::path::Path::new(dir);
    let written = std::fs::create_dir_all(dir)
        .and_then(|()| std::fs::write(dir.join(format!("{seed}.jpg")), jpeg))
        .map_err(|e| e.to_string())
        .and_then(|()| serde_json::to_string(truth).map_err(|e| e.to_string()))
        .and_then(|text| {
            std::fs::write(dir.join(format!("{seed}.truth.json")), text).map_err(|e| e.to_string())
        });
    if let Err(e) = written {
        eprintln!(
            "vision_accuracy: saving seed {seed} in {}: {e}",
            dir.display()
        );
    }
}
