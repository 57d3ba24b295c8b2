//! What the timeline says of each Ships event, in the table's words.

use super::model::Event;
use super::pay;
use super::state::{ShipBox, State};

pub(super) fn box_name(b: ShipBox) -> &'static str {
    match b {
        ShipBox::Merchant => "Merchant",
        ShipBox::Warship => "Warship",
    }
}

pub(super) fn describe(state: &State, event: &Event) -> String {
    let name = |s: &usize| state.name(*s);
    match event {
        Event::BoardLearned { .. } => "Board data noted for this and later games".to_string(),
        Event::CardLearned { card, gold_cost, .. } => {
            format!("{card} costs {gold_cost} gold to take: noted for this and later games")
        }
        Event::ActionPaid { .. } => pay::describe(state, event),
        Event::CubesShort { seat, merchant } => format!(
            "{}'s stock held only {merchant} merchant cube{} for the action cubes section",
            name(seat),
            if *merchant == 1 { "" } else { "s" }
        ),
        Event::FreeCubesGained { seat, count, reason } => format!(
            "{} +{count} free action cube{} in stock: {reason}",
            name(seat),
            if *count == 1 { "" } else { "s" }
        ),
        Event::DisplayDrawn { era, cards } => {
            format!("{} {era} cards laid out: {}", cards.len(), cards.join(", "))
        }
        Event::CardTaken { seat, card, gold: 0 } => format!("{} took {card}", name(seat)),
        Event::CardTaken { seat, card, gold } => {
            format!("{} took {card} for {gold} gold", name(seat))
        }
        Event::ShipPlaced { seat, age, ship_box, ship, food, .. } => format!(
            "{} placed a {} in the {} box of age {age}{}",
            name(seat),
            ship.name().to_lowercase(),
            box_name(*ship_box),
            if *food { " (one food)" } else { "" }
        ),
        Event::ShipMoved { seat, from_age, to_box, .. } => format!(
            "{} upgraded a ship from age {from_age} to the {} box of age {}",
            name(seat),
            box_name(*to_box),
            from_age + 1
        ),
        Event::NewAge { age, cost, first_vp } => format!(
            "Age {age} opened: {cost} navigation counter{} to enter, {first_vp} VP for the first ship",
            if *cost == 1 { "" } else { "s" }
        ),
        Event::ShipsRemoved { age, owners } => {
            format!("{} ship{} removed from age {age}", owners.len(), if owners.len() == 1 { "" } else { "s" })
        }
        Event::ShipRemoved { seat, age, .. } => format!("{} removed a ship from age {age}", name(seat)),
        Event::EraChanged { era } => {
            format!("The {era} era begins: the display is cleared, old-era cards are discarded")
        }
        Event::VpChanged { seat, delta, reason } => format!("{} {delta:+} VP: {reason}", name(seat)),
        Event::GoldChanged { seat, delta } => format!("{} {delta:+} gold", name(seat)),
        Event::GoodsGained { seat, goods } => format!("{} took {goods}", name(seat)),
        Event::GoodsSpent { seat, goods } => format!("{} returned {goods}", name(seat)),
        Event::AreaEntered { area, cost } => format!(
            "Area {area} entered: {cost} navigation counter{}",
            if *cost == 1 { "" } else { "s" }
        ),
        Event::TurnEnded { seat, game_over: true } => {
            format!("{} ended the turn: every player has had as many turns, the game ends", name(seat))
        }
        Event::TurnEnded { seat, .. } => format!("{} ended the turn", name(seat)),
        Event::Finished => "Final scoring".to_string(),
    }
}
