//! Personal goals (S6, S7c) and project cards (S4) and markers (S5):
//! choosing a goal, revealing, completing and reserving a card, placing a
//! marker.

use super::super::model::{Event, Row, COMPLETIONS_PER_TURN};
use super::super::projects::BasicCard;
use super::super::scoring::Variant;
use super::super::state::State;
use crate::games::spacecraft::decide::{basic, leaving, Mode};
use crate::games::spacecraft::describe::row_name;
use crate::games::spacecraft::Rule;
use crate::session::RuleError;

/// S6: a seat's personal goal, chosen once (S7c).
pub(in crate::games::spacecraft) fn choose_goal(
    state: &State,
    seat: &usize,
    goal: &u32,
    mode: Mode,
) -> Result<Vec<Event>, RuleError> {
    let now = mode == Mode::Command;
    if *seat >= state.players.len() {
        return Err(RuleError::new(Rule::S6, format!("there is no seat {seat}")));
    }
    let goal = super::super::goals::Goal::new(*goal).ok_or_else(|| {
        RuleError::new(
            Rule::S6,
            format!("personal goal {goal}: goals are numbered 1 to 8"),
        )
    })?;
    let chooser = &state.players[*seat];
    let who = state.name(*seat);
    if now {
        if let Some(kept) = chooser.goal {
            return Err(RuleError::new(Rule::S7c,
                format!(
                    "{who} already keeps personal goal {}: each player chooses once, and the other card goes back to the box (undo a mistaken choice)",
                    kept.0
                ),
            ));
        }
        if chooser.acted {
            return Err(RuleError::new(Rule::S7c,
                format!("{who} has already played: the personal goal is kept at setup, before the first action"),
            ));
        }
    }
    Ok(vec![Event::GoalChosen { seat: *seat, goal }])
}

/// S4: a project card revealed into the display.
pub(in crate::games::spacecraft) fn reveal_card(
    state: &State,
    row: &Row,
    slot: &usize,
    card: &BasicCard,
) -> Result<Vec<Event>, RuleError> {
    basic(state)?;
    card.validate().map_err(|m| RuleError::new(Rule::S4, m))?;
    for r in &card.requirements {
        if let super::super::projects::Requirement::Colour { colour, .. } = r {
            if !state.palette().knows(colour) {
                return Err(RuleError::new(
                    Rule::S4,
                    format!("`{colour}` is not one of the table's colours"),
                ));
            }
        }
    }
    let spaces = match row {
        Row::Lower => &state.display.lower,
        Row::Upper => &state.display.upper,
    };
    match spaces.get(*slot) {
        None => Err(RuleError::new(
            Rule::S4,
            format!(
                "the display has {} spaces per row, not {}",
                spaces.len(),
                slot + 1
            ),
        )),
        Some(Some(_)) => Err(RuleError::new(
            Rule::S4,
            format!(
                "space {} of the {} row already holds a card",
                slot + 1,
                row_name(*row)
            ),
        )),
        Some(None) if state.display.stack_left == Some(0) => Err(RuleError::new(
            Rule::S4,
            "the project stack is empty: no card can be drawn",
        )),
        Some(None) => Ok(vec![Event::CardRevealed {
            row: *row,
            slot: *slot,
            card: card.clone(),
        }]),
    }
}

/// S4: a project card completed by the rocket.
pub(in crate::games::spacecraft) fn complete(
    state: &State,
    slot: &Option<usize>,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    basic(state)?;
    leaving(state)?;
    if state.leave.reserved {
        return Err(RuleError::new(
            Rule::S4,
            format!("{name} reserved a card this turn, which ends the project step"),
        ));
    }
    if state.leave.completed >= COMPLETIONS_PER_TURN {
        return Err(RuleError::new(
            Rule::S4,
            format!(
                "{name} has completed {COMPLETIONS_PER_TURN} cards this turn, the most allowed"
            ),
        ));
    }
    let card = match slot {
        Some(s) => state
            .display
            .lower
            .get(*s)
            .cloned()
            .flatten()
            .ok_or_else(|| {
                RuleError::new(
                    Rule::S4,
                    format!("space {} of the lower row holds no card", s + 1),
                )
            })?,
        None => player
            .reserved
            .clone()
            .ok_or_else(|| RuleError::new(Rule::S4, format!("{name} holds no reserved card")))?,
    };
    let measures = state.measures(seat);
    let unmet: Vec<String> = card
        .requirements
        .iter()
        .filter(|r| !r.met_by(&measures))
        .map(ToString::to_string)
        .collect();
    if !unmet.is_empty() {
        return Err(RuleError::new(
            Rule::S4,
            format!(
                "{name}'s rocket does not have {} for this card",
                unmet.join(" and ")
            ),
        ));
    }
    Ok(vec![Event::Completed {
        seat,
        slot: *slot,
        card,
    }])
}

/// S4: a project card reserved.
pub(in crate::games::spacecraft) fn reserve(
    state: &State,
    slot: &usize,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    basic(state)?;
    leaving(state)?;
    if state.leave.completed > 0 {
        return Err(RuleError::new(
            Rule::S4,
            format!(
                "{name} completed a card this turn: only a player who completed none may reserve"
            ),
        ));
    }
    if player.reserved.is_some() || state.leave.reserved {
        return Err(RuleError::new(
            Rule::S4,
            format!("{name} already holds a reserved card: at most one"),
        ));
    }
    let card = state
        .display
        .lower
        .get(*slot)
        .cloned()
        .flatten()
        .ok_or_else(|| {
            RuleError::new(
                Rule::S4,
                format!("space {} of the lower row holds no card", slot + 1),
            )
        })?;
    Ok(vec![Event::Reserved {
        seat,
        slot: *slot,
        card,
    }])
}

/// S5: a marker placed on an advanced card's track.
pub(in crate::games::spacecraft) fn place_marker(
    state: &State,
    card: &usize,
) -> Result<Vec<Event>, RuleError> {
    let seat = state.current;
    let name = state.name(seat);
    let player = &state.players[seat];
    if state.variant != Variant::Advanced {
        return Err(RuleError::new(
            Rule::S5,
            "markers are for the advanced variant",
        ));
    }
    leaving(state)?;
    if state.leave.marker {
        return Err(RuleError::new(
            Rule::S5,
            format!("{name} has placed a marker this turn: one per leave action"),
        ));
    }
    if player.markers_left == 0 {
        return Err(RuleError::new(
            Rule::S5,
            format!("{name} has no markers left"),
        ));
    }
    let track = state.tracks.get(*card).ok_or_else(|| {
        RuleError::new(Rule::S5, format!("there is no advanced card {}", card + 1))
    })?;
    if track.markers.len() >= track.card.spaces.len() {
        return Err(RuleError::new(
            Rule::S5,
            format!("advanced card {} has no free space", track.card.name),
        ));
    }
    Ok(vec![Event::MarkerPlaced { seat, card: *card }])
}
