//! One entry point for every export format, writing to any `Write` (the
//! CLI's file) or to a new file in the database's folder (the app, which
//! has no file-system permission of its own).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use super::sessions::day_start;
use super::GameId;
use super::{
    bgg, bgstats, destination, results, Api, ApiError, ErrorCode, ExportFormat, ExportQuery,
    ExportedFile,
};

fn unwritable(path: &Path, e: impl std::fmt::Display) -> ApiError {
    ApiError::new(
        ErrorCode::DatabaseUnwritable,
        format!("cannot write {}: {e}", path.display()),
    )
}

impl ExportFormat {
    pub fn extension(self) -> &'static str {
        match self {
            ExportFormat::Json => "json",
            ExportFormat::Csv => "csv",
            ExportFormat::Bgstats => "bgstats.json",
            ExportFormat::Bgg => "bgg.xml",
        }
    }
}

/// The game and the first day (a stored time) `query` asks for, checked.
fn filters(query: &ExportQuery) -> Result<(Option<&'static str>, Option<String>), ApiError> {
    let game = query.game.map(GameId::as_str);
    let since = match query.since.as_deref().filter(|s| !s.is_empty()) {
        Some(day) => Some(day_start("since", day, 0)?),
        None => None,
    };
    Ok((game, since))
}

impl Api {
    /// Writes the sessions matching `query` in `format` to `out`; returns
    /// how many sessions were written.
    pub fn export_to(
        &self,
        format: ExportFormat,
        query: &ExportQuery,
        out: &mut dyn Write,
    ) -> Result<u32, ApiError> {
        let (game, since) = filters(query)?;
        if format == ExportFormat::Json {
            return self.export_archive(game, since.as_deref(), out);
        }
        let ids = self.store.session_ids(game, since.as_deref())?;
        let rows = self.result_rows(&ids)?;
        let text = match format {
            ExportFormat::Csv => results::csv(&rows, query.bom).map_err(|e| {
                ApiError::new(ErrorCode::Database, format!("cannot write the CSV: {e}"))
            })?,
            ExportFormat::Bgstats => {
                serde_json::to_string_pretty(&bgstats::backup(&rows)).unwrap_or_default()
            }
            ExportFormat::Bgg => bgg::plays_xml(&rows).map_err(|e| {
                ApiError::new(
                    ErrorCode::Database,
                    format!("cannot write the BGG XML: {e}"),
                )
            })?,
            ExportFormat::Json => String::new(),
        };
        out.write_all(text.as_bytes()).map_err(|e| {
            ApiError::new(
                ErrorCode::DatabaseUnwritable,
                format!("cannot write the export: {e}"),
            )
        })?;
        Ok(u32::try_from(ids.len()).unwrap_or(u32::MAX))
    }

    /// Writes an export to `path`, through a temporary file renamed when
    /// complete, so a failed export never leaves a half file behind; a
    /// path that leads to the database, its journal or a backup is refused
    /// (see [`destination`]).
    pub fn export_file(
        &self,
        format: ExportFormat,
        query: &ExportQuery,
        path: &Path,
    ) -> Result<ExportedFile, ApiError> {
        filters(query)?;
        let sessions = destination::write_new(self.store.path(), path, |out| {
            self.export_to(format, query, out)
        })?;
        let bytes = fs::metadata(path).map(|m| m.len()).unwrap_or(0);
        Ok(ExportedFile {
            path: path.display().to_string(),
            bytes,
            sessions,
        })
    }

    /// Writes `bytes` to `path` under the same guard and in the same way as
    /// an export (the CLI's `sessions export --out`, its dev renders).
    pub fn write_file(&self, path: &Path, bytes: &[u8]) -> Result<(), ApiError> {
        write_file_beside(self.store.path(), path, bytes)
    }

    /// Where the app suggests saving an export: a new stamped name in
    /// `exports/` beside the database (the folder is created). A query that
    /// cannot be answered is refused here, before any dialog opens, and
    /// touches no folder.
    pub fn suggested_export_path(
        &self,
        format: ExportFormat,
        query: &ExportQuery,
    ) -> Result<PathBuf, ApiError> {
        filters(query)?;
        let dir = self.data_folder("exports")?;
        let stamp = chrono::Utc::now().format("%Y%m%d-%H%M%S");
        Ok(dir.join(format!("drydock-{stamp}.{}", format.extension())))
    }

    /// An export written where [`Api::suggested_export_path`] suggests.
    pub fn export_to_data_folder(
        &self,
        format: ExportFormat,
        query: &ExportQuery,
    ) -> Result<ExportedFile, ApiError> {
        let path = self.suggested_export_path(format, query)?;
        self.export_file(format, query, &path)
    }

    /// A folder beside the database file (created if missing).
    pub(super) fn data_folder(&self, name: &str) -> Result<PathBuf, ApiError> {
        let db = self.store.path();
        if db == Path::new(":memory:") {
            return Err(ApiError::invalid(
                "this database lives in memory: it has no folder to write to",
            ));
        }
        let dir = db
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."))
            .join(name);
        fs::create_dir_all(&dir).map_err(|e| unwritable(&dir, e))?;
        Ok(dir)
    }
}

/// [`Api::write_file`] for a command that has not opened the database at
/// `db` but must not write over it either.
pub fn write_file_beside(db: &Path, path: &Path, bytes: &[u8]) -> Result<(), ApiError> {
    destination::write_new(db, path, |out| {
        out.write_all(bytes).map_err(|e| unwritable(path, e))
    })
}
