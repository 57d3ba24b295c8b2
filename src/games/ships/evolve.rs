//! What an event does to a Ships game's state (its `evolve`): the books
//! kept by every event, one function per event that takes more than a
//! line. Deciding whether an event may happen is `decide`'s and `check`'s;
//! this only applies what was decided.

use super::actions::{card_action, Cube};
use super::cards::{self, CardData, Era};
use super::model::Event;
use super::pay;
use super::state::{DiscFrom, DisplayCard, Phase, ShipBox, State};

/// The state after `event`.
pub(super) fn apply(mut state: State, event: &Event) -> State {
    books(&mut state, event);
    state
}

fn books(state: &mut State, event: &Event) {
    match event {
        Event::BoardLearned { board } => state.board = board.clone(),
        Event::CardLearned {
            card,
            era,
            gold_cost,
        } => learn_card(state, card, era, gold_cost),
        Event::ActionPaid { .. } => pay::apply(state, event),
        Event::CubesShort { merchant, .. } => state.short = Some(*merchant),
        Event::FreeCubesGained { seat, count, .. } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.free_cubes = p.free_cubes.saturating_add(*count);
            }
        }
        Event::DisplayDrawn { cards: names, .. } => lay_display(state, names),
        Event::CardTaken { seat, card, gold } => card_taken(state, seat, card, gold),
        Event::ShipPlaced {
            seat,
            age,
            ship_box,
            ship,
            food,
            disc,
        } => ship_placed(state, seat, age, ship_box, ship, food, disc),
        Event::ShipMoved { .. } => ship_moved(state, event),
        Event::NewAge { age, .. } => state.reached = state.reached.max(*age),
        Event::ShipsRemoved { age, owners } => age_cleared(state, age, owners),
        Event::ShipRemoved {
            seat,
            age,
            ship_box,
        } => ship_removed(state, seat, age, ship_box),
        Event::EraChanged { era } => {
            state.era = *era;
            state.display.clear();
            state.display_needed = true;
        }
        Event::VpChanged {
            seat,
            delta,
            reason,
        } => vp_changed(state, seat, delta, reason),
        Event::GoldChanged { seat, delta } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.gold = p.gold.saturating_add_signed(*delta);
            }
        }
        Event::GoodsGained { seat, goods } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.goods = p.goods.plus(goods);
            }
        }
        Event::GoodsSpent { seat, goods } => {
            if let Some(p) = state.players.get_mut(*seat) {
                p.goods = p.goods.minus(goods).unwrap_or_default();
            }
        }
        Event::AreaEntered { area, .. } => state.area = *area,
        Event::TurnEnded { seat, game_over } => turn_ended(state, seat, game_over),
        Event::Finished => state.phase = Phase::Finished,
    }
    // W4b: a payment stands until the action it paid for has its own event.
    if !matches!(
        event,
        Event::ActionPaid { .. } | Event::BoardLearned { .. } | Event::CardLearned { .. }
    ) {
        state.paying = None;
    }
}

/// W4: a card's gold cost the table entered, kept in the card data and on display.
fn learn_card(state: &mut State, card: &str, era: &Era, gold_cost: &u32) {
    match state
        .cards
        .iter_mut()
        .find(|c| c.era == *era && c.name.eq_ignore_ascii_case(card))
    {
        Some(c) => c.gold_cost = Some(*gold_cost),
        None => state.cards.push(CardData {
            name: card.to_string(),
            era: *era,
            gold_cost: Some(*gold_cost),
            copies: None,
        }),
    }
    for shown in state.display.iter_mut().filter(|d| d.name == *card) {
        shown.gold_cost = Some(*gold_cost);
    }
}

/// W4: the era's display laid out with each card's text and cost.
fn lay_display(state: &mut State, names: &[String]) {
    let catalog = cards::catalog(&state.cards);
    state.display = names
        .iter()
        .map(|n| {
            let c = catalog.iter().find(|c| c.era == state.era && c.name == *n);
            DisplayCard {
                name: n.clone(),
                text: c.map(|c| c.text.clone()).unwrap_or_default(),
                gold_cost: c.and_then(|c| c.gold_cost),
            }
        })
        .collect();
    state.display_needed = false;
}

/// W4: a card taken and paid for; its own action waits (W4b).
fn card_taken(state: &mut State, seat: &usize, card: &str, gold: &u32) {
    if let Some(p) = state.players.get_mut(*seat) {
        p.gold = p.gold.saturating_sub(*gold);
    }
    if let Some(i) = state.display.iter().position(|d| d.name == *card) {
        state.display.remove(i);
    }
    state.took_card = true;
    state.card_this_turn = Some(card.to_string());
    // W4b: the card's own action waits to be performed.
    state.card_action = card_action(card);
}

