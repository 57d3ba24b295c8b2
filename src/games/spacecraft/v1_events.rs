//! Reading a Space Craft log written before log v2, which stored events
//! only: an event is what `decide` (in replay mode) makes of the command
//! it came from (S4–S9). Logs written since store the command and are
//! checked by deciding it again (`session::replay`).

use super::model::{Command, EndCause, Event};
use super::rocket::{Rocket, RocketEntry};
use super::state::{Phase, State, Step};
use crate::games::spacecraft::decide::end::{countdown_flip, meets_plan_first, queue_from};
use crate::games::spacecraft::decide::{decide_in, Mode};
use crate::games::spacecraft::Rule;
use crate::session::RuleError;

/// Whether a logged event is one `decide` could have returned here: each
/// command's first event is rebuilt into its command and decided again;
/// the events a command adds after it (the plan met after a build, the
/// countdown flip and the end after a turn) are checked against the state
/// the earlier events left, with the same conditions `decide` uses.
pub(in crate::games::spacecraft) fn check(state: &State, event: &Event) -> Result<(), RuleError> {
    match event {
        Event::GoalChosen { seat, goal } => replayed_as(
            state,
            event,
            [Command::ChooseGoal {
                seat: *seat,
                goal: u32::from(goal.0),
            }],
            Rule::S6,
        ),
        Event::CardRevealed { row, slot, card } => replayed_as(
            state,
            event,
            [Command::RevealCard {
                row: *row,
                slot: *slot,
                card: card.clone(),
            }],
            Rule::S4,
        ),
        Event::Entered { tile, .. } => replayed_as(
            state,
            event,
            [Command::Enter { tile: tile.clone() }],
            Rule::S9,
        ),
        Event::Searched { tile, .. } => replayed_as(
            state,
            event,
            [Command::Search { tile: tile.clone() }],
            Rule::S9,
        ),
        Event::Left { .. } => replayed_as(state, event, [Command::Leave], Rule::S9),
        Event::Built {
            rocket, exchanges, ..
        } => replayed_as(
            state,
            event,
            [Command::Build {
                rocket: RocketEntry::Typed(rocket.clone()),
                exchanges: exchanges.clone(),
            }],
            Rule::S9,
        ),
        Event::PlanMet { seat } => check_plan_met(state, seat),
        Event::Completed { slot, .. } => {
            replayed_as(state, event, [Command::Complete { slot: *slot }], Rule::S4)
        }
        Event::Reserved { slot, .. } => {
            replayed_as(state, event, [Command::Reserve { slot: *slot }], Rule::S4)
        }
        Event::MarkerPlaced { card, .. } => replayed_as(
            state,
            event,
            [Command::PlaceMarker { card: *card }],
            Rule::S5,
        ),
        Event::TurnEnded { .. } => replayed_as(state, event, [Command::EndTurn], Rule::S9),
        Event::CountdownFlipped { value } => check_countdown_flipped(state, value),
        Event::GameEnded { by, reason, .. } if *by == state.current => replayed_as(
            state,
            event,
            [EndCause::CannotPlace, EndCause::DisplayEmpty].map(|cause| Command::DeclareEnd {
                reason: reason.clone(),
                cause,
            }),
            Rule::S7,
        ),
        // The end a turn's end brings (a display that cannot be refilled),
        // logged after the turn passed on.
        Event::GameEnded { by, queue, .. } => check_game_ended(state, by, queue),
        Event::Finished { unused_scrap } => replayed_as(
            state,
            event,
            [Command::Finish {
                unused_scrap: unused_scrap.clone(),
            }],
            Rule::S8,
        ),
    }
}

/// [`crate::session::decided_as`] with `decide` in [`Mode::Replay`]:
/// whether `event` is the first event one of `commands` decides here.
fn replayed_as(
    state: &State,
    event: &Event,
    commands: impl IntoIterator<Item = Command>,
    rule: Rule,
) -> Result<(), RuleError> {
    crate::session::decided_by::<super::Spacecraft>(
        state,
        event,
        commands,
        rule,
        |state, command| decide_in(state, command, Mode::Replay),
    )
}

/// S7: the plan met by a rocket, which starts the countdown.
fn check_plan_met(state: &State, seat: &usize) -> Result<(), RuleError> {
    let player = state
        .players
        .get(*seat)
        .filter(|_| *seat == state.current && state.step == Step::Leaving)
        .ok_or_else(|| {
            RuleError::new(Rule::S7, format!("seat {seat} has not just built a rocket"))
        })?;
    let rocket = Rocket::parse(&player.rocket, &state.palette()).unwrap_or_default();
    if meets_plan_first(state, &super::measures::Measures::of(&rocket)) {
        Ok(())
    } else {
        Err(RuleError::new(
            Rule::S7,
            format!(
                "{}'s rocket does not meet the plan first",
                state.name(*seat)
            ),
        ))
    }
}

/// S7: a countdown card flipped, in its order.
fn check_countdown_flipped(state: &State, value: &Option<u32>) -> Result<(), RuleError> {
    let due = state.phase == Phase::Playing && state.step == Step::Action;
    if due && countdown_flip(state, state.current) == Some(*value) {
        Ok(())
    } else {
        Err(RuleError::new(
            Rule::S7,
            "the countdown flips one card at the start of its holder's turn, in order",
        ))
    }
}

/// S7: the end, and who still plays in the scrapyard.
fn check_game_ended(state: &State, by: &usize, queue: &[usize]) -> Result<(), RuleError> {
    if state.phase != Phase::Playing || *by >= state.players.len() {
        return Err(RuleError::new(
            Rule::S7,
            format!("the game cannot end here (by seat {by})"),
        ));
    }
    if *queue != queue_from(state, *by) {
        return Err(RuleError::new(Rule::S7,
            "after the end, exactly the players with a pawn on the scrapyard may leave, in turn order",
        ));
    }
    Ok(())
}
