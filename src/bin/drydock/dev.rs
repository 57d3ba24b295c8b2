//! `drydock dev …`: tools for developers, not for the table. `render` draws
//! a synthetic ship photo and writes its truth beside it (docs/cli.md).

use std::path::{Path, PathBuf};

use clap::Subcommand;
use drydock::api::rickety::parse_layout;
use drydock::api::{write_file_beside, ApiError};
use drydock::games::rickety::{Pos, Shape};
use drydock::vision::chip_model::ChipNet;
use drydock::vision::glyphs::Bank;
use drydock::vision::model::GlyphModel;
use drydock::vision::synth::{self, Deck, Difficulty, Rng};
use drydock::vision::{learn, learn_chips};

use super::read_file;

#[derive(Subcommand)]
pub enum DevCommand {
    /// Render a synthetic photo of a ship: PHOTO.jpg and PHOTO.truth.json.
    Render {
        /// A deck directory of 52 PNGs named by card (AS.png, 10H.png, …).
        #[arg(long, value_name = "DIR")]
        deck: PathBuf,
        /// Where to write the JPEG; the truth goes beside it.
        #[arg(long, value_name = "PHOTO.jpg")]
        out: PathBuf,
        /// The ship to lay out (Rickety text format); default: random cards on --shape.
        #[arg(long, value_name = "FILE", conflicts_with = "shape")]
        layout: Option<PathBuf>,
        /// A built-in shape to fill with random cards and chips.
        #[arg(long, default_value = "basic")]
        shape: String,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Photo size in pixels, WIDTHxHEIGHT.
        #[arg(long, default_value = "1536x2048")]
        size: String,
        /// Show this cell's card face down (ROW,COL; repeatable).
        #[arg(long, value_name = "ROW,COL")]
        face_down: Vec<String>,
    },
    /// Rebuild the built-in glyph bank from a tuning deck's clean faces.
    TrainGlyphs {
        #[arg(long, value_name = "DIR")]
        deck: PathBuf,
        /// Where to write the bank (commit it as src/vision/glyphs.txt).
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// Synthetic photos of the deck to learn from, besides its faces.
        #[arg(long, default_value_t = 6)]
        photos: u64,
        /// Fonts whose ranks and suit symbols to learn too (repeatable).
        #[arg(long, value_name = "TTF")]
        font: Vec<PathBuf>,
    },
    /// Train the corner classifier (src/vision/model.bin) on many decks'
    /// faces; reports its accuracy on the held-out decks' glyphs.
    TrainModel {
        /// A training deck directory of 52 PNGs (repeatable).
        #[arg(long, value_name = "DIR", required = true)]
        deck: Vec<PathBuf>,
        /// A deck to measure on and never train on (repeatable).
        #[arg(long, value_name = "DIR")]
        held_out: Vec<PathBuf>,
        /// Where to write the model (commit it as src/vision/model.bin).
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// Augmented views cut of each card (a third of them wrong cuts).
        #[arg(long, default_value_t = 24)]
        views: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 40)]
        epochs: usize,
        /// Hidden units of each network.
        #[arg(long, default_value_t = 64)]
        hidden: usize,
    },
    /// Train the chip counter (src/vision/chips.bin) on stacks painted on
    /// many decks' faces; reports its accuracy on the held-out decks'.
    TrainChips {
        /// A training deck directory of card PNGs (repeatable).
        #[arg(long, value_name = "DIR", required = true)]
        deck: Vec<PathBuf>,
        /// A deck to measure on and never train on (repeatable).
        #[arg(long, value_name = "DIR")]
        held_out: Vec<PathBuf>,
        /// Where to write the model (commit it as src/vision/chips.bin).
        #[arg(long, value_name = "FILE")]
        out: PathBuf,
        /// Views painted and cut of each card.
        #[arg(long, default_value_t = 32)]
        views: usize,
        #[arg(long, default_value_t = 1)]
        seed: u64,
        #[arg(long, default_value_t = 30)]
        epochs: usize,
    },
    /// Cut a rendered card face to its opaque pixels (in place) and print
    /// the width it had before scaling to --width: KDE decks' SVG elements
    /// often carry invisible parts far outside the card, so
    /// `rsvg-convert --export-id` draws the card small in a large canvas
    /// (scripts/kde-decks.sh renders again at the size this asks for).
    TrimFace {
        #[arg(value_name = "CARD.png")]
        png: PathBuf,
        /// Width to scale the trimmed face to.
        #[arg(long, default_value_t = 300)]
        width: u32,
    },
    /// Add a synthetic history to the database (--db) for benchmarks:
    /// finished scorepad sessions made by the real engine.
    Seed {
        #[arg(long, default_value_t = 10_000)]
        sessions: u32,
        /// Log entries per session.
        #[arg(long, default_value_t = 200)]
        events: u32,
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

pub fn run(
    command: DevCommand,
    db: &Path,
    open: impl Fn() -> Result<drydock::api::Api, ApiError>,
) -> Result<(), ApiError> {
    match command {
        DevCommand::TrimFace { png, width } => {
            let face = image::open(&png)
                .map_err(|e| ApiError::bad_file(format!("{}: {e}", png.display())))?
                .to_rgba8();
            let trimmed = synth::trim_face(&face, width).ok_or_else(|| {
                ApiError::bad_file(format!("{}: no opaque pixels", png.display()))
            })?;
            println!("{}", trimmed.found_width);
            write_file_beside(
                db,
                &png,
                &synth::encode_png(&trimmed.face).map_err(ApiError::invalid)?,
            )?;
            Ok(())
        }
        DevCommand::Seed {
            sessions,
            events,
            seed,
        } => {
            let started = std::time::Instant::now();
            let written = open()?.seed_history(sessions, events, seed)?;
            println!(
                "added {sessions} sessions with {written} log entries in {:.1} s",
                started.elapsed().as_secs_f64()
            );
            Ok(())
        }
        DevCommand::TrainModel {
            deck,
            held_out,
            out,
            views,
            seed,
            epochs,
            hidden,
        } => {
            let schedule = learn::Schedule {
                epochs,
                hidden,
                ..Default::default()
            };
            let model = train_model(&deck, &held_out, views, seed, schedule)?;
            write_file_beside(db, &out, &model.to_bytes())?;
            println!("wrote {}", out.display());
            Ok(())
        }
        DevCommand::TrainChips {
            deck,
            held_out,
            out,
            views,
            seed,
            epochs,
        } => {
            let net = train_chips(&deck, &held_out, views, seed, epochs)?;
            write_file_beside(db, &out, &net.to_bytes())?;
            println!("wrote {}", out.display());
            Ok(())
        }
        DevCommand::Render {
            deck,
            out,
            layout,
            shape,
            seed,
            size,
            face_down,
        } => {
            let (jpeg, truth) = render(deck, layout, shape, seed, size, &face_down)?;
            let truth_path = out.with_extension("truth.json");
            write_file_beside(db, &out, &jpeg)?;
            write_file_beside(db, &truth_path, truth.as_bytes())?;
            println!("wrote {} and {}", out.display(), truth_path.display());
            Ok(())
        }
        DevCommand::TrainGlyphs {
            deck,
            out,
            photos,
            font,
        } => {
            let deck = Deck::load(&deck).map_err(ApiError::bad_file)?;
            let mut bank = Bank::default();
            for (card, face) in deck.faces() {
                bank.learn_face(card, face);
            }
            for path in &font {
                let bytes = std::fs::read(path).map_err(|e| {
                    ApiError::bad_file(format!("cannot read {}: {e}", path.display()))
                })?;
                bank.learn_font(&bytes)
                    .map_err(|e| ApiError::bad_file(format!("{}: {e}", path.display())))?;
            }
            // And the same cards as the pipeline cuts them from photos
            // (seeds far from the benchmark's).
            let shapes = ["basic", "skiff", "frigate", "dreadnought"];
            for seed in 0..photos {
                let shape = Shape::built_in(shapes[seed as usize % 4])
                    .ok_or_else(|| ApiError::invalid("a built-in shape is missing"))?;
                let seed = 900_000 + seed;
                let layout = synth::random_layout(&shape, &mut Rng::new(seed.wrapping_mul(31)));
                let rendered =
                    synth::render(&layout, &deck, seed, (2448, 3264), Difficulty::default())
                        .map_err(ApiError::invalid)?;
                let jpeg = synth::encode_jpeg(&rendered).map_err(ApiError::invalid)?;
                let photo =
                    drydock::vision::decode::decode(&jpeg).map_err(|e| ApiError::invalid(e.0))?;
                drydock::vision::learn::learn_photo(&mut bank, &photo, &rendered.truth);
            }
            write_file_beside(db, &out, bank.to_text().as_bytes())?;
            println!(
                "wrote {} rank and {} suit glyphs to {}",
                bank.ranks.len(),
                bank.suits.len(),
                out.display()
            );
            Ok(())
        }
    }
}

/// Cuts every deck's glyphs, trains, and prints the accuracy on the
/// training glyphs and on each held-out deck's.
fn train_model(
    decks: &[PathBuf],
    held_out: &[PathBuf],
    views: usize,
    seed: u64,
    schedule: learn::Schedule,
) -> Result<GlyphModel, ApiError> {
    let started = std::time::Instant::now();
    let mut rng = Rng::new(seed);
    let mut data = learn::Examples::default();
    for dir in decks {
        let deck = Deck::load_some(dir);
        let cut = learn::examples(&deck, views, &mut rng);
        eprintln!(
            "{}: {} cards, {} rank and {} suit glyphs",
            deck.name,
            deck.faces().len(),
            cut.ranks.len(),
            cut.suits.len()
        );
        data.extend(cut);
    }
    // The committed bank's glyphs, twice: fonts and the tuning deck.
    for _ in 0..2 {
        data.extend(learn::bank_examples(Bank::built_in()));
    }
    let model = learn::train(&data, schedule, &mut rng)
        .ok_or_else(|| ApiError::invalid("no glyphs were cut from the decks"))?;
    eprintln!(
        "trained in {:.0} s; on its own glyphs: ranks {:.1} %, suits {:.1} %",
        started.elapsed().as_secs_f64(),
        100.0 * learn::accuracy(&model.rank, &data.ranks),
        100.0 * learn::accuracy(&model.suit, &data.suits)
    );
    for dir in held_out {
        let deck = Deck::load_some(dir);
        let test = learn::examples(&deck, 6, &mut Rng::new(seed ^ 0x5eed));
        eprintln!(
            "held out {}: ranks {:.1} %, suits {:.1} %",
            deck.name,
            100.0 * learn::accuracy(&model.rank, &test.ranks),
            100.0 * learn::accuracy(&model.suit, &test.suits)
        );
    }
    Ok(model)
}

/// Paints and cuts every deck's views, trains the chip counter, and prints
/// its accuracy on its own views and on each held-out deck's.
fn train_chips(
    decks: &[PathBuf],
    held_out: &[PathBuf],
    views: usize,
    seed: u64,
    epochs: usize,
) -> Result<ChipNet, ApiError> {
    let started = std::time::Instant::now();
    let decks: Vec<Deck> = decks.iter().map(|d| Deck::load_some(d)).collect();
    for deck in &decks {
        eprintln!("{}: {} cards", deck.name, deck.faces().len());
    }
    let data = learn_chips::training_set(&decks, views, seed)
        .ok_or_else(|| ApiError::invalid("painting the training views failed"))?;
    let schedule = learn::Schedule {
        epochs,
        hidden: 64,
        batch: 32,
        rate: 0.02,
        decay: 1e-4,
    };
    let net = learn_chips::train(&data, schedule, &mut Rng::new(seed))
        .ok_or_else(|| ApiError::bad_file("no card of the decks could be painted"))?;
    eprintln!(
        "trained on {} views in {:.0} s; on its own views: {:.1} %",
        data.len(),
        started.elapsed().as_secs_f64(),
        100.0 * learn_chips::accuracy(&net, &data)
    );
    for dir in held_out {
        let deck = Deck::load_some(dir);
        let test = learn_chips::examples(&deck, &[], 4, &mut Rng::new(seed ^ 0x5eed));
        eprintln!(
            "held out {}: {:.1} % of {} views",
            deck.name,
            100.0 * learn_chips::accuracy(&net, &test),
            test.len()
        );
    }
    Ok(net)
}

/// A rendered photo (JPEG) and its truth (JSON).
fn render(
    deck: PathBuf,
    layout: Option<PathBuf>,
    shape: String,
    seed: u64,
    size: String,
    face_down: &[String],
) -> Result<(Vec<u8>, String), ApiError> {
    let face_down = face_down
        .iter()
        .map(|text| {
            let bad = || ApiError::invalid(format!("{text:?} is not a cell like 2,3"));
            let (r, c) = text.split_once(',').ok_or_else(bad)?;
            Ok(Pos {
                row: r.trim().parse().map_err(|_| bad())?,
                col: c.trim().parse().map_err(|_| bad())?,
            })
        })
        .collect::<Result<Vec<_>, ApiError>>()?;
    let size = parse_size(&size)?;
    let deck = Deck::load(&deck).map_err(ApiError::bad_file)?;
    let layout = match layout {
        Some(path) => parse_layout(&read_file(&path)?)?,
        None => {
            let shape = Shape::built_in(&shape)
                .ok_or_else(|| ApiError::invalid(format!("no built-in shape {shape:?}")))?;
            synth::random_layout(&shape, &mut Rng::new(seed.wrapping_mul(31)))
        }
    };
    let rendered = synth::render_with(
        &layout,
        &deck,
        seed,
        size,
        Difficulty::default(),
        &face_down,
    )
    .map_err(ApiError::invalid)?;
    let jpeg = synth::encode_jpeg(&rendered).map_err(ApiError::invalid)?;
    let truth = serde_json::to_string_pretty(&rendered.truth)
        .map_err(|e| ApiError::invalid(format!("cannot write the truth: {e}")))?;
    Ok((jpeg, truth))
}

fn parse_size(text: &str) -> Result<(u32, u32), ApiError> {
    let bad = || ApiError::invalid(format!("{text:?} is not a size like 1536x2048"));
    let (w, h) = text.split_once('x').ok_or_else(bad)?;
    let (w, h): (u32, u32) = (w.parse().map_err(|_| bad())?, h.parse().map_err(|_| bad())?);
    if !(64..=8000).contains(&w) || !(64..=8000).contains(&h) {
        return Err(bad());
    }
    Ok((w, h))
}
