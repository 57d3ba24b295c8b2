//! Data of the history browser, the statistics, player profiles, exports
//! and imports as the window asks for them. Exported to TypeScript like
//! `dto`; the archive file itself is in `file_dto`.
//! Formats of other apps (BG Stats, BGG) are built in their own modules
//! and are not DTOs: the app only ever sees them as text or a link.

use serde::{Deserialize, Serialize};
use ts_rs::TS;

use super::GameId;

/// One session's scores after every log entry: the session's score chart.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ScoreSeries {
    /// Seat names, in seat order.
    pub seats: Vec<String>,
    pub colours: Vec<String>,
    /// The scores before any entry (seq 0) and after each entry.
    pub points: Vec<ScorePoint>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ScorePoint {
    #[ts(type = "number")]
    pub seq: u64,
    pub at: String,
    #[ts(type = "Array<number>")]
    pub scores: Vec<i64>,
    /// Rounds played by then, for games that count in rounds (the
    /// scorepad, Rickety Ships); `null` for games played in turns.
    pub round: Option<u32>,
}

/// What the table may change on a profile; absent fields stay as they are.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct PlayerEdit {
    #[serde(default)]
    #[ts(optional)]
    pub name: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub colour: Option<String>,
    /// One or two characters shown in the avatar; empty means the name's
    /// first letter.
    #[serde(default)]
    #[ts(optional)]
    pub initial: Option<String>,
}

/// `drydock stats` and the statistics screen: filters.
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct StatsQuery {
    /// A player's name (ignoring case); absent means everyone.
    #[serde(default)]
    #[ts(optional)]
    pub player: Option<String>,
    #[serde(default)]
    #[ts(optional)]
    pub game: Option<GameId>,
}

/// The statistics of finished sessions.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct Stats {
    pub players: Vec<PlayerStats>,
    pub games: Vec<GameStats>,
    /// Finished plays per month (of the filters' games and player), oldest
    /// first; months without a play are left out.
    pub by_month: Vec<MonthPlays>,
}

/// One player at one game (or `game` = `"all"` over every game).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct PlayerStats {
    #[ts(type = "number")]
    pub player_id: i64,
    pub name: String,
    pub colour: String,
    /// The game; none for the record over every game.
    pub game: Option<GameId>,
    pub game_name: String,
    pub plays: u32,
    pub wins: u32,
    /// Wins / plays, 0 to 1.
    pub win_rate: f64,
    pub average_score: Option<f64>,
    #[ts(type = "number | null")]
    pub best_score: Option<i64>,
    #[ts(type = "number | null")]
    pub worst_score: Option<i64>,
    pub last_played: Option<String>,
    /// Positive: that many wins in a row up to the latest play; negative:
    /// that many plays without a win; 0 when never played.
    pub streak: i32,
    /// Who this player has played with most, and how often.
    pub rival: Option<Opponent>,
    /// Who has beaten this player most (won a session this player lost).
    pub nemesis: Option<Opponent>,
    /// Minutes spent playing (start to end of each finished play).
    pub minutes_played: f64,
    /// Plays and wins per year (of the local day each play began), oldest
    /// first.
    pub by_year: Vec<YearRecord>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct YearRecord {
    pub year: i32,
    pub plays: u32,
    pub wins: u32,
}

/// Plays begun in one month (local time), and the time they took.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct MonthPlays {
    /// "YYYY-MM".
    pub month: String,
    pub plays: u32,
    pub minutes: f64,
}

/// A game's plays with a given number of players.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct PlayerCountStats {
    pub players: u32,
    pub plays: u32,
    /// The mean final score of every seat at those plays.
    pub average_score: Option<f64>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct Opponent {
    pub name: String,
    pub times: u32,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct GameStats {
    pub game: GameId,
    pub game_name: String,
    pub plays: u32,
    pub average_winning_score: Option<f64>,
    /// Minutes from start to end.
    pub longest_minutes: Option<f64>,
    pub shortest_minutes: Option<f64>,
    /// Minutes of every finished play together.
    pub minutes_played: f64,
    /// Plays and the average score by how many sat at the table, fewest
    /// players first.
    pub by_player_count: Vec<PlayerCountStats>,
    /// Final scores of every seat, in buckets of equal width.
    pub distribution: Vec<ScoreBucket>,
    /// What only this game can tell (e.g. Rickety VP categories won).
    pub figures: Vec<FigureTotal>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ScoreBucket {
    /// Scores from `from` up to and including `to`.
    #[ts(type = "number")]
    pub from: i64,
    #[ts(type = "number")]
    pub to: i64,
    pub count: u32,
}

/// A game-specific figure summed over finished sessions: `label` (e.g.
/// "Most cannons") and how often (or how many points) each player got it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct FigureTotal {
    pub label: String,
    /// `count` (times won) or `points` (summed points).
    pub unit: String,
    pub by_player: Vec<FigureShare>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, TS)]
