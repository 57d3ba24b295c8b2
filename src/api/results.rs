//! Results of sessions as flat rows, one per seat: the shape every outside
//! format needs (CSV, BG Stats, BoardGameGeek). A row says what the table
//! would write on a score sheet; the log stays in the archive.

use std::collections::HashMap;

use super::sessions::game_name;
use super::{Api, ApiError};

/// The namespace of the name-based (version 5) UUIDs Drydock gives to
/// things it stores no UUID for: games, and seats played without a profile.
/// Fixed for ever, so the same game has the same UUID in every database.
const NAMESPACE: uuid::Uuid = uuid::uuid!("63faf2f8-9558-4405-8092-b2cbee2a4255");

/// One seat of one session.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ResultRow {
    pub session_id: i64,
    /// The play's UUID (stored).
    pub session_uuid: String,
    pub game: String,
    pub game_name: String,
    /// The scorepad's title names the game actually played.
    pub title: String,
    pub notes: String,
    /// Where it was played ("" when not said).
    pub location: String,
    /// The game's BoardGameGeek id, where one is known.
    pub bgg_id: Option<u32>,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub minutes: Option<i64>,
    pub highest_wins: bool,
    /// How the scorepad was won when not by score: "cooperative" or
    /// "chosen" (no points); "" otherwise.
    pub win_rule: String,
    /// The scorepad was played in teams.
    pub teams: bool,
    pub seat: usize,
    pub player_id: Option<i64>,
    /// The profile's UUID, or one made from the play's and the seat's for
    /// a seat played without a profile.
    pub player_uuid: String,
    pub player: String,
    pub score: Option<i64>,
    pub winner: bool,
    /// The seat's place when the table set places by hand (a tie broken).
    pub place: Option<u32>,
}

impl ResultRow {
    /// When the play started in this computer's time zone: outside tools
    /// log a play on the day and at the hour it was played where it was
    /// played, not in UTC (an evening west of UTC is not the next day).
    pub fn local_start(&self) -> Option<chrono::DateTime<chrono::Local>> {
        local(&self.started_at)
    }

    /// When the play ended, in this computer's time zone.
    pub fn local_end(&self) -> Option<chrono::DateTime<chrono::Local>> {
        self.ended_at.as_deref().and_then(local)
    }

    /// The game as the table would name it: the scorepad's title names the
    /// game actually played.
    pub fn played_game_name(&self) -> &str {
        if self.game == "scorepad" && !self.title.is_empty() {
            &self.title
        } else {
            &self.game_name
        }
    }

    /// A key for the game played: the built-in game's id, or the
    /// scorepad's title ignoring case.
    pub fn game_key(&self) -> String {
        if self.game == "scorepad" && !self.title.is_empty() {
            format!("scorepad:{}", self.title.to_lowercase())
        } else {
            self.game.clone()
        }
    }

    /// The UUID of the place it was played, made from its name ignoring
    /// case, like a game's; `None` when not said.
    pub fn location_uuid(&self) -> Option<String> {
        (!self.location.is_empty()).then(|| {
            let key = format!("location:{}", self.location.to_lowercase());
            uuid::Uuid::new_v5(&NAMESPACE, key.as_bytes()).to_string()
        })
    }

    /// The game's UUID: made from its key, so it is the same in every
    /// database and every export.
    pub fn game_uuid(&self) -> String {
        uuid::Uuid::new_v5(&NAMESPACE, format!("game:{}", self.game_key()).as_bytes()).to_string()
    }
}

fn local(text: &str) -> Option<chrono::DateTime<chrono::Local>> {
    chrono::DateTime::parse_from_rfc3339(text)
        .ok()
        .map(|t| t.with_timezone(&chrono::Local))
}

/// The rows of each session in turn (rows come grouped by session).
pub(super) fn by_session(rows: &[ResultRow]) -> impl Iterator<Item = &[ResultRow]> {
    rows.chunk_by(|a, b| a.session_id == b.session_id)
}

/// Minutes between two stored times, rounded.
fn minutes(start: &str, end: &str) -> Option<i64> {
    let start = chrono::DateTime::parse_from_rfc3339(start).ok()?;
    let end = chrono::DateTime::parse_from_rfc3339(end).ok()?;
    Some(((end - start).num_seconds() + 30) / 60)
}

/// The UUID of a seat played without a profile.
fn seat_uuid(session_uuid: &str, seat: usize) -> String {
    uuid::Uuid::new_v5(&NAMESPACE, format!("seat:{session_uuid}:{seat}").as_bytes()).to_string()
}

