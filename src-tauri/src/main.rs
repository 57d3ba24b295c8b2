//! Drydock's desktop shell: opens the database and exposes the core's `api`
//! to the web UI. Each command is a one-line delegation; validation, rules
//! and storage all live in the `drydock` core, which never sees Tauri.

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::path::Path;

use drydock::api::rickety::{parse_shape, ShapeInfo};
use drydock::api::ships::Library as ShipsLibrary;
use drydock::api::spacecraft::{check_rocket, parse_rocket, CheckReport, Library};
use drydock::api::vision::{photo_from_base64, recognize_photo, PhotoInfo, PhotoReading};
use drydock::api::{
    deck_photos, learn_deck, Action, Api, ApiError, BackupInfo, BgStatsLink, DeckInfo, DeckPhoto,
    EnrolReport, ExportFormat, ExportQuery, ExportedFile, GameInfo, GuestDto, ImportReport,
    NewPlayer, PlayerDto, PlayerEdit, ResultCorrection, ScoreSeries, SessionPage, SessionQuery,
    SessionView, StartSession, Stats, StatsQuery, TrashEntry,
};
use drydock::games::flicky::{catalog, Upgrade};
use drydock::games::ships::{catalog as ships_catalog, Card as ShipsCard, CardData};
use drydock::games::spacecraft::JoinTable;
use drydock::store::resolve_path;
use tauri::{AppHandle, Builder, Manager, Runtime, State};
use tauri_plugin_window_state::{AppHandleExt, StateFlags};

mod database;
#[cfg(test)]
mod ipc_tests;
mod logging;
mod saving;

use database::{with, Db};

#[tauri::command]
fn games(db: State<'_, Db>) -> Result<Vec<GameInfo>, ApiError> {
    with(&db, |api| Ok(api.games()))
}

#[tauri::command]
fn players(db: State<'_, Db>) -> Result<Vec<PlayerDto>, ApiError> {
    with(&db, |api| api.players())
}

#[tauri::command]
fn create_player(db: State<'_, Db>, new: NewPlayer) -> Result<PlayerDto, ApiError> {
    with(&db, |api| api.create_player(&new))
}

#[tauri::command]
fn start_session(db: State<'_, Db>, start: StartSession) -> Result<SessionView, ApiError> {
    with(&db, |api| api.start_session(&start))
}

#[tauri::command]
fn session_act(db: State<'_, Db>, id: i64, action: Action) -> Result<SessionView, ApiError> {
    with(&db, |api| api.act(id, &action))
}

/// What a command would do, without storing it (scoring moments are shown
/// before the table confirms them).
#[tauri::command]
fn session_preview(
    db: State<'_, Db>,
    id: i64,
    command: serde_json::Value,
) -> Result<SessionView, ApiError> {
    with(&db, |api| api.preview(id, &command))
}

#[tauri::command]
fn session_show(db: State<'_, Db>, id: i64) -> Result<SessionView, ApiError> {
    with(&db, |api| api.session(id))
}

#[tauri::command]
fn sessions_list(db: State<'_, Db>, query: SessionQuery) -> Result<SessionPage, ApiError> {
    with(&db, |api| api.list_sessions(&query))
}

#[tauri::command]
fn rickety_shapes(db: State<'_, Db>) -> Result<Vec<ShapeInfo>, ApiError> {
    with(&db, |api| api.rickety_shapes())
}

#[tauri::command]
fn rickety_save_shape(
    db: State<'_, Db>,
    name: String,
    grid: String,
) -> Result<ShapeInfo, ApiError> {
    with(&db, |api| api.save_rickety_shape(&name, &grid))
}

#[tauri::command]
fn rickety_delete_shape(db: State<'_, Db>, name: String) -> Result<(), ApiError> {
    with(&db, |api| api.delete_rickety_shape(&name))
}

#[tauri::command]
fn flicky_catalog() -> Vec<Upgrade> {
    catalog()
}