pub struct FigureShare {
    pub name: String,
    #[ts(type = "number")]
    pub total: i64,
    /// Finished sessions of this game the player sat in.
    pub plays: u32,
}

/// The export formats of `drydock export` and the app's export dialog.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, TS)]
#[serde(rename_all = "snake_case")]
pub enum ExportFormat {
    /// Everything, full fidelity (`drydock-archive`).
    Json,
    /// Results, one row per player per session.
    Csv,
    /// BG Stats backup shape.
    Bgstats,
    /// BoardGameGeek play XML.
    Bgg,
}

#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize, TS)]
#[serde(deny_unknown_fields)]
pub struct ExportQuery {
    #[serde(default)]
    #[ts(optional)]
    pub game: Option<GameId>,
    /// `YYYY-MM-DD`: sessions started on or after that day (UTC).
    #[serde(default)]
    #[ts(optional)]
    pub since: Option<String>,
    /// CSV only: start with a UTF-8 byte order mark, which spreadsheets
    /// (Excel) need to read names with accents right.
    #[serde(default)]
    #[ts(optional, as = "Option<bool>")]
    pub bom: bool,
}

/// What an import did, item by item. Nothing is written unless every item
/// is either imported or skipped for a reason given here.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ImportReport {
    /// What the file was: "drydock-archive", "drydock-session", "bgstats"
    /// (a BG Stats backup) or "bgg" (BGG play XML).
    #[serde(default)]
    pub format: String,
    /// Sessions added, or that a dry run would add.
    #[serde(default)]
    pub sessions_new: u32,
    pub players_added: u32,
    pub shapes_added: u32,
    #[ts(type = "Array<number>")]
    pub sessions_added: Vec<i64>,
    /// One line per item left out, e.g. "session 12 (Ships, 2026-11-02):
    /// already in this database".
    pub skipped: Vec<String>,
}

/// A play in the trash: deleted from History, kept whole until restored or
/// the trash is emptied.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct TrashEntry {
    /// The trash's own id (`trash_restore` takes it), not the session's.
    #[ts(type = "number")]
    pub id: i64,
    pub deleted_at: String,
    pub game: GameId,
    pub game_name: String,
    pub title: String,
    pub started_at: String,
    /// The seats' names, in order: "Ann, Bob".
    pub players: String,
}

/// A copy of the database in the backups folder, and what it holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct BackupInfo {
    pub path: String,
    pub file_name: String,
    pub created_at: String,
    #[ts(type = "number")]
    pub bytes: u64,
    /// Why it was made, from its name: `start`, `finished`, `manual`,
    /// `before-restore`.
    pub reason: String,
    /// How many sessions it holds; null when it cannot be read.
    #[ts(type = "number | null")]
    pub sessions: Option<u64>,
    /// The session played or finished last in it: its title, else its
    /// game's name; null for a backup without sessions.
    pub latest: Option<String>,
    /// That session's players, in seat order.
    pub latest_players: Vec<String>,
}

/// A finished play sent to BG Stats: its push link (also shown as a QR
/// code) and the QR code as SVG.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct BgStatsLink {
    pub url: String,
    pub qr_svg: String,
    /// The name the game's BoardGameGeek id is remembered under (the
    /// scorepad's title, or the built-in game's name); empty for an
    /// untitled scorepad, which has no game to name.
    pub game_name: String,
    /// The id the link carries, if the table gave one.
    pub bgg_id: Option<u32>,
}

/// A file the app wrote for the table (an export), in its data folder.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, TS)]
pub struct ExportedFile {
    pub path: String,
    #[ts(type = "number")]
    pub bytes: u64,
    /// Sessions in the file.
    pub sessions: u32,
}
