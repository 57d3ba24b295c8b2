//! The one error type that reaches the UI and the CLI:
//! `{code, message, details}` with a stable `code` to switch on.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::session::EngineError;
use crate::store::StoreError;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    /// The request is malformed: a missing field, a score that is not a number.
    InvalidInput,
    /// The game's rules refuse the command; `details.rule` names the rule.
    RuleViolation,
    NotFound,
    UnknownGame,
    SessionClosed,
    NothingToUndo,
    NothingToRedo,
    /// Someone else wrote to the session meanwhile; reload and retry.
    Conflict,
    /// An import or script file cannot be used; nothing was written.
    BadFile,
    /// A stored log cannot be replayed (damaged or from a newer version).
    CorruptLog,
    DatabaseNewer,
    NotADatabase,
    DatabaseUnwritable,
    DatabaseBusy,
    /// The disk is full or failing; nothing half-written was kept.
    DiskTrouble,
    Database,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS, thiserror::Error)]
#[error("{message}")]
pub struct ApiError {
    pub code: ErrorCode,
    pub message: String,
    /// What the error points at: a rule, a field, a line.
    // Boxed: most errors carry none, and `Result<_, ApiError>` stays small.
    pub details: Box<ErrorDetails>,
}

/// What a refusal is about, where it can say: each is absent unless set.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ErrorDetails {
    /// The rule broken (`R4`, `S2`, `SP3`), for `rule_violation`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub rule: Option<String>,
    /// The input field at fault (`name`, `minutes`, `game`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub field: Option<String>,
    /// The line (1-based) of the file or text at fault.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub line: Option<usize>,
    /// The cell (1-based) within that line.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub cell: Option<usize>,
    /// The script action (0-based) at fault.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub action: Option<usize>,
    /// The log entry at fault.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional, type = "number")]
    pub seq: Option<u64>,
    /// The game name nobody knows, as given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub game: Option<String>,
    /// The file at fault.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub path: Option<String>,
    /// The backup a damaged database can be restored from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub backup: Option<String>,
    /// Never set by the core: the window marks a call that never reached
    /// a command (`tauri`: a missing permission, unreadable arguments).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[ts(optional)]
    pub source: Option<String>,
}

impl ApiError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        ApiError {
            code,
            message: message.into(),
            details: Box::default(),
        }
    }

    pub fn invalid(message: impl Into<String>) -> Self {
        ApiError::new(ErrorCode::InvalidInput, message)
    }

    pub fn bad_file(message: impl Into<String>) -> Self {
        ApiError::new(ErrorCode::BadFile, message)
    }

    /// The same error naming the input field at fault.
    pub fn with_field(mut self, field: impl Into<String>) -> Self {
        self.details.field = Some(field.into());
        self
    }

    /// The same error saying where in `self` a file or script is at fault.
    pub fn with_details(mut self, edit: impl FnOnce(&mut ErrorDetails)) -> Self {
        edit(&mut self.details);
        self
    }

    /// The same error with `context` in front of its message ("action 3: …").
    pub fn context(mut self, context: impl std::fmt::Display) -> Self {
        self.message = format!("{context}: {}", self.message);
        self
    }
}

impl From<StoreError> for ApiError {
    fn from(e: StoreError) -> Self {
        let code = match &e {
            StoreError::IsDirectory(_) | StoreError::NotWritable { .. } => {
                ErrorCode::DatabaseUnwritable
            }
            StoreError::NotSqlite(_) | StoreError::NotOurs { .. } => ErrorCode::NotADatabase,
            StoreError::BadBackup { .. } => ErrorCode::BadFile,
            StoreError::NewerSchema { .. } => ErrorCode::DatabaseNewer,
            StoreError::NoSession(_) | StoreError::NoPlayer(_) | StoreError::NoGuest(_) => {
                ErrorCode::NotFound
            }
            StoreError::DuplicatePlayer(_)
            | StoreError::DuplicateShape(_)
            | StoreError::SameTable { .. }
            | StoreError::NotAFile { .. } => ErrorCode::InvalidInput,
            StoreError::Busy => ErrorCode::DatabaseBusy,
            StoreError::Closed(_) | StoreError::Superseded(_) | StoreError::Corrected(_) => {
                ErrorCode::SessionClosed
            }
            StoreError::BadEdit { .. } | StoreError::BadPackedLog { .. } => ErrorCode::CorruptLog,
            StoreError::NotClosed(_) => ErrorCode::InvalidInput,
            StoreError::Changed(_) => ErrorCode::Conflict,
            StoreError::DiskFull | StoreError::Disk(_) => ErrorCode::DiskTrouble,
            StoreError::Sqlite(inner)
                if inner.sqlite_error_code() == Some(rusqlite::ErrorCode::ConstraintViolation) =>
            {
                ErrorCode::Conflict
            }
            StoreError::Migration { .. } | StoreError::Sqlite(_) => ErrorCode::Database,
        };
        ApiError::new(code, e.to_string())
    }
}

impl From<EngineError> for ApiError {
    fn from(e: EngineError) -> Self {
        match e {
            EngineError::Rule(rule) => ApiError::new(ErrorCode::RuleViolation, rule.to_string())
                .with_details(|d| d.rule = Some(rule.rule.clone())),
            EngineError::BadSetup(_) | EngineError::BadCommand(_) => {
                ApiError::new(ErrorCode::InvalidInput, e.to_string())
            }
            EngineError::BadEntry { .. }
            | EngineError::Unruled { .. }
            | EngineError::NewerEntry { .. } => ApiError::new(ErrorCode::CorruptLog, e.to_string()),
            EngineError::NothingToUndo => ApiError::new(ErrorCode::NothingToUndo, e.to_string()),
            EngineError::NothingToRedo => ApiError::new(ErrorCode::NothingToRedo, e.to_string()),
        }
    }
}
