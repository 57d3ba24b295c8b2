//! The app's log: problems (and each start) go to `drydock.log` beside the
//! database, where the table already finds its backups and exports, and to
//! stderr. What is logged: the start, the database that was opened or why
//! it could not be, failed backups, and every refused command with its
//! error code — never the contents of sessions beyond the refusal's own
//! message. The file is kept under 1 MB, the older half dropped.

use std::path::{Path, PathBuf};

use drydock::api::{ApiError, ErrorCode};
use tauri::plugin::TauriPlugin;
use tauri::Runtime;
use tauri_plugin_log::{RotationStrategy, Target, TargetKind};

const FILE_STEM: &str = "drydock";
const MAX_BYTES: u128 = 1_000_000;

/// The log file for the database at `database`.
pub fn log_file(database: &Path) -> PathBuf {
    folder(database).join(format!("{FILE_STEM}.log"))
}

fn folder(database: &Path) -> PathBuf {
    database
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .map_or_else(|| PathBuf::from("."), Path::to_path_buf)
}

/// The log plugin, writing beside `database` and to stderr.
pub fn plugin<R: Runtime>(database: &Path) -> TauriPlugin<R> {
    tauri_plugin_log::Builder::new()
        .clear_targets()
        .targets([
            Target::new(TargetKind::Stderr),
            Target::new(TargetKind::Folder {
                path: folder(database),
                file_name: Some(FILE_STEM.into()),
            }),
        ])
        .level(log::LevelFilter::Info)
        .max_file_size(MAX_BYTES)
        .rotation_strategy(RotationStrategy::KeepOne)
        .build()
}

/// Logs a refused command: a broken database or disk as an error, a
/// refusal of what the table asked (a rule, a bad file) as information.
pub fn refused(error: &ApiError) {
    let code = serde_json::to_value(error.code)
        .ok()
        .and_then(|v| v.as_str().map(str::to_string))
        .unwrap_or_default();
    match error.code {
        ErrorCode::Database
        | ErrorCode::DiskTrouble
        | ErrorCode::CorruptLog
        | ErrorCode::DatabaseBusy
        | ErrorCode::DatabaseUnwritable
        | ErrorCode::NotADatabase
        | ErrorCode::DatabaseNewer => log::error!("failed ({code}): {}", error.message),
        _ => log::info!("refused ({code}): {}", error.message),
    }
}