/// The builder's live verdict on a rocket being placed (S2, S3, S6); the
/// joins are the standard table unless the session plays with its own.
#[tauri::command]
fn spacecraft_check(
    rocket: String,
    colours: Vec<String>,
    joins: Option<JoinTable>,
) -> Result<CheckReport, ApiError> {
    let parsed = parse_rocket(&rocket, &colours)?;
    Ok(check_rocket(&parsed, &joins.unwrap_or_default()))
}

/// Cards, plan and countdown the table entered in earlier sessions.
#[tauri::command]
fn spacecraft_library(db: State<'_, Db>) -> Result<Library, ApiError> {
    with(&db, |api| api.spacecraft_library())
}

/// Ships: the board and card data the table entered in its last game.
#[tauri::command]
fn ships_library(db: State<'_, Db>) -> Result<ShipsLibrary, ApiError> {
    with(&db, |api| api.ships_library())
}

/// Ships: the 38 cards with what the table knows of their costs and copies.
#[tauri::command]
fn ships_cards(data: Vec<CardData>) -> Vec<ShipsCard> {
    ships_catalog(&data)
}

/// Reads a ship photo (base64 or a `data:` URL) off the UI thread; with a
/// session, keeps the photo and its reading with it.
// The webview names each argument in its JSON; grouping them in a struct
// would only nest that JSON one level deeper.
#[allow(clippy::too_many_arguments)]
#[tauri::command]
async fn rickety_recognize(
    db: State<'_, Db>,
    photo: String,
    shape: Option<String>,
    shape_grid: Option<String>,
    decks: u8,
    deck: Option<String>,
    session_id: Option<i64>,
    seat: Option<i64>,
) -> Result<PhotoReading, ApiError> {
    let bytes = photo_from_base64(&photo)?;
    // An enrolled deck's glyphs (`drydock deck enrol`), else the built-in ones.
    let enrolled = match deck {
        Some(name) => Some(with(&db, |api| api.deck_reading_bank(&name))?),
        None => None,
    };
    // The session's own shape travels as its grid text (it may be one the
    // table drew and never saved); a name picks a built-in or saved shape.
    let shape = match (shape_grid, shape) {
        (Some(grid), _) => Some(parse_shape("photo", &grid)?),
        (None, Some(name)) => Some(with(&db, |api| api.rickety_shape(&name))?),
        (None, None) => None,
    };
    let (report, bytes) = tauri::async_runtime::spawn_blocking(move || {
        let reader = drydock::vision::name::reader(enrolled.as_ref());
        recognize_photo(&bytes, shape.as_ref(), decks, reader.namer()).map(|r| (r, bytes))
    })
    .await
    .map_err(|e| ApiError::invalid(format!("recognition stopped: {e}")))??;
    let photo_id = match session_id {
        Some(id) => Some(with(&db, |api| api.attach_photo(id, seat, &bytes, &report))?.id),
        None => None,
    };
    Ok(PhotoReading { report, photo_id })
}

/// The decks enrolled from photos of their cards, for "From photo".
#[tauri::command]
fn decks(db: State<'_, Db>) -> Result<Vec<DeckInfo>, ApiError> {
    with(&db, |api| api.decks())
}

/// Learns a deck from photos of its 52 cards (each a file name and base64
/// or a `data:` URL; 1 to 8 photos, 64 MB together) off the UI thread and
/// off the database, then keeps it: nothing is kept unless all 52 are read.
#[tauri::command]
async fn enrol_deck(
    db: State<'_, Db>,
    name: String,
    photos: Vec<DeckPhoto>,
) -> Result<EnrolReport, ApiError> {
    let learnt =
        tauri::async_runtime::spawn_blocking(move || learn_deck(&name, &deck_photos(&photos)?))
            .await
            .map_err(|e| ApiError::invalid(format!("enrolment stopped: {e}")))??;
    with(&db, |api| api.keep_deck(learnt))
}

