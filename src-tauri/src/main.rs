//! Drydock's desktop shell: opens the database and exposes the core's `api`
//! to the web UI. Each command is a one-line delegation; validation, rules
//! and storage all live in the `drydock` core, which never sees Tauri.

#![cfg_attr(not(debug_assertions), windows_subsystem = "windows")]

use std::path::Path;

use drydock::api::vision::{photo_from_base64, PhotoReading, SeenStacks};
use drydock::api::{
    deck_photos, learn_deck, Api, ApiError, DeckPhoto, EnrolReport, ExportFormat, ExportQuery,
    ExportedFile,
};
use drydock::store::resolve_path;
use tauri::{AppHandle, Builder, Manager, Runtime, State};
use tauri_plugin_window_state::{AppHandleExt, StateFlags};

#[macro_use]
mod commands;
mod database;
#[cfg(test)]
mod ipc_tests;
mod logging;
mod saving;

use database::{with, Db};

/// Reads a ship photo (base64 or a `data:` URL) on a blocking thread, off
/// the window's and the database's; with a session, keeps the photo and its
/// reading with it.
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
    let reader = with(&db, |api| {
        api.ship_photo_reader(
            shape_grid.as_deref(),
            shape.as_deref(),
            deck.as_deref(),
            decks,
        )
    })?;
    let (report, bytes) =
        tauri::async_runtime::spawn_blocking(move || reader.read(&bytes).map(|r| (r, bytes)))
            .await
            .map_err(|e| ApiError::invalid(format!("recognition stopped: {e}")))??;
    let photo_id = match session_id {
        Some(id) => Some(with(&db, |api| api.attach_photo(id, seat, &bytes, &report))?.id),
        None => None,
    };
    Ok(PhotoReading {
        seen: SeenStacks::of(&report),
        report,
        photo_id,
    })
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

#[tauri::command]
fn database_path(db: State<'_, Db>) -> String {
    db.path.clone()
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

// Every other command, generated from the core's list (`commands.rs`).
drydock::for_each_command!(tauri_commands);

/// What the running window is told when Drydock is launched again: a DOM
/// event its launch notice listens for. Evaluated by the shell, not sent
/// over IPC, so the window needs no event permission for it.
const SECOND_LAUNCH_SCRIPT: &str = "window.dispatchEvent(new CustomEvent('drydock:second-launch'))";

/// The database and every command, on any runtime: `main` adds the
/// window's plugin and the start-up backup; `ipc_tests` drives the same
/// handler through Tauri's mock runtime. The commands are declared once,
/// in the core's `for_each_command!`.
fn with_commands<R: Runtime>(builder: Builder<R>, db: Db) -> Builder<R> {
    with_invoke_handler(builder.manage(db).manage(saving::Saved::default()))
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
