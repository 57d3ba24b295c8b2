//! What may happen now: `decide` checks a command against the state and
//! says which events it causes, or refuses it with the ruling's id and a
//! sentence. Turn actions (enter, search, leave, the build order)
//! cite S9, the ruling on leave actions, since RULINGS.md gives the turn
//! structure no id.
//!
//! One module per command family: `scrapyard` (enter, search, leave),
//! `build`, `projects` (goal, cards, markers), `end` (the turn's and the
//! game's end); `setup` makes a new game.
//!
//! Replay holds a logged command ([`decide_stored`], log v2) or event
//! (`v1_events::check`, log v1) to the same `decide`, in [`Mode::Replay`]:
//! it accepts what an earlier build of the app decided too, so a stored log plays on as it was written. Refused now, accepted
//! in a log (issue 19): a personal goal chosen again or after the first
//! action (S7c), an action before the goal is kept, the pawn end declared
//! by a player on the scrapyard (S7), a build after a project card (S9),
//! and a pawn that took no tile (a log from before the app kept scrap:
//! that session goes on without scrap checks, see `State::scrap_tracked`).

mod build;
pub(super) mod end;
mod projects;
mod scrapyard;
mod setup;

pub(super) use setup::setup;

use super::model::{Command, Event};
use super::scoring::Variant;
use super::state::{Phase, State, Step};
use crate::games::spacecraft::Rule;
use crate::session::RuleError;
use build::build;
use end::{declare_end, end_turn, finish};
use projects::{choose_goal, complete, place_marker, reserve, reveal_card};
use scrapyard::{enter, leave, search};

/// Whose rules a command is held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(in crate::games::spacecraft) enum Mode {
    /// A command asked for now: today's rules.
    Command,
    /// An event read back from a log: today's rules, less what earlier
    /// builds allowed (see the module doc), so stored history replays.
    Replay,
}

pub(in crate::games::spacecraft) fn decide(
    state: &State,
    cmd: &Command,
) -> Result<Vec<Event>, RuleError> {
    decide_in(state, cmd, Mode::Command)
}

/// `decide` for a command read back from a log (version 2).
pub(in crate::games::spacecraft) fn decide_stored(
    state: &State,
    cmd: &Command,
) -> Result<Vec<Event>, RuleError> {
    decide_in(state, cmd, Mode::Replay)
}

/// S7: only the scrapyard may be left once the game has ended.
pub(in crate::games::spacecraft) fn playing(state: &State) -> Result<(), RuleError> {
    if state.phase == Phase::Playing {
        Ok(())
    } else {
        Err(RuleError::new(
            Rule::S7,
            "the game has ended: players with a pawn on the scrapyard may only leave it",
        ))
    }
}

/// S9: one action a turn.
pub(in crate::games::spacecraft) fn at_action(state: &State) -> Result<(), RuleError> {
    if state.step == Step::Action {
        Ok(())
    } else {
        Err(RuleError::new(
            Rule::S9,
            format!(
                "{} has already taken this turn's action: end the turn",
                state.name(state.current)
            ),
        ))
    }
}

/// S9: building and completing come after leaving the scrapyard.
pub(in crate::games::spacecraft) fn leaving(state: &State) -> Result<(), RuleError> {
    if state.step == Step::Leaving {
        Ok(())
    } else {
        Err(RuleError::new(
            Rule::S9,
            format!(
                "{} builds and completes projects only after leaving the scrapyard",
                state.name(state.current)
            ),
        ))
    }
}

/// S5: basic project cards only in the basic variant.
pub(in crate::games::spacecraft) fn basic(state: &State) -> Result<(), RuleError> {
    if state.variant == Variant::Basic {
        Ok(())
    } else {
        Err(RuleError::new(
            Rule::S5,
            "the advanced variant has no basic project cards: place markers",
        ))
    }
}

pub(in crate::games::spacecraft) fn decide_in(
    state: &State,
    cmd: &Command,
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    if state.phase == Phase::Finished {
        return Err(RuleError::new(Rule::S8, "the game is over and scored"));
    }
    match cmd {
        Command::ChooseGoal { seat, goal } => choose_goal(state, seat, goal, mode),
        Command::RevealCard { row, slot, card } => reveal_card(state, row, slot, card),
        Command::Enter { tile } => enter(state, tile, mode),
        Command::Search { tile } => search(state, tile, mode),
        Command::Leave => leave(state),
        Command::Build { rocket, exchanges } => build(state, rocket, exchanges, mode),
        Command::Complete { slot } => complete(state, slot),
        Command::Reserve { slot } => reserve(state, slot),
        Command::PlaceMarker { card } => place_marker(state, card),
        Command::EndTurn => end_turn(state),
        Command::DeclareEnd { reason, cause } => declare_end(state, reason, cause, mode),
        Command::Finish { unused_scrap } => finish(state, unused_scrap),
    }
}
