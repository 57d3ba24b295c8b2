//! Ships use cases beyond the session engine: the board data and card data
//! the table entered in its last game, offered to the next (W2, W4: "entered
//! once by the table").

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::{Api, ApiError, GameView};
use crate::games::ships::board::BoardData;
use crate::games::ships::{CardData, Ships};
use crate::session::Game;

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "ShipsLibrary")]
pub struct Library {
    /// The newest game's board data as it stood at its end (everything the
    /// table entered while playing), else what the rulebook gives.
    pub board: BoardData,
    pub cards: Vec<CardData>,
}

impl Api {
    pub fn ships_library(&self) -> Result<Library, ApiError> {
        let Some(id) = self.store().newest_session(Ships::ID)? else {
            return Ok(Library {
                board: BoardData::shipped(),
                cards: Vec::new(),
            });
        };
        let GameView::Ships(view) = self.session(id)?.state else {
            return Err(ApiError::invalid(format!(
                "session {id} is not a Ships session"
            )));
        };
        Ok(Library {
            board: view.state.board,
            cards: view.state.cards,
        })
    }
}
