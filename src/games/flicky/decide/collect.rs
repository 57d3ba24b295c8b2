//! Collecting (F1, F5): the terrain under the ship, Sonar Scan, Tractor Beam.

use super::super::catalog::UpgradeId;
use super::super::model::{Event, Phase, Terrain};
use super::super::resources::Resource;
use super::super::state::State;
use crate::games::flicky::Rule;
use crate::session::RuleError;

/// The current player collects from the terrain under the ship, or with Sonar Scan the hex in front (F5 upgrades).
pub(super) fn collect(
    state: &State,
    on: &Terrain,
    sonar: &Option<Terrain>,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Collect)?;
    let from = match sonar {
        Some(front) if !state.owns(seat, UpgradeId::SonarScan) => {
            return Err(RuleError::new(
                Rule::F5,
                format!(
                    "{} has no Sonar Scan, so cannot collect from the {front:?} hex in front",
                    state.name(seat)
                ),
            ))
        }
        Some(front) => *front,
        None => *on,
    };
    let resource = from.resource();
    let base = match resource {
        Some(Resource::Energy) if state.owns(seat, UpgradeId::EnergyRecycler) => 2,
        Some(_) if state.owns(seat, UpgradeId::DoubleClaws) => 2,
        Some(_) => 1,
        None => 0,
    };
    let amount = resource.map_or(0, |r| base.min(state.supply.get(r)));
    Ok(vec![Event::Collected {
        seat,
        on: *on,
        resource,
        amount,
        scientist_token: *on == Terrain::Empty
            && state.owns(seat, UpgradeId::Scientists)
            && state.token_available(),
    }])
}

/// A seat copies this turn's collect with Tractor Beam, in the same hex (F5).
pub(super) fn tractor_beam(state: &State, other: &usize) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.check_seat(*other)?;
    if state.must_discard().is_some() || !matches!(state.phase, Phase::Flick | Phase::Upgrade) {
        state.expect_phase(Phase::Flick)?;
    }
    let Some(collected) = &state.collected else {
        return Err(RuleError::new(
            Rule::F5,
            "nothing was collected this turn, so there is nothing to copy",
        ));
    };
    if *other == seat {
        return Err(RuleError::new(
            Rule::F5,
            "Tractor Beam copies another ship's collect, not your own",
        ));
    }
    if !state.owns(*other, UpgradeId::TractorBeam) {
        return Err(RuleError::new(
            Rule::F5,
            format!("{} has no Tractor Beam", state.name(*other)),
        ));
    }
    if collected.tractor_beamed.contains(other) {
        return Err(RuleError::new(
            Rule::F5,
            format!(
                "{} already used the Tractor Beam this turn",
                state.name(*other)
            ),
        ));
    }
    Ok(vec![Event::TractorBeamed {
        seat: *other,
        resource: collected.resource,
        amount: 1.min(state.supply.get(collected.resource)),
    }])
}