/// Forgets an enrolled deck: ships are read with the built-in glyphs again.
#[tauri::command]
fn forget_deck(db: State<'_, Db>, name: String) -> Result<(), ApiError> {
    with(&db, |api| api.forget_deck(&name))
}

#[tauri::command]
fn session_photos(db: State<'_, Db>, session_id: i64) -> Result<Vec<PhotoInfo>, ApiError> {
    with(&db, |api| api.session_photos(session_id))
}

#[tauri::command]
fn photo_data_url(db: State<'_, Db>, id: i64) -> Result<String, ApiError> {
    with(&db, |api| api.photo_data_url(id))
}

#[tauri::command]
fn database_path(db: State<'_, Db>) -> String {
    db.path.clone()
}

#[tauri::command]
fn session_at(db: State<'_, Db>, id: i64, seq: u64) -> Result<SessionView, ApiError> {
    with(&db, |api| api.session_at(id, seq))
}

#[tauri::command]
fn session_scores(db: State<'_, Db>, id: i64) -> Result<ScoreSeries, ApiError> {
    with(&db, |api| api.score_series(id))
}

#[tauri::command]
fn session_set_notes(db: State<'_, Db>, id: i64, notes: String) -> Result<(), ApiError> {
    with(&db, |api| api.set_notes(id, &notes))
}

#[tauri::command]
fn update_player(db: State<'_, Db>, id: i64, edit: PlayerEdit) -> Result<PlayerDto, ApiError> {
    with(&db, |api| api.update_player(id, &edit))
}

#[tauri::command]
fn merge_players(db: State<'_, Db>, keep: i64, merge: i64) -> Result<PlayerDto, ApiError> {
    with(&db, |api| api.merge_players(keep, merge))
}

#[tauri::command]
fn guests(db: State<'_, Db>) -> Result<Vec<GuestDto>, ApiError> {
    with(&db, |api| api.guests())
}

#[tauri::command]
fn adopt_guest(
    db: State<'_, Db>,
    name: String,
    player_id: Option<i64>,
) -> Result<PlayerDto, ApiError> {
    with(&db, |api| api.adopt_guest(&name, player_id))
}

#[tauri::command]
fn stats(db: State<'_, Db>, query: StatsQuery) -> Result<Stats, ApiError> {
    with(&db, |api| api.stats(&query))
}

/// Asks where to save (the system's dialog, from the shell) and writes the
/// export there; `None` when the table cancels the dialog. A query the core
/// refuses is refused before the dialog opens.
#[tauri::command]
async fn export_data<R: Runtime>(
    app: AppHandle<R>,
    db: State<'_, Db>,
    saved: State<'_, saving::Saved>,
    format: ExportFormat,
    query: ExportQuery,
) -> Result<Option<ExportedFile>, ApiError> {
    let suggested = with(&db, |api| api.suggested_export_path(format, &query))?;
    let Some(chosen) = saving::ask_where(&app, &suggested, format)? else {
        return Ok(None);
    };
    let written = with(&db, |api| api.export_file(format, &query, &chosen))?;
    saved.remember(chosen);
    Ok(Some(written))
}

/// "Show in folder" for a file this run exported.
#[tauri::command]
fn reveal_export<R: Runtime>(
    app: AppHandle<R>,
    saved: State<'_, saving::Saved>,
    path: String,
) -> Result<(), ApiError> {
    saving::reveal(&app, &saved, &path)
}

/// Where problems are logged (beside the database).
#[tauri::command]
fn log_file(db: State<'_, Db>) -> String {
    logging::log_file(Path::new(&db.path)).display().to_string()
}

#[tauri::command]
async fn import_data(
    db: State<'_, Db>,
    text: String,
    dry_run: Option<bool>,
) -> Result<ImportReport, ApiError> {
    with(&db, |api| api.import_text(&text, dry_run.unwrap_or(false)))
}

