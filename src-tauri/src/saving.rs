//! Where an export goes: the system's save dialog, asked from Rust, and
//! "Show in folder" for a file this run saved. The window itself has no
//! dialog, opener or file-system permission (capabilities/main.json): it
//! can only ask for an export and for a path the shell itself wrote to be
//! shown, so a compromised page cannot open or reveal anything else.
//! Writing the file (and refusing the database or a backup as the
//! destination) is the core's `Api::export_file`.

use std::path::{Path, PathBuf};
use std::sync::Mutex;

use drydock::api::{ApiError, ErrorCode, ExportFormat};
use tauri::{AppHandle, Manager, Runtime};
use tauri_plugin_dialog::{DialogExt, FilePath};
use tauri_plugin_opener::OpenerExt;

/// The files saved by this run, the only ones "Show in folder" reveals.
#[derive(Default)]
pub struct Saved(Mutex<Vec<PathBuf>>);

impl Saved {
    pub fn remember(&self, path: PathBuf) {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .push(path);
    }

    fn holds(&self, path: &Path) -> bool {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .iter()
            .any(|saved| saved == path)
    }
}

/// What the dialog's file-type filter says for `format`.
fn filter_name(format: ExportFormat) -> &'static str {
    match format {
        ExportFormat::Json => "Drydock archive",
        ExportFormat::Csv => "Spreadsheet (CSV)",
        ExportFormat::Bgstats => "BG Stats backup",
        ExportFormat::Bgg => "BoardGameGeek play XML",
    }
}

/// Asks where to save an export, starting at `suggested` (folder and
/// name); `None` when the table cancels. Blocks its (async command)
/// thread, never the main one, while the dialog is open.
pub fn ask_where<R: Runtime>(
    app: &AppHandle<R>,
    suggested: &Path,
    format: ExportFormat,
) -> Result<Option<PathBuf>, ApiError> {
    if app.try_state::<tauri_plugin_dialog::Dialog<R>>().is_none() {
        return Err(ApiError::new(
            ErrorCode::InvalidInput,
            "no save dialog is available in this window",
        ));
    }
    let extension = format.extension();
    let last = extension.rsplit('.').next().unwrap_or(extension);
    let mut dialog = app
        .dialog()
        .file()
        .set_title("Save the export")
        .add_filter(filter_name(format), &[last]);
    if let Some(name) = suggested.file_name().and_then(|n| n.to_str()) {
        dialog = dialog.set_file_name(name);
    }
    if let Some(folder) = suggested.parent() {
        dialog = dialog.set_directory(folder);
    }
    dialog.blocking_save_file().map(local_path).transpose()
}

fn local_path(chosen: FilePath) -> Result<PathBuf, ApiError> {
    chosen.into_path().map_err(|e| {
        ApiError::new(
            ErrorCode::InvalidInput,
            format!("the chosen place is not a file on this computer: {e}"),
        )
    })
}

/// Opens the file manager at `path`, selected, if this run saved it.
pub fn reveal<R: Runtime>(app: &AppHandle<R>, saved: &Saved, path: &str) -> Result<(), ApiError> {
    let path = PathBuf::from(path);
    if !saved.holds(&path) {
        return Err(ApiError::new(
            ErrorCode::NotFound,
            "only a file Drydock saved since it started can be shown in its folder",
        ));
    }
    app.opener().reveal_item_in_dir(&path).map_err(|e| {
        ApiError::new(
            ErrorCode::NotFound,
            format!(
                "no file manager could show it ({e}); the file is at {}",
                path.display()
            ),
        )
    })
}
