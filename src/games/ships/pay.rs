//! Paying for an action (W3, W4b): which cube pays — the card taken this
//! turn when the action is that card's own, else the command's choice, else
//! a merchant cube while the action cubes section holds one, else a free
//! action cube from the section or the stock — and the gold printed on the
//! side of the box that cube uses. `decide` asks here first: an action's
//! events are `ActionPaid` and then the action's own, decided (`act`) on
//! the state the payment leaves.
//!
//! What an action does once paid is `decide::act`'s to say; this module only
//! knows cubes, boxes and gold.

use super::actions::{ActionBox, Cube, PaidAction};
use super::board::BoardData;
use super::effects::effect_of;
use super::model::{Bonus, Command, Event};
use super::state::State;
use super::Ships;
use crate::games::ships::Rule;
use crate::session::{Game, RuleError};

/// What an action command asks of the payment.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) struct Ask {
    pub action: ActionBox,
    /// The command is the card's own action, if a card taken this turn
    /// still owes one of this box (Ram's placement must be a warship…).
    pub fits_card: bool,
    pub pay: Option<Cube>,
    pub box_gold: Option<u32>,
}

/// The payment `cmd` asks for, or `None` when it is no action (W4b).
pub(super) fn ask(state: &State, cmd: &Command) -> Option<Ask> {
    let owed = state.card_action.as_ref();
    let owes = |action: ActionBox| owed.is_some_and(|c| c.action == action);
    let (action, fits_card, pay, box_gold) = match cmd {
        Command::PlaceShip {
            ship_box,
            pay,
            box_gold,
            ..
        } => (
            ActionBox::PlaceShip,
            owes(ActionBox::PlaceShip)
                && owed.is_some_and(|c| c.ship_box.is_none_or(|b| b == *ship_box)),
            pay,
            box_gold,
        ),
        Command::UpgradeShip { pay, box_gold, .. } => (
            ActionBox::UpgradeShip,
            owes(ActionBox::UpgradeShip),
            pay,
            box_gold,
        ),
        Command::RemoveShip {
            age, pay, box_gold, ..
        } => (
            ActionBox::RemoveShip,
            owes(ActionBox::RemoveShip) && owed.is_some_and(|c| c.age.is_none_or(|a| a == *age)),
            pay,
            box_gold,
        ),
        Command::TakeCard { pay, box_gold, .. } => (ActionBox::TakeCard, false, pay, box_gold),
        Command::TakeGold { pay, box_gold } => (ActionBox::TakeGold, false, pay, box_gold),
        Command::TakeNavigation { pay, box_gold } => {
            (ActionBox::TakeNavigation, false, pay, box_gold)
        }
        Command::Sell {
            bonus,
            pay,
            box_gold,
            ..
        } => (
            ActionBox::SellGoods,
            owes(ActionBox::SellGoods)
                && owed.is_some_and(|c| card_bonus(&c.card) == *bonus && *bonus != Bonus::None),
            pay,
            box_gold,
        ),
        Command::RetrieveCubes { pay, box_gold } => (
            ActionBox::RetrieveCubes,
            owes(ActionBox::RetrieveCubes),
            pay,
            box_gold,
        ),
        _ => return None,
    };
    Some(Ask {
        action,
        fits_card,
        pay: *pay,
        box_gold: *box_gold,
    })
}

/// The selling bonus a card's own sale has (W7).
pub(super) fn card_bonus(card: &str) -> Bonus {
    effect_of(card).sale_bonus
}

