//! The `Game` trait every game implements, and the few types all games share.

use serde::{de::DeserializeOwned, Deserialize, Serialize};
use ts_rs::TS;

use super::RuleError;

/// One seat at the table, in seat order. `player_id` links to a stored
/// profile once the session is saved; scripted sessions may have none.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Seat {
    #[ts(type = "number | null")]
    pub player_id: Option<i64>,
    pub name: String,
    pub colour: String,
}

/// The result of a game as far as history needs it: a score per seat and
/// the winning seats (several when tied: ties are shared wins).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
pub struct Outcome {
    #[ts(type = "Array<number>")]
    pub scores: Vec<i64>,
    pub winners: Vec<usize>,
    /// Each seat's place (1 for first, tied seats sharing one) where the
    /// table set them by hand, breaking a tie or correcting a finished
    /// play; empty when the places follow from the scores.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<u32>>")]
    pub places: Vec<u32>,
}

/// A game as data plus pure functions (DESIGN.md, "The session model").
///
/// `decide` refuses illegal commands with a [`RuleError`] naming the rule;
/// `evolve` never fails, so any log that was accepted once replays forever.
pub trait Game: 'static {
    /// Stable id stored in the database and used on the command line.
    const ID: &'static str;
    /// Name shown to players.
    const NAME: &'static str;

    /// The table's choices besides the seats (variant, options, board data).
    type Setup: Serialize + DeserializeOwned + Clone + 'static;
    /// What the log has established, folded event by event; kept by replay
    /// (and copied at its checkpoints), so it holds facts rather than what
    /// can be computed from them once.
    type State: Serialize + Clone + 'static;
    /// Everything the screen shows, made from the state once per answer
    /// ([`Game::view`]). Most games show their state as it is.
    type View: Serialize + 'static;
    /// What a player asks for.
    /// What a player asks for; logged with its events (log v2), so changes
    /// must stay readable.
    type Command: Serialize + DeserializeOwned + Clone + 'static;
    /// What happened; serialised into the log, so changes must stay readable.
    type Event: Serialize + DeserializeOwned + Clone + PartialEq;

    fn setup(seats: &[Seat], setup: &Self::Setup) -> Result<Self::State, RuleError>;
    fn decide(state: &Self::State, cmd: &Self::Command) -> Result<Vec<Self::Event>, RuleError>;
    fn evolve(state: Self::State, event: &Self::Event) -> Self::State;
    /// The state as the screen shows it.
    fn view(state: &Self::State) -> Self::View;

    /// `decide` as a stored log is held to it: a stored entry's events must
    /// be exactly what this decides of its command (log v2). A game whose
    /// old logs were decided by rules since corrected accepts here what
    /// those rules decided (Space Craft); the default is `decide`.
    fn decide_stored(
        state: &Self::State,
        cmd: &Self::Command,
    ) -> Result<Vec<Self::Event>, RuleError> {
        Self::decide(state, cmd)
    }

    /// Whether `event` could have been decided in `state`, for version 1
    /// log entries, which hold events without their command: an entry that
    /// did not come from `decide` (a crafted import file, a damaged
    /// database) is refused here before `evolve` sees it. Every event
    /// `decide` returns must pass. Version 2 entries are checked by
    /// [`Game::decide_stored`] instead. The default accepts every event.
    fn check_event(_state: &Self::State, _event: &Self::Event) -> Result<(), RuleError> {
        Ok(())
    }

    /// Scores and winners of the state as it stands.
    fn outcome(state: &Self::State) -> Outcome;
    /// Whether the game has reached its own end (its last round, launch or
    /// era), so closing the session records a finished game rather than one
    /// cut short. The default, for games without an end of their own (the
    /// scorepad), is never.
    fn is_over(_state: &Self::State) -> bool {
        false
    }
    /// How many rounds have been played, for games that count in rounds
    /// (the score chart's x axis); `None` for games played in turns.
    fn rounds_played(_state: &Self::State) -> Option<u32> {
        None
    }
    /// One line for the timeline, e.g. "Round 2: Ann scored 7".
    fn describe(state: &Self::State, event: &Self::Event) -> String;

    /// What the statistics keep beside the facts: a record folded over the
    /// events in effect ([`Game::tally`]), for figures the state alone does
    /// not give (Ships: the era each VP change happened in). `()` where the
    /// state says it all.
    type Tally: Default;

    /// Notes `event` in the tally, given the state just before it. Only the
    /// statistics call it, on the replay they ask for: playing never does.
    fn tally(_tally: &mut Self::Tally, _state: &Self::State, _event: &Self::Event) {}

    /// What only this game can tell about a finished session, for the
    /// statistics (e.g. which Rickety VP categories each seat won), from
    /// the final state and the tally. The default is none. Changing what a
    /// game reports means bumping [`FIGURES_VERSION`] so cached figures are
    /// recomputed.
    fn figures(_state: &Self::State, _tally: &Self::Tally) -> Vec<Figure> {
        Vec::new()
    }
}

