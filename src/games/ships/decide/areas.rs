//! Areas (W6) and the final scoring (W8): entering the next area scores
//! the present one; the end scores the last, sells the goods and turns
//! gold into VP.

use super::super::areas::{entry_cost, score_area, AREA_SEVEN_DISC_VP};
use super::super::board::LAST_AREA;
use super::super::gold::{sell, SellBonus};
use super::super::model::{Event, LocationInput};
use super::super::state::{Phase, State};
use super::books::vp;
use crate::games::ships::Rule;
use crate::session::RuleError;

/// W6: the next area entered, the present one scored.
pub(super) fn enter_area(
    state: &State,
    area: &u32,
    locations: &[LocationInput],
    nav_cost: &Option<u32>,
) -> Result<Vec<Event>, RuleError> {
    if *area != state.area + 1 || *area > LAST_AREA {
        return Err(RuleError::new(
            Rule::W6,
            format!(
                "the present area is {}: the next one to enter is {}",
                state.area,
                state.area + 1
            ),
        ));
    }
    let printed = state.board.area_cost(*area).or(*nav_cost).ok_or_else(|| {
        RuleError::new(Rule::W6,
            format!("what does it cost to enter area {area}? The board data does not say yet: give `nav_cost` once"),
        )
    })?;
    let mut events = Vec::new();
    if state.board.area_cost(*area).is_none() {
        let mut board = state.board.clone();
        board.set_area_cost(*area, printed);
        events.push(Event::BoardLearned { board });
    }
    let scored = score_locations(state, state.area, locations)?;
    let discs: usize = locations.iter().map(|l| l.discs.len()).sum();
    events.push(Event::AreaEntered {
        area: *area,
        cost: entry_cost(printed, u32::try_from(discs).unwrap_or(u32::MAX)),
    });
    events.extend(scored);
    Ok(events)
}

/// W6: a disc placed in area 7.
pub(super) fn area_seven_disc(state: &State) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    if state.area != LAST_AREA {
        return Err(RuleError::new(
            Rule::W6,
            format!("the present area is {}, not 7", state.area),
        ));
    }
    Ok(vp(seat, AREA_SEVEN_DISC_VP, "a disc placed in area 7")
        .into_iter()
        .collect())
}

/// W8: the final scoring, once the game has come to it.
pub(super) fn final_scoring(
    state: &State,
    locations: &[LocationInput],
) -> Result<Vec<Event>, RuleError> {
    if state.phase != Phase::FinalScoring {
        return Err(RuleError::new(Rule::W8,
            "final scoring comes when five ships stand in age 11 and every player has had as many turns",
        ));
    }
    final_tally(state, locations)
}

/// W6: area `number`'s scores as `VpChanged` events, one per seat.
fn score_locations(
    state: &State,
    number: u32,
    locations: &[LocationInput],
) -> Result<Vec<Event>, RuleError> {
    let n = state.players.len();
    for l in locations {
        if let Some(s) = l.cubes.iter().chain(&l.discs).find(|s| **s >= n) {
            return Err(RuleError::new(
                Rule::W6,
                format!("{}: there is no seat {s}", l.name),
            ));
        }
        if l.name.trim().is_empty() {
            return Err(RuleError::new(Rule::W6, "every location needs its name"));
        }
    }
    let locs: Vec<_> = locations.iter().map(LocationInput::location).collect();
    let scores = score_area(number, &locs, n);
    Ok((0..n)
        .filter_map(|s| {
            let parts: Vec<String> = locations
                .iter()
                .filter_map(|l| {
                    let one = score_area(number, std::slice::from_ref(&l.location()), n)[s];
                    (one > 0).then(|| format!("{one} from {}", l.name))
                })
                .collect();
            vp(
                s,
                scores[s],
                format!("area {number} scored: {}", parts.join(", ")),
            )
        })
        .collect())
}

/// W8: the present area, every good sold, all gold at 2:1.
fn final_tally(state: &State, locations: &[LocationInput]) -> Result<Vec<Event>, RuleError> {
    let mut events = score_locations(state, state.area, locations)?;
    for (seat, p) in state.players.iter().enumerate() {
        let (sale, _) = sell(&p.goods.list(), SellBonus::default());
        if p.goods.total() > 0 {
            events.push(Event::GoodsSpent {
                seat,
                goods: p.goods,
            });
        }
        let total = p.gold + sale;
        if p.gold > 0 {
            events.push(Event::GoldChanged {
                seat,
                delta: -i32::try_from(p.gold).unwrap_or(0),
            });
        }
        events.extend(vp(
            seat,
            total / 2,
            format!(
                "final: {} gold in the bank{}, {total} gold at 2 = 1 VP",
                p.gold,
                if sale > 0 {
                    format!(" + {sale} from selling {}", p.goods)
                } else {
                    String::new()
                }
            ),
        ));
    }
    events.push(Event::Finished);
    Ok(events)
}
