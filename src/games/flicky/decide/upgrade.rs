//! The upgrade phase (F3, F4, F5): trading, buying an upgrade, Blueprints.

use super::super::catalog::{upgrade, UpgradeId};
use super::super::model::{Event, Phase};
use super::super::payment::{cheapest, covers};
use super::super::resources::{Resource, Resources};
use super::super::state::State;
use crate::games::flicky::Rule;
use crate::session::RuleError;

/// A resource exchanged at the supply's rate (F1, F3).
pub(super) fn exchange(
    state: &State,
    give: &Resource,
    get: &Resource,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Upgrade)?;
    let n = match give {
        Resource::Energy => 3,
        Resource::AlienSamples => 2,
        other => {
            return Err(RuleError::new(
                Rule::F3,
                format!(
                    "only energy canisters (3) or alien samples (2) can be traded, not {other}"
                ),
            ))
        }
    };
    if give == get {
        return Err(RuleError::new(
            Rule::F3,
            format!("{give}s trade for another resource, not for themselves"),
        ));
    }
    let given = Resources::one(*give, n);
    if !state.players[seat].tray.contains(&given) {
        return Err(RuleError::new(
            Rule::F3,
            format!("{} needs {} to trade", state.name(seat), given.describe()),
        ));
    }
    if state.supply.get(*get) == 0 {
        return Err(RuleError::new(
            Rule::F1,
            format!("the supply has no {get} left"),
        ));
    }
    Ok(vec![Event::Exchanged {
        seat,
        give: given,
        get: *get,
    }])
}

/// An upgrade bought from its pile, paid with resources or wildcards (F3, F4).
pub(super) fn buy(
    state: &State,
    id: &UpgradeId,
    payment: &Option<Resources>,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Upgrade)?;
    let up = upgrade(*id);
    if state.owns(seat, *id) {
        return Err(RuleError::new(
            Rule::F4,
            format!(
                "{} already has {}: each upgrade at most once",
                state.name(seat),
                up.name
            ),
        ));
    }
    if state.piles.iter().any(|p| p.upgrade == *id && p.left == 0) {
        return Err(RuleError::new(
            Rule::F4,
            format!("the {} pile is empty", up.name),
        ));
    }
    let tray = state.players[seat].tray;
    let payment = match payment {
        Some(spend) => {
            if !tray.contains(spend) {
                return Err(RuleError::new(
                    Rule::F3,
                    format!("{} does not hold {}", state.name(seat), spend.describe()),
                ));
            }
            covers(spend, &up.cost).ok_or_else(|| {
                RuleError::new(Rule::F3,
                    format!(
                        "{} does not pay for {} (cost: {}; wildcards are 3 energy or 2 alien samples for one other resource)",
                        spend.describe(),
                        up.name,
                        up.cost.describe()
                    ),
                )
            })?
        }
        None => cheapest(&tray, &up.cost).ok_or_else(|| {
            RuleError::new(
                Rule::F3,
                format!(
                    "{} cannot afford {} (cost: {}; holds: {})",
                    state.name(seat),
                    up.name,
                    up.cost.describe(),
                    tray.describe()
                ),
            )
        })?,
    };
    Ok(vec![Event::Bought {
        seat,
        upgrade: *id,
        payment,
        // F5: Blueprints pays out after later purchases, not its own.
        blueprint_credit: state.owns(seat, UpgradeId::Blueprints),
    }])
}

/// A blueprint taken for a resource (F1, F5).
pub(super) fn take_blueprint(state: &State, resource: &Resource) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Upgrade)?;
    if state.blueprint_credits == 0 {
        return Err(RuleError::new(
            Rule::F5,
            "no Blueprints resource is due: it comes after buying a later upgrade",
        ));
    }
    if state.supply.get(*resource) == 0 {
        return Err(RuleError::new(
            Rule::F1,
            format!("the supply has no {resource} left"),
        ));
    }
    Ok(vec![Event::BlueprintTaken {
        seat,
        resource: *resource,
    }])
}
