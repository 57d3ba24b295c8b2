//! The log format: one [`Entry`] per accepted command, undo or redo, stored
//! as versioned JSON so a log written today replays after tomorrow's changes.
//!
//! Wire form, version 2 (written since 2026-12-03):
//! `{"v": 2, "kind": "command", "command": {...}, "events": [...]}`,
//! `{"v": 2, "kind": "undo", "of": 3}`, `{"v": 2, "kind": "redo", "of": 3}`,
//! where `of` is the sequence number of the entry undone or redone. A
//! `command` entry holds what the player asked for and what it did, so a
//! replay checks it by asking `decide` once (`decide(state, command) ==
//! events`) instead of guessing the command from its events.
//!
//! Version 1 wrote `{"v": 1, "kind": "events", "events": [...]}`, the events
//! without their command; such entries still replay, checked event by event
//! by each game's `check_event`. A log may hold both: a game begun before
//! the upgrade goes on in version 2.
//!
//! How entries are kept on disk (one row each, or packed once the session
//! is closed) is the store's business; this is the entry itself.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use serde_json::Value;

use super::EngineError;

/// The newest log format this build writes and reads. Raise it (and teach
/// [`Entry::decode`] to upgrade the old form) whenever the envelope changes.
pub const LOG_FORMAT_VERSION: u32 = 2;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Entry<C, E> {
    /// A command and the events `decide` made of it, applied together
    /// (version 2).
    Command { command: C, events: Vec<E> },
    /// The events of one accepted command, without the command (version 1,
    /// read only).
    Events { events: Vec<E> },
    /// Takes back the entry with sequence number `of`.
    Undo { of: u64 },
    /// Re-applies the undone entry with sequence number `of`.
    Redo { of: u64 },
}

/// Only the version of a stored entry, read when the entry itself does not
/// decode, so a newer entry is refused as newer, not as malformed.
#[derive(Deserialize)]
struct Version {
    v: Option<u64>,
}

/// An entry as its fields, read in one pass: an internally tagged enum
/// would first copy the whole entry into serde's buffer to find its tag.
#[derive(Deserialize)]
#[serde(bound = "C: Deserialize<'de>, E: Deserialize<'de>")]
struct Fields<C, E> {
    v: Option<u64>,
    kind: Kind,
    command: Option<C>,
    events: Option<Vec<E>>,
    of: Option<u64>,
}

#[derive(Deserialize)]
#[serde(rename_all = "snake_case")]
enum Kind {
    Command,
    Events,
    Undo,
    Redo,
}

impl<C, E> Fields<C, E> {
    fn entry(self, seq: u64) -> Result<Entry<C, E>, EngineError> {
        check_version(seq, self.v)?;
        let missing = |field: &str| EngineError::BadEntry {
            seq,
            reason: format!("missing field `{field}`"),
        };
        let of = self.of.ok_or_else(|| missing("of"));
        let events = self.events.ok_or_else(|| missing("events"));
        Ok(match self.kind {
            Kind::Command => Entry::Command {
                command: self.command.ok_or_else(|| missing("command"))?,
                events: events?,
            },
            Kind::Events => Entry::Events { events: events? },
            Kind::Undo => Entry::Undo { of: of? },
            Kind::Redo => Entry::Redo { of: of? },
        })
    }
}

impl<C: Serialize + DeserializeOwned, E: Serialize + DeserializeOwned> Entry<C, E> {
    pub fn encode(&self) -> Value {
        let mut value = serde_json::to_value(self).unwrap_or(Value::Null);
        if let Value::Object(map) = &mut value {
            map.insert("v".into(), Value::from(LOG_FORMAT_VERSION));
        }
        value
    }

    /// Decodes an entry held as JSON text (the store's form), without
    /// building a `Value` first.
    pub fn decode_text(seq: u64, text: &str) -> Result<Self, EngineError> {
        match serde_json::from_str::<Fields<C, E>>(text) {
            Ok(fields) => fields.entry(seq),
            Err(e) => {
                // A newer entry may not decode at all: say it is newer.
                if let Ok(version) = serde_json::from_str::<Version>(text) {
                    check_version(seq, version.v)?;
                }
                Err(EngineError::BadEntry {
                    seq,
                    reason: e.to_string(),
                })
            }
        }
    }

    pub fn decode(seq: u64, value: &Value) -> Result<Self, EngineError> {
        check_version(seq, value.get("v").and_then(Value::as_u64))?;
        Fields::deserialize(value)
            .map_err(|e| EngineError::BadEntry {
                seq,
                reason: e.to_string(),
            })?
            .entry(seq)
    }
}

fn check_version(seq: u64, version: Option<u64>) -> Result<(), EngineError> {
    let version = version.ok_or_else(|| EngineError::BadEntry {
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
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    type Any = Entry<Value, Value>;

    #[test]
    fn text_and_value_decode_alike() {
        let text = r#"{"v":2,"kind":"command","command":{"type":"x"},"events":[1,2]}"#;
        let value: Value = serde_json::from_str(text).expect("JSON");
        let entry = Any::decode_text(1, text).expect("decodes");
        assert_eq!(entry, Any::decode(1, &value).expect("decodes"));
        assert_eq!(entry.encode(), value);
    }

    #[test]
    fn a_newer_entry_that_does_not_decode_is_refused_as_newer() {
        let err = Any::decode_text(3, r#"{"v":3,"kind":"teleport"}"#).expect_err("newer");
        assert!(
            matches!(
                err,
                EngineError::NewerEntry {
                    seq: 3,
                    found: 3,
                    ..
                }
            ),
            "{err}"
        );
    }

    #[test]
    fn an_entry_without_its_command_or_version_is_refused() {
        let err =
            Any::decode_text(4, r#"{"v":2,"kind":"command","events":[]}"#).expect_err("no command");
        assert!(err.to_string().contains("`command`"), "{err}");
        let err = Any::decode_text(5, r#"{"kind":"undo","of":1}"#).expect_err("no v");
        assert!(matches!(err, EngineError::BadEntry { seq: 5, .. }), "{err}");
    }
}
