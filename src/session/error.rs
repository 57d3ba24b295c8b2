//! Errors of the session engine: a game refusing a command ([`RuleError`])
//! and a log or request the engine cannot use ([`EngineError`]).

use serde::Serialize;

/// A command refused by a game's rules. `rule` is the id a player can look
/// up (RULINGS.md ids such as `R4`, or the scorepad's own `SP` ids).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, thiserror::Error)]
#[error("{rule}: {message}")]
pub struct RuleError {
    pub rule: String,
    pub message: String,
}

impl RuleError {
    /// A refusal citing `rule`, a game's [`RuleId`](super::RuleId).
    pub fn new(rule: impl super::RuleId, message: impl Into<String>) -> Self {
        RuleError {
            rule: rule.id().to_string(),
            message: message.into(),
        }
    }
}

/// Why the engine cannot set up, replay or extend a session.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Rule(#[from] RuleError),
    #[error("the game setup is not valid: {0}")]
    BadSetup(String),
    #[error("the command is not valid: {0}")]
    BadCommand(String),
    #[error("log entry {seq} cannot be read: {reason}")]
    BadEntry { seq: u64, reason: String },
    /// A log entry that reads but is not what the rules make (a crafted or
    /// damaged log): `reason` names the rule or the difference.
    #[error("log entry {seq} breaks the rules: {reason}")]
    Unruled { seq: u64, reason: String },
    #[error("log entry {seq} was written by a newer Drydock (log format {found}, this version reads up to {supported})")]
    NewerEntry {
        seq: u64,
        found: u32,
        supported: u32,
    },
    #[error("nothing to undo")]
    NothingToUndo,
    #[error("nothing to redo")]
    NothingToRedo,
}
