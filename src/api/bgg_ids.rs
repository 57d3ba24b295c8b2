//! Which BoardGameGeek game a play was: the id outside tools match plays
//! by (BG Stats' `bggId`, BGG XML's `objectid`). A table types it once
//! per game name and Drydock remembers it; an id is never guessed.
//!
//! The four built-in games carry no id of their own: none could be checked
//! against BoardGameGeek from here (no network), and a wrong id files plays
//! under another game. A table that knows the id gives it by the game's
//! name like any other ("Ships").

use super::fields::shown;
use super::sessions::game_name;
use super::{Api, ApiError};

/// Largest id accepted: BGG's ids are well under a million today.
const MAX_BGG_ID: u32 = 99_999_999;

/// The name a game's id is remembered under: the scorepad's title, or the
/// built-in game's name.
pub(super) fn id_name(game: &str, title: &str) -> String {
    if game == "scorepad" && !title.trim().is_empty() {
        title.trim().to_string()
    } else {
        game_name(game)
    }
}

impl Api {
    /// The id remembered for a play of `game` titled `title`.
    pub(super) fn game_bgg_id(&self, game: &str, title: &str) -> Result<Option<u32>, ApiError> {
        if game == "scorepad" && title.trim().is_empty() {
            return Ok(None);
        }
        Ok(self.store.bgg_id(&id_name(game, title))?)
    }

    /// Remembers (or with `None` forgets) the BoardGameGeek id of the game
    /// named `name`: every play of it, past and future, is exported with it.
    pub fn set_bgg_id(&mut self, name: &str, id: Option<u32>) -> Result<(), ApiError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(ApiError::invalid("the game's name is empty").with_field("name"));
        }
        super::fields::title(name).map_err(|e| e.invalid("the game's name", "name"))?;
        if let Some(id) = id {
            if id == 0 || id > MAX_BGG_ID {
                return Err(ApiError::invalid(format!(
                    "{id} is not a BoardGameGeek id for {}: ids are whole numbers from 1 (the number in the game's address, boardgamegeek.com/boardgame/ID)",
                    shown(name)
                ))
                .with_field("bgg_id"));
            }
        }
        Ok(self.store.set_bgg_id(name, id)?)
    }

    /// The BoardGameGeek id remembered for the game named `name`.
    pub fn bgg_id(&self, name: &str) -> Result<Option<u32>, ApiError> {
        Ok(self.store.bgg_id(name)?)
    }
}
