//! Action cubes outside an action (W3): a short stock, free cubes gained,
//! oil exchanged for one.

use super::super::goods::Goods;
use super::super::model::Event;
use super::super::state::State;
use super::books::free_cubes_fit;
use crate::games::ships::Rule;
use crate::session::RuleError;

/// W3: fewer merchant cubes than the era places, said before any action.
pub(super) fn short_of_cubes(state: &State, merchant: &u32) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let (era_merchant, _) = state.turn_era.action_cubes();
    if !state.actions.is_empty() || state.short.is_some() {
        return Err(RuleError::new(
            Rule::W3,
            "the action cubes are placed at the start of the turn, before any action",
        ));
    }
    if *merchant >= era_merchant {
        return Err(RuleError::new(Rule::W3,
            format!(
                "the {} era places {era_merchant} merchant cubes: a short stock gives fewer, not {merchant}",
                state.turn_era
            ),
        ));
    }
    Ok(vec![Event::CubesShort {
        seat,
        merchant: *merchant,
    }])
}

/// Free action cubes gained (a card, an exchange), within the stock (W3).
pub(super) fn gain_free_cubes(
    state: &State,
    count: &u32,
    reason: &str,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    free_cubes_fit(state, *count)?;
    let reason = reason.trim();
    Ok(vec![Event::FreeCubesGained {
        seat,
        count: *count,
        reason: if reason.is_empty() {
            "free action cubes".to_string()
        } else {
            reason.to_string()
        },
    }])
}

/// W7: one oil for a free action cube.
pub(super) fn exchange_oil(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    if player.goods.oil == 0 {
        return Err(RuleError::new(Rule::W7, format!("{name} has no oil")));
    }
    free_cubes_fit(state, 1)?;
    Ok(vec![
        Event::GoodsSpent {
            seat,
            goods: Goods {
                oil: 1,
                ..Goods::default()
            },
        },
        Event::FreeCubesGained {
            seat,
            count: 1,
            reason: "oil exchanged for a free action cube".to_string(),
        },
    ])
}
