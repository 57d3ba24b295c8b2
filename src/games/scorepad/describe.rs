//! What the timeline says of each scorepad event.

use crate::games::scorepad::model::Event;
use crate::games::scorepad::state::State;
use crate::session::seat_name;

pub(super) fn describe(state: &State, event: &Event) -> String {
    let name = |seat: &usize| seat_name(&state.players, *seat);
    match event {
        Event::RoundAdded { round, scores } if scores.iter().all(Option::is_none) => {
            format!("Round {round} added")
        }
        Event::RoundAdded { round, scores } => {
            let cells: Vec<String> = scores
                .iter()
                .enumerate()
                .map(|(seat, s)| format!("{} {}", name(&seat), show(*s)))
                .collect();
            format!("Round {round} added: {}", cells.join(", "))
        }
        Event::ScoreSet {
            round,
            seat,
            score,
            previous,
        } => format!(
            "Round {round}: {} {} (was {})",
            name(seat),
            show(*score),
            show(*previous)
        ),
        Event::RoundRemoved { round } => format!("Round {round} removed"),
        Event::WinnersChosen { seats } if seats.is_empty() => "No winner named".to_string(),
        Event::WinnersChosen { seats } => {
            let names: Vec<String> = seats.iter().map(name).collect();
            format!("Won by {}", names.join(" and "))
        }
        Event::ResultDeclared { won: Some(true) } => "The table won together".to_string(),
        Event::ResultDeclared { won: Some(false) } => "The table lost together".to_string(),
        Event::ResultDeclared { won: None } => "Result not said yet".to_string(),
        Event::TieBroken { seats } => {
            let names: Vec<String> = seats.iter().map(name).collect();
            format!("Tie broken: {}", names.join(" ahead of "))
        }
    }
}

fn show(score: Option<i64>) -> String {
    score.map_or_else(|| "blank".to_string(), |s| s.to_string())
}
