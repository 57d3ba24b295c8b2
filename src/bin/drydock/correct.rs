//! `drydock sessions correct`: correcting a finished play's result, and
//! undoing or redoing its corrections (docs/cli.md). What is not given is
//! kept as it is recorded.

use clap::Args;
use drydock::api::{Api, ApiError, ResultCorrection, SessionView};

use crate::{print_json, text};

#[derive(Args)]
pub struct CorrectArgs {
    pub id: i64,
    /// Every seat's final score in seat order, e.g. 42,40,17.
    #[arg(long, value_name = "SCORES", allow_hyphen_values = true)]
    pub scores: Option<String>,
    /// Who won: names or seat numbers (from 1), comma-separated; "none"
    /// when nobody did (a cooperative game lost together).
    #[arg(long, value_name = "SEATS")]
    pub winners: Option<String>,
    /// Every seat's place in seat order (1 for first, ties share), e.g.
    /// 2,1,3; "scores" to let places follow the scores again.
    #[arg(long, value_name = "PLACES")]
    pub places: Option<String>,
    /// Take back the newest correction still in effect.
    #[arg(long, conflicts_with_all = ["scores", "winners", "places", "redo"])]
    pub undo: bool,
    /// Apply again the correction undone last.
    #[arg(long, conflicts_with_all = ["scores", "winners", "places"])]
    pub redo: bool,
    #[arg(long)]
    pub json: bool,
}

pub fn run(args: CorrectArgs, mut api: Api) -> Result<(), ApiError> {
    let view = if args.undo {
        api.undo_edit(args.id)?
    } else if args.redo {
        api.redo_edit(args.id)?
    } else {
        let current = api.session(args.id)?;
        let correction = correction(&args, &current)?;
        api.correct_result(args.id, &correction)?
    };
    if args.json {
        print_json(&view);
    } else {
        print!("{}", text::session(&view));
    }
    Ok(())
}

fn correction(args: &CorrectArgs, current: &SessionView) -> Result<ResultCorrection, ApiError> {
    if args.scores.is_none() && args.winners.is_none() && args.places.is_none() {
        return Err(ApiError::invalid(
            "say what to correct: --scores, --winners or --places (or --undo, --redo)",
        ));
    }
    let scores = match &args.scores {
        Some(list) => numbers(list, "--scores")?,
        None => current.outcome.scores.clone(),
    };
    let winners = match &args.winners {
        Some(list) => seats(list, current)?,
        None => current.outcome.winners.clone(),
    };
    let places = match args.places.as_deref() {
        Some("scores") => Vec::new(),
        Some(list) => numbers(list, "--places")?,
        None => current.outcome.places.clone(),
    };
    Ok(ResultCorrection {
        scores,
        winners,
        places,
    })
}

fn numbers<T: std::str::FromStr>(list: &str, flag: &str) -> Result<Vec<T>, ApiError> {
    list.split(',')
        .map(|part| {
            part.trim().parse().map_err(|_| {
                ApiError::invalid(format!(
                    "{flag} takes whole numbers separated by commas; {:?} is not one",
                    part.trim()
                ))
                .with_field(flag.trim_start_matches('-'))
            })
        })
        .collect()
}

/// Seats by name (ignoring case) or number from 1, as 0-based seats.
fn seats(list: &str, view: &SessionView) -> Result<Vec<usize>, ApiError> {
    if list.trim().eq_ignore_ascii_case("none") {
        return Ok(Vec::new());
    }
    list.split(',')
        .map(str::trim)
        .map(|said| {
            let by_name = view
                .seats
                .iter()
                .position(|s| s.name.eq_ignore_ascii_case(said));
            let by_number = said
                .parse::<usize>()
                .ok()
                .filter(|n| (1..=view.seats.len()).contains(n))
                .map(|n| n - 1);
            by_name.or(by_number).ok_or_else(|| {
                let names: Vec<&str> = view.seats.iter().map(|s| s.name.as_str()).collect();
                ApiError::invalid(format!(
                    "{said:?} did not play in session {}: the seats are {} (or 1 to {})",
                    view.id,
                    names.join(", "),
                    view.seats.len()
                ))
                .with_field("winners")
            })
        })
        .collect()
}
