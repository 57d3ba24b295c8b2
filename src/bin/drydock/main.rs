//! `drydock`: the command-line face of the core. Every subcommand calls the
//! same `api` use cases as the desktop app; `--json` output is a stable
//! contract documented in `docs/cli.md`.

mod correct;
mod deck;
mod dev;
mod flicky;
mod games;
mod history;
mod recognize;
mod rickety;
mod ships;
mod spacecraft;
mod text;
mod trash;

use std::{
    io::{self, BufRead, Write},
    path::{Path, PathBuf},
    process::ExitCode,
};

use clap::{Args, Parser, Subcommand, ValueEnum};
use drydock::api::{
    Action, Api, ApiError, ErrorCode, GameId, NewPlayer, Script, SessionQuery, StatusFilter,
};
use drydock::store::resolve_path;
use serde::Serialize;

#[derive(Parser)]
#[command(
    name = "drydock",
    version,
    about = "Drydock: the table companion for ship-building board games"
)]
struct Cli {
    /// Database file (default: $DRYDOCK_DB, else the platform data directory's drydock/drydock.db).
    #[arg(long, global = true, value_name = "PATH")]
    db: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Browse, export, import and drive stored sessions.
    #[command(subcommand)]
    Sessions(SessionsCommand),
    /// Player profiles.
    #[command(subcommand)]
    Players(PlayersCommand),
    /// The games this build knows; a game's BoardGameGeek id.
    Games(games::GamesArgs),
    /// Flicky Spaceships: the upgrade catalog.
    #[command(subcommand)]
    Flicky(FlickyCommand),
    /// Rickety Ships: judge a ship, score a round, list and save shapes.
    #[command(subcommand)]
    Rickety(rickety::RicketyCommand),
    /// Ships: the card catalog.
    #[command(subcommand)]
    Ships(ShipsCommand),
    /// Space Craft: judge a rocket, score a scoresheet.
    #[command(subcommand)]
    Spacecraft(spacecraft::SpacecraftCommand),
    /// Read a photographed Rickety ship: cards, grid, layout, verdict.
    Recognize(recognize::RecognizeArgs),
    /// Decks enrolled from photos of their cards, for reading ship photos.
    #[command(subcommand)]
    Deck(deck::DeckCommand),
    /// Developer tools: synthetic photos.
    #[command(subcommand)]
    Dev(dev::DevCommand),
    /// Export sessions: a full archive, CSV results, BG Stats or BGG.
    Export(history::ExportArgs),
    /// Import a Drydock archive or session export, a BG Stats backup or
    /// BGG play XML (recognised by content; all or nothing).
    Import(history::ImportArgs),
    /// Copy the database into backups/ beside it (the newest 10 are kept).
    Backup(JsonFlag),
    /// Replace the database with a backup (the current one is copied first).
    Restore(history::RestoreArgs),
    /// Statistics of finished sessions per player and per game.
    Stats(history::StatsArgs),
    /// Deleted plays: list them, restore one, or empty the trash.
    Trash(trash::TrashArgs),
    /// Run a scripted session (setup + actions) through the engine.
    Play {
        /// Game id, e.g. `scorepad`.
        game: String,
        /// The script: {"players": [...], "setup": {...}, "actions": [...]}.
        script: PathBuf,
        /// Also store the finished session in the database (all or nothing).
        #[arg(long)]
        save: bool,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Args)]
pub struct JsonFlag {
    /// Print JSON (see docs/cli.md) instead of text.
    #[arg(long)]
    pub json: bool,
}

#[derive(Subcommand)]
enum FlickyCommand {
    /// The twelve upgrades: group, VP, cost and effect.
    Upgrades(JsonFlag),
}

#[derive(Subcommand)]
enum ShipsCommand {
    /// The 38 cards: name, era and text (gold cost and copies where known).
    Cards {
        #[arg(long, value_enum)]
        era: Option<EraArg>,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Clone, Copy, ValueEnum)]
enum EraArg {
    Galley,
    Sailing,
    Steamship,
}

#[derive(Clone, Copy, ValueEnum)]
enum Status {
    Any,
    Open,
    Finished,
}

