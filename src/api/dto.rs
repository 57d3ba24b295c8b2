//! Data exchanged with the window and the CLI. Every type here is exported
//! to TypeScript (`ui/src/bindings/`); `tests/bindings.rs` fails when the
//! committed files are stale. A game's setup, commands and view are typed
//! per game (`game_contract`); the files Drydock writes are in `file_dto`.

use serde::{Deserialize, Serialize};
use serde_json::Value;
use ts_rs::TS;

use super::{GameCommand, GameSetup, GameView};
use crate::games::GameId;
use crate::session::{Outcome, Seat, TimelineStep};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct GameInfo {
    pub id: GameId,
    pub name: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct PlayerDto {
    #[ts(type = "number")]
    pub id: i64,
    pub name: String,
    pub colour: String,
    /// The avatar's letters: the profile's own, else the name's first letter.
    pub initial: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct NewPlayer {
    pub name: String,
    #[serde(default)]
    #[ts(optional)]
    pub colour: Option<String>,
}

/// Someone who played without a profile, as the Players screen lists them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct GuestDto {
    pub name: String,
    pub plays: u32,
    pub last_played: String,
}

/// One seat of a new session: a profile, or a guest by name (no profile is
/// saved; a returning guest can later be given to a profile).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(untagged, deny_unknown_fields)]
pub enum SeatChoice {
    Profile {
        #[ts(type = "number")]
        player_id: i64,
    },
    Guest {
        guest: String,
    },
}

/// A new session: its game and setup, its seats and where it is played.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(try_from = "StartSessionWire")]
pub struct StartSession {
    /// The game and its setup (`{"game": "ships", "setup": …}`).
    #[serde(flatten)]
    pub setup: GameSetup,
    /// Profiles in seat order (or give `seats`).
    #[serde(default)]
    #[ts(type = "Array<number>")]
    pub player_ids: Vec<i64>,
    /// The seats in order, profiles and guests; instead of `player_ids`.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[ts(optional, as = "Option<Vec<SeatChoice>>")]
    pub seats: Vec<SeatChoice>,
    /// Where it is played (optional; chosen from the places used before).
    #[serde(default)]
    #[ts(optional)]
    pub location: Option<String>,
}

/// `StartSession` as it arrives: an absent setup means every default, and
/// a field nobody knows is refused (which `flatten` alone cannot do).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct StartSessionWire {
    game: GameId,
    #[serde(default)]
    player_ids: Vec<i64>,
    #[serde(default)]
    seats: Vec<SeatChoice>,
    #[serde(default)]
    setup: Value,
    #[serde(default)]
    location: Option<String>,
}

impl TryFrom<StartSessionWire> for StartSession {
    type Error = String;

    fn try_from(wire: StartSessionWire) -> Result<Self, Self::Error> {
        Ok(StartSession {
            setup: GameSetup::decode(wire.game, &wire.setup).map_err(|e| e.message)?,
            player_ids: wire.player_ids,
            seats: wire.seats,
            location: wire.location,
        })
    }
}

/// What the table asks of a session: the same JSON from the app, from
/// `drydock sessions act` and in a script's `actions`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
#[serde(tag = "action", rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// A command for the session's game (`{"action": "command", "game":
    /// "ships", "command": …}`).
    Command(GameCommand),
    Undo,
    Redo,
    /// Ends the session and records its result; it becomes read-only.
    Close,
    /// Takes back the close of the session closed last (see
    /// `SessionView::can_reopen`): its result is removed and it is open again.
    Reopen,
}

/// A session as the screen shows it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct SessionView {
    #[ts(type = "number")]
    pub id: i64,
    /// The game and its state (`{"game": "ships", "state": …}`).
    #[serde(flatten)]
    pub state: GameView,
    pub game_name: String,
    pub title: String,
    pub seats: Vec<Seat>,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub outcome: Outcome,
    pub can_undo: bool,
    pub can_redo: bool,
    pub timeline: Vec<TimelineStep>,
    /// The table's own notes on the session (editable open or finished).
    pub notes: String,
    /// Where it was played; empty when not said.
    pub location: String,
    /// Open, and the game has reached its own end (its last round, launch or
    /// era): closing records the result, which is not recorded yet.
    pub awaiting_close: bool,
    /// Closed, and its close can still be taken back (`Action::Reopen`):
    /// no session has been closed since, and it was not corrected.
    pub can_reopen: bool,
    /// The corrections made since it finished, oldest first.
    pub edits: Vec<EditStep>,
    pub can_undo_edit: bool,
    pub can_redo_edit: bool,
}

/// A finished play's result as the table corrects it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ResultCorrection {
    /// Every seat's final score, in seat order.
    #[ts(type = "Array<number>")]
    pub scores: Vec<i64>,
    /// The winning seats (0-based); none when nobody won (a cooperative
    /// game lost together).
    pub winners: Vec<usize>,
    /// Each seat's place, 1 for first (ties share), when the table ranks
    /// them by hand; empty when places follow the scores.
    #[serde(default)]
    pub places: Vec<u32>,
}

/// One correction of a finished play, as the record lists it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct EditStep {
    #[ts(type = "number")]
    pub seq: u64,
    pub at: String,
    /// E.g. "Result corrected: Ann 42 (was 40)" or "Undid: Notes changed".
    pub text: String,
    pub change: crate::store::Change,
    #[ts(type = "number | null")]
    pub undoes: Option<u64>,
    #[ts(type = "number | null")]
    pub redoes: Option<u64>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum StatusFilter {
    #[default]
    Any,
    Open,
    Finished,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct SessionQuery {
    #[serde(default)]
    #[ts(optional)]
    pub game: Option<GameId>,
    #[serde(default)]
    #[ts(optional)]
    pub status: Option<StatusFilter>,
    /// Page size, 1 to 200 (default 50).
    #[serde(default)]
    #[ts(optional)]
    pub limit: Option<u32>,
    #[serde(default)]
    #[ts(optional)]
    pub offset: Option<u32>,
    /// Sessions this player (name, ignoring case) sat in.
    #[serde(default)]
    #[ts(optional)]
    pub player: Option<String>,
    /// Sessions this player (name, ignoring case) won or shared the win of.
    #[serde(default)]
    #[ts(optional)]
    pub winner: Option<String>,
    /// `YYYY-MM-DD`: started on or after that day (UTC).
    #[serde(default)]
    #[ts(optional)]
    pub since: Option<String>,
    /// `YYYY-MM-DD`: started on or before that day (UTC).
    #[serde(default)]
    #[ts(optional)]
    pub until: Option<String>,
    /// Words that must all appear in a player's name, the title or the
    /// notes (ignoring case).
    #[serde(default)]
    #[ts(optional)]
    pub search: Option<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SeatResult {
    pub name: String,
    pub colour: String,
    /// The final score, or the current one while the session is open.
    #[ts(type = "number | null")]
    pub score: Option<i64>,
    pub winner: bool,
}

/// One line of the history list.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionSummary {
    #[ts(type = "number")]
    pub id: i64,
    pub game: GameId,
    pub game_name: String,
    pub title: String,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub seats: Vec<SeatResult>,
    /// Names of the winners (several when tied); empty while open.
    pub winners: Vec<String>,
    pub notes: String,
    pub location: String,
    /// Open, and the game has reached its own end: its result is not yet
    /// recorded (see `SessionView::awaiting_close`).
    pub awaiting_close: bool,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct SessionPage {
    pub sessions: Vec<SessionSummary>,
    #[ts(type = "number")]
    pub total: u64,
    pub limit: u32,
    pub offset: u32,
}
