//! What the timeline says of each Space Craft event.

use super::goals::Goal;
use super::model::{Event, Row};
use super::part::Part;
use super::projects::BasicCard;
use super::scrap::Exchange;
use super::state::State;

pub(in crate::games::spacecraft) fn describe(state: &State, event: &Event) -> String {
    let name = |seat: &usize| state.name(*seat);
    match event {
        Event::GoalChosen { seat, goal } => describe_goal_chosen(state, seat, goal),
        Event::CardRevealed { row, slot, card } => format!(
            "Project card drawn into the {} row, space {}: {}",
            row_name(*row),
            slot + 1,
            card_text(card)
        ),
        Event::Entered { seat, tile: None } => format!("{} entered the scrapyard", name(seat)),
        Event::Entered {
            seat,
            tile: Some(tile),
        } => format!(
            "{} entered the scrapyard and took a tile: {tile}",
            name(seat)
        ),
        Event::Searched { seat, tile: None } => format!("{} searched for scrap", name(seat)),
        Event::Searched {
            seat,
            tile: Some(tile),
        } => format!("{} searched for scrap and took a tile: {tile}", name(seat)),
        Event::Left { seat } => format!("{} left the scrapyard", name(seat)),
        Event::Built {
            seat,
            added,
            exchanges,
            ..
        } => describe_built(state, seat, added, exchanges),
        Event::PlanMet { seat } => format!(
            "{} met the rocket plan first: the countdown and the launch card",
            name(seat)
        ),
        Event::Completed { seat, card, slot } => format!(
            "{} completed {}{}",
            name(seat),
            if slot.is_none() {
                "the reserved card "
            } else {
                ""
            },
            card_text(card)
        ),
        Event::Reserved { seat, card, .. } => {
            format!("{} reserved {}", name(seat), card_text(card))
        }
        Event::MarkerPlaced { seat, card } => format!(
            "{} placed a marker on advanced card {}",
            name(seat),
            state
                .tracks
                .get(*card)
                .map_or_else(|| (card + 1).to_string(), |t| t.card.name.clone())
        ),
        Event::TurnEnded { seat, moved } if moved.is_empty() => {
            format!("{} ended the turn", name(seat))
        }
        Event::TurnEnded { seat, moved } => format!(
            "{} ended the turn; {} card{} moved down",
            name(seat),
            moved.len(),
            if moved.len() == 1 { "" } else { "s" }
        ),
        Event::CountdownFlipped { value: Some(v) } => format!("Countdown card flipped: {v}"),
        Event::CountdownFlipped { value: None } => "The launch card is revealed".to_string(),
        Event::GameEnded { by, reason, queue } => describe_game_ended(state, by, reason, queue),
        Event::Finished { .. } => "Final scoring".to_string(),
    }
}

fn card_text(card: &BasicCard) -> String {
    card.describe()
}

/// "a white wing", "a yellow-white connector".
pub(in crate::games::spacecraft) fn part_words(part: &Part) -> String {
    format!("a {} {}", part.colours().join("-"), part.kind.name())
}

pub(in crate::games::spacecraft) fn row_name(row: Row) -> &'static str {
    match row {
        Row::Lower => "lower",
        Row::Upper => "upper",
    }
}

/// The timeline's line for a personal goal chosen.
fn describe_goal_chosen(state: &State, seat: &usize, goal: &Goal) -> String {
    let name = |seat: &usize| state.name(*seat);
    format!(
        "{} chose personal goal {}: {}",
        name(seat),
        goal.0,
        goal.text()
    )
}

/// The timeline's line for parts built and the exchanges that paid them.
fn describe_built(state: &State, seat: &usize, added: &u32, exchanges: &[Exchange]) -> String {
    let name = |seat: &usize| state.name(*seat);
    let built = match added {
        0 => format!("{} rearranged the rocket", name(seat)),
        1 => format!("{} built 1 part", name(seat)),
        n => format!("{} built {n} parts", name(seat)),
    };
    let paid: Vec<String> = exchanges
        .iter()
        .map(|x| {
            let tiles: Vec<String> = x.tiles.iter().map(ToString::to_string).collect();
            let lost = match x.lost() {
                0 => String::new(),
                n => format!(", {n} lost"),
            };
            format!("{} for {}{lost}", x.part, tiles.join(" + "))
        })
        .collect();
    if paid.is_empty() {
        built
    } else {
        format!("{built}: {}", paid.join("; "))
    }
}

/// The timeline's line for the end of the game.
fn describe_game_ended(state: &State, by: &usize, reason: &str, queue: &[usize]) -> String {
    let name = |seat: &usize| state.name(*seat);
    let who: Vec<String> = queue.iter().map(|s| state.name(*s)).collect();
    if who.is_empty() {
        format!("The game ends ({reason}, {})", name(by))
    } else {
        format!(
            "The game ends ({reason}, {}): {} may still leave the scrapyard",
            name(by),
            who.join(", ")
        )
    }
}
