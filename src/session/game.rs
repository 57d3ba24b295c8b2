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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Outcome {
    #[ts(type = "Array<number>")]
    pub scores: Vec<i64>,
    pub winners: Vec<usize>,
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
    type Setup: Serialize + DeserializeOwned + Clone;
    /// Everything the screen shows.
    type State: Serialize + Clone;
    /// What a player asks for.
    type Command: Serialize + DeserializeOwned;
    /// What happened; serialised into the log, so changes must stay readable.
    type Event: Serialize + DeserializeOwned + Clone;

    fn setup(seats: &[Seat], setup: &Self::Setup) -> Result<Self::State, RuleError>;
    fn decide(state: &Self::State, cmd: &Self::Command) -> Result<Vec<Self::Event>, RuleError>;
    fn evolve(state: Self::State, event: &Self::Event) -> Self::State;

    /// Scores and winners of the state as it stands.
    fn outcome(state: &Self::State) -> Outcome;
    /// One line for the timeline, e.g. "Round 2: Ann scored 7".
    fn describe(state: &Self::State, event: &Self::Event) -> String;
}

/// A seat's name for messages and timelines, or "seat N" if there is none.
pub fn seat_name(names: &[String], seat: usize) -> String {
    names
        .get(seat)
        .cloned()
        .unwrap_or_else(|| format!("seat {seat}"))
}