impl Api {
    /// The rows of the sessions `ids`, in the order given.
    pub(super) fn result_rows(&self, ids: &[i64]) -> Result<Vec<ResultRow>, ApiError> {
        let profiles: HashMap<i64, String> = self
            .store
            .players()?
            .into_iter()
            .map(|p| (p.id, p.uuid))
            .collect();
        let mut bgg_ids: HashMap<String, Option<u32>> = HashMap::new();
        let mut rows = Vec::new();
        for &id in ids {
            let session = self.store.session(id)?;
            let finished = session.ended_at.is_some();
            let setup: serde_json::Value =
                serde_json::from_str(&session.setup).unwrap_or(serde_json::Value::Null);
            let win = setup
                .get("win")
                .and_then(|w| w.as_str())
                .unwrap_or_default();
            let highest_wins = win != "lowest";
            let win_rule = match win {
                "cooperative" | "chosen" => win.to_string(),
                _ => String::new(),
            };
            let teams = setup
                .get("teams")
                .and_then(|t| t.as_array())
                .is_some_and(|t| !t.is_empty());
            let places: Vec<u32> = session
                .result
                .as_deref()
                .and_then(|r| serde_json::from_str::<crate::session::Outcome>(r).ok())
                .map(|o| o.places)
                .unwrap_or_default();
            let bgg_id = match bgg_ids.get(&session.title) {
                Some(known) => *known,
                None => {
                    let found = self.game_bgg_id(&session.game, &session.title)?;
                    bgg_ids.insert(session.title.clone(), found);
                    found
                }
            };
            for seat in &session.seats {
                rows.push(ResultRow {
                    session_id: id,
                    session_uuid: session.uuid.clone(),
                    game: session.game.clone(),
                    game_name: game_name(&session.game),
                    title: session.title.clone(),
                    notes: session.notes.clone(),
                    location: session.location.clone(),
                    bgg_id,
                    started_at: session.started_at.clone(),
                    ended_at: session.ended_at.clone(),
                    minutes: session
                        .ended_at
                        .as_deref()
                        .and_then(|end| minutes(&session.started_at, end)),
                    highest_wins,
                    win_rule: win_rule.clone(),
                    teams,
                    seat: seat.seat,
                    player_id: seat.player_id,
                    player_uuid: seat
                        .player_id
                        .and_then(|p| profiles.get(&p).cloned())
                        .unwrap_or_else(|| seat_uuid(&session.uuid, seat.seat)),
                    player: seat.name.clone(),
                    score: seat.final_score,
                    winner: finished && seat.winner,
                    place: places.get(seat.seat).copied(),
                });
            }
        }
        Ok(rows)
    }
}

/// A text a spreadsheet would run as a formula (starting with `=`, `+`,
/// `-`, `@`, a tab or a carriage return) gets a leading `'`, as OWASP's CSV
/// injection advice says; numbers are written as numbers and never pass
/// through here, so a negative score stays a number. Quoting is the `csv`
/// crate's (RFC 4180).
fn defused(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{text}")
    } else {
        text.to_string()
    }
}

/// The column order of `drydock export --format csv`.
pub const CSV_HEADER: [&str; 14] = [
    "session_id",
    "game",
    "game_name",
    "title",
    "started_at",
    "ended_at",
    "duration_min",
    "seat",
    "player",
    "score",
    "winner",
    "start_player",
    "session_uuid",
    "notes",
];

/// The UTF-8 byte order mark a spreadsheet needs to read UTF-8 CSV as
/// UTF-8 (Excel takes a CSV without it for the system's code page).
const BOM: &str = "\u{feff}";

/// CSV of results: one line per seat per session, header first, CRLF line
/// ends. Open sessions have an empty `ended_at`, `duration_min` and
/// `score`. With `bom`, the text starts with a byte order mark.
pub(super) fn csv(rows: &[ResultRow], bom: bool) -> Result<String, csv::Error> {
    let mut out = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(Vec::with_capacity(rows.len() * 100));
    out.write_record(CSV_HEADER)?;
    for r in rows {
        out.write_record([
            r.session_id.to_string(),
            defused(&r.game),
            defused(&r.game_name),
            defused(&r.title),
            defused(&r.started_at),
            defused(r.ended_at.as_deref().unwrap_or_default()),
            r.minutes.map(|m| m.to_string()).unwrap_or_default(),
            (r.seat + 1).to_string(),
            defused(&r.player),
            r.score.map(|s| s.to_string()).unwrap_or_default(),
            u8::from(r.winner).to_string(),
            u8::from(r.seat == 0).to_string(),
            r.session_uuid.clone(),
            defused(&r.notes),
        ])?;
    }
    let bytes = out.into_inner().map_err(|e| e.into_error())?;
    let text = String::from_utf8_lossy(&bytes);
    Ok(if bom {
        format!("{BOM}{text}")
    } else {
        text.into_owned()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_text_a_spreadsheet_would_run_as_a_formula_is_defused() {
        assert_eq!(defused("=HYPERLINK(\"x\")"), "'=HYPERLINK(\"x\")");
        for text in ["+1", "-2+3", "@SUM(A1)", "\tx", "\rx"] {
            assert!(defused(text).starts_with('\''), "{text:?}");
        }
        assert_eq!(
            defused("Ann-Marie"),
            "Ann-Marie",
            "only a leading mark counts"
        );
    }

    #[test]
    fn minutes_round_to_the_nearest_minute() {
        assert_eq!(
            minutes("2026-11-30T10:00:00Z", "2026-11-30T10:44:31Z"),
            Some(45)
        );
        assert_eq!(minutes("2026-11-30T10:00:00Z", "not a time"), None);
    }
}
