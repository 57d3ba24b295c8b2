//! A turn on the scrapyard (S9): entering, searching, leaving with the
//! tiles each pawn took.

use super::super::model::Event;
use super::super::scrap::{board_full, can_collect, Tile};
use super::super::state::State;
use crate::games::spacecraft::decide::{at_action, playing, Mode};
use crate::games::spacecraft::Rule;
use crate::session::RuleError;

/// S9: the tile a pawn takes, as the log keeps it. A tile is required
/// while the app keeps the scrap; a log from before it did has none.
pub(in crate::games::spacecraft) fn collected(
    state: &State,
    tile: Option<&Tile>,
    mode: Mode,
) -> Result<Option<Tile>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    match tile {
        None if state.scrap_tracked && mode == Mode::Command => Err(RuleError::new(
            Rule::S9,
            format!("say which scrap tile {name} took from the stack: its type and weight"),
        )),
        None => Ok(None),
        Some(_) if !state.scrap_tracked => Err(RuleError::new(
            Rule::S9,
            "this session began before Drydock kept the scrap: enter and search take no tile",
        )),
        Some(tile) => {
            let tile = tile.normalised().map_err(|m| RuleError::new(Rule::S9, m))?;
            let board = state.players.get(seat).map_or(&[][..], |p| &p.board);
            can_collect(board, &tile)
                .map_err(|m| RuleError::new(Rule::S9, format!("{name} cannot take it: {m}")))?;
            Ok(Some(tile))
        }
    }
}

/// S9: the current player enters the scrapyard (S7c).
pub(in crate::games::spacecraft) fn enter(
    state: &State,
    tile: &Option<Tile>,
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    let now = mode == Mode::Command;
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    playing(state)?;
    at_action(state)?;
    if player.on_board {
        return Err(RuleError::new(
            Rule::S9,
            format!("{name}'s pawn is already on the scrapyard: search or leave"),
        ));
    }
    if now && player.goal.is_none() && !player.acted {
        return Err(RuleError::new(Rule::S7c,
            format!("{name} first keeps one of the two personal goal cards dealt at setup: choose it before the first action"),
        ));
    }
    let tile = collected(state, tile.as_ref(), mode)?;
    Ok(vec![Event::Entered { seat, tile }])
}

/// S9: the current player searches the scrapyard.
pub(in crate::games::spacecraft) fn search(
    state: &State,
    tile: &Option<Tile>,
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    playing(state)?;
    at_action(state)?;
    if !player.on_board {
        return Err(RuleError::new(
            Rule::S9,
            format!("{name}'s pawn is not on the scrapyard: enter it first"),
        ));
    }
    if state.scrap_tracked && board_full(&player.board) {
        return Err(RuleError::new(Rule::S9,
            format!("{name}'s player board is full (4 tiles, or weight 7): {name} must leave the scrapyard"),
        ));
    }
    let tile = collected(state, tile.as_ref(), mode)?;
    Ok(vec![Event::Searched { seat, tile }])
}

/// S9: the current player leaves the scrapyard.
pub(in crate::games::spacecraft) fn leave(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    at_action(state)?;
    if !player.on_board {
        return Err(RuleError::new(
            Rule::S9,
            format!("{name}'s pawn is not on the scrapyard, so there is nothing to leave"),
        ));
    }
    Ok(vec![Event::Left { seat }])
}
