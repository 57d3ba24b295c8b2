//! `drydock recognize PHOTO`: read a ship photo (docs/cli.md). Unreadable
//! photos exit with status 2.

use std::fmt::Write;
use std::path::PathBuf;

use clap::Args;
use drydock::api::vision::RecognizeReport;
use drydock::api::{Api, ApiError, ShipPhotoReader};

use super::rickety::{check_text, shape, ShapeChoice};
use super::{print_json, read_photo_file};

#[derive(Args)]
pub struct RecognizeArgs {
    /// A JPEG, PNG or WebP photo of one ship, its front (cannons) at the top.
    pub photo: PathBuf,
    /// Align the grid to this shape and judge the layout (R7).
    #[command(flatten)]
    pub shape: ShapeChoice,
    /// Read with the glyphs of this enrolled deck (`drydock deck enrol`).
    #[arg(long, value_name = "NAME")]
    pub deck: Option<String>,
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: RecognizeArgs, open: impl Fn() -> Result<Api, ApiError>) -> Result<(), ApiError> {
    let bytes = read_photo_file(&args.photo)?;
    let shape = if args.shape.shape.is_some() || args.shape.shape_file.is_some() {
        Some(shape(&args.shape, &open)?)
    } else {
        None
    };
    let enrolled = match &args.deck {
        Some(name) => Some(open()?.deck_reading_bank(name)?),
        None => None,
    };
    let report = ShipPhotoReader::new(shape, enrolled, args.shape.decks)
        .read(&bytes)
        .map_err(|e| e.context(args.photo.display()))?;
    if args.json {
        print_json(&report);
    } else {
        print!("{}", text(&report));
    }
    Ok(())
}

fn text(report: &RecognizeReport) -> String {
    let mut out = String::new();
    let Some(grid) = &report.grid else {
        let loose: Vec<String> = report
            .cards
            .iter()
            .map(|c| {
                let card = c.card.as_deref().unwrap_or("?");
                format!("{card} ({:.0}% sure)", c.confidence * 100.0)
            })
            .collect();
        if loose.is_empty() {
            out.push_str("no ship and no card found in the photo\n");
        } else {
            let _ = writeln!(
                out,
                "no ship found in the photo; {} loose cards: {}",
                loose.len(),
                loose.join(", ")
            );
        }
        return out;
    };
    let doubtful = grid.cells.iter().filter(|c| c.doubtful).count();
    let _ = writeln!(
        out,
        "{} cards in a {}×{} grid; {doubtful} doubtful",
        grid.cells.len(),
        grid.rows,
        grid.cols
    );
    out.push_str(&report.layout);
    for note in &report.notes {
        let _ = writeln!(out, "  note: {note}");
    }
    for c in grid.cells.iter().filter(|c| c.doubtful) {
        let _ = writeln!(
            out,
            "  check row {}, col {}: read {}^{} ({:.0}% sure)",
            c.row + 1,
            c.col + 1,
            c.top.as_deref().unwrap_or("?"),
            c.chips,
            c.confidence * 100.0
        );
    }
    if let Some(check) = &report.check {
        out.push_str(&check_text(check));
    }
    out
}
