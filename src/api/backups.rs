//! Rotating backups in `backups/` beside the database: a consistent copy
//! (SQLite online backup) on start and after each finished session, the
//! newest [`KEEP`] kept. Restoring copies the current database first, so a
//! restore can itself be undone.

use std::fs;
use std::path::Path;

use super::{Api, ApiError, BackupInfo, ErrorCode};

/// Copies kept; older ones are deleted after each new copy.
pub const KEEP: usize = 10;
const PREFIX: &str = "drydock-";
const SUFFIX: &str = ".db";

fn info(path: &Path) -> Option<BackupInfo> {
    let name = path.file_name()?.to_str()?.to_string();
    if !(name.starts_with(PREFIX) && name.ends_with(SUFFIX)) {
        return None;
    }
    let meta = fs::metadata(path).ok()?;
    let created_at = meta
        .modified()
        .ok()
        .map(|t| {
            chrono::DateTime::<chrono::Utc>::from(t)
                .to_rfc3339_opts(chrono::SecondsFormat::Secs, true)
        })
        .unwrap_or_default();
    Some(BackupInfo {
        path: path.display().to_string(),
        file_name: name,
        created_at,
        bytes: meta.len(),
    })
}

/// The backups in `dir`, newest first (names carry a sortable UTC stamp).
fn list(dir: &Path) -> std::io::Result<Vec<BackupInfo>> {
    let mut found: Vec<BackupInfo> = fs::read_dir(dir)?
        .filter_map(|entry| info(&entry.ok()?.path()))
        .collect();
    found.sort_by(|a, b| b.file_name.cmp(&a.file_name));
    Ok(found)
}

/// The newest backup beside the database at `db`, if any: what to offer
/// when the database itself cannot be opened.
pub fn newest_beside(db: &Path) -> Option<BackupInfo> {
    let dir = db
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join("backups");
    list(&dir).ok()?.into_iter().next()
}

/// Puts the backup at `backup` in place of a database that cannot be opened
/// at all; the unreadable file is kept beside it under a new name, never
/// deleted. Returns where it was kept.
pub fn restore_unreadable(db: &Path, backup: &Path) -> Result<std::path::PathBuf, ApiError> {
    Ok(crate::store::restore_over_unreadable(db, backup)?)
}

impl Api {
    /// Backups, newest first.
    pub fn backups(&self) -> Result<Vec<BackupInfo>, ApiError> {
        let dir = self.data_folder("backups")?;
        list(&dir).map_err(|e| ApiError::invalid(format!("cannot read {}: {e}", dir.display())))
    }

    /// Copies the database to `backups/` (`reason` goes in the name:
    /// `start`, `finished`, `manual`, `before-restore`) and deletes copies
    /// beyond the newest [`KEEP`].
    pub fn backup_now(&self, reason: &str) -> Result<BackupInfo, ApiError> {
        let dir = self.data_folder("backups")?;
        let stamp = chrono::Utc::now().format("%Y%m%dT%H%M%S%3f");
        let path = dir.join(format!("{PREFIX}{stamp}-{reason}{SUFFIX}"));
        self.store.backup_to(&path)?;
        for old in self.backups()?.iter().skip(KEEP) {
            let _ = fs::remove_file(&old.path);
        }
        info(&path).ok_or_else(|| ApiError::invalid(format!("{} vanished", path.display())))
    }

    /// The automatic copy after a session is finished. A failure is
    /// reported on stderr, never in the way of the game: the session is
    /// already safely stored; an in-memory database has nothing to copy.
    pub(super) fn backup_after_close(&self) {
        if self.store.path() == Path::new(":memory:") {
            return;
        }
        if let Err(e) = self.backup_now("finished") {
            eprintln!("drydock: the automatic backup failed: {e}");
        }
    }

    /// Restores the backup named `file_name` from `backups/`: a name as
    /// [`Api::backups`] lists them (`drydock-….db`), never a path.
    pub fn restore_backup(&mut self, file_name: &str) -> Result<BackupInfo, ApiError> {
        let backup_name = file_name.len() <= 255
            && file_name.starts_with(PREFIX)
            && file_name.ends_with(SUFFIX)
            && !file_name.contains(['/', '\\'])
            && !file_name.chars().any(char::is_control);
        if !backup_name {
            let shown: String = file_name.chars().take(80).collect();
            let more = if shown.len() < file_name.len() {
                "…"
            } else {
                ""
            };
            return Err(ApiError::invalid(format!(
                "{shown:?}{more} is not the name of a backup (drydock-….db in the backups folder)"
            )));
        }
        let path = self.data_folder("backups")?.join(file_name);
        self.restore_file(&path)
    }

    /// Replaces the database with the copy at `path`: the copy is pinned
    /// first (copied aside, so the rotation that the safety copy triggers
    /// cannot delete it, nor anyone replace it, mid-restore) and checked (a
    /// damaged, foreign or newer one changes nothing), then the current
    /// database is backed up, then the pinned copy restored over it.
    /// Returns the safety copy.
    pub fn restore_file(&mut self, path: &Path) -> Result<BackupInfo, ApiError> {
        crate::store::inspect_backup(path)?;
        let pinned = self.pin(path)?;
        crate::store::inspect_backup(pinned.path())?;
        let safety = self.backup_now("before-restore")?;
        self.store.restore_from(pinned.path())?;
        Ok(safety)
    }

    /// A private copy of `path` in the backups folder, under a name the
    /// rotation never lists; removed when dropped.
    fn pin(&self, path: &Path) -> Result<tempfile::NamedTempFile, ApiError> {
        let dir = self.data_folder("backups")?;
        let cannot = |e: std::io::Error| {
            ApiError::new(
                ErrorCode::DatabaseUnwritable,
                format!("cannot copy {} before restoring it: {e}", path.display()),
            )
        };
        let pinned = tempfile::Builder::new()
            .prefix(".restoring-")
            .suffix(".db")
            .tempfile_in(&dir)
            .map_err(cannot)?;
        crate::store::copy_database(path, pinned.path())?;
        Ok(pinned)
    }
}
