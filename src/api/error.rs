//! The one error type that reaches the UI and the CLI:
//! `{code, message, details}` with a stable `code` to switch on.

use serde::{Deserialize, Serialize};
use serde_json::Value;
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
    #[ts(type = "Record<string, unknown>")]
    pub details: Value,
}

impl ApiError {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Self {
        ApiError {
            code,
            message: message.into(),
            details: Value::Object(Default::default()),
        }
    }

    pub fn invalid(message: impl Into<String>) -> Self {
        ApiError::new(ErrorCode::InvalidInput, message)
    }

    pub fn bad_file(message: impl Into<String>) -> Self {
        ApiError::new(ErrorCode::BadFile, message)
    }

    pub fn with_detail(mut self, key: &str, value: impl Into<Value>) -> Self {
        if let Value::Object(map) = &mut self.details {
            map.insert(key.to_string(), value.into());
        }
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
                .with_detail("rule", rule.rule.clone()),
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
