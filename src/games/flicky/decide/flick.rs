//! What a flick caused (F5): a ram, with its tokens and a raid.

use super::super::catalog::UpgradeId;
use super::super::model::{Event, Phase};
use super::super::resources::Resource;
use super::super::state::State;
use crate::games::flicky::Rule;
use crate::session::RuleError;

/// One ram of the current player's flick, with its raid (F5).
pub(super) fn ram(
    state: &State,
    target: &usize,
    raid: &Option<Resource>,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Flick)?;
    state.check_seat(*target)?;
    if *target == seat {
        return Err(RuleError::new(Rule::F5, "a ship cannot ram itself"));
    }
    if let Some(r) = raid {
        if !state.owns(seat, UpgradeId::RamRaidEngines) {
            return Err(RuleError::new(
                Rule::F5,
                format!("{} has no Ram-Raid Engines", state.name(seat)),
            ));
        }
        if state.players[*target].tray.get(*r) == 0 {
            return Err(RuleError::new(
                Rule::F5,
                format!("{} has no {r} to take", state.name(*target)),
            ));
        }
    }
    let trox = state.owns(seat, UpgradeId::TroxRockets) && state.token_available();
    let tokens_after_trox = state.tokens_left - u32::from(trox);
    Ok(vec![Event::Rammed {
        by: seat,
        target: *target,
        trox_token: trox,
        broadcast_token: state.owns(*target, UpgradeId::LiveBroadcast) && tokens_after_trox > 0,
        raided: *raid,
    }])
}
