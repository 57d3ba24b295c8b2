//! `drydock rickety …`: judge a ship, score a round, list and save shapes
//! (docs/cli.md). Unreadable layouts and shapes exit with status 2.

use std::{fmt::Write, path::PathBuf};

use clap::{Args, Subcommand};
use drydock::api::rickety::{check_layout, parse_layout, parse_shape, score_layouts, CheckReport};
use drydock::api::{Api, ApiError};
use drydock::games::rickety::round::RoundReport;
use drydock::games::rickety::Shape;

use super::{print_json, read_file, JsonFlag};

#[derive(Args)]
pub struct ShapeChoice {
    /// A built-in (basic, skiff, frigate, dreadnought) or saved shape.
    #[arg(long, value_name = "NAME", conflicts_with = "shape_file")]
    pub shape: Option<String>,
    /// A shape file (C cannon, R rocket, 7 start, # hull, . outside).
    #[arg(long, value_name = "FILE")]
    pub shape_file: Option<PathBuf>,
    /// R2: how many decks are in play (2 to 4).
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(2..=4))]
    pub decks: u8,
}

#[derive(Subcommand)]
pub enum RicketyCommand {
    /// Is this ship legal and complete? Every violation and the totals.
    Check {
        layout: PathBuf,
        #[command(flatten)]
        shape: ShapeChoice,
        #[arg(long)]
        json: bool,
    },
    /// Score one round from every player's ship (players 1..N in order).
    Round {
        #[arg(required = true, num_args = 1..)]
        layouts: Vec<PathBuf>,
        #[command(flatten)]
        shape: ShapeChoice,
        /// The player (1-based) who called "done" first.
        #[arg(long, value_name = "K")]
        done_first: Option<usize>,
        #[arg(long)]
        json: bool,
    },
    /// The built-in and saved shapes.
    Shapes(JsonFlag),
    /// Forget a saved shape (sessions keep the shapes they were played with).
    DeleteShape { name: String },
    /// Save a drawn shape under a new name.
    SaveShape {
        name: String,
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

impl RicketyCommand {
    pub fn json(&self) -> bool {
        match self {
            RicketyCommand::Check { json, .. }
            | RicketyCommand::Round { json, .. }
            | RicketyCommand::SaveShape { json, .. } => *json,
            RicketyCommand::Shapes(flag) => flag.json,
            RicketyCommand::DeleteShape { .. } => false,
        }
    }
}

pub fn shape(
    choice: &ShapeChoice,
    open: &impl Fn() -> Result<Api, ApiError>,
) -> Result<Shape, ApiError> {
    match (&choice.shape, &choice.shape_file) {
        (_, Some(file)) => {
            let name = file
                .file_stem()
                .map_or_else(|| "shape".into(), |s| s.to_string_lossy().into_owned());
            parse_shape(&name, &read_file(file)?).map_err(|e| e.context(file.display()))
        }
        (Some(name), None) => match Shape::built_in(name) {
            Some(shape) => Ok(shape),
            None => open()?.rickety_shape(name),
        },
        (None, None) => {
            Shape::built_in("basic").ok_or_else(|| ApiError::invalid("the basic shape is missing"))
        }
    }
}

fn layout(path: &std::path::Path) -> Result<drydock::games::rickety::Layout, ApiError> {
    parse_layout(&read_file(path)?).map_err(|e| e.context(path.display()))
}

pub fn run(
    command: RicketyCommand,
    open: impl Fn() -> Result<Api, ApiError>,
) -> Result<(), ApiError> {
    match command {
        RicketyCommand::Check {
            layout: path,
            shape: choice,
            json,
        } => {
            let ship = layout(&path)?;
            let report = check_layout(&ship, &shape(&choice, &open)?, choice.decks)?;
            if json {
                print_json(&report);
            } else {
                print!("{}", check_text(&report));
            }
        }
        RicketyCommand::Round {
            layouts,
            shape: choice,
            done_first,
            json,
        } => {
            let ships = layouts
                .iter()
                .map(|p| layout(p))
                .collect::<Result<Vec<_>, _>>()?;
            let done = match done_first {
                Some(0) => return Err(ApiError::invalid("--done-first counts players from 1")),
                Some(k) => Some(k - 1),
                None => None,
            };
            let report = score_layouts(&ships, &shape(&choice, &open)?, choice.decks, done)?;
            if json {
                print_json(&report);
            } else {
                print!("{}", round_text(&report));
            }
        }
        RicketyCommand::Shapes(JsonFlag { json }) => {
            let shapes = match open() {
                Ok(api) => api.rickety_shapes()?,
                // Built-in shapes need no database.
                Err(_) => Api::in_memory()?.rickety_shapes()?,
            };
            if json {
                print_json(&shapes);
            } else {
                for s in shapes {
                    let kind = if s.built_in { "built-in" } else { "saved" };
                    println!(
                        "{} ({kind}, {} cells, {} cannons, {} rockets)",
                        s.name, s.size, s.cannons, s.rockets
                    );
                    for line in s.grid.lines() {
                        println!("    {line}");
                    }
                }
            }
        }
        RicketyCommand::DeleteShape { name } => {
            open()?.delete_rickety_shape(&name)?;
            println!("deleted shape {name}");
        }
        RicketyCommand::SaveShape { name, file, json } => {
            let saved = open()?
                .save_rickety_shape(&name, &read_file(&file)?)
                .map_err(|e| e.context(file.display()))?;
            if json {
                print_json(&saved);
            } else {
                println!("saved shape {} ({} cells)", saved.name, saved.size);
            }
        }
    }
    Ok(())
}

pub fn check_text(report: &CheckReport) -> String {
    let mut out = String::new();
    let verdict = match report.legal {
        Some(true) => "legal".to_string(),
        Some(false) => "ILLEGAL".to_string(),
        None => format!(
            "undetermined: {}",
            report.undetermined.as_deref().unwrap_or("")
        ),
    };
    let complete = if report.complete {
        "complete"
    } else {
        "incomplete"
    };
    let _ = writeln!(out, "{verdict}, {complete}");
    for v in &report.violations {
        let _ = writeln!(
            out,
            "  {} at row {}, col {}: {}",
            v.rule,
            v.row + 1,
            v.col + 1,
            v.message
        );
    }
    let t = &report.totals;
    let _ = writeln!(
        out,
        "rockets {}, cannons {}, crew & cargo {}, battery packs {}",
        t.rockets, t.cannons, t.crew_cargo, t.battery
    );
    if let Some(witness) = report.witness.as_ref().filter(|w| w.contains('/')) {
        let _ = writeln!(out, "as built (hidden cards filled in):");
        for line in witness.lines() {
            let _ = writeln!(out, "  {line}");
        }
    }
    out
}

fn round_text(report: &RoundReport) -> String {
    let mut out = String::new();
    for (i, p) in report.players.iter().enumerate() {
        let won: Vec<&str> = [
            (p.vp.done, "done first"),
            (p.vp.rockets, "rockets"),
            (p.vp.cannons, "cannons"),
            (p.vp.crew_cargo, "crew & cargo"),
            (p.vp.battery, "battery packs"),
        ]
        .iter()
        .filter(|(v, _)| *v > 0)
        .map(|(_, n)| *n)
        .collect();
        let t = &p.totals;
        let _ = writeln!(
            out,
            "player {}: {} VP ({}) — rockets {}, cannons {}, crew & cargo {}, battery {}",
            i + 1,
            p.round_vp,
            if won.is_empty() {
                "nothing".to_string()
            } else {
                won.join(", ")
            },
            t.rockets,
            t.cannons,
            t.crew_cargo,
            t.battery
        );
    }
    for w in &report.warnings {
        let _ = writeln!(out, "warning: {w}");
    }
    out
}
