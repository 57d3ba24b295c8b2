//! `drydock export`, `import`, `backup`, `restore` and `stats`: the
//! history and data commands (docs/cli.md). Each is a thin call into
//! `api`; the text forms are for people, the JSON forms are the contract.

use std::path::PathBuf;

use clap::{Args, ValueEnum};
use drydock::api::{Api, ApiError, ErrorCode, ExportFormat, ExportQuery, StatsQuery};

use crate::{print_json, read_file};

#[derive(Clone, Copy, ValueEnum)]
pub enum FormatArg {
    Json,
    Csv,
    Bgstats,
    Bgg,
}

#[derive(Args)]
pub struct ExportArgs {
    /// json: everything (drydock-archive); csv: results; bgstats: BG Stats
    /// backup shape; bgg: BoardGameGeek play XML.
    #[arg(long, value_enum)]
    pub format: FormatArg,
    /// Only sessions of this game.
    #[arg(long)]
    pub game: Option<String>,
    /// Only sessions started on or after this day (YYYY-MM-DD, UTC).
    #[arg(long)]
    pub since: Option<String>,
    /// CSV only: start with a UTF-8 byte order mark (for spreadsheets
    /// such as Excel, which otherwise misread accented names).
    #[arg(long)]
    pub bom: bool,
    /// The file to write (replaced if it exists, only once complete).
    pub out: PathBuf,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct ImportArgs {
    /// A drydock-archive or drydock-session JSON file, a BG Stats backup
    /// (JSON) or BGG play XML: recognised by its content.
    pub file: PathBuf,
    /// Check the file and say what would be imported, writing nothing.
    #[arg(long)]
    pub dry_run: bool,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct RestoreArgs {
    /// A backup file (e.g. from `drydock backup`).
    pub file: PathBuf,
    #[arg(long)]
    pub json: bool,
}

#[derive(Args)]
pub struct StatsArgs {
    #[arg(long)]
    pub player: Option<String>,
    #[arg(long)]
    pub game: Option<String>,
    #[arg(long)]
    pub json: bool,
}

pub fn export(args: ExportArgs, api: &Api) -> Result<(), ApiError> {
    let format = match args.format {
        FormatArg::Json => ExportFormat::Json,
        FormatArg::Csv => ExportFormat::Csv,
        FormatArg::Bgstats => ExportFormat::Bgstats,
        FormatArg::Bgg => ExportFormat::Bgg,
    };
    let query = ExportQuery {
        game: crate::game_filter(args.game.as_deref())?,
        since: args.since,
        bom: args.bom,
    };
    let file = api.export_file(format, &query, &args.out)?;
    if args.json {
        print_json(&file);
    } else {
        println!(
            "wrote {} session(s) to {} ({} bytes)",
            file.sessions, file.path, file.bytes
        );
    }
    Ok(())
}

pub fn import(args: ImportArgs, mut api: Api) -> Result<(), ApiError> {
    let text = read_file(&args.file)?;
    let report = api
        .import_text(&text, args.dry_run)
        .map_err(|e| e.context(args.file.display()))?;
    if args.json {
        print_json(&report);
        return Ok(());
    }
    let verb = if args.dry_run { "would add" } else { "added" };
    println!(
        "{verb} {} session(s), {} player(s), {} shape(s) from {}",
        report.sessions_new,
        report.players_added,
        report.shapes_added,
        match report.format.as_str() {
            "bgstats" => "a BG Stats backup",
            "bgg" => "BGG play XML",
            _ => "a Drydock archive",
        }
    );
    for line in &report.skipped {
        println!("skipped {line}");
    }
    Ok(())
}

pub fn backup(api: &Api, json: bool) -> Result<(), ApiError> {
    let info = api.backup_now("manual")?;
    if json {
        print_json(&info);
    } else {
        println!("backed up to {} ({} bytes)", info.path, info.bytes);
    }
    Ok(())
}

/// Restores over a database that opens (copying it first) or, when it
/// cannot be opened at all, over the unreadable file (kept aside).
pub fn restore(
    args: RestoreArgs,
    db: &std::path::Path,
    open: impl Fn() -> Result<Api, ApiError>,
) -> Result<(), ApiError> {
    let mut api = match open() {
        Ok(api) => api,
        Err(e) if matches!(e.code, ErrorCode::NotADatabase | ErrorCode::Database) => {
            let aside = drydock::api::restore_unreadable(db, &args.file)?;
            open()?;
            if args.json {
                print_json(&serde_json::json!({
                    "restored": args.file.display().to_string(),
                    "kept_aside": aside.display().to_string(),
                }));
            } else {
                println!(
                    "restored {}; the unreadable database was kept as {}",
                    args.file.display(),
                    aside.display()
                );
            }
            return Ok(());
        }
        Err(e) => return Err(e),
    };
    let safety = api.restore_file(&args.file)?;
    if args.json {
        print_json(&safety);
    } else {
        println!(
            "restored {}; the database as it was is kept in {}",
            args.file.display(),
            safety.path
        );
    }
    Ok(())
}

pub fn stats(args: StatsArgs, mut api: Api) -> Result<(), ApiError> {
    let stats = api.stats(&StatsQuery {
        player: args.player,
        game: crate::game_filter(args.game.as_deref())?,
    })?;
    if args.json {
        print_json(&stats);
        return Ok(());
    }
    if stats.players.is_empty() {
        println!("no finished sessions yet");
        return Ok(());
    }
    println!(
        "{:<20} {:<18} {:>5} {:>5} {:>6} {:>7} {:>5} {:>5} {:>7}",
        "player", "game", "plays", "wins", "win %", "average", "best", "worst", "streak"
    );
    for p in &stats.players {
        let number = |n: Option<i64>| n.map_or_else(|| "-".into(), |n| n.to_string());
        println!(
            "{:<20} {:<18} {:>5} {:>5} {:>5.0}% {:>7} {:>5} {:>5} {:>7}",
            p.name,
            p.game_name,
            p.plays,
            p.wins,
            p.win_rate * 100.0,
            p.average_score
                .map_or_else(|| "-".into(), |a| format!("{a:.1}")),
            number(p.best_score),
            number(p.worst_score),
            p.streak,
        );
    }
    for g in &stats.games {
        println!(
            "\n{}: {} play(s), average winning score {}",
            g.game_name,
            g.plays,
            g.average_winning_score
                .map_or_else(|| "-".into(), |a| format!("{a:.1}"))
        );
        for f in &g.figures {
            let shares: Vec<String> = f
                .by_player
                .iter()
                .map(|s| format!("{} {}", s.name, s.total))
                .collect();
            println!("  {}: {}", f.label, shares.join(", "));
        }
    }
    Ok(())
}
