//! The games Drydock knows, one module each, and the registry that finds a
//! game by its id.
//!
//! The registry is the one place a new game is listed; everything else (the
//! store, the API, the CLI, the app) reaches games through it. Ids are
//! stored as text (`GameId::as_str`), so a stored id this build does not
//! know is an error to report, not a panic.
//!
//! Every game folder has the same shape (a test below holds it): `model`
//! (setup, commands, events), `rule` (the rulings it cites), `state` (the
//! facts `evolve` keeps), `decide/` (`decide` with one module per command
//! family, and `setup`), `evolve`, `view` (what the screen shows),
//! `describe` (the timeline's lines), `figures` (the statistics, but for
//! the scorepad: from the final state, or from a tally of their own folded
//! over the events, as Ships' VP by era), `v1_events` (reading logs from before log v2) and
//! `mod.rs`, whose `impl Game` takes its types from them and hands over
//! to them through `session::game_shape!`.

// A rule reads best as a function that fits on a screen: clippy.toml holds
// the games to 80 lines of code a function, and no function here is
// allowed past it.
#![warn(clippy::too_many_lines)]

pub mod flicky;
pub mod rickety;
pub mod scorepad;
pub mod ships;
pub mod spacecraft;

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use crate::session::{AnyGame, Erased, Game};

static SCOREPAD: Erased<scorepad::Scorepad> = Erased::new();
static RICKETY: Erased<rickety::Rickety> = Erased::new();
static FLICKY: Erased<flicky::Flicky> = Erased::new();
static SPACECRAFT: Erased<spacecraft::Spacecraft> = Erased::new();
static SHIPS: Erased<ships::Ships> = Erased::new();

/// Which game: the id every layer above the games names one by.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum GameId {
    Rickety,
    Spacecraft,
    Ships,
    Flicky,
    Scorepad,
}

impl GameId {
    /// Every game, in the order the app offers them.
    pub const ALL: [GameId; 5] = [
        GameId::Rickety,
        GameId::Spacecraft,
        GameId::Ships,
        GameId::Flicky,
        GameId::Scorepad,
    ];

    /// The id as stored and as the JSON contract spells it.
    pub fn as_str(self) -> &'static str {
        self.game().id()
    }

    /// The game's name as people say it.
    pub fn name(self) -> &'static str {
        self.game().name()
    }

    /// The game `id` names, if this build knows it.
    pub fn parse(id: &str) -> Option<GameId> {
        GameId::ALL.into_iter().find(|game| game.as_str() == id)
    }

    /// The game's engine, erased.
    pub fn game(self) -> &'static dyn AnyGame {
        match self {
            GameId::Rickety => &RICKETY,
            GameId::Spacecraft => &SPACECRAFT,
            GameId::Ships => &SHIPS,
            GameId::Flicky => &FLICKY,
            GameId::Scorepad => &SCOREPAD,
        }
    }
}

impl std::fmt::Display for GameId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Every game, in the order the app offers them.
pub fn all() -> [&'static dyn AnyGame; 5] {
    GameId::ALL.map(GameId::game)
}

/// The game stored under `id`, if this build knows it.
pub fn find(id: &str) -> Option<&'static dyn AnyGame> {
    GameId::parse(id).map(GameId::game)
}

/// The ids the engines declare are the ids `GameId` spells (checked by a
/// test, so a renamed engine id cannot silently orphan stored sessions).
pub fn engine_ids() -> [&'static str; 5] {
    [
        rickety::Rickety::ID,
        spacecraft::Spacecraft::ID,
        ships::Ships::ID,
        flicky::Flicky::ID,
        scorepad::Scorepad::ID,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The files every game folder holds (issue 20): what a session is made
    /// of, the rulings it cites, its books, the decisions, what events do,
    /// what the screen and the timeline show, how v1 logs are read, and the
    /// `Game` impl.
    const SHAPE: [&str; 10] = [
        "model.rs",
        "rule.rs",
        "state.rs",
        "decide/mod.rs",
        "decide/setup.rs",
        "evolve.rs",
        "view.rs",
        "describe.rs",
        "v1_events.rs",
        "mod.rs",
    ];

    #[test]
    fn every_game_folder_has_the_same_files() {
        let games = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/games");
        for game in GameId::ALL {
            let folder = games.join(game.as_str());
            // The scorepad keeps no statistics beyond its scores.
            let figures = (game != GameId::Scorepad).then_some("figures.rs");
            for file in SHAPE.into_iter().chain(figures) {
                assert!(
                    folder.join(file).is_file(),
                    "{game} has no {file} in {}",
                    folder.display()
                );
            }
        }
    }

    #[test]
    fn every_game_id_is_spelt_as_its_engine_and_its_json() {
        for (game, engine) in GameId::ALL.into_iter().zip(engine_ids()) {
            assert_eq!(game.as_str(), engine);
            assert_eq!(
                serde_json::to_value(game).ok(),
                Some(serde_json::Value::String(engine.to_string()))
            );
            assert_eq!(GameId::parse(engine), Some(game));
        }
        assert_eq!(GameId::parse("chess"), None);
    }
}
