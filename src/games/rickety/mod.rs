//! Rickety Ships: cards (R1), decks (R2), shapes (R3), legality (R4–R7),
//! scoring (R8–R9), the game at the table ([`Rickety`]) and what a session
//! tells the statistics (`figures`).
//!
//! Photo recognition is `vision`'s job; this module takes layouts already
//! read (typed, or photographed as `TOP^N` stacks).

pub mod card;
pub mod figures;
pub mod game;
pub mod grid;
pub mod layout;
pub mod legality;
pub mod round;
pub mod scoring;
pub mod search;
pub mod shape;
pub mod walks;

pub use card::{Card, Rank, Suit};
pub use game::Rickety;
pub use grid::Pos;
pub use layout::{Layout, LayoutError, Stack};
pub use legality::{check, check_with_budget, Check, Violation};
pub use scoring::{award, Awards, Totals};
pub use shape::{Role, Shape, ShapeError};
