//! The log format: one [`Entry`] per accepted command, undo or redo, stored
//! as versioned JSON so a log written today replays after tomorrow's changes.
//!
//! Wire form: `{"v": 1, "kind": "events", "events": [...]}`,
//! `{"v": 1, "kind": "undo", "of": 3}`, `{"v": 1, "kind": "redo", "of": 3}`,
//! where `of` is the sequence number of the `events` entry undone or redone.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use serde_json::Value;

use super::EngineError;

/// The newest log format this build writes and reads. Raise it (and teach
/// [`Entry::decode`] to upgrade the old form) whenever the envelope changes.
pub const LOG_FORMAT_VERSION: u32 = 1;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Entry<E> {
    /// The events of one accepted command, applied together.
    Events { events: Vec<E> },
    /// Takes back the `events` entry with sequence number `of`.
    Undo { of: u64 },
    /// Re-applies the undone `events` entry with sequence number `of`.
    Redo { of: u64 },
}

impl<E: Serialize + DeserializeOwned> Entry<E> {
    pub fn encode(&self) -> Value {
        let mut value = serde_json::to_value(self).unwrap_or(Value::Null);
        if let Value::Object(map) = &mut value {
            map.insert("v".into(), Value::from(LOG_FORMAT_VERSION));
        }
        value
    }

    pub fn decode(seq: u64, value: &Value) -> Result<Self, EngineError> {
        let version =
            value
                .get("v")
                .and_then(Value::as_u64)
                .ok_or_else(|| EngineError::BadEntry {
                    seq,
                    reason: "it has no format version \"v\"".into(),
                })?;
        if version > u64::from(LOG_FORMAT_VERSION) {
            return Err(EngineError::NewerEntry {
                seq,
                found: u32::try_from(version).unwrap_or(u32::MAX),
                supported: LOG_FORMAT_VERSION,
            });
        }
        serde_json::from_value(value.clone()).map_err(|e| EngineError::BadEntry {
            seq,
            reason: e.to_string(),
        })
    }
}
