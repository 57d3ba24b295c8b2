//! The database the commands share. It is opened on a thread of its own as
//! the app starts, so the window (GTK, WebKit, the page) comes up while
//! SQLite opens, checks the schema and migrates; the first command that
//! needs it waits for that thread. A database that cannot be opened is
//! kept as its error and reported by every command rather than stopping
//! the app: a newer or damaged file must stay untouched.

use std::path::Path;
use std::sync::{Mutex, MutexGuard, OnceLock, PoisonError};
use std::thread::JoinHandle;

use drydock::api::{Api, ApiError, ErrorCode};
use tauri::State;

use crate::logging;

pub struct Db {
    opening: Mutex<Option<JoinHandle<Result<Api, ApiError>>>>,
    api: OnceLock<Mutex<Result<Api, ApiError>>>,
    pub path: String,
}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Db {
    /// Starts opening the database at `path`.
    pub fn open(path: &Path) -> Db {
        let at = path.to_path_buf();
        let opening = std::thread::spawn(move || Api::open(&at));
        Db {
            opening: Mutex::new(Some(opening)),
            api: OnceLock::new(),
            path: path.display().to_string(),
        }
    }

    /// The opened database (or why it could not be opened), waiting for
    /// the opening thread the first time.
    fn api(&self) -> &Mutex<Result<Api, ApiError>> {
        self.api.get_or_init(|| {
            let opened = lock(&self.opening)
                .take()
                .map(|thread| thread.join().unwrap_or_else(|_| Err(failed())))
                .unwrap_or_else(|| Err(failed()));
            Mutex::new(opened)
        })
    }

    /// Why the database could not be opened, if it could not.
    pub fn problem(&self) -> Option<String> {
        lock(self.api()).as_ref().err().map(|e| e.message.clone())
    }
}

fn failed() -> ApiError {
    ApiError::new(
        ErrorCode::Database,
        "opening the database stopped unexpectedly; restart Drydock",
    )
}

/// Runs `f` on the open database; a refusal is logged (see `logging`).
pub fn with<T>(
    db: &State<'_, Db>,
    f: impl FnOnce(&mut Api) -> Result<T, ApiError>,
) -> Result<T, ApiError> {
    let mut guard = lock(db.api());
    let answer = match guard.as_mut() {
        Ok(api) => f(api),
        Err(e) => Err(e.clone()),
    };
    if let Err(e) = &answer {
        logging::refused(e);
    }
    answer
}
