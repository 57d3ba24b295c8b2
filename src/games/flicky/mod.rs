//! Flicky Spaceships: resources and the supply (F1), trays (F2), payments
//! with wildcards (F3), the upgrade catalog and piles (F4), effects (F5), the
//! end trigger (F6) and scoring (F7), the game at the table ([`Flicky`]),
//! and the upgrades bought, for the statistics (`figures`).
//!
//! The flicking happens on the table; the app records what it caused
//! (terrain landed on, rams, the wormhole) and keeps the books.

pub mod catalog;
pub mod figures;
pub mod game;
pub mod payment;
pub mod resources;
mod rules;
pub mod scoring;
mod state;

pub use catalog::{catalog, Group, Upgrade, UpgradeId};
pub use game::Flicky;
pub use payment::{cheapest, covers, Payment};
pub use resources::{Resource, Resources};
