//! Reading a Ships log written before log v2, which stored events only:
//! whether a logged event is one `decide` could have returned here. Logs
//! written since store the command and are checked by deciding it again
//! (`session::replay`); this reverse mapping is kept only for old logs.

use super::cards::{self, Era};
use super::decide::act;
use super::decide::books::{
    check_age, check_goods_supply, era_deck, free_cubes_fit, playing, GOLD_COINS,
};
use super::describe::describe;
use super::model::{Command, Event};
use super::pay;
use super::state::{Phase, Player, State};
use crate::games::ships::Rule;
use crate::session::{decided_as, RuleError};

/// Whether `event` is the first event `act` makes of `cmd` here — the
/// `decided_as` of an action's own event, asked after its payment.
fn acted_as(state: &State, event: &Event, cmd: &Command, id: Rule) -> Result<(), RuleError> {
    if state.paying.is_none() && state.paid_actions {
        return Err(RuleError::new(Rule::W4b,
            format!(
                "\"{}\" was not paid for: every action is paid by a cube or by the card whose action it is",
                describe(state, event)
            ),
        ));
    }
    match act(state, cmd)?.into_iter().next() {
        Some(first) if first == *event => Ok(()),
        Some(other) => Err(RuleError::new(
            id,
            format!(
                "the log says \"{}\", but the rules make that \"{}\"",
                describe(state, event),
                describe(state, &other)
            ),
        )),
        None => Err(RuleError::new(
            id,
            format!(
                "\"{}\" is not something a command can do here",
                describe(state, event)
            ),
        )),
    }
}

/// The game `decided_as` replays a command of.
type G = super::Ships;

/// The player at `seat`, or a refusal under ruling `id`.
fn seat_player(state: &State, seat: usize, id: Rule) -> Result<&Player, RuleError> {
    state
        .players
        .get(seat)
        .ok_or_else(|| RuleError::new(id, format!("there is no seat {seat}")))
}

/// Whether a logged event is one `decide` could have returned here. A
/// command's first event is rebuilt into its command and decided again
/// (the display, the end of a turn, a short section); an action's payment
/// is checked by `pay` and its own first event (a card, a ship placed,
/// moved or removed) is acted again on the state the payment left; the
/// events a command adds after it — VP, gold and goods moved, a new age's
/// bookkeeping, an era change, the board or card data learned — are
/// checked against the state the earlier events left: seats that exist,
/// amounts that neither overflow nor go below zero, the next age, era and
/// area.
pub(super) fn check(state: &State, event: &Event) -> Result<(), RuleError> {
    // An action's event comes after its payment (W4b); a log written before
    // actions were paid has none, and is held to the rules it had then.
    let player = |seat: usize, id: Rule| seat_player(state, seat, id);
    match event {
        Event::BoardLearned { board } => {
            playing(state)?;
            board.validate().map_err(|m| RuleError::new(Rule::W2, m))
        }
        Event::DisplayDrawn { era, cards } => check_display_drawn(state, era, cards, event),
        Event::CardTaken { .. }
        | Event::ShipPlaced { .. }
        | Event::ShipMoved { .. }
        | Event::ShipRemoved { .. } => check_action(state, event),
        Event::ActionPaid { .. } => {
            playing(state)?;
            pay::check(state, event)
        }
        Event::CardLearned {
            card,
            era,
            gold_cost,
        } => check_card_learned(state, card, era, gold_cost),
        Event::CubesShort { merchant, .. } => decided_as::<G>(
            state,
            event,
            [Command::ShortOfCubes {
                merchant: *merchant,
            }],
            Rule::W3,
        ),
        Event::FreeCubesGained { seat, count, .. } => {
            player(*seat, Rule::W3)?;
            free_cubes_fit(state, *count)
        }
        Event::NewAge { age, .. } => check_new_age(state, age),
        Event::ShipsRemoved { age, owners } => check_ships_removed(state, age, owners),
        Event::EraChanged { era } => check_era_changed(state, era),
        Event::VpChanged { seat, delta, .. } => {
            if player(*seat, Rule::W1)?.vp.checked_add(*delta).is_none() {
                return Err(RuleError::new(
                    Rule::W1,
                    format!("{delta} VP is beyond any score"),
                ));
            }
            Ok(())
        }
        Event::GoldChanged { seat, delta } => check_gold_changed(state, seat, delta),
        Event::GoodsGained { seat, goods } => {
            player(*seat, Rule::W7)?;
            check_goods_supply(state, goods)
        }
        Event::GoodsSpent { seat, goods } => {
            let p = player(*seat, Rule::W7)?;
            if p.goods.minus(goods).is_none() {
                return Err(RuleError::new(
                    Rule::W7,
                    format!("{} does not hold {goods}", p.name),
                ));
            }
            Ok(())
        }
        Event::AreaEntered { area, cost } => check_area_entered(state, area, cost),
        Event::TurnEnded { .. } => decided_as::<G>(state, event, [Command::EndTurn], Rule::W8),
        Event::Finished => check_finished(state),
    }
}