#[derive(Subcommand)]
enum SessionsCommand {
    /// Sessions, newest first.
    List {
        #[arg(long)]
        game: Option<String>,
        #[arg(long, value_enum, default_value = "any")]
        status: Status,
        #[arg(long, default_value_t = 50)]
        limit: u32,
        #[arg(long, default_value_t = 0)]
        offset: u32,
        /// Sessions this player sat in (name, ignoring case).
        #[arg(long)]
        player: Option<String>,
        /// Sessions this player won or shared the win of.
        #[arg(long)]
        winner: Option<String>,
        /// Started on or after this day (YYYY-MM-DD, UTC).
        #[arg(long)]
        since: Option<String>,
        /// Started on or before this day (YYYY-MM-DD, UTC).
        #[arg(long)]
        until: Option<String>,
        /// Words to find in player names, titles and notes.
        #[arg(long)]
        search: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// One session: seats, state, result and timeline.
    Show {
        id: i64,
        /// The session as it was after this log entry (0: just set up).
        #[arg(long, value_name = "SEQ")]
        at: Option<u64>,
        #[arg(long)]
        json: bool,
    },
    /// Every seat's score before any log entry and after each one.
    Scores { id: i64 },
    /// Replace a session's notes (open or finished).
    Notes { id: i64, text: String },
    /// Move a session into the trash (`drydock trash` lists and restores).
    Delete {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Set where a session was played ("" to clear); open or finished.
    Location { id: i64, place: String },
    /// Set when a session was played: it started at START (RFC 3339, e.g.
    /// 2026-11-28T19:30:00+01:00) and, if finished, lasted MINUTES.
    When {
        id: i64,
        start: String,
        minutes: Option<u32>,
    },
    /// The places plays happened, most used first.
    Locations(JsonFlag),
    /// The BG Stats push link of a finished play (the app shows it as a QR
    /// code).
    BgstatsLink {
        id: i64,
        #[arg(long)]
        json: bool,
    },
    /// Correct a finished play's result (scores, winners, places), or undo
    /// or redo a correction; each is kept in the play's record.
    Correct(correct::CorrectArgs),
    /// Full-fidelity JSON of one session (setup, players, every event).
    Export {
        id: i64,
        /// Write to this file instead of standard output.
        #[arg(long, value_name = "FILE")]
        out: Option<PathBuf>,
    },
    /// Import a file written by `sessions export` as a new session.
    Import {
        file: PathBuf,
        #[arg(long)]
        json: bool,
    },
    /// Apply an action ({"action": "command"|"undo"|"redo"|"close"|"reopen", ...}).
    /// Without ACTION, reads one action per line from standard input and
    /// acknowledges each once it is committed.
    Act {
        id: i64,
        action: Option<String>,
        #[arg(long)]
        json: bool,
    },
}

#[derive(Subcommand)]
enum PlayersCommand {
    /// Every profile.
    List(JsonFlag),
    /// Add a profile.
    Add {
        name: String,
        /// #rrggbb; default: the palette colour used least.
        #[arg(long)]
        colour: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// Rename a profile, change its colour or its avatar letters.
    Edit {
        /// The profile's current name (ignoring case).
        name: String,
        #[arg(long = "name", value_name = "NEW_NAME")]
        new_name: Option<String>,
        #[arg(long)]
        colour: Option<String>,
        /// One or two letters; "" for the name's first letter.
        #[arg(long)]
        initial: Option<String>,
        #[arg(long)]
        json: bool,
    },
    /// MERGED is the same person as KEEP: MERGED's seats move to KEEP and
    /// the MERGED profile is deleted.
    Merge {
        keep: String,
        merged: String,
        #[arg(long)]
        json: bool,
    },
    /// Everyone who played without a profile (guests), most recent first.
    Guests(JsonFlag),
    /// The guest GUEST came back as PROFILE (absent: a new profile named
    /// GUEST): every seat played under that name without a profile becomes
    /// the profile's.
    Adopt {
        guest: String,
        profile: Option<String>,
        #[arg(long)]
        json: bool,
    },
}

fn main() -> ExitCode {
    // Rust ignores SIGPIPE, so `drydock … | head` would panic on the first
    // write after `head` exits. Like other command-line tools, stop quietly.
    #[cfg(unix)]
    // SAFETY: called first thing, before any thread exists; SIG_DFL is a
    // valid disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
    let cli = Cli::parse();
    let json = wants_json(&cli.command);
    match run(cli) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            if json {
                print_json(&serde_json::json!({ "error": error }));
            }
            eprintln!("drydock: {}", error.message);
            // 2: the input itself could not be read or used (docs/cli.md).
            if error.code == ErrorCode::BadFile {
                ExitCode::from(2)
            } else {
                ExitCode::FAILURE
            }
        }
    }
}

fn wants_json(command: &Command) -> bool {
    match command {
        Command::Games(args) => args.json(),
        Command::Play { json, .. } => *json,
        Command::Rickety(command) => command.json(),
        Command::Spacecraft(command) => command.json(),
        Command::Ships(ShipsCommand::Cards { json, .. }) => *json,
        Command::Dev(_) => false,
        Command::Export(args) => args.json,
        Command::Import(args) => args.json,
        Command::Backup(JsonFlag { json }) => *json,
        Command::Restore(args) => args.json,
        Command::Stats(args) => args.json,
        Command::Trash(args) => args.json(),
        Command::Recognize(args) => args.json,
        Command::Deck(command) => command.json(),
        Command::Flicky(FlickyCommand::Upgrades(JsonFlag { json })) => *json,
        Command::Players(
            PlayersCommand::List(JsonFlag { json })
            | PlayersCommand::Add { json, .. }
            | PlayersCommand::Edit { json, .. }
            | PlayersCommand::Merge { json, .. }
            | PlayersCommand::Guests(JsonFlag { json })
            | PlayersCommand::Adopt { json, .. },
        ) => *json,
        Command::Sessions(s) => match s {
            SessionsCommand::List { json, .. }
            | SessionsCommand::Show { json, .. }
            | SessionsCommand::Import { json, .. }
            | SessionsCommand::Act { json, .. } => *json,
            SessionsCommand::Export { .. } | SessionsCommand::Scores { .. } => true,
            SessionsCommand::Locations(JsonFlag { json }) => *json,
            SessionsCommand::Delete { json, .. } => *json,
            SessionsCommand::Correct(args) => args.json,
            SessionsCommand::BgstatsLink { json, .. } => *json,
            SessionsCommand::Notes { .. }
            | SessionsCommand::Location { .. }
            | SessionsCommand::When { .. } => false,
        },
    }
}

pub fn print_json<T: Serialize>(value: &T) {
    match serde_json::to_string_pretty(value) {
        Ok(text) => println!("{text}"),
        Err(e) => eprintln!("drydock: cannot print JSON: {e}"),
    }
}

/// A photo's bytes, refused before they are read when over the decoder's
/// limit: a 1 GiB file (or a device that never ends) is never read into
/// memory just to be turned down.
pub fn read_photo_file(path: &Path) -> Result<Vec<u8>, ApiError> {
    use drydock::vision::decode::MAX_BYTES;
    use std::io::Read;
    let cannot =
        |e: std::io::Error| ApiError::bad_file(format!("cannot read {}: {e}", path.display()));
    let over = |size: String| {
        ApiError::bad_file(format!(
            "{}: the photo is {size}; the limit is {} MB",
            path.display(),
            MAX_BYTES / (1024 * 1024)
        ))
    };
    let file = std::fs::File::open(path).map_err(cannot)?;
    let len = file.metadata().map_err(cannot)?.len();
    if len > MAX_BYTES as u64 {
        return Err(over(format!("{:.1} MB", len as f64 / 1e6)));
    }
    let mut bytes = Vec::new();
    file.take(MAX_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(cannot)?;
    if bytes.len() > MAX_BYTES {
        return Err(over("over the limit".into()));
    }
    Ok(bytes)
}

/// A text file as given: UTF-8, with the byte-order mark some editors
/// (Windows Notepad) put first taken off.
pub fn read_file(path: &Path) -> Result<String, ApiError> {
    let bytes = std::fs::read(path)
        .map_err(|e| ApiError::bad_file(format!("cannot read {}: {e}", path.display())))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        ApiError::bad_file(format!(
            "{} is not UTF-8 text (invalid byte at offset {})",
            path.display(),
            e.utf8_error().valid_up_to()
        ))
    })?;
    Ok(match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    })
}

