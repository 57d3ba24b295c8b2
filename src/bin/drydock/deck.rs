//! `drydock deck …`: enrol a deck from photos of its cards, list and
//! forget enrolled decks (docs/cli.md). `recognize --deck NAME` reads with
//! one.

use std::path::PathBuf;

use clap::Subcommand;
use drydock::api::{Api, ApiError};

use super::{print_json, read_photo_file};

#[derive(Subcommand)]
pub enum DeckCommand {
    /// Learn a deck from photos of its 52 cards laid out face up, touching,
    /// in rows, in deck order: A–K of spades, hearts, diamonds, clubs,
    /// carrying on from one photo to the next (e.g. one photo per suit).
    Enrol {
        /// The deck's name, used with `recognize --deck NAME`; enrolling a
        /// name again replaces it.
        name: String,
        /// The photos, in order.
        #[arg(required = true, value_name = "PHOTO")]
        photos: Vec<PathBuf>,
        #[arg(long)]
        json: bool,
    },
    /// The enrolled decks.
    List {
        #[arg(long)]
        json: bool,
    },
    /// Forget an enrolled deck.
    Forget { name: String },
}

impl DeckCommand {
    pub fn json(&self) -> bool {
        match self {
            DeckCommand::Enrol { json, .. } | DeckCommand::List { json } => *json,
            DeckCommand::Forget { .. } => false,
        }
    }
}

pub fn run(command: DeckCommand, open: impl Fn() -> Result<Api, ApiError>) -> Result<(), ApiError> {
    match command {
        DeckCommand::Enrol { name, photos, json } => {
            let photos = photos
                .iter()
                .map(|path| read_photo_file(path).map(|bytes| (path.display().to_string(), bytes)))
                .collect::<Result<Vec<_>, _>>()?;
            let report = open()?.enrol_deck(&name, &photos)?;
            if json {
                print_json(&report);
                return Ok(());
            }
            for p in &report.photos {
                println!(
                    "{}: {} cards, {} to {}",
                    p.photo,
                    p.cards,
                    p.first.map_or("-".into(), |c| c.code()),
                    p.last.map_or("-".into(), |c| c.code())
                );
                if !p.off_colour.is_empty() {
                    println!(
                        "  warning: {} looked the wrong colour for their place: are the cards in order?",
                        p.off_colour.iter().map(|c| c.code()).collect::<Vec<_>>().join(" ")
                    );
                }
            }
            println!(
                "enrolled deck {:?}: {} reference glyphs; read ships with `drydock recognize PHOTO --deck {:?}`",
                report.deck.name, report.deck.glyphs, report.deck.name
            );
        }
        DeckCommand::List { json } => {
            let decks = open()?.decks()?;
            if json {
                print_json(&decks);
            } else if decks.is_empty() {
                println!("no enrolled decks (drydock deck enrol NAME PHOTO…)");
            } else {
                for d in decks {
                    println!(
                        "{:<24} {:>5} glyphs  enrolled {}",
                        d.name, d.glyphs, d.enrolled_at
                    );
                }
            }
        }
        DeckCommand::Forget { name } => {
            open()?.forget_deck(&name)?;
            println!("forgot deck {:?}", name.trim());
        }
    }
    Ok(())
}
