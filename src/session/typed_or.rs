//! A command field that takes either what a player typed (a JSON string,
//! read later by the game against its own rules: a card stack, a rocket, a
//! part) or the structure the window sends. Read by hand rather than with
//! serde's `untagged`, whose refusal ("did not match any variant") would
//! not say what is wrong with the structure.

use serde::de::{DeserializeOwned, Error};
use serde::{Deserialize, Deserializer};
use serde_json::Value;

/// Typed text, or the structure `T`.
pub enum TypedOr<T> {
    Typed(String),
    Given(T),
}

/// Reads a [`TypedOr`]; a structure that does not fit is refused naming
/// `what` ("the part cannot be read: …").
pub fn typed_or<'de, D, T>(deserializer: D, what: &str) -> Result<TypedOr<T>, D::Error>
where
    D: Deserializer<'de>,
    T: DeserializeOwned,
{
    match Value::deserialize(deserializer)? {
        Value::String(text) => Ok(TypedOr::Typed(text)),
        other => T::deserialize(other)
            .map(TypedOr::Given)
            .map_err(|e| D::Error::custom(format!("{what} cannot be read: {e}"))),
    }
}
