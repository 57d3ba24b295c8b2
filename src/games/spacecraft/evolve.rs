//! What an event does to a Space Craft game's state (its `evolve`): one
//! function per event that takes more than a line. Whether an event may
//! happen is `decide`'s; this only applies it.

use super::model::{Event, Row};
use super::projects::BasicCard;
use super::scrap::{self, Column, Exchange};
use super::state::{End, Leave, Phase, State, Step};

/// The state after `event`.
pub(in crate::games::spacecraft) fn apply(mut state: State, event: &Event) -> State {
    books(&mut state, event);
    state
}

fn books(state: &mut State, event: &Event) {
    match event {
        Event::GoalChosen { seat, goal } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.goal = Some(*goal);
            }
        }
        Event::CardRevealed { row, slot, card } => apply_card_revealed(state, row, slot, card),
        Event::Entered { seat, tile } | Event::Searched { seat, tile } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.on_board = true;
                p.acted = true;
                match tile {
                    Some(tile) => p.board.push(tile.clone()),
                    // A log from before the app kept scrap.
                    None => state.scrap_tracked = false,
                }
            }
            state.step = Step::Done;
        }
        Event::Left { seat } => apply_left(state, seat),
        Event::Built {
            seat,
            rocket,
            added,
            exchanges,
        } => apply_built(state, seat, rocket, added, exchanges),
        Event::PlanMet { seat } => state.countdown.holder = Some(*seat),
        Event::Completed { seat, slot, card } => apply_completed(state, seat, slot, card),
        Event::Reserved { seat, slot, card } => apply_reserved(state, seat, slot, card),
        Event::MarkerPlaced { seat, card } => apply_marker_placed(state, seat, card),
        Event::TurnEnded { seat, moved } => apply_turn_ended(state, seat, moved),
        Event::CountdownFlipped { value } => {
            state.countdown.flipped += 1;
            state.countdown.showing = *value;
            if value.is_none() {
                state.countdown.launched = true;
            }
        }
        Event::GameEnded { by, reason, queue } => apply_game_ended(state, by, reason, queue),
        Event::Finished { unused_scrap } => {
            for (p, n) in state.players.iter_mut().zip(unused_scrap) {
                p.unused_scrap = *n;
            }
            state.phase = Phase::Finished;
        }
    }
}

/// A card revealed into its row's slot.
fn apply_card_revealed(state: &mut State, row: &Row, slot: &usize, card: &BasicCard) {
    let spaces = match row {
        Row::Lower => &mut state.display.lower,
        Row::Upper => &mut state.display.upper,
    };
    if let Some(space) = spaces.get_mut(*slot) {
        *space = Some(card.clone());
    }
    if let Some(left) = state.display.stack_left.as_mut() {
        *left = left.saturating_sub(1);
    }
    if !state.known_cards.contains(card) {
        state.known_cards.push(card.clone());
    }
}

/// A pawn back from the scrapyard, with the tiles it took.
fn apply_left(state: &mut State, seat: &usize) {
    if let Some(p) = state.players.get_mut(*seat) {
        p.on_board = false;
        p.acted = true;
        let board = std::mem::take(&mut p.board);
        p.scrap.extend(board);
        state.leave = Leave {
            before: p.rocket.clone(),
            ..Leave::default()
        };
    }
    state.step = Step::Leaving;
}

/// Parts added to the rocket, the exchanges' tiles spent.
fn apply_built(state: &mut State, seat: &usize, rocket: &str, added: &u32, exchanges: &[Exchange]) {
    if let Some(p) = state.players.get_mut(*seat) {
        p.rocket = rocket.to_string();
        for x in exchanges {
            // Checked: each tile is there.
            let _ = scrap::take(&mut p.scrap, &x.tiles);
            p.spent.extend(x.tiles.iter().cloned());
        }
    }
    // Decided exchanges name well-formed parts; one that is not cannot
    // name a column.
    for (x, part) in exchanges
        .iter()
        .filter_map(|x| Some((x, x.part.as_decided()?)))
    {
        state.workshop.retain(|c| c.part != part);
        state.workshop.push(Column {
            part,
            token: x.token.clone(),
            min_weight: x.min_weight,
        });
    }
    state.leave.parts_built = *added;
}

/// A project completed: the card to the player, its slot emptied.
fn apply_completed(state: &mut State, seat: &usize, slot: &Option<usize>, card: &BasicCard) {
    match slot {
        Some(s) => {
            if let Some(space) = state.display.lower.get_mut(*s) {
                *space = None;
            }
        }
        None => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.reserved = None;
            }
        }
    }
    if let Some(p) = state.players.get_mut(*seat) {
        p.completed.push(card.clone());
    }
    state.leave.completed += 1;
}

/// A project reserved by the player.
fn apply_reserved(state: &mut State, seat: &usize, slot: &usize, card: &BasicCard) {
    if let Some(space) = state.display.lower.get_mut(*slot) {
        *space = None;
    }
    if let Some(p) = state.players.get_mut(*seat) {
        p.reserved = Some(card.clone());
    }
    state.leave.reserved = true;
}

/// A marker placed on an advanced card.
fn apply_marker_placed(state: &mut State, seat: &usize, card: &usize) {
    if let Some(t) = state.tracks.get_mut(*card) {
        t.markers.push(*seat);
    }
    if let Some(p) = state.players.get_mut(*seat) {
        p.markers_left = p.markers_left.saturating_sub(1);
    }
    state.leave.marker = true;
}

/// The turn passed on (or the final round's queue moved).
fn apply_turn_ended(state: &mut State, seat: &usize, moved: &[usize]) {
    let n = state.players.len().max(1);
    for i in moved {
        let card = state.display.upper.get_mut(*i).and_then(Option::take);
        if let Some(space) = state.display.lower.get_mut(*i) {
            *space = card;
        }
    }
    state.step = Step::Action;
    state.leave = Leave::default();
    state.turn += 1;
    if state.phase == Phase::FinalRound {
        if state.final_queue.first() == Some(seat) {
            state.final_queue.remove(0);
        }
        match state.final_queue.first() {
            Some(next) => state.current = *next,
            None => state.phase = Phase::Scoring,
        }
    } else {
        state.current = (seat + 1) % n;
    }
}

/// The end: the final queue, and the scoring when nobody is left to play.
fn apply_game_ended(state: &mut State, by: &usize, reason: &str, queue: &[usize]) {
    state.end = Some(End {
        by: *by,
        reason: reason.to_string(),
    });
    state.final_queue = queue.to_vec();
    state.step = Step::Action;
    state.leave = Leave::default();
    match queue.first() {
        Some(first) => {
            state.phase = Phase::FinalRound;
            state.current = *first;
        }
        None => state.phase = Phase::Scoring,
    }
}
