//! What an event does to a Flicky Spaceships game's state (its `evolve`):
//! resources moved, tokens taken, upgrades bought, the turn passed.
//! Whether an event may happen is `decide`'s; this only applies it.

use super::catalog::UpgradeId;
use super::model::{Event, Phase};
use super::payment::Payment;
use super::resources::{Resource, Resources};
use super::state::{Collected, State};

pub(super) fn apply(mut state: State, event: &Event) -> State {
    match event {
        Event::Collected {
            seat,
            resource,
            amount,
            scientist_token,
            ..
        } => evolve_collected(&mut state, seat, resource, amount, scientist_token),
        Event::TractorBeamed {
            seat,
            resource,
            amount,
        } => {
            state.give(*seat, *resource, *amount);
            if let Some(c) = state.collected.as_mut() {
                c.tractor_beamed.push(*seat);
            }
        }
        Event::Rammed {
            by,
            target,
            trox_token,
            broadcast_token,
            raided,
        } => evolve_rammed(&mut state, by, target, trox_token, broadcast_token, raided),
        Event::Wormhole { .. } => {}
        Event::FlickEnded { .. } => state.phase = Phase::Upgrade,
        Event::Exchanged { seat, give, get } => {
            state.pay(*seat, give);
            state.give(*seat, *get, 1);
        }
        Event::Bought {
            seat,
            upgrade: id,
            payment,
            blueprint_credit,
        } => evolve_bought(&mut state, seat, id, payment, blueprint_credit),
        Event::BlueprintTaken { seat, resource } => {
            state.give(*seat, *resource, 1);
            state.blueprint_credits = state.blueprint_credits.saturating_sub(1);
        }
        Event::Discarded { seat, resources } => state.pay(*seat, resources),
        Event::TurnEnded { game_over, .. } => evolve_turn_ended(&mut state, game_over),
    }
    state
}

/// F5: what the current player collected (and a scientist token taken); the flick comes next.
fn evolve_collected(
    state: &mut State,
    seat: &usize,
    resource: &Option<Resource>,
    amount: &u32,
    scientist_token: &bool,
) {
    if *scientist_token {
        state.take_token(*seat);
    }
    if let Some(r) = resource {
        state.give(*seat, *r, *amount);
        state.collected = Some(Collected {
            resource: *r,
            tractor_beamed: Vec::new(),
        });
    }
    state.phase = Phase::Flick;
}

/// F5: a ram: the tokens it moves and what a raid takes.
fn evolve_rammed(
    state: &mut State,
    by: &usize,
    target: &usize,
    trox_token: &bool,
    broadcast_token: &bool,
    raided: &Option<Resource>,
) {
    if *trox_token {
        state.take_token(*by);
    }
    if *broadcast_token {
        state.take_token(*target);
    }
    if let Some(r) = raided {
        let one = Resources::one(*r, 1);
        if let Some(left) = state.players.get(*target).and_then(|p| p.tray.minus(&one)) {
            state.players[*target].tray = left;
            if let Some(p) = state.players.get_mut(*by) {
                p.tray = p.tray.plus(&one);
            }
        }
    }
}

/// F3, F4: an upgrade bought: paid, taken from its pile, its blueprint credit used.
fn evolve_bought(
    state: &mut State,
    seat: &usize,
    id: &UpgradeId,
    payment: &Payment,
    blueprint_credit: &bool,
) {
    state.pay(*seat, &payment.spend);
    if let Some(pile) = state.piles.iter_mut().find(|p| p.upgrade == *id) {
        pile.left = pile.left.saturating_sub(1);
    }
    if let Some(p) = state.players.get_mut(*seat) {
        p.upgrades.push(*id);
    }
    if *blueprint_credit {
        state.blueprint_credits += 1;
    }
}

/// The turn passed on, or the game ended at the end trigger (F6).
fn evolve_turn_ended(state: &mut State, game_over: &bool) {
    state.collected = None;
    state.blueprint_credits = 0;
    if *game_over {
        state.phase = Phase::Finished;
    } else {
        state.current = (state.current + 1) % state.players.len().max(1);
        state.turn += 1;
        state.phase = Phase::Collect;
    }
}