#[tauri::command]
fn backups(db: State<'_, Db>) -> Result<Vec<BackupInfo>, ApiError> {
    with(&db, |api| api.backups())
}

#[tauri::command]
async fn backup_now(db: State<'_, Db>) -> Result<BackupInfo, ApiError> {
    with(&db, |api| api.backup_now("manual"))
}

#[tauri::command]
async fn restore_backup(db: State<'_, Db>, file_name: String) -> Result<BackupInfo, ApiError> {
    with(&db, |api| api.restore_backup(&file_name))
}

/// Keeps a photo (base64 or a `data:` URL) with a session, any game.
#[tauri::command]
async fn session_add_photo(
    db: State<'_, Db>,
    session_id: i64,
    photo: String,
) -> Result<PhotoInfo, ApiError> {
    let bytes = photo_from_base64(&photo)?;
    with(&db, |api| api.add_session_photo(session_id, &bytes))
}

#[tauri::command]
fn delete_photo(db: State<'_, Db>, id: i64) -> Result<(), ApiError> {
    with(&db, |api| api.delete_photo(id))
}

#[tauri::command]
fn session_delete(db: State<'_, Db>, id: i64) -> Result<TrashEntry, ApiError> {
    with(&db, |api| api.delete_session(id))
}

#[tauri::command]
fn trash_list(db: State<'_, Db>) -> Result<Vec<TrashEntry>, ApiError> {
    with(&db, |api| api.trash())
}

#[tauri::command]
fn trash_restore(db: State<'_, Db>, id: i64) -> Result<ImportReport, ApiError> {
    with(&db, |api| api.restore_from_trash(id))
}

#[tauri::command]
fn trash_empty(db: State<'_, Db>) -> Result<u32, ApiError> {
    with(&db, |api| api.empty_trash())
}

#[tauri::command]
fn session_set_when(
    db: State<'_, Db>,
    id: i64,
    started_at: String,
    minutes: Option<u32>,
) -> Result<(), ApiError> {
    with(&db, |api| api.set_when(id, &started_at, minutes))
}

#[tauri::command]
fn session_set_location(db: State<'_, Db>, id: i64, location: String) -> Result<(), ApiError> {
    with(&db, |api| api.set_location(id, &location))
}

#[tauri::command]
fn session_correct_result(
    db: State<'_, Db>,
    id: i64,
    correction: ResultCorrection,
) -> Result<SessionView, ApiError> {
    with(&db, |api| api.correct_result(id, &correction))
}

#[tauri::command]
fn session_undo_edit(db: State<'_, Db>, id: i64) -> Result<SessionView, ApiError> {
    with(&db, |api| api.undo_edit(id))
}

#[tauri::command]
fn session_redo_edit(db: State<'_, Db>, id: i64) -> Result<SessionView, ApiError> {
    with(&db, |api| api.redo_edit(id))
}

#[tauri::command]
fn locations(db: State<'_, Db>) -> Result<Vec<String>, ApiError> {
    with(&db, |api| api.locations())
}

#[tauri::command]
fn bgstats_link(db: State<'_, Db>, id: i64) -> Result<BgStatsLink, ApiError> {
    with(&db, |api| api.bgstats_link(id))
}

#[tauri::command]
fn set_bgg_id(db: State<'_, Db>, name: String, bgg_id: Option<u32>) -> Result<(), ApiError> {
    with(&db, |api| api.set_bgg_id(&name, bgg_id))
}

/// What the running window is told when Drydock is launched again: a DOM
/// event its launch notice listens for. Evaluated by the shell, not sent
/// over IPC, so the window needs no event permission for it.
const SECOND_LAUNCH_SCRIPT: &str = "window.dispatchEvent(new CustomEvent('drydock:second-launch'))";