/// The id of the profile called `name` (ignoring case).
fn player_id(api: &Api, name: &str) -> Result<i64, ApiError> {
    api.store()
        .player_by_name(name)
        .map_err(ApiError::from)?
        .map(|p| p.id)
        .ok_or_else(|| {
            ApiError::new(
                ErrorCode::NotFound,
                format!("there is no player called {name:?}"),
            )
        })
}

/// A `--game` filter: absent or empty is every game, else a game this
/// build knows (`unknown_game` names the others).
pub(crate) fn game_filter(game: Option<&str>) -> Result<Option<GameId>, ApiError> {
    match game.map(str::trim).filter(|g| !g.is_empty()) {
        Some(id) => Ok(Some(drydock::api::find_game(id)?)),
        None => Ok(None),
    }
}

/// An action typed on the command line or a line of input, for a session
/// of `game` (a command may leave its game out).
fn parse_action(game: GameId, text: &str) -> Result<Action, ApiError> {
    let value: serde_json::Value = serde_json::from_str(text)
        .map_err(|e| ApiError::invalid(format!("the action is not valid: {e}")))?;
    Action::decode(game, &value)
}

fn run(cli: Cli) -> Result<(), ApiError> {
    let db = resolve_path(cli.db.as_deref());
    let open = || Api::open(&db);
    match cli.command {
        Command::Games(args) => games::run(args, open)?,
        Command::Players(PlayersCommand::List(JsonFlag { json })) => {
            let players = open()?.players()?;
            if json {
                print_json(&players);
            } else {
                print!("{}", text::players(&players));
            }
        }
        Command::Players(PlayersCommand::Add { name, colour, json }) => {
            let player = open()?.create_player(&NewPlayer { name, colour })?;
            if json {
                print_json(&player);
            } else {
                println!(
                    "added player {} ({}) with colour {}",
                    player.name, player.id, player.colour
                );
            }
        }
        Command::Players(PlayersCommand::Edit {
            name,
            new_name,
            colour,
            initial,
            json,
        }) => {
            let api = open()?;
            let id = player_id(&api, &name)?;
            let edit = drydock::api::PlayerEdit {
                name: new_name,
                colour,
                initial,
            };
            let player = api.update_player(id, &edit)?;
            if json {
                print_json(&player);
            } else {
                println!(
                    "{} ({}) now has colour {} and letters {}",
                    player.name, player.id, player.colour, player.initial
                );
            }
        }
        Command::Players(PlayersCommand::Merge { keep, merged, json }) => {
            let mut api = open()?;
            let (keep, merged) = (player_id(&api, &keep)?, player_id(&api, &merged)?);
            let player = api.merge_players(keep, merged)?;
            if json {
                print_json(&player);
            } else {
                println!("merged into {} ({})", player.name, player.id);
            }
        }
        Command::Players(PlayersCommand::Guests(JsonFlag { json })) => {
            let guests = open()?.guests()?;
            if json {
                print_json(&guests);
            } else {
                for g in guests {
                    println!("{}  {} plays, last {}", g.name, g.plays, g.last_played);
                }
            }
        }
        Command::Players(PlayersCommand::Adopt {
            guest,
            profile,
            json,
        }) => {
            let mut api = open()?;
            let id = profile.map(|p| player_id(&api, &p)).transpose()?;
            let player = api.adopt_guest(&guest, id)?;
            if json {
                print_json(&player);
            } else {
                println!("{guest}'s plays are now {}'s ({})", player.name, player.id);
            }
        }
        Command::Play {
            game,
            script,
            save,
            json,
        } => {
            let text = read_file(&script)?;
            let script: Script = serde_json::from_str(&text).map_err(|e| {
                ApiError::bad_file(format!("{} is not a valid script: {e}", script.display()))
            })?;
            let (scratch, mut run) = Api::run_script(drydock::api::find_game(&game)?, &script)?;
            if save {
                open()?.save_script_run(&scratch, &mut run)?;
            }
            if json {
                print_json(&run);
            } else {
                print!("{}", text::session(&run.session));
                if let Some(id) = run.saved_id {
                    println!("saved as session {id}");
                }
            }
        }
        Command::Sessions(command) => sessions(command, open)?,
        Command::Export(args) => history::export(args, &open()?)?,
        Command::Import(args) => history::import(args, open()?)?,
        Command::Backup(JsonFlag { json }) => history::backup(&open()?, json)?,
        Command::Restore(args) => history::restore(args, &db, open)?,
        Command::Stats(args) => history::stats(args, open()?)?,
        Command::Trash(args) => trash::run(args, open()?)?,
        Command::Rickety(command) => rickety::run(command, open)?,
        Command::Spacecraft(command) => spacecraft::run(command)?,
        Command::Ships(ShipsCommand::Cards { era, json }) => ships::cards(
            era.map(|e| match e {
                EraArg::Galley => drydock::games::ships::Era::Galley,
                EraArg::Sailing => drydock::games::ships::Era::Sailing,
                EraArg::Steamship => drydock::games::ships::Era::Steamship,
            }),
            json,
        ),
        Command::Flicky(FlickyCommand::Upgrades(JsonFlag { json })) => flicky::upgrades(json),
        Command::Dev(command) => dev::run(command, &db, open)?,
        Command::Recognize(args) => recognize::run(args, open)?,
        Command::Deck(command) => deck::run(command, open)?,
    }
    Ok(())
}

