//! The BG Stats backup file as typed records, read and written with the
//! same types: Drydock's export writes these and its import reads them, so
//! the two cannot drift apart. Field names and types follow the backups BG
//! Stats writes (and the public code that reads them): UUIDs as text,
//! `score` as text (`"42"`, or empty), dates as local `YYYY-MM-DD
//! HH:MM:SS`, `bggId` 0 where a game or play has none. Unknown fields are
//! ignored on reading, as a backup carries many Drydock has no use for.

use serde::{Deserialize, Deserializer, Serialize};

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Backup {
    #[serde(default)]
    pub games: Vec<Game>,
    #[serde(default)]
    pub players: Vec<Player>,
    #[serde(default)]
    pub locations: Vec<Location>,
    #[serde(default)]
    pub plays: Vec<Play>,
    #[serde(default)]
    pub user_info: UserInfo,
}

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UserInfo {
    #[serde(default)]
    pub me_ref_id: i64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Game {
    pub id: i64,
    #[serde(default)]
    pub uuid: String,
    pub name: String,
    #[serde(default)]
    pub modification_date: String,
    #[serde(default = "yes")]
    pub highest_wins: bool,
    #[serde(default)]
    pub cooperative: bool,
    #[serde(default)]
    pub no_points: bool,
    #[serde(default)]
    pub uses_teams: bool,
    /// The game's BoardGameGeek id, 0 when it has none.
    #[serde(default, deserialize_with = "lenient_id")]
    pub bgg_id: u64,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Player {
    pub id: i64,
    #[serde(default)]
    pub uuid: String,
    pub name: String,
    #[serde(default)]
    pub is_anonymous: bool,
    #[serde(default)]
    pub modification_date: String,
    #[serde(default)]
    pub bgg_username: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Location {
    pub id: i64,
    #[serde(default)]
    pub uuid: String,
    pub name: String,
    #[serde(default)]
    pub modification_date: String,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Play {
    #[serde(default)]
    pub uuid: String,
    pub game_ref_id: i64,
    /// When it was played, local time.
    pub play_date: String,
    #[serde(default)]
    pub entry_date: String,
    #[serde(default)]
    pub modification_date: String,
    #[serde(default)]
    pub duration_min: i64,
    /// 0: no location.
    #[serde(default)]
    pub location_ref_id: i64,
    #[serde(default)]
    pub comments: String,
    #[serde(default)]
    pub ignored: bool,
    #[serde(default)]
    pub uses_teams: bool,
    #[serde(default)]
    pub manual_winner: bool,
    #[serde(default)]
    pub rating: i64,
    #[serde(default)]
    pub scoring_setting: i64,
    /// The play's BoardGameGeek play id once BG Stats has logged it there;
    /// 0 otherwise (Drydock logs nothing on BGG).
    #[serde(default, deserialize_with = "lenient_id")]
    pub bgg_id: u64,
    #[serde(default)]
    pub player_scores: Vec<PlayerScore>,
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct PlayerScore {
    pub player_ref_id: i64,
    /// The score as BG Stats writes it: text, empty when there is none.
    #[serde(default, deserialize_with = "score_text")]
    pub score: String,
    #[serde(default)]
    pub winner: bool,
    #[serde(default)]
    pub start_player: bool,
    #[serde(default)]
    pub new_player: bool,
    /// 1 for the first place, ties sharing a rank; 0 when not ranked.
    #[serde(default)]
    pub rank: i64,
    /// The seat, from 1; 0 when not recorded.
    #[serde(default)]
    pub seat_order: i64,
}

fn yes() -> bool {
    true
}

/// A score written as text or, by some tools, as a number.
fn score_text<'de, D: Deserializer<'de>>(d: D) -> Result<String, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Score {
        Text(String),
        Number(serde_json::Number),
        Nothing(()),
    }
    Ok(match Score::deserialize(d)? {
        Score::Text(text) => text,
        Score::Number(n) => n.to_string(),
        Score::Nothing(()) => String::new(),
    })
}

/// An id written as a number, as text, or as null (0).
fn lenient_id<'de, D: Deserializer<'de>>(d: D) -> Result<u64, D::Error> {
    #[derive(Deserialize)]
    #[serde(untagged)]
    enum Id {
        Number(u64),
        Text(String),
        Nothing(()),
    }
    match Id::deserialize(d)? {
        Id::Number(n) => Ok(n),
        Id::Text(text) if text.trim().is_empty() => Ok(0),
        Id::Text(text) => text
            .trim()
            .parse()
            .map_err(|_| serde::de::Error::custom(format!("{text:?} is not an id"))),
        Id::Nothing(()) => Ok(0),
    }
}
