//! The event-sourced session model shared by every game.
//!
//! A session is an append-only log of [`Entry`]s; the state on screen is the
//! fold of that log through a [`Game`]'s `evolve`. Undo and redo are entries
//! too, so nothing is ever deleted and the timeline of a finished game can be
//! replayed step by step.
//!
//! This module knows nothing about SQLite (see `store`) or about any one
//! game's rules (see `games`): it owns the `Game` trait, the versioned log
//! format, replay, and a type-erased view ([`AnyGame`]) so callers can drive a
//! game chosen at run time by its id.

mod check;
mod erased;
mod error;
mod game;
mod log;
mod replay;
mod rule;
mod typed_or;

pub use check::{decided_as, decided_by};
pub use erased::{AnyGame, AnySession, Erased, TimelineStep};
pub use error::{EngineError, RuleError};
pub(crate) use game::game_shape;
pub use game::{seat_name, Figure, FigureUnit, Game, Outcome, Seat, FIGURES_VERSION};
pub use log::{Entry, LOG_FORMAT_VERSION};
pub use replay::{Session, CHECKPOINT_EVERY};
pub(crate) use rule::rule_ids;
pub use rule::RuleId;
pub use typed_or::{typed_or, TypedOr};