/// W3: the cube that pays (with the card's name when a card does), or why
/// none can.
pub(super) fn cube(state: &State, ask: &Ask) -> Result<(Cube, Option<String>), RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let (merchant_left, free_left) = state.section_left();
    let stock = state.players.get(seat).map_or(0, |p| p.free_cubes);
    let owed = state.card_action.as_ref().filter(|_| ask.fits_card);
    let chosen = match ask.pay {
        Some(c) => c,
        None if owed.is_some() => Cube::Card,
        None if merchant_left > 0 => Cube::Merchant,
        None if free_left + stock > 0 => Cube::Free,
        None => {
            return Err(RuleError::new(Rule::W3,
                format!(
                    "{name} has no action cube left this turn: the {} merchant cube{} of the section {} spent and there is no free action cube in the section or the stock",
                    state.section().0,
                    if state.section().0 == 1 { "" } else { "s" },
                    if state.section().0 == 1 { "is" } else { "are" },
                ),
            ))
        }
    };
    match chosen {
        Cube::Merchant if merchant_left == 0 => Err(RuleError::new(Rule::W3,
            format!(
                "{name} has no merchant cube left in the action cubes section this turn ({} placed)",
                state.section().0
            ),
        )),
        Cube::Free if free_left + stock == 0 => Err(RuleError::new(Rule::W3,
            format!("{name} has no free action cube, in the section or in the stock"),
        )),
        Cube::Card => match owed {
            Some(c) => Ok((Cube::Card, Some(c.card.clone()))),
            None => Err(RuleError::new(Rule::W4b,
                match state.card_action.as_ref() {
                    Some(c) => format!(
                        "{}'s own action is {}{}, not this: pay this action with a cube",
                        c.card,
                        c.action,
                        c.ship_box
                            .map(|b| format!(" into the {b:?} box"))
                            .unwrap_or_default()
                    ),
                    None => format!(
                        "no card taken this turn performs {}: pay it with a cube",
                        ask.action
                    ),
                },
            )),
        },
        c => Ok((c, None)),
    }
}

/// W4b: the gold the box costs with `cube`, and the board data if the
/// command's `box_gold` taught it a value.
pub(super) fn gold(
    state: &State,
    ask: &Ask,
    cube: Cube,
) -> Result<(u32, Option<BoardData>), RuleError> {
    if cube == Cube::Card {
        return Ok((0, None));
    }
    let side = if cube == Cube::Merchant {
        "merchant cube"
    } else {
        "free action cube"
    };
    let known = state.board.action_cost(ask.action).gold(cube);
    let (gold, learned) = match (known, ask.box_gold) {
        (Some(g), _) => (g, None),
        (None, Some(g)) => {
            let mut board = state.board.clone();
            board.set_action_gold(ask.action, cube, g);
            board.validate().map_err(|m| RuleError::new(Rule::W4b, m))?;
            (g, Some(board))
        }
        (None, None) => {
            return Err(RuleError::new(Rule::W4b,
                format!(
                    "what gold does the {} box cost with a {side}? The board data does not say yet: give `box_gold` once (0 if none)",
                    ask.action
                ),
            ))
        }
    };
    let seat = state.current;
    let held = state.players.get(seat).map_or(0, |p| p.gold);
    if gold > held {
        return Err(RuleError::new(
            Rule::W4b,
            format!(
                "{} with a {side} costs {gold} gold and {} has {held}",
                ask.action,
                state.name(seat)
            ),
        ));
    }
    Ok((gold, learned))
}

/// An action command's events: the payment, then what `act` decides on
/// the state it leaves. The action's own refusals come before the gold's:
/// `act` is asked first as if the action were paid.
pub(super) fn decide(
    state: &State,
    cmd: &Command,
    ask: Ask,
    act: fn(&State, &Command) -> Result<Vec<Event>, RuleError>,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let (cube, card) = cube(state, &ask)?;
    let paid = |gold| Event::ActionPaid {
        seat,
        action: ask.action,
        cube,
        card: card.clone(),
        gold,
    };
    act(&Ships::evolve(state.clone(), &paid(0)), cmd)?;
    let (gold, learned) = gold(state, &ask, cube)?;
    let mut after = state.clone();
    let mut board = learned.map(|board| Event::BoardLearned { board });
    if let Some(b) = &board {
        after = Ships::evolve(after, b);
    }
    let payment = paid(gold);
    let after = Ships::evolve(after, &payment);
    let mut rest = act(&after, cmd)?;
    // What the action teaches the board or the card data is noted before
    // the payment, so every event is checked against known values.
    let mut learned_first = Vec::new();
    while let Some(first) = rest.first() {
        match first {
            Event::BoardLearned { .. } => board = Some(rest.remove(0)),
            Event::CardLearned { .. } => learned_first.push(rest.remove(0)),
            _ => break,
        }
    }
    let mut events: Vec<Event> = board.into_iter().collect();
    events.extend(learned_first);
    events.push(payment);
    events.extend(rest);
    Ok(events)
}

