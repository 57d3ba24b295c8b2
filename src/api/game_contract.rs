//! The game-specific half of the api's contract, typed per game: a new
//! session's setup (`GameSetup`), a command for a session (`GameCommand`)
//! and a session's state as the screen shows it (`GameView`). Each is an
//! enum tagged by `game`, so ts-rs gives the UI discriminated unions and no
//! screen has to check a state's shape by hand.
//!
//! The JSON spelling is the one the api always had (`{"game": "ships",
//! "setup": …}`, `{"game": "ships", "state": …}`); only files and the CLI,
//! which know the game before they read a setup or a command, decode loose
//! JSON here (`decode`), and nothing past this module sees it.

use std::any::Any;

use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use ts_rs::TS;

use super::{ApiError, ErrorCode};
use crate::games::{flicky, rickety, scorepad, ships, spacecraft, GameId};
use crate::session::{AnySession, Game};

type Setup<G> = <G as Game>::Setup;
type Command<G> = <G as Game>::Command;
type View<G> = <G as Game>::View;

/// A new session's setup, for the game it names.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "game", content = "setup", rename_all = "snake_case")]
pub enum GameSetup {
    Rickety(Setup<rickety::Rickety>),
    Spacecraft(Setup<spacecraft::Spacecraft>),
    Ships(Setup<ships::Ships>),
    Flicky(Setup<flicky::Flicky>),
    Scorepad(Setup<scorepad::Scorepad>),
}

/// A command for a session of the game it names.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(
    tag = "game",
    content = "command",
    rename_all = "snake_case",
    deny_unknown_fields
)]
pub enum GameCommand {
    Rickety(Command<rickety::Rickety>),
    Spacecraft(Command<spacecraft::Spacecraft>),
    Ships(Command<ships::Ships>),
    Flicky(Command<flicky::Flicky>),
    Scorepad(Command<scorepad::Scorepad>),
}

/// A session's state, for the game it names.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "game", content = "state", rename_all = "snake_case")]
pub enum GameView {
    Rickety(View<rickety::Rickety>),
    Spacecraft(View<spacecraft::Spacecraft>),
    Ships(View<ships::Ships>),
    Flicky(View<flicky::Flicky>),
    Scorepad(View<scorepad::Scorepad>),
}

/// Reads `value` as the tagged enum `T` for `game` under `content`, naming
/// `what` in the refusal.
fn decode_tagged<T: serde::de::DeserializeOwned>(
    game: GameId,
    content: &str,
    value: &Value,
    what: &str,
) -> Result<T, ApiError> {
    serde_json::from_value(json!({ "game": game, content: value })).map_err(|e| {
        ApiError::invalid(format!("this is not a {} {what}: {e}", game.name())).with_field(content)
    })
}

impl GameSetup {
    /// A setup read from a file or the CLI for `game`; `null` means every
    /// default.
    pub fn decode(game: GameId, setup: &Value) -> Result<GameSetup, ApiError> {
        let setup = match setup {
            Value::Null => Value::Object(Default::default()),
            other => other.clone(),
        };
        decode_tagged(game, "setup", &setup, "setup")
    }

    /// The defaults of `game`'s setup.
    pub fn default_for(game: GameId) -> Result<GameSetup, ApiError> {
        GameSetup::decode(game, &Value::Null)
    }

    pub fn game(&self) -> GameId {
        match self {
            GameSetup::Rickety(_) => GameId::Rickety,
            GameSetup::Spacecraft(_) => GameId::Spacecraft,
            GameSetup::Ships(_) => GameId::Ships,
            GameSetup::Flicky(_) => GameId::Flicky,
            GameSetup::Scorepad(_) => GameId::Scorepad,
        }
    }

    /// The game's own setup, for the engine to downcast.
    pub(super) fn typed(&self) -> &dyn Any {
        match self {
            GameSetup::Rickety(s) => s,
            GameSetup::Spacecraft(s) => s,
            GameSetup::Ships(s) => s,
            GameSetup::Flicky(s) => s,
            GameSetup::Scorepad(s) => s,
        }
    }
}

impl GameCommand {
    /// A command read from a file or the CLI for a session of `game`.
    pub fn decode(game: GameId, command: &Value) -> Result<GameCommand, ApiError> {
        decode_tagged(game, "command", command, "command")
    }

    pub fn game(&self) -> GameId {
        match self {
            GameCommand::Rickety(_) => GameId::Rickety,
            GameCommand::Spacecraft(_) => GameId::Spacecraft,
            GameCommand::Ships(_) => GameId::Ships,
            GameCommand::Flicky(_) => GameId::Flicky,
            GameCommand::Scorepad(_) => GameId::Scorepad,
        }
    }

    /// The game's own command, for the engine to downcast.
    pub(super) fn typed(&self) -> &dyn Any {
        match self {
            GameCommand::Rickety(c) => c,
            GameCommand::Spacecraft(c) => c,
            GameCommand::Ships(c) => c,
            GameCommand::Flicky(c) => c,
            GameCommand::Scorepad(c) => c,
        }
    }
}

impl GameView {
    /// The state of `live`, a session of `game`.
    pub(super) fn of(game: GameId, live: &dyn AnySession) -> Result<GameView, ApiError> {
        fn take<V: 'static>(live: &dyn AnySession) -> Option<V> {
            live.typed_view().downcast::<V>().ok().map(|view| *view)
        }
        let view = match game {
            GameId::Rickety => take(live).map(GameView::Rickety),
            GameId::Spacecraft => take(live).map(GameView::Spacecraft),
            GameId::Ships => take(live).map(GameView::Ships),
            GameId::Flicky => take(live).map(GameView::Flicky),
            GameId::Scorepad => take(live).map(GameView::Scorepad),
        };
        view.ok_or_else(|| {
            ApiError::new(
                ErrorCode::CorruptLog,
                format!("a {} session holds another game's state", game.name()),
            )
        })
    }

    pub fn game(&self) -> GameId {
        match self {
            GameView::Rickety(_) => GameId::Rickety,
            GameView::Spacecraft(_) => GameId::Spacecraft,
            GameView::Ships(_) => GameId::Ships,
            GameView::Flicky(_) => GameId::Flicky,
            GameView::Scorepad(_) => GameId::Scorepad,
        }
    }
}

impl super::Action {
    /// An action read from a file or the CLI for a session of `game`. A
    /// command there may leave out its `game` (scripts and `sessions act`
    /// lines written before the api was typed do): it is the session's.
    pub fn decode(game: GameId, action: &Value) -> Result<super::Action, ApiError> {
        let mut action = action.clone();
        if let Some(fields) = action.as_object_mut() {
            let is_command = fields.get("action").and_then(Value::as_str) == Some("command");
            if is_command && !fields.contains_key("game") {
                fields.insert("game".to_string(), json!(game));
            }
        }
        serde_json::from_value(action)
            .map_err(|e| ApiError::invalid(format!("the action is not valid: {e}")))
    }
}