/// W4: a display of the era's cards, named or drawn from its deck.
fn check_display_drawn(
    state: &State,
    era: &Era,
    cards: &[String],
    event: &Event,
) -> Result<(), RuleError> {
    let named = decided_as::<G>(
        state,
        event,
        [Command::DrawDisplay {
            cards: Some(cards.to_vec()),
            seed: None,
        }],
        Rule::W4,
    );
    if named.is_ok() {
        return named;
    }
    // Or the app drew them from a seed: as many cards as a draw
    // takes, each from the era's deck.
    let drawn = super::decide::decide(
        state,
        &Command::DrawDisplay {
            cards: None,
            seed: Some(0),
        },
    )?;
    let mut deck = era_deck(state);
    let from_deck = cards
        .iter()
        .all(|c| match deck.iter().position(|d| d == c) {
            Some(i) => {
                deck.swap_remove(i);
                true
            }
            None => false,
        });
    match drawn.first() {
        Some(Event::DisplayDrawn { cards: d, .. })
            if *era == state.era && from_deck && d.len() == cards.len() =>
        {
            Ok(())
        }
        _ => named,
    }
}

/// W4: a card's cost learnt once, within the coins that exist.
fn check_card_learned(
    state: &State,
    card: &str,
    era: &Era,
    gold_cost: &u32,
) -> Result<(), RuleError> {
    playing(state)?;
    let known = cards::catalog(&state.cards)
        .into_iter()
        .find(|c| c.era == *era && c.name == *card);
    match known {
        None => Err(RuleError::new(
            Rule::W4,
            format!("there is no {era} card called `{card}`"),
        )),
        Some(c) if c.gold_cost.is_some() => Err(RuleError::new(
            Rule::W4,
            format!("{card}'s gold cost is known already"),
        )),
        Some(_) if *gold_cost > GOLD_COINS => Err(RuleError::new(
            Rule::W4,
            format!("{card} cannot cost {gold_cost} gold"),
        )),
        Some(_) => Ok(()),
    }
}

/// W5: a new age opens only as a ship reaches it.
fn check_new_age(state: &State, age: &usize) -> Result<(), RuleError> {
    check_age(*age)?;
    let standing = state.age_track().highest();
    // W5: the age after the highest reached; a log from before W4b
    // reopened an age left empty, as it was read then.
    let next = if state.paid_actions {
        state.reached + 1
    } else {
        standing
    };
    if *age != next || standing != *age {
        return Err(RuleError::new(
            Rule::W5,
            format!(
                "age {age} is not the age a ship has just reached (age {})",
                state.highest_age()
            ),
        ));
    }
    Ok(())
}

