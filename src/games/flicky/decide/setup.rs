//! A new Flicky Spaceships game (F1, F4): the players, the supply, the
//! upgrade piles and the VP tokens.

use super::super::catalog::catalog;
use super::super::model::{Phase, Setup};
use super::super::resources::{Resource, Resources};
use super::super::state::{Pile, Player, State};
use super::piles_to_end;
use crate::games::flicky::Rule;
use crate::session::{RuleError, Seat};

pub(in crate::games::flicky) fn setup(seats: &[Seat], setup: &Setup) -> Result<State, RuleError> {
    if !(2..=4).contains(&seats.len()) {
        return Err(RuleError::new(
            Rule::F6,
            format!(
                "Flicky Spaceships is for 2 to 4 players, not {}",
                seats.len()
            ),
        ));
    }
    if setup.vp_tokens != 24 && setup.vp_tokens != 12 {
        return Err(RuleError::new(
            Rule::F1,
            format!(
                "play with 24 VP tokens, or 12 for the short game, not {}",
                setup.vp_tokens
            ),
        ));
    }
    if !setup.one_copy_each {
        let mut singles = setup.singles.clone();
        singles.sort();
        singles.dedup();
        if singles.len() != 3 || setup.singles.len() != 3 {
            return Err(RuleError::new(Rule::F4,
                "name the three different upgrades that have a single copy (or play the short variant with one copy of each)",
            ));
        }
    }
    let piles = catalog()
        .iter()
        .map(|u| {
            let copies = if setup.one_copy_each || setup.singles.contains(&u.id) {
                1
            } else {
                2
            };
            Pile {
                upgrade: u.id,
                copies,
                left: copies,
            }
        })
        .collect();
    // F1: the supply; F2: each player starts with 3 energy from it.
    let start = Resources::one(Resource::Energy, 3);
    let mut supply = Resources::new(20, 12, 12, 12, 12);
    for _ in seats {
        supply = supply.minus(&start).unwrap_or_default();
    }
    let state = State {
        players: seats
            .iter()
            .map(|s| Player {
                name: s.name.trim().to_string(),
                tray: start,
                upgrades: Vec::new(),
                tokens: 0,
            })
            .collect(),
        supply,
        piles,
        current: 0,
        turn: 1,
        phase: Phase::Collect,
        collected: None,
        blueprint_credits: 0,
        tokens_left: setup.vp_tokens,
        piles_to_end: piles_to_end(seats.len()),
    };
    Ok(state)
}
