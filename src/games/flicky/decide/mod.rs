//! What may happen now (F1–F6): `decide` checks a command against the
//! state and says which events it causes, or refuses it with the rule's id
//! and a sentence. It changes nothing; `evolve` applies events. One module per command
//! family: `collect`, `flick`, `upgrade`; discards and the turn's end are
//! here.

mod collect;
mod flick;
mod setup;
mod upgrade;

use collect::{collect, tractor_beam};
use flick::ram;
pub(super) use setup::setup;
use upgrade::{buy, exchange, take_blueprint};

use super::model::{Command, Event, Phase, HAND_LIMIT};
use super::resources::Resources;
use super::state::State;
use crate::games::flicky::Rule;
use crate::session::RuleError;

pub(in crate::games::flicky) fn phase_name(phase: Phase) -> &'static str {
    match phase {
        Phase::Collect => "collect",
        Phase::Flick => "flick",
        Phase::Upgrade => "upgrade",
        Phase::Finished => "over",
    }
}

/// F6: emptied piles that end the game for this many players.
pub fn piles_to_end(players: usize) -> u32 {
    match players {
        0..=2 => 4,
        3 => 5,
        _ => 6,
    }
}

pub(in crate::games::flicky) fn decide(
    state: &State,
    cmd: &Command,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    match cmd {
        Command::Collect { on, sonar } => collect(state, on, sonar),
        Command::TractorBeam { seat: other } => tractor_beam(state, other),
        Command::Ram { target, raid } => ram(state, target, raid),
        Command::Wormhole => {
            state.expect_phase(Phase::Flick)?;
            Ok(vec![Event::Wormhole { seat }])
        }
        Command::EndFlick => {
            state.expect_phase(Phase::Flick)?;
            Ok(vec![Event::FlickEnded { seat }])
        }
        Command::Exchange { give, get } => exchange(state, give, get),
        Command::Buy {
            upgrade: id,
            payment,
        } => buy(state, id, payment),
        Command::TakeBlueprint { resource } => take_blueprint(state, resource),
        Command::Discard {
            seat: who,
            resources,
        } => discard(state, who, resources),
        Command::EndTurn => {
            state.expect_phase(Phase::Upgrade)?;
            Ok(vec![Event::TurnEnded {
                seat,
                game_over: state.end_meter().triggered,
            }])
        }
    }
}

/// A seat over the hand limit puts resources back (F2).
fn discard(state: &State, who: &usize, resources: &Resources) -> Result<Vec<Event>, RuleError> {
    state.check_seat(*who)?;
    let tray = state.players[*who].tray;
    let Some(after) = tray.minus(resources) else {
        return Err(RuleError::new(
            Rule::F2,
            format!(
                "{} does not hold {}",
                state.name(*who),
                resources.describe()
            ),
        ));
    };
    if tray.total() <= HAND_LIMIT {
        return Err(RuleError::new(
            Rule::F2,
            format!(
                "{} holds {} resources: nothing to discard",
                state.name(*who),
                tray.total()
            ),
        ));
    }
    if after.total() != HAND_LIMIT {
        return Err(RuleError::new(
            Rule::F2,
            format!(
                "{} holds {} and must discard exactly {} to get down to {HAND_LIMIT}",
                state.name(*who),
                tray.total(),
                tray.total() - HAND_LIMIT
            ),
        ));
    }
    Ok(vec![Event::Discarded {
        seat: *who,
        resources: *resources,
    }])
}