/// W5: an age cleared only as the track moves on.
fn check_ships_removed(state: &State, age: &usize, owners: &[usize]) -> Result<(), RuleError> {
    check_age(*age)?;
    let standing = &state.age_track().ages[age - 1];
    if *age + 3 != state.highest_age() || owners != standing || owners.is_empty() {
        return Err(RuleError::new(Rule::W5,
            format!("the ships removed from age {age} are not the ones standing three ages below the new age"),
        ));
    }
    Ok(())
}

/// W2, W3: the era changes only as a ship enters a later era's age.
fn check_era_changed(state: &State, era: &Era) -> Result<(), RuleError> {
    let reached = state.board.age(state.highest_age()).and_then(|a| a.era);
    if *era <= state.era || reached != Some(*era) {
        return Err(RuleError::new(Rule::W2,
            format!(
                "the era changes to that of the age a ship has just reached, not from the {} era to the {era} era",
                state.era
            ),
        ));
    }
    Ok(())
}

/// W7: gold moves within what the bank holds.
fn check_gold_changed(state: &State, seat: &usize, delta: &i32) -> Result<(), RuleError> {
    let p = seat_player(state, *seat, Rule::W7)?;
    if p.gold.checked_add_signed(*delta).is_none() {
        return Err(RuleError::new(
            Rule::W7,
            format!(
                "{} has {} gold, so it cannot change by {delta}",
                p.name, p.gold
            ),
        ));
    }
    Ok(())
}

/// W6: the next area, at no more than its printed cost.
fn check_area_entered(state: &State, area: &u32, cost: &u32) -> Result<(), RuleError> {
    // The decided cost is the printed one; city discs only lower it.
    let decided = super::decide::decide(
        state,
        &Command::EnterArea {
            area: *area,
            locations: Vec::new(),
            nav_cost: Some(*cost),
        },
    )?;
    let printed = decided.iter().find_map(|e| match e {
        Event::AreaEntered { cost, .. } => Some(*cost),
        _ => None,
    });
    if printed.is_none_or(|printed| *cost > printed) {
        return Err(RuleError::new(
            Rule::W6,
            format!(
                "entering area {area} costs at most {}",
                printed.unwrap_or(0)
            ),
        ));
    }
    Ok(())
}

/// W8: the end comes after the final scoring.
fn check_finished(state: &State) -> Result<(), RuleError> {
    if state.phase != Phase::FinalScoring {
        return Err(RuleError::new(
            Rule::W8,
            "the final scoring comes once the game has ended",
        ));
    }
    Ok(())
}

/// W4, W5 (W4b): an action's event is what its command decides, paid as
/// the log says; the command is read back from the event.
fn check_action(state: &State, event: &Event) -> Result<(), RuleError> {
    let (cmd, id) = match event {
        Event::CardTaken { card, gold, .. } => (
            Command::TakeCard {
                card: card.clone(),
                gold: Some(*gold),
                count: Some(0),
                goods: None,
                pay: None,
                box_gold: None,
            },
            Rule::W4,
        ),
        Event::ShipPlaced {
            age,
            ship_box,
            ship,
            disc,
            ..
        } => (
            Command::PlaceShip {
                age: *age,
                ship_box: *ship_box,
                disc_from: *disc,
                era: Some(*ship),
                nav_cost: None,
                first_vp: None,
                pay: None,
                box_gold: None,
            },
            Rule::W5,
        ),
        Event::ShipMoved {
            from_age,
            from_box,
            to_box,
            disc,
            ..
        } => (
            Command::UpgradeShip {
                from_age: *from_age,
                from_box: *from_box,
                to_box: *to_box,
                disc_from: *disc,
                era: None,
                nav_cost: None,
                first_vp: None,
                pay: None,
                box_gold: None,
            },
            Rule::W5,
        ),
        Event::ShipRemoved { age, ship_box, .. } => (
            Command::RemoveShip {
                age: *age,
                ship_box: *ship_box,
                pay: None,
                box_gold: None,
            },
            Rule::W5,
        ),
        _ => return Err(RuleError::new(Rule::W4b, "that event is no action's")),
    };
    acted_as(state, event, &cmd, id)
}