/// The database and every command, on any runtime: `main` adds the
/// window's plugin and the start-up backup; `ipc_tests` drives the same
/// handler through Tauri's mock runtime. A command is listed here, in
/// `build.rs` (`COMMANDS`) and in `capabilities/main.json`.
fn with_commands<R: Runtime>(builder: Builder<R>, db: Db) -> Builder<R> {
    builder
        .manage(db)
        .manage(saving::Saved::default())
        .invoke_handler(tauri::generate_handler![
            games,
            players,
            create_player,
            start_session,
            session_act,
            session_show,
            session_preview,
            sessions_list,
            rickety_shapes,
            rickety_save_shape,
            rickety_delete_shape,
            flicky_catalog,
            spacecraft_check,
            spacecraft_library,
            ships_library,
            ships_cards,
            rickety_recognize,
            decks,
            enrol_deck,
            forget_deck,
            session_photos,
            photo_data_url,
            database_path,
            session_at,
            session_scores,
            session_set_notes,
            update_player,
            merge_players,
            guests,
            adopt_guest,
            stats,
            export_data,
            import_data,
            backups,
            backup_now,
            restore_backup,
            bgstats_link,
            set_bgg_id,
            session_set_location,
            session_correct_result,
            session_undo_edit,
            session_redo_edit,
            session_set_when,
            session_delete,
            trash_list,
            trash_restore,
            trash_empty,
            locations,
            session_add_photo,
            delete_photo,
            reveal_export,
            log_file
        ])
}

/// The app's configuration, assets and ACL (capabilities), for any runtime.
fn context<R: Runtime>() -> tauri::Context<R> {
    tauri::generate_context!()
}

/// What the window remembers between runs: where it was and how big.
const WINDOW_STATE: StateFlags = StateFlags::SIZE
    .union(StateFlags::POSITION)
    .union(StateFlags::MAXIMIZED);

fn main() {
    let path = resolve_path(None);
    let db = Db::open(&path);
    let backup_path = path.clone();
    let log_plugin = logging::plugin(&path);
    let builder = tauri::Builder::default()
        // Registered first: a second launch hands over to the running
        // window and exits while the app is being built, before it makes a
        // backup or opens a window of its own.
        .plugin(tauri_plugin_single_instance::init(|app, _args, _cwd| {
            if let Some(window) = app.get_webview_window("main") {
                let _ = window.unminimize();
                let _ = window.show();
                let _ = window.set_focus();
                let _ = window.eval(SECOND_LAUNCH_SCRIPT);
            }
        }))
        .plugin(log_plugin)
        .plugin(tauri_plugin_dialog::init())
        .plugin(tauri_plugin_opener::init())
        .plugin(
            tauri_plugin_window_state::Builder::new()
                .with_state_flags(WINDOW_STATE)
                .build(),
        )
        // Saved as it changes, not only on a clean exit: a window closed
        // by the system or a crash still opens where it was.
        .on_window_event(|window, event| {
            if matches!(
                event,
                tauri::WindowEvent::Resized(_) | tauri::WindowEvent::Moved(_)
            ) {
                let _ = window.app_handle().save_window_state(WINDOW_STATE);
            }
        })
        .setup(move |app| {
            log::info!(
                "Drydock {} started with the database {}",
                env!("CARGO_PKG_VERSION"),
                backup_path.display()
            );
            // Once the database is open (on its own thread, see `database`):
            // say why it cannot be used, or make the start-up copy, so that
            // whatever happens in this session the table can go back to how
            // things were. The window waits for neither.
            let app = app.handle().clone();
            std::thread::spawn(move || match app.state::<Db>().problem() {
                Some(problem) => log::error!("the database cannot be used: {problem}"),
                None => {
                    let copied = Api::open(&backup_path).and_then(|api| api.backup_now("start"));
                    if let Err(e) = copied {
                        log::error!("the start-up backup failed: {}", e.message);
                    }
                }
            });
            Ok(())
        });
    let result = with_commands(builder, db).run(context());
    if let Err(e) = result {
        eprintln!("drydock: the window could not start: {e}");
        std::process::exit(1);
    }
}
