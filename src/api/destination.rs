//! Where a command may write a file of its own (an export, a session
//! export, a rendered photo), and how: never over the open database, its
//! journal files or a backup, whatever spelling of the path leads there
//! (relative, `./`, a symlink, a hard link), and always through a new
//! temporary file beside the target, renamed into place when complete.
//!
//! What the file holds is the caller's business; where backups live is
//! `backups`'s.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};

use super::{ApiError, ErrorCode};

/// The files and folder an output must never land on, for the database at
/// `db`: the file, its `-wal`, `-shm` and `-journal`, and the backups
/// folder beside it.
struct Protected {
    files: Vec<PathBuf>,
    backups: PathBuf,
}

fn protected(db: &Path) -> Protected {
    let dir = parent_of(db);
    let files = ["", "-wal", "-shm", "-journal"]
        .iter()
        .map(|suffix| PathBuf::from(format!("{}{suffix}", db.display())))
        .collect();
    Protected {
        files,
        backups: dir.join("backups"),
    }
}

fn parent_of(path: &Path) -> &Path {
    path.parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
}

/// `path` with its folder resolved (symlinks, `.` and `..`), so two
/// spellings of one place compare equal even when the file is not there
/// yet.
fn resolved(path: &Path) -> Option<PathBuf> {
    if let Ok(real) = fs::canonicalize(path) {
        return Some(real);
    }
    let folder = fs::canonicalize(parent_of(path)).ok()?;
    Some(folder.join(path.file_name()?))
}

#[cfg(unix)]
fn same_file(a: &fs::Metadata, b: &fs::Metadata) -> bool {
    use std::os::unix::fs::MetadataExt;
    a.dev() == b.dev() && a.ino() == b.ino()
}

#[cfg(not(unix))]
fn same_file(_: &fs::Metadata, _: &fs::Metadata) -> bool {
    false
}

fn refused(out: &Path, what: &str) -> ApiError {
    ApiError::invalid(format!(
        "{} is {what}: choose another file to write to; nothing was written",
        out.display()
    ))
    .with_details(|d| d.path = Some(out.display().to_string()))
}

/// Refuses `out` when writing it would replace the database at `db`, one
/// of its journal files or a backup, or when it is a folder.
pub fn check(db: &Path, out: &Path) -> Result<(), ApiError> {
    if out.is_dir() {
        return Err(refused(out, "a folder"));
    }
    if db == Path::new(":memory:") {
        return Ok(());
    }
    let guard = protected(db);
    let target = resolved(out);
    let out_meta = fs::metadata(out).ok();
    for file in &guard.files {
        let same_name = target.is_some() && target == resolved(file);
        let same_inode = match (&out_meta, fs::metadata(file)) {
            (Some(a), Ok(b)) => same_file(a, &b),
            _ => false,
        };
        if same_name || same_inode {
            return Err(refused(
                out,
                "the open database or one of its journal files",
            ));
        }
    }
    let backups = fs::canonicalize(&guard.backups).ok();
    let in_backups = backups.is_some() && target.as_deref().map(parent_of) == backups.as_deref();
    let backup_inode = out_meta.as_ref().is_some_and(|meta| {
        fs::read_dir(&guard.backups).is_ok_and(|entries| {
            entries
                .filter_map(|entry| entry.ok()?.metadata().ok())
                .any(|b| same_file(meta, &b))
        })
    });
    if in_backups || backup_inode {
        return Err(refused(out, "in the backups folder or one of its backups"));
    }
    Ok(())
}

fn unwritable(path: &Path, e: impl std::fmt::Display) -> ApiError {
    ApiError::new(
        ErrorCode::DatabaseUnwritable,
        format!("cannot write {}: {e}", path.display()),
    )
    .with_details(|d| d.path = Some(path.display().to_string()))
}

/// Writes what `fill` produces to `out` (checked with [`check`] first)
/// through a temporary file created new beside it (never one already
/// there, never through a planted link), renamed over `out` only when
/// complete and flushed to disk. On any failure the temporary file is
/// removed and `out` is as it was.
pub fn write_new<T>(
    db: &Path,
    out: &Path,
    fill: impl FnOnce(&mut dyn Write) -> Result<T, ApiError>,
) -> Result<T, ApiError> {
    check(db, out)?;
    let name = out
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .ok_or_else(|| refused(out, "not a file name"))?;
    let mut temp = tempfile::Builder::new()
        .prefix(&format!(".{name}."))
        .suffix(".partial")
        .tempfile_in(parent_of(out))
        .map_err(|e| unwritable(out, e))?;
    let value = {
        let mut writer = std::io::BufWriter::new(temp.as_file_mut());
        let value = fill(&mut writer)?;
        writer.flush().map_err(|e| unwritable(out, e))?;
        value
    };
    temp.as_file().sync_all().map_err(|e| unwritable(out, e))?;
    // Checked again just before the rename: the target may have been
    // replaced by a link to the database while we were writing.
    check(db, out)?;
    temp.persist(out).map_err(|e| unwritable(out, e.error))?;
    Ok(value)
}
