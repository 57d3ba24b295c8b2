//! What the timeline says of each Rickety Ships event.

use crate::games::rickety::model::Event;
use crate::games::rickety::state::State;
use crate::session::seat_name;

pub(super) fn describe(state: &State, event: &Event) -> String {
    let name = |seat: &usize| seat_name(&state.players, *seat);
    match event {
        Event::RoundStarted { round, .. } => format!("Round {round}: go!"),
        Event::DoneCalled { round, seat } => {
            format!("Round {round}: {} called done first", name(seat))
        }
        Event::Stopped { round } => format!("Round {round}: building stopped"),
        Event::LayoutSet { seat, .. } => format!("{}'s ship entered", name(seat)),
        Event::CellSet {
            seat,
            row,
            col,
            stack: Some(stack),
        } => {
            format!(
                "{}: {stack} at {}",
                name(seat),
                super::grid::Pos {
                    row: *row,
                    col: *col
                }
            )
        }
        Event::CellSet {
            seat,
            row,
            col,
            stack: None,
        } => {
            format!(
                "{}: {} cleared",
                name(seat),
                super::grid::Pos {
                    row: *row,
                    col: *col
                }
            )
        }
        Event::RoundEnded { record } => {
            let vps: Vec<String> = record
                .report
                .players
                .iter()
                .enumerate()
                .map(|(seat, p)| format!("{} {}", name(&seat), p.round_vp))
                .collect();
            format!("Round {} scored: {}", record.round, vps.join(", "))
        }
        Event::NextRound { round } => format!("Round {round} set up"),
    }
}
