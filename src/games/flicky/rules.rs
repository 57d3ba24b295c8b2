//! What may happen now (F1–F6): `decide` checks a command against the
//! state and says which events it causes, or refuses it with the rule's id
//! and a sentence. It changes nothing; `State`'s bookkeeping applies events.

use super::catalog::{upgrade, UpgradeId};
use super::game::{Command, Event, Phase, Terrain, HAND_LIMIT};
use super::payment::{cheapest, covers};
use super::resources::{Resource, Resources};
use super::state::State;
use crate::session::RuleError;

pub(super) fn rule(id: &str, message: impl Into<String>) -> RuleError {
    RuleError::new(id, message)
}

pub(super) fn phase_name(phase: Phase) -> &'static str {
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

pub(super) fn decide(state: &State, cmd: &Command) -> Result<Vec<Event>, RuleError> {
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
                game_over: state.end.triggered,
            }])
        }
    }
}

/// The current player collects from the terrain under the ship, or with Sonar Scan the hex in front (F5 upgrades).
fn collect(state: &State, on: &Terrain, sonar: &Option<Terrain>) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Collect)?;
    let from = match sonar {
        Some(front) if !state.owns(seat, UpgradeId::SonarScan) => {
            return Err(rule(
                "F5",
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
fn tractor_beam(state: &State, other: &usize) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.check_seat(*other)?;
    if state.must_discard.is_some() || !matches!(state.phase, Phase::Flick | Phase::Upgrade) {
        state.expect_phase(Phase::Flick)?;
    }
    let Some(collected) = &state.collected else {
        return Err(rule(
            "F5",
            "nothing was collected this turn, so there is nothing to copy",
        ));
    };
    if *other == seat {
        return Err(rule(
            "F5",
            "Tractor Beam copies another ship's collect, not your own",
        ));
    }
    if !state.owns(*other, UpgradeId::TractorBeam) {
        return Err(rule(
            "F5",
            format!("{} has no Tractor Beam", state.name(*other)),
        ));
    }
    if collected.tractor_beamed.contains(other) {
        return Err(rule(
            "F5",
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

/// One ram of the current player's flick, with its raid (F5).
fn ram(state: &State, target: &usize, raid: &Option<Resource>) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Flick)?;
    state.check_seat(*target)?;
    if *target == seat {
        return Err(rule("F5", "a ship cannot ram itself"));
    }
    if let Some(r) = raid {
        if !state.owns(seat, UpgradeId::RamRaidEngines) {
            return Err(rule(
                "F5",
                format!("{} has no Ram-Raid Engines", state.name(seat)),
            ));
        }
        if state.players[*target].tray.get(*r) == 0 {
            return Err(rule(
                "F5",
                format!("{} has no {r} to take", state.name(*target)),
            ));
        }
    }
    let trox = state.owns(seat, UpgradeId::TroxRockets) && state.token_available();
    let tokens_after_trox = state.end.tokens_left - u32::from(trox);
    Ok(vec![Event::Rammed {
        by: seat,
        target: *target,
        trox_token: trox,
        broadcast_token: state.owns(*target, UpgradeId::LiveBroadcast) && tokens_after_trox > 0,
        raided: *raid,
    }])
}

/// A resource exchanged at the supply's rate (F1, F3).
fn exchange(state: &State, give: &Resource, get: &Resource) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Upgrade)?;
    let n = match give {
        Resource::Energy => 3,
        Resource::AlienSamples => 2,
        other => {
            return Err(rule(
                "F3",
                format!(
                    "only energy canisters (3) or alien samples (2) can be traded, not {other}"
                ),
            ))
        }
    };
    if give == get {
        return Err(rule(
            "F3",
            format!("{give}s trade for another resource, not for themselves"),
        ));
    }
    let given = Resources::one(*give, n);
    if !state.players[seat].tray.contains(&given) {
        return Err(rule(
            "F3",
            format!("{} needs {} to trade", state.name(seat), given.describe()),
        ));
    }
    if state.supply.get(*get) == 0 {
        return Err(rule("F1", format!("the supply has no {get} left")));
    }
    Ok(vec![Event::Exchanged {
        seat,
        give: given,
        get: *get,
    }])
}

/// An upgrade bought from its pile, paid with resources or wildcards (F3, F4).
fn buy(
    state: &State,
    id: &UpgradeId,
    payment: &Option<Resources>,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Upgrade)?;
    let up = upgrade(*id);
    if state.owns(seat, *id) {
        return Err(rule(
            "F4",
            format!(
                "{} already has {}: each upgrade at most once",
                state.name(seat),
                up.name
            ),
        ));
    }
    if state.piles.iter().any(|p| p.upgrade == *id && p.left == 0) {
        return Err(rule("F4", format!("the {} pile is empty", up.name)));
    }
    let tray = state.players[seat].tray;
    let payment = match payment {
        Some(spend) => {
            if !tray.contains(spend) {
                return Err(rule(
                    "F3",
                    format!("{} does not hold {}", state.name(seat), spend.describe()),
                ));
            }
            covers(spend, &up.cost).ok_or_else(|| {
                rule(
                    "F3",
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
            rule(
                "F3",
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
fn take_blueprint(state: &State, resource: &Resource) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    state.expect_phase(Phase::Upgrade)?;
    if state.blueprint_credits == 0 {
        return Err(rule(
            "F5",
            "no Blueprints resource is due: it comes after buying a later upgrade",
        ));
    }
    if state.supply.get(*resource) == 0 {
        return Err(rule("F1", format!("the supply has no {resource} left")));
    }
    Ok(vec![Event::BlueprintTaken {
        seat,
        resource: *resource,
    }])
}

/// A seat over the hand limit puts resources back (F2).
fn discard(state: &State, who: &usize, resources: &Resources) -> Result<Vec<Event>, RuleError> {
    state.check_seat(*who)?;
    let tray = state.players[*who].tray;
    let Some(after) = tray.minus(resources) else {
        return Err(rule(
            "F2",
            format!(
                "{} does not hold {}",
                state.name(*who),
                resources.describe()
            ),
        ));
    };
    if tray.total() <= HAND_LIMIT {
        return Err(rule(
            "F2",
            format!(
                "{} holds {} resources: nothing to discard",
                state.name(*who),
                tray.total()
            ),
        ));
    }
    if after.total() != HAND_LIMIT {
        return Err(rule(
            "F2",
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
