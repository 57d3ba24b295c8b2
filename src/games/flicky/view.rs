//! What the screen shows of a Flicky Spaceships game: the facts, and what
//! follows from them — who must discard (F2), the end meter (F6), the
//! scores and leaders (F7), the shop with its suggested payments (F3/F4)
//! and the reminders (F5) — worked out once per answer, not after every
//! event.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::model::Phase;
use super::resources::Resources;
use super::scoring::{leaders, Score};
use super::state::{Collected, EndMeter, Pile, Player, ShopEntry, State};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[ts(rename = "FlickyState")]
pub struct View {
    pub players: Vec<Player>,
    pub supply: Resources,
    pub piles: Vec<Pile>,
    /// Seat whose turn it is.
    pub current: usize,
    pub turn: u32,
    pub phase: Phase,
    /// What the current player collected this turn (Tractor Beam copies it).
    pub collected: Option<Collected>,
    /// Blueprints resources the current player may still take (F5).
    pub blueprint_credits: u32,
    /// A seat holding more than 12 resources must discard first (F2).
    pub must_discard: Option<usize>,
    pub end: EndMeter,
    pub scores: Vec<Score>,
    pub leaders: Vec<usize>,
    pub shop: Vec<ShopEntry>,
    /// Effects the table should not forget, for the current moment.
    pub reminders: Vec<String>,
}

pub(super) fn view(state: &State) -> View {
    let scores = state.scores();
    View {
        players: state.players.clone(),
        supply: state.supply,
        piles: state.piles.clone(),
        current: state.current,
        turn: state.turn,
        phase: state.phase,
        collected: state.collected.clone(),
        blueprint_credits: state.blueprint_credits,
        must_discard: state.must_discard(),
        end: state.end_meter(),
        leaders: leaders(&scores),
        scores,
        shop: state.shop(),
        reminders: state.reminders(),
    }
}
