//! The era's display of cards (W4), laid out once per era.

use super::super::cards;
use super::super::model::{Event, DISPLAY_CARDS};
use super::super::state::State;
use super::books::era_deck;
use crate::games::ships::Rule;
use crate::session::RuleError;

/// W4: the era's display laid out, named card by card or drawn from a seed.
pub(super) fn draw_display(
    state: &State,
    names: &Option<Vec<String>>,
    seed: &Option<u64>,
) -> Result<Vec<Event>, RuleError> {
    if !state.display_needed {
        return Err(RuleError::new(
            Rule::W4,
            "the display is laid out once per era: a taken card is not replaced",
        ));
    }
    let drawn = match (names, seed) {
        (Some(names), _) => {
            if names.len() > DISPLAY_CARDS {
                return Err(RuleError::new(
                    Rule::W4,
                    format!("{} cards: a display holds {DISPLAY_CARDS}", names.len()),
                ));
            }
            if names.len() < DISPLAY_CARDS {
                return Err(RuleError::new(
                    Rule::W4,
                    format!("{} cards: lay out {DISPLAY_CARDS}", names.len()),
                ));
            }
            let mut out = Vec::new();
            for n in names {
                let card = cards::find(n, state.era).ok_or_else(|| {
                    RuleError::new(Rule::W4, format!("`{n}` is not a {} era card", state.era))
                })?;
                out.push(card.name.to_string());
            }
            for c in cards::catalog(&state.cards) {
                let laid = out.iter().filter(|n| **n == c.name).count() as u32;
                if c.era == state.era && c.copies.is_some_and(|k| laid > k) {
                    return Err(RuleError::new(
                        Rule::W4,
                        format!(
                            "{laid} × {}: the deck has {} copies",
                            c.name,
                            c.copies.unwrap_or(0)
                        ),
                    ));
                }
            }
            out
        }
        (None, Some(seed)) => {
            let mut deck = era_deck(state);
            crate::rng::Rng::new(*seed).shuffle(&mut deck);
            deck.truncate(DISPLAY_CARDS);
            deck
        }
        (None, None) => {
            return Err(RuleError::new(
                Rule::W4,
                "name the 12 cards drawn, or give a seed for the app to draw",
            ))
        }
    };
    Ok(vec![Event::DisplayDrawn {
        era: state.era,
        cards: drawn,
    }])
}
