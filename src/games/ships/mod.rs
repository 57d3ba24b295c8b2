//! Ships (Martin Wallace): board data (W2), eras and action cubes (W3), the
//! card catalog and display (W4), what pays for each action (W4b,
//! `actions` and `pay`), the ship age track (W5), areas (W6), gold and
//! goods (W7), the end (W8), and the game at the table ([`Ships`]) that
//! strings them into a session with a VP ledger, and the VP made in each
//! era, for the statistics (`figures`).
//!
//! The scoring arithmetic (`age_track`, `areas`, `gold`) is pure and tested
//! on the rulebook's worked examples (W9); `game` and `rules` keep the books
//! of a session with them.

mod act;
pub mod actions;
pub mod age_track;
pub mod areas;
pub mod board;
pub mod cards;
mod decide;
mod evolve;
pub mod figures;
pub mod game;
pub mod gold;
pub mod goods;
mod pay;
mod rules;
mod state;

pub use actions::{ActionBox, ActionCost, Cube};
pub use cards::{catalog, Card, CardData, Era};
pub use game::{Command, Event, GoodsFrom, Setup, Ships};
pub use goods::Goods;