/// Stamp of the figures every game reports; cached figures with another
/// stamp are recomputed by replay.
pub const FIGURES_VERSION: i64 = 1;

/// One game-specific figure of a session: a label and a number per seat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Figure {
    /// What it counts, e.g. "Most cannons" or "Goal: 4 wings".
    pub label: String,
    pub unit: FigureUnit,
    /// One number per seat, in seat order: 1/0 for `count`, points for
    /// `points`.
    #[ts(type = "Array<number>")]
    pub per_seat: Vec<i64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum FigureUnit {
    /// Times it happened (summed over sessions).
    Count,
    /// Points (summed, and averaged per play).
    Points,
}

/// A seat's name for messages and timelines, or "seat N" if there is none.
pub fn seat_name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("seat {}", seat.saturating_add(1)))
}

/// The [`Game`] types and methods every game folder gives the same way (the
/// common shape described in `games/mod.rs`), written inside the game's
/// `impl Game`: its types are `model::{Setup, Command, Event}`,
/// `state::State` and `view::View`, and each method
/// hands over to the folder's module of that name — `decide::setup`,
/// `decide::decide`, `v1_events::check`, `view::view`, `evolve::apply` and
/// `describe::describe`. `game_shape!(figures)` adds `figures::figures(state)`
/// for a game whose statistics keep more than scores, and
/// `game_shape!(figures, tally)` a game whose figures need their own fold
/// over the events (`figures::Tally`, `figures::note`,
/// `figures::figures(state, tally)`).
macro_rules! game_shape {
    (figures, tally) => {
        $crate::session::game_shape!(@common);

        type Tally = figures::Tally;

        fn tally(tally: &mut Self::Tally, state: &Self::State, event: &Self::Event) {
            figures::note(tally, state, event)
        }

        fn figures(state: &Self::State, tally: &Self::Tally) -> Vec<$crate::session::Figure> {
            figures::figures(state, tally)
        }
    };
    (figures) => {
        $crate::session::game_shape!(@common);

        type Tally = ();

        fn figures(state: &Self::State, _tally: &()) -> Vec<$crate::session::Figure> {
            figures::figures(state)
        }
    };
    () => {
        $crate::session::game_shape!(@common);

        type Tally = ();
    };
    (@common) => {
        type Setup = model::Setup;
        type State = state::State;
        type View = view::View;
        type Command = model::Command;
        type Event = model::Event;

        fn setup(
            seats: &[$crate::session::Seat],
            setup: &Self::Setup,
        ) -> Result<Self::State, $crate::session::RuleError> {
            decide::setup(seats, setup)
        }

        fn decide(
            state: &Self::State,
            cmd: &Self::Command,
        ) -> Result<Vec<Self::Event>, $crate::session::RuleError> {
            decide::decide(state, cmd)
        }

        fn check_event(
            state: &Self::State,
            event: &Self::Event,
        ) -> Result<(), $crate::session::RuleError> {
            v1_events::check(state, event)
        }

        fn view(state: &Self::State) -> Self::View {
            view::view(state)
        }

        fn evolve(state: Self::State, event: &Self::Event) -> Self::State {
            evolve::apply(state, event)
        }

        fn describe(state: &Self::State, event: &Self::Event) -> String {
            describe::describe(state, event)
        }
    };
}
pub(crate) use game_shape;