fn sessions(
    command: SessionsCommand,
    open: impl Fn() -> Result<Api, ApiError>,
) -> Result<(), ApiError> {
    match command {
        SessionsCommand::List {
            game,
            status,
            limit,
            offset,
            player,
            winner,
            since,
            until,
            search,
            json,
        } => {
            let page = open()?.list_sessions(&SessionQuery {
                player,
                winner,
                since,
                until,
                search,
                game: game_filter(game.as_deref())?,
                status: Some(match status {
                    Status::Any => StatusFilter::Any,
                    Status::Open => StatusFilter::Open,
                    Status::Finished => StatusFilter::Finished,
                }),
                limit: Some(limit),
                offset: Some(offset),
            })?;
            if json {
                print_json(&page);
            } else {
                print!("{}", text::page(&page));
            }
        }
        SessionsCommand::Show { id, at, json } => {
            let api = open()?;
            let view = match at {
                Some(seq) => api.session_at(id, seq)?,
                None => api.session(id)?,
            };
            if json {
                print_json(&view);
            } else {
                print!("{}", text::session(&view));
            }
        }
        SessionsCommand::Scores { id } => print_json(&open()?.score_series(id)?),
        SessionsCommand::Notes { id, text } => {
            open()?.set_notes(id, &text)?;
            println!("notes of session {id} saved");
        }
        SessionsCommand::Delete { id, json } => trash::delete(&mut open()?, id, json)?,
        SessionsCommand::Correct(args) => correct::run(args, open()?)?,
        SessionsCommand::BgstatsLink { id, json } => {
            let link = open()?.bgstats_link(id)?;
            if json {
                print_json(&link);
            } else {
                println!("{}", link.url);
            }
        }
        SessionsCommand::When { id, start, minutes } => {
            open()?.set_when(id, &start, minutes)?;
            println!("session {id} now starts at {start}");
        }
        SessionsCommand::Location { id, place } => {
            open()?.set_location(id, &place)?;
            match place.trim() {
                "" => println!("session {id}: no place"),
                place => println!("session {id} was played at {place}"),
            }
        }
        SessionsCommand::Locations(JsonFlag { json }) => {
            let places = open()?.locations()?;
            if json {
                print_json(&places);
            } else {
                for place in places {
                    println!("{place}");
                }
            }
        }
        SessionsCommand::Export { id, out } => {
            let api = open()?;
            let export = api.export_session(id)?;
            let text = serde_json::to_string_pretty(&export)
                .map_err(|e| ApiError::invalid(format!("cannot write the export: {e}")))?;
            match out {
                Some(path) => api.write_file(&path, (text + "\n").as_bytes())?,
                None => println!("{text}"),
            }
        }
        SessionsCommand::Import { file, json } => {
            let text = read_file(&file)?;
            let export = Api::parse_export(&text).map_err(|e| e.context(file.display()))?;
            let view = open()?
                .import_session(&export)
                .map_err(|e| e.context(file.display()))?;
            if json {
                print_json(&view);
            } else {
                println!("imported as session {}", view.id);
            }
        }
        SessionsCommand::Act { id, action, json } => {
            let mut api = open()?;
            match action {
                Some(text) => {
                    let game = api.session_game(id)?;
                    let view = api.act(id, &parse_action(game, &text)?)?;
                    if json {
                        print_json(&view);
                    } else {
                        print!("{}", text::session(&view));
                    }
                }
                None => act_stream(&mut api, id)?,
            }
        }
    }
    Ok(())
}

