//! What the timeline says of each Flicky Spaceships event.

use super::catalog::upgrade;
use super::model::Event;
use super::resources::Resource;
use super::state::State;

pub(super) fn describe(state: &State, event: &Event) -> String {
    let name = |seat: &usize| state.name(*seat);
    match event {
        Event::Collected {
            seat,
            resource,
            amount,
            scientist_token,
            ..
        } => collected(&name(seat), *resource, *amount, *scientist_token),
        Event::TractorBeamed {
            seat,
            resource,
            amount,
        } => {
            format!("{} tractor-beamed {amount} {resource}", name(seat))
        }
        Event::Rammed {
            by,
            target,
            trox_token,
            broadcast_token,
            raided,
        } => {
            let tokens = (*trox_token, *broadcast_token);
            rammed(&name(by), &name(target), tokens, *raided)
        }
        Event::Wormhole { seat } => {
            format!("{} landed on the wormhole: flick again", name(seat))
        }
        Event::FlickEnded { seat } => format!("{} finished flicking", name(seat)),
        Event::Exchanged { seat, give, get } => {
            format!("{} traded {} for a {get}", name(seat), give.describe())
        }
        Event::Bought {
            seat,
            upgrade: id,
            payment,
            ..
        } => {
            format!(
                "{} bought {} for {}",
                name(seat),
                upgrade(*id).name,
                payment.spend.describe()
            )
        }
        Event::BlueprintTaken { seat, resource } => {
            format!("{} took a {resource} (Blueprints)", name(seat))
        }
        Event::Discarded { seat, resources } => {
            format!("{} discarded {}", name(seat), resources.describe())
        }
        Event::TurnEnded {
            seat,
            game_over: true,
        } => format!("{} ended the turn: the game is over", name(seat)),
        Event::TurnEnded { seat, .. } => format!("{} ended the turn", name(seat)),
    }
}

/// A landing (F5): on empty space, on a terrain whose supply ran out, or
/// resources collected, with a Scientists VP token taken.
fn collected(name: &str, resource: Option<Resource>, amount: u32, scientist_token: bool) -> String {
    match resource {
        None => {
            let token = if scientist_token {
                ", Scientists gain a VP token"
            } else {
                ""
            };
            format!("{name} landed on empty space{token}")
        }
        Some(r) if amount == 0 => {
            format!("{name} could not collect: the supply has no {r} left")
        }
        Some(r) => {
            let token = if scientist_token {
                " and a Scientists VP token"
            } else {
                ""
            };
            let plural = if amount == 1 { "" } else { "s" };
            format!("{name} collected {amount} {r}{plural}{token}")
        }
    }
}

/// A ram (F5), with the TROX and Live Broadcast tokens it gave and a raid.
fn rammed(
    by: &str,
    target: &str,
    (trox, broadcast): (bool, bool),
    raided: Option<Resource>,
) -> String {
    let mut s = format!("{by} rammed {target}");
    if trox {
        s.push_str(", TROX token");
    }
    if broadcast {
        s.push_str(&format!(", Live Broadcast token for {target}"));
    }
    if let Some(r) = raided {
        s.push_str(&format!(", raided a {r}"));
    }
    s
}
