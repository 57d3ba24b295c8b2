//! Rotating backups in `backups/` beside the database: a consistent copy
//! (SQLite online backup) on start and after each finished session, each
//! listed by what it holds ("after Carcassonne with Ann, Bob — 14
//! sessions"). The rotation keeps the newest [`KEEP`], plus the newest of
//! each of the last [`DAYS`] days and of each of the last [`WEEKS`] weeks,
//! so a busy evening cannot push last week's copy out. Restoring copies the
//! current database first, so a restore can itself be undone.

use std::collections::{HashMap, HashSet};
use std::fs;
use std::path::Path;

use chrono::{DateTime, Datelike, NaiveDateTime, Utc};

use super::sessions::game_name;
use super::{Api, ApiError, BackupInfo, ErrorCode};

/// The newest copies kept whatever their age.
pub const KEEP: usize = 10;
/// Days back for which the newest copy of each day is kept too.
pub const DAYS: i64 = 7;
/// Weeks back for which the newest copy of each week is kept too.
pub const WEEKS: i64 = 5;
const PREFIX: &str = "drydock-";
const SUFFIX: &str = ".db";

/// The UTC time in a backup's name (`drydock-20261201T101530123-manual.db`).
fn stamp(name: &str) -> Option<DateTime<Utc>> {
    let text = name.strip_prefix(PREFIX)?.get(..15)?;
    NaiveDateTime::parse_from_str(text, "%Y%m%dT%H%M%S")
        .ok()
        .map(|t| t.and_utc())
}

/// Why a backup was made, from its name.
fn reason(name: &str) -> String {
    let middle = name
        .strip_prefix(PREFIX)
        .and_then(|n| n.strip_suffix(SUFFIX))
        .unwrap_or_default();
    middle
        .split_once('-')
        .map(|(_, why)| why.to_string())
        .unwrap_or_default()
}

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
    let contents = crate::store::backup_contents(path).ok();
    let (latest, latest_players) = match contents.as_ref().and_then(|c| c.latest.clone()) {
        Some((game, title, players)) => {
            let shown = if title.trim().is_empty() {
                game_name(&game)
            } else {
                title
            };
            (Some(shown), players)
        }
        None => (None, Vec::new()),
    };
    Some(BackupInfo {
        path: path.display().to_string(),
        reason: reason(&name),
        file_name: name,
        created_at,
        bytes: meta.len(),
        sessions: contents.map(|c| c.sessions),
        latest,
        latest_players,
    })
}

/// The names the rotation keeps of `names` (backups, any order) at `now`:
/// the newest [`KEEP`], and the newest of each day of the last [`DAYS`]
/// and of each week of the last [`WEEKS`]. A name without a readable
/// stamp is never ours to delete.
fn kept(names: &[String], now: DateTime<Utc>) -> HashSet<String> {
    let mut dated: Vec<(DateTime<Utc>, &String)> = Vec::new();
    let mut keep: HashSet<String> = HashSet::new();
    for name in names {
        match stamp(name) {
            Some(at) => dated.push((at, name)),
            None => {
                keep.insert(name.clone());
            }
        }
    }
    dated.sort_by(|a, b| b.cmp(a));
    keep.extend(dated.iter().take(KEEP).map(|(_, n)| (*n).clone()));
    let mut newest_of: HashMap<(char, i32, u32), &String> = HashMap::new();
    for (at, name) in &dated {
        let age = now.signed_duration_since(*at).num_days();
        if age < DAYS {
            newest_of
                .entry(('d', at.year(), at.ordinal()))
                .or_insert(name);
        }
        if age < WEEKS * 7 {
            let week = at.iso_week();
            newest_of
                .entry(('w', week.year(), week.week()))
                .or_insert(name);
        }
    }
    keep.extend(newest_of.into_values().cloned());
    keep
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
        let names: Vec<String> = fs::read_dir(&dir)
            .map_err(|e| ApiError::invalid(format!("cannot read {}: {e}", dir.display())))?
            .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
            .filter(|n| n.starts_with(PREFIX) && n.ends_with(SUFFIX))
            .collect();
        let keep = kept(&names, chrono::Utc::now());
        for old in names.iter().filter(|n| !keep.contains(*n)) {
            let _ = fs::remove_file(dir.join(old));
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

#[cfg(test)]
mod tests {
    use super::*;

    fn name(at: DateTime<Utc>) -> String {
        format!("drydock-{}-manual.db", at.format("%Y%m%dT%H%M%S%3f"))
    }

    #[test]
    fn a_busy_evening_does_not_push_out_last_weeks_copies() {
        let now = "2026-12-01T22:00:00Z"
            .parse::<DateTime<Utc>>()
            .expect("time");
        // Twenty copies tonight, one a minute, and one a day before that
        // for forty days.
        let mut names: Vec<String> = (0..20)
            .map(|m| name(now - chrono::Duration::minutes(m)))
            .collect();
        let daily: Vec<String> = (1..=40)
            .map(|d| name(now - chrono::Duration::days(d)))
            .collect();
        names.extend(daily.iter().cloned());
        let keep = kept(&names, now);
        for newest in &names[..10] {
            assert!(keep.contains(newest), "the newest ten are kept");
        }
        assert!(!keep.contains(&names[15]), "tonight's older copies go");
        for (d, copy) in daily[..6].iter().enumerate() {
            assert!(keep.contains(copy), "one a day for a week: day {}", d + 1);
        }
        assert!(
            !keep.contains(&daily[39]),
            "forty days back is past the weekly copies"
        );
        let weekly = daily[7..34].iter().filter(|n| keep.contains(*n)).count();
        assert!(
            (3..=5).contains(&weekly),
            "about one a week for the month after the first week: {weekly}"
        );
    }

    #[test]
    fn a_name_without_a_stamp_is_never_deleted() {
        let now = Utc::now();
        let odd = "drydock-damaged.db".to_string();
        let mut names = vec![odd.clone()];
        names.extend((0..30).map(|m| name(now - chrono::Duration::minutes(m))));
        assert!(kept(&names, now).contains(&odd));
    }

    #[test]
    fn a_backups_reason_is_read_from_its_name() {
        assert_eq!(
            reason("drydock-20261201T101530123-before-restore.db"),
            "before-restore"
        );
        assert_eq!(reason("drydock-20261201T101530123-finished.db"), "finished");
    }
}