/// W5: a ship on the track, its counter and costs paid.
fn ship_placed(
    state: &mut State,
    seat: &usize,
    age: &usize,
    ship_box: &ShipBox,
    ship: &Era,
    food: &bool,
    disc: &Option<DiscFrom>,
) {
    if let Some(a) = age.checked_sub(1).and_then(|i| state.track.get_mut(i)) {
        a.boxed_mut(*ship_box).push(*seat);
    }
    pay_for_ship(state, *seat, Some(*ship), None, *food, *disc);
}

/// W5: a ship moved up the track; its counter changes hands only with the era.
fn ship_moved(state: &mut State, event: &Event) {
    let Event::ShipMoved {
        seat,
        from_age,
        from_box,
        to_box,
        ship,
        returned,
        food,
        disc,
    } = event
    else {
        return;
    };
    if let Some(a) = from_age.checked_sub(1).and_then(|i| state.track.get_mut(i)) {
        remove_one(a.boxed_mut(*from_box), *seat);
    }
    if ship.is_some() {
        if let Some(a) = state.track.get_mut(*from_age) {
            a.boxed_mut(*to_box).push(*seat);
        }
    }
    // The counter only changes hands when the era changes.
    let take = if returned.is_some() { *ship } else { None };
    pay_for_ship(state, *seat, take, *returned, *food, *disc);
}

/// W5: an age cleared when the track moves on; the counters go home.
fn age_cleared(state: &mut State, age: &usize, owners: &[usize]) {
    let era = age_era(state, *age);
    if let Some(a) = age.checked_sub(1).and_then(|i| state.track.get_mut(i)) {
        a.merchant.clear();
        a.warship.clear();
    }
    for o in owners {
        if let Some(p) = state.players.get_mut(*o) {
            *p.ships.get_mut(era) += 1;
        }
    }
}

/// W5: one ship taken off the track (Lighthouse's further ones stay in its age).
fn ship_removed(state: &mut State, seat: &usize, age: &usize, ship_box: &ShipBox) {
    let era = age_era(state, *age);
    if let Some(a) = age.checked_sub(1).and_then(|i| state.track.get_mut(i)) {
        if remove_one(a.boxed_mut(*ship_box), *seat) {
            if let Some(p) = state.players.get_mut(*seat) {
                *p.ships.get_mut(era) += 1;
            }
        }
    }
    // W4b: Lighthouse's further removals stay in this age level.
    if state.paying.as_ref().is_some_and(|p| p.cube == Cube::Card) {
        if let Some(c) = state.card_action.as_mut().filter(|c| c.repeats) {
            c.age = Some(*age);
        }
    }
}

/// W1: a VP change, written in the ledger with its reason and turn.
fn vp_changed(state: &mut State, seat: &usize, delta: &i32, reason: &str) {
    if let Some(p) = state.players.get_mut(*seat) {
        p.vp += delta;
        let vp = p.vp;
        state.ledger.push(super::state::LedgerEntry {
            seat: *seat,
            delta: *delta,
            vp,
            reason: reason.to_string(),
            turn: state.turn,
        });
    }
}

/// W3, W8: the turn tidied up and passed on, or the final scoring reached.
fn turn_ended(state: &mut State, seat: &usize, game_over: &bool) {
    // W3, tidy up: "Any free action cubes that are still in your
    // 'Action cubes' section … are moved to your available stock."
    let (_, unused) = state.section_left();
    let books = state.paid_actions;
    if let Some(p) = state.players.get_mut(*seat) {
        p.turns += 1;
        if books {
            p.free_cubes = p.free_cubes.saturating_add(unused);
        }
    }
    state.took_card = false;
    state.card_this_turn = None;
    state.card_action = None;
    state.actions.clear();
    state.short = None;
    if *game_over {
        state.phase = Phase::FinalScoring;
    } else {
        state.current = (seat + 1) % state.players.len().max(1);
        state.turn += 1;
        // W3: a new era's cubes count from the next player's turn.
        state.turn_era = state.era;
    }
}

fn remove_one(list: &mut Vec<usize>, seat: usize) -> bool {
    match list.iter().position(|s| *s == seat) {
        Some(i) => {
            list.remove(i);
            true
        }
        None => false,
    }
}

fn age_era(state: &State, age: usize) -> Era {
    state
        .board
        .age(age)
        .and_then(|a| a.era)
        .unwrap_or(state.era)
}

/// A ship counter taken (`take`) and/or given back (`give`), the food a
/// warship costs, and the room a city disc frees.
fn pay_for_ship(
    state: &mut State,
    seat: usize,
    take: Option<Era>,
    give: Option<Era>,
    food: bool,
    disc: Option<DiscFrom>,
) {
    let Some(p) = state.players.get_mut(seat) else {
        return;
    };
    if let Some(e) = take {
        let n = p.ships.get_mut(e);
        *n = n.saturating_sub(1);
    }
    if let Some(e) = give {
        *p.ships.get_mut(e) += 1;
    }
    if food {
        p.goods.food = p.goods.food.saturating_sub(1);
    }
    match disc {
        Some(DiscFrom::Warehouse) => p.warehouse += 1,
        Some(DiscFrom::Bank) => p.bank += 1,
        None => {}
    }
}