/// Whether a logged `ActionPaid` is one `decide` could have made here: the
/// current player, a cube there is (or the card whose action it is), and
/// the box's known gold, within the bank.
pub(super) fn check(state: &State, event: &Event) -> Result<(), RuleError> {
    let Event::ActionPaid {
        seat,
        action,
        cube: c,
        card,
        gold: g,
    } = event
    else {
        return Ok(());
    };
    if *seat != state.current {
        return Err(RuleError::new(
            Rule::W4b,
            format!(
                "seat {seat} paid for an action in {}'s turn",
                state.name(state.current)
            ),
        ));
    }
    let ask = Ask {
        action: *action,
        fits_card: state
            .card_action
            .as_ref()
            .is_some_and(|owed| owed.action == *action),
        pay: Some(*c),
        box_gold: None,
    };
    let (_, by) = cube(state, &ask)?;
    if by != *card {
        return Err(RuleError::new(
            Rule::W4b,
            format!(
                "the log says {} paid, but the card taken this turn is {}",
                card.as_deref().unwrap_or("no card"),
                state.card_this_turn.as_deref().unwrap_or("none")
            ),
        ));
    }
    let (expected, _) = gold(state, &ask, *c)?;
    if expected != *g {
        return Err(RuleError::new(
            Rule::W4b,
            format!("{action} with {} costs {expected} gold, not {g}", c.name()),
        ));
    }
    Ok(())
}

/// The books of an `ActionPaid`: the cube leaves the section (a free one
/// the stock, once the section has none), the gold leaves the bank, and a
/// card's own action is done (Lighthouse's removals go on).
pub(super) fn apply(state: &mut State, event: &Event) {
    let Event::ActionPaid {
        seat,
        action,
        cube,
        card,
        gold,
    } = event
    else {
        return;
    };
    let (_, free_left) = state.section_left();
    if let Some(p) = state.players.get_mut(*seat) {
        if *cube == Cube::Free && free_left == 0 {
            p.free_cubes = p.free_cubes.saturating_sub(1);
        }
        p.gold = p.gold.saturating_sub(*gold);
    }
    if *cube == Cube::Card && state.card_action.as_ref().is_some_and(|c| !c.repeats) {
        state.card_action = None;
    }
    let paid = PaidAction {
        action: *action,
        cube: *cube,
        card: card.clone(),
        gold: *gold,
    };
    state.actions.push(paid.clone());
    state.paying = Some(paid);
    state.paid_actions = true;
}

/// The timeline's line: the box, and what paid it.
pub(super) fn describe(state: &State, event: &Event) -> String {
    let Event::ActionPaid {
        seat,
        action,
        cube,
        card,
        gold,
    } = event
    else {
        return String::new();
    };
    let name = state.name(*seat);
    match (cube, card) {
        (Cube::Card, Some(card)) => {
            let food = super::actions::card_action(card).is_some_and(|c| c.no_food);
            format!(
                "{name}: {action}, {card}'s own action (no cube, no gold{})",
                if food { ", no food" } else { "" }
            )
        }
        _ if *gold == 0 => format!("{name}: {action}, paid with {}", cube.name()),
        _ => format!(
            "{name}: {action}, paid with {} and {gold} gold",
            cube.name()
        ),
    }
}
