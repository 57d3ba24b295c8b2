//! Reading a Flicky Spaceships log written before log v2, which stored
//! events only: an event is what `decide` makes of the command it came from
//! (F1–F6), rebuilt from the event; the seat is always the current
//! player's except for Tractor Beam and discards, which `decide` checks.
//! Logs written since store the command and are checked by deciding it
//! again (`session::replay`).

use super::model::{Command, Event, TERRAINS};
use super::resources::Resource;
use super::state::State;
use super::Flicky;
use crate::games::flicky::Rule;
use crate::session::{decided_as, RuleError};

pub(super) fn check(state: &State, event: &Event) -> Result<(), RuleError> {
    let commands: Vec<Command> = match event {
        Event::Collected { on, .. } => std::iter::once(None)
            .chain(TERRAINS.into_iter().map(Some))
            .map(|sonar| Command::Collect { on: *on, sonar })
            .collect(),
        Event::TractorBeamed { seat, .. } => vec![Command::TractorBeam { seat: *seat }],
        Event::Rammed { target, raided, .. } => vec![Command::Ram {
            target: *target,
            raid: *raided,
        }],
        Event::Wormhole { .. } => vec![Command::Wormhole],
        Event::FlickEnded { .. } => vec![Command::EndFlick],
        Event::Exchanged { give, get, .. } => Resource::ALL
            .into_iter()
            .filter(|r| give.get(*r) > 0)
            .map(|r| Command::Exchange { give: r, get: *get })
            .collect(),
        Event::Bought {
            upgrade, payment, ..
        } => vec![
            Command::Buy {
                upgrade: *upgrade,
                payment: None,
            },
            Command::Buy {
                upgrade: *upgrade,
                payment: Some(payment.spend),
            },
        ],
        Event::BlueprintTaken { resource, .. } => vec![Command::TakeBlueprint {
            resource: *resource,
        }],
        Event::Discarded { seat, resources } => vec![Command::Discard {
            seat: *seat,
            resources: *resources,
        }],
        Event::TurnEnded { .. } => vec![Command::EndTurn],
    };
    // The rule a changed amount or token breaks.
    let rule = match event {
        Event::Collected { .. } | Event::TractorBeamed { .. } => Rule::F1,
        Event::Discarded { .. } => Rule::F2,
        Event::Exchanged { .. } | Event::Bought { .. } => Rule::F3,
        Event::Rammed { .. } | Event::BlueprintTaken { .. } => Rule::F5,
        Event::Wormhole { .. } | Event::FlickEnded { .. } | Event::TurnEnded { .. } => Rule::F6,
    };
    decided_as::<Flicky>(state, event, commands, rule)
}
