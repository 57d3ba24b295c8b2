//! `drydock spacecraft …`: judge a rocket and score a scoresheet
//! (docs/cli.md). Unreadable rockets and scoresheets exit with status 2.

use std::fmt::Write;
use std::path::{Path, PathBuf};

use clap::Subcommand;
use drydock::api::spacecraft::{
    check_rocket, parse_rocket, score_sheet, CheckReport, ScoreReport, Scoresheet,
};
use drydock::api::ApiError;
use drydock::games::spacecraft::goals::GOAL_TEXTS;
use drydock::games::spacecraft::JoinTable;

use super::{print_json, read_file};

#[derive(Subcommand)]
pub enum SpacecraftCommand {
    /// Is this rocket legal (S2)? Its counts, width, height and goals.
    Check {
        rocket: PathBuf,
        /// Colours the table added to white, blue, gold, yellow and grey.
        #[arg(long, value_delimiter = ',', value_name = "COLOUR,…")]
        colours: Vec<String>,
        #[arg(long)]
        json: bool,
    },
    /// Final scoring (S8) from a scoresheet: breakdowns and winners.
    Score {
        scoresheet: PathBuf,
        #[arg(long)]
        json: bool,
    },
}

impl SpacecraftCommand {
    pub fn json(&self) -> bool {
        match self {
            SpacecraftCommand::Check { json, .. } | SpacecraftCommand::Score { json, .. } => *json,
        }
    }
}

pub fn run(command: SpacecraftCommand) -> Result<(), ApiError> {
    match command {
        SpacecraftCommand::Check {
            rocket,
            colours,
            json,
        } => {
            let parsed = parse_rocket(&read_file(&rocket)?, &colours)
                .map_err(|e| e.context(rocket.display()))?;
            let report = check_rocket(&parsed, &JoinTable::standard());
            if json {
                print_json(&report);
            } else {
                print!("{}", check_text(&report));
            }
        }
        SpacecraftCommand::Score { scoresheet, json } => {
            let text = read_file(&scoresheet)?;
            let sheet: Scoresheet = serde_json::from_str(&text).map_err(|e| {
                ApiError::bad_file(format!(
                    "{} is not a valid scoresheet: {e}",
                    scoresheet.display()
                ))
            })?;
            let dir = scoresheet.parent().unwrap_or(Path::new("."));
            let report = score_sheet(&sheet, |name| read_file(&dir.join(beside_sheet(name)?)))
                .map_err(|e| e.context(scoresheet.display()))?;
            if json {
                print_json(&report);
            } else {
                print!("{}", score_text(&report));
            }
        }
    }
    Ok(())
}

/// A scoresheet's `rocket` names a file beside the scoresheet, nothing
/// else: no folder, no `..`, no absolute path, so a shared scoresheet can
/// read (and quote in its errors) only the rockets that travel with it.
fn beside_sheet(name: &str) -> Result<&Path, ApiError> {
    let path = Path::new(name);
    let mut parts = path.components();
    match (parts.next(), parts.next()) {
        (Some(std::path::Component::Normal(_)), None) => Ok(path),
        _ => Err(ApiError::bad_file(format!(
            "rocket {name:?} is not a file name: a scoresheet's rockets are files in the scoresheet's own folder, named without a path"
        ))),
    }
}

fn check_text(report: &CheckReport) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "{}", if report.legal { "legal" } else { "ILLEGAL" });
    for v in &report.violations {
        let _ = writeln!(out, "  row {}, col {}: {}", v.row, v.col, v.message);
    }
    let counts = |map: &std::collections::BTreeMap<String, u32>| {
        map.iter()
            .filter(|(_, n)| **n > 0)
            .map(|(k, n)| format!("{k} {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let _ = writeln!(out, "parts: {}", counts(&report.parts));
    let _ = writeln!(out, "colours: {}", counts(&report.colours));
    let _ = writeln!(out, "width {}, height {}", report.width, report.height);
    for (i, text) in GOAL_TEXTS.iter().enumerate() {
        let n = report.goals.get(&(i + 1).to_string()).copied().unwrap_or(0);
        if n > 0 {
            let _ = writeln!(out, "goal {}: {n}× ({text})", i + 1);
        }
    }
    out
}

fn score_text(report: &ScoreReport) -> String {
    let mut out = String::new();
    for p in &report.players {
        let b = &p.breakdown;
        let _ = writeln!(
            out,
            "{}: {} = launch {} + plan {} + goal {} ({}×) + projects {}",
            p.name, b.total, b.launch, b.plan, b.goal, b.goal_count, b.projects
        );
        for a in &b.advanced {
            let _ = writeln!(
                out,
                "    card {}: {} per {} × {} = {}",
                a.card, a.per_part, a.target, a.parts, a.points
            );
        }
    }
    let _ = writeln!(out, "winner: {}", report.winners.join(" & "));
    out
}
