//! The games Drydock knows, one module each, and the registry that finds a
//! game by its stored id.
//!
//! The registry is the one place a new game is listed; everything else (the
//! store, the API, the CLI, the app) reaches games through it.

pub mod flicky;
pub mod rickety;
pub mod scorepad;
pub mod ships;
pub mod spacecraft;

use crate::session::{AnyGame, Erased};

static SCOREPAD: Erased<scorepad::Scorepad> = Erased::new();
static RICKETY: Erased<rickety::Rickety> = Erased::new();
static FLICKY: Erased<flicky::Flicky> = Erased::new();
static SPACECRAFT: Erased<spacecraft::Spacecraft> = Erased::new();
static SHIPS: Erased<ships::Ships> = Erased::new();

/// Every game, in the order the app offers them.
pub fn all() -> [&'static dyn AnyGame; 5] {
    [&RICKETY, &SPACECRAFT, &SHIPS, &FLICKY, &SCOREPAD]
}

/// The game stored under `id`, if this build knows it.
pub fn find(id: &str) -> Option<&'static dyn AnyGame> {
    all().into_iter().find(|game| game.id() == id)
}