/// One action per input line; after each commit prints
/// `{"ok": true, "seq": N}` (the last entry now in the log), or
/// `{"ok": false, "line": L, "error": {...}}` and goes on.
fn act_stream(api: &mut Api, id: i64) -> Result<(), ApiError> {
    let stdin = io::stdin();
    let mut stdout = io::stdout().lock();
    for (index, line) in stdin.lock().split(b'\n').enumerate() {
        let line =
            line.map_err(|e| ApiError::bad_file(format!("cannot read standard input: {e}")))?;
        // A line that is not UTF-8 is answered like any other bad line.
        let text = std::str::from_utf8(&line).map_err(|e| {
            ApiError::invalid(format!(
                "the line is not UTF-8 text (invalid byte at offset {})",
                e.valid_up_to()
            ))
        });
        if text.as_ref().is_ok_and(|t| t.trim().is_empty()) {
            continue;
        }
        let answer = match text
            .and_then(|text| parse_action(api.session_game(id)?, text))
            .and_then(|action| api.act(id, &action))
        {
            Ok(view) => serde_json::json!({
                "ok": true,
                "seq": view.timeline.last().map_or(0, |step| step.seq),
            }),
            Err(error) => serde_json::json!({ "ok": false, "line": index + 1, "error": error }),
        };
        writeln!(stdout, "{answer}")
            .and_then(|()| stdout.flush())
            .map_err(|e| ApiError::bad_file(format!("cannot write standard output: {e}")))?;
    }
    Ok(())
}
