//! What Ships' decisions share: whether the game is still being played
//! (W8), the ages there are (W5), the supply's limits (gold coins and goods
//! counters, W7; free action cubes, W3), the present era's deck (W4), and
//! the events that move gold (W7, the bank's room) and VP.

use super::super::age_track::AGES;
use super::super::cards;
use super::super::gold::gain_gold;
use super::super::goods::Goods;
use super::super::model::Event;
use super::super::state::{Phase, State, FREE_CUBES};
use crate::games::ships::Rule;
use crate::session::RuleError;

/// Components: gold coins and goods counters in the game.
pub(in crate::games::ships) const GOLD_COINS: u32 = 56;
const SUPPLY: Goods = Goods {
    food: 14,
    oil: 8,
    metal: 8,
    wine: 10,
    cloth: 20,
};

/// Gains gold for `seat`, converting what the bank cannot hold (W7);
/// `gold` is the seat's gold so far in this command and is updated.
pub(in crate::games::ships) fn gain(
    state: &State,
    seat: usize,
    gold: &mut u32,
    amount: u32,
    why: &str,
) -> Vec<Event> {
    let room = state.players[seat].bank.saturating_sub(*gold);
    let g = gain_gold(amount, room);
    *gold += g.kept;
    let mut events = Vec::new();
    if g.kept > 0 {
        events.push(Event::GoldChanged {
            seat,
            delta: i32::try_from(g.kept).unwrap_or(0),
        });
    }
    if g.vp > 0 {
        events.push(Event::VpChanged {
            seat,
            delta: i32::try_from(g.vp).unwrap_or(0),
            reason: format!(
                "{why}: {} gold beyond the bank's room, 2 gold = 1 VP",
                g.returned
            ),
        });
    }
    events
}

pub(in crate::games::ships) fn vp(
    seat: usize,
    delta: u32,
    reason: impl Into<String>,
) -> Option<Event> {
    (delta > 0).then(|| Event::VpChanged {
        seat,
        delta: i32::try_from(delta).unwrap_or(0),
        reason: reason.into(),
    })
}

pub(in crate::games::ships) fn check_age(age: usize) -> Result<(), RuleError> {
    if !(1..=AGES).contains(&age) {
        return Err(RuleError::new(
            Rule::W5,
            format!("the ship age track has ages 1 to {AGES}, not {age}"),
        ));
    }
    Ok(())
}

pub(in crate::games::ships) fn playing(state: &State) -> Result<(), RuleError> {
    match state.phase {
        Phase::Playing => Ok(()),
        Phase::FinalScoring => Err(RuleError::new(
            Rule::W8,
            "the game has ended: final scoring",
        )),
        Phase::Finished => Err(RuleError::new(Rule::W8, "the game is over")),
    }
}

/// W4: the present era's deck, a name per copy (one copy where the table
/// has not said how many).
pub(in crate::games::ships) fn era_deck(state: &State) -> Vec<String> {
    cards::catalog(&state.cards)
        .into_iter()
        .filter(|c| c.era == state.era)
        .flat_map(|c| std::iter::repeat_n(c.name.to_string(), c.copies.unwrap_or(1) as usize))
        .collect()
}

pub(in crate::games::ships) fn check_goods_supply(
    state: &State,
    more: &Goods,
) -> Result<(), RuleError> {
    let held = state
        .players
        .iter()
        .fold(Goods::default(), |acc, p| acc.plus(&p.goods))
        .plus(more);
    if held.minus(&SUPPLY).is_some_and(|over| over.total() > 0) || SUPPLY.minus(&held).is_none() {
        return Err(RuleError::new(
            Rule::W7,
            format!("the game has only {SUPPLY} counters: that would be more than exist"),
        ));
    }
    Ok(())
}

/// W3: `count` more free action cubes out of the pool fit the 25 there are.
pub(in crate::games::ships) fn free_cubes_fit(state: &State, count: u32) -> Result<(), RuleError> {
    let out: u32 = state.players.iter().map(|p| p.free_cubes).sum::<u32>() + state.section().1;
    if count == 0 || out.saturating_add(count) > FREE_CUBES {
        return Err(RuleError::new(
            Rule::W3,
            format!(
                "{count} free action cubes: {out} of the {FREE_CUBES} are out of the pool already"
            ),
        ));
    }
    Ok(())
}
