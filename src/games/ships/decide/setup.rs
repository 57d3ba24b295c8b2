//! A new Ships game (W1, and the rulebook's setup): 2 to 4 players on 5 VP,
//! the board data and card copies checked (W2, W4), the starting bank,
//! warehouse, food, ships and free action cubes.

use super::super::age_track::AGES;
use super::super::board::FIRST_AREA;
use super::super::cards::{self, Era};
use super::super::goods::Goods;
use super::super::model::{Setup, SHIPS_PER_TYPE, START_BANK, START_VP, START_WAREHOUSE};
use super::super::state::{Age, Phase, Player, State, Stock, START_FREE_CUBES};
use crate::games::ships::Rule;
use crate::session::{RuleError, Seat};

pub(in crate::games::ships) fn setup(seats: &[Seat], setup: &Setup) -> Result<State, RuleError> {
    if !(2..=4).contains(&seats.len()) {
        return Err(RuleError::new(
            Rule::W1,
            format!("Ships is for 2 to 4 players, not {}", seats.len()),
        ));
    }
    let board = setup.board.clone().unwrap_or_default();
    board.validate().map_err(|m| RuleError::new(Rule::W2, m))?;
    for c in &setup.cards {
        if cards::find(&c.name, c.era).is_none() {
            return Err(RuleError::new(
                Rule::W4,
                format!("there is no {} card called `{}`", c.era, c.name),
            ));
        }
    }
    let state = State {
        board,
        cards: setup.cards.clone(),
        players: seats
            .iter()
            .enumerate()
            .map(|(i, s)| Player {
                name: s.name.trim().to_string(),
                vp: START_VP,
                gold: 0,
                bank: START_BANK,
                // Setup: the third and fourth players start with a food.
                goods: Goods {
                    food: u32::from(i >= 2),
                    ..Goods::default()
                },
                warehouse: START_WAREHOUSE,
                ships: Stock {
                    galley: SHIPS_PER_TYPE,
                    sailing: SHIPS_PER_TYPE,
                    steamship: SHIPS_PER_TYPE,
                },
                turns: 0,
                // Setup: "You take two free action cubes from the pool".
                free_cubes: START_FREE_CUBES,
            })
            .collect(),
        current: 0,
        turn: 1,
        era: Era::Galley,
        turn_era: Era::Galley,
        took_card: false,
        card_this_turn: None,
        card_action: None,
        actions: Vec::new(),
        track: vec![Age::default(); AGES],
        display: Vec::new(),
        display_needed: true,
        area: FIRST_AREA,
        ledger: Vec::new(),
        phase: Phase::Playing,
        reached: 0,
        paying: None,
        paid_actions: false,
        short: None,
    };
    Ok(state)
}
