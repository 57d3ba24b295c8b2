//! Space Craft: parts (S1), the rocket and its text format with the join
//! table and legality (S2), measures (S3), project cards (S4, S5), personal
//! goals (S6), plan and countdown (S7), final scoring (S8), scrap helper
//! checks (S9), the game at the table ([`Spacecraft`]), and which goals
//! scored, for the statistics (`figures`).
//!
//! The rulebook's illustrations are lost, so the jigsaw joins, the card
//! lists and the countdown values are data the table can correct.

pub mod figures;
pub mod game;
pub mod goals;
pub mod joins;
pub mod measures;
pub mod part;
pub mod projects;
pub mod rocket;
mod rules;
pub mod scoring;
pub mod scrap;
mod state;

pub use game::{Command, Event, Row, Setup, Spacecraft};
pub use goals::Goal;
pub use joins::{JoinTable, Violation};
pub use measures::Measures;
pub use part::{Kind, Palette, Part};
pub use projects::{AdvancedCard, BasicCard, Requirement, Target};
pub use rocket::Rocket;
pub use scoring::Variant;
