//! Results of sessions as flat rows, one per seat: the shape every outside
//! format needs (CSV, BG Stats, BoardGameGeek). A row says what the table
//! would write on a score sheet; the log stays in the archive.

use super::sessions::game_name;
use super::{Api, ApiError};

/// One seat of one session.
#[derive(Debug, Clone, PartialEq)]
pub(super) struct ResultRow {
    pub session_id: i64,
    pub game: String,
    pub game_name: String,
    /// The scorepad's title names the game actually played.
    pub title: String,
    pub started_at: String,
    pub ended_at: Option<String>,
    pub minutes: Option<i64>,
    pub highest_wins: bool,
    pub seat: usize,
    pub player_id: Option<i64>,
    pub player: String,
    pub score: Option<i64>,
    pub winner: bool,
}

impl ResultRow {
    /// When the play started in this computer's time zone: outside tools
    /// log a play on the day and at the hour it was played where it was
    /// played, not in UTC (an evening west of UTC is not the next day).
    pub fn local_start(&self) -> Option<chrono::DateTime<chrono::Local>> {
        chrono::DateTime::parse_from_rfc3339(&self.started_at)
            .ok()
            .map(|t| t.with_timezone(&chrono::Local))
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

impl Api {
    /// The rows of the sessions `ids`, in the order given.
    pub(super) fn result_rows(&self, ids: &[i64]) -> Result<Vec<ResultRow>, ApiError> {
        let mut rows = Vec::new();
        for &id in ids {
            let session = self.store.session(id)?;
            let finished = session.ended_at.is_some();
            let setup: serde_json::Value =
                serde_json::from_str(&session.setup).unwrap_or(serde_json::Value::Null);
            let highest_wins = setup.get("win").and_then(|w| w.as_str()) != Some("lowest");
            for seat in &session.seats {
                rows.push(ResultRow {
                    session_id: id,
                    game: session.game.clone(),
                    game_name: game_name(&session.game),
                    title: session.title.clone(),
                    started_at: session.started_at.clone(),
                    ended_at: session.ended_at.clone(),
                    minutes: session
                        .ended_at
                        .as_deref()
                        .and_then(|end| minutes(&session.started_at, end)),
                    highest_wins,
                    seat: seat.seat,
                    player_id: seat.player_id,
                    player: seat.name.clone(),
                    score: seat.final_score,
                    winner: finished && seat.winner,
                });
            }
        }
        Ok(rows)
    }
}

/// Quotes a CSV field when it holds a comma, quote or line break (RFC 4180).
/// A text that a spreadsheet would run as a formula (starting with `=`,
/// `+`, `-`, `@`, a tab or a carriage return) gets a leading `'` and quotes,
/// as OWASP's CSV injection advice says; numbers are written by the caller
/// and never pass through here, so a negative score stays a number.
fn field(text: &str) -> String {
    if text.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("\"'{}\"", text.replace('"', "\"\""))
    } else if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_string()
    }
}

/// The column order of `drydock export --format csv`.
pub const CSV_HEADER: &str =
    "session_id,game,game_name,title,started_at,ended_at,duration_min,seat,player,score,winner,start_player";

/// CSV of results: one line per seat per session, header first. Open
/// sessions have an empty `ended_at`, `duration_min` and `score`.
pub(super) fn csv(rows: &[ResultRow]) -> String {
    let mut out = String::with_capacity(rows.len() * 80);
    out.push_str(CSV_HEADER);
    out.push_str("\r\n");
    for r in rows {
        let line = [
            r.session_id.to_string(),
            field(&r.game),
            field(&r.game_name),
            field(&r.title),
            field(&r.started_at),
            field(r.ended_at.as_deref().unwrap_or_default()),
            r.minutes.map(|m| m.to_string()).unwrap_or_default(),
            (r.seat + 1).to_string(),
            field(&r.player),
            r.score.map(|s| s.to_string()).unwrap_or_default(),
            u8::from(r.winner).to_string(),
            u8::from(r.seat == 0).to_string(),
        ]
        .join(",");
        out.push_str(&line);
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_with_commas_quotes_and_newlines_are_quoted() {
        assert_eq!(field("plain"), "plain");
        assert_eq!(field("a, b"), "\"a, b\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(field("two\nlines"), "\"two\nlines\"");
    }

    #[test]
    fn csv_text_a_spreadsheet_would_run_as_a_formula_is_defused() {
        assert_eq!(field("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        for text in ["+1", "-2+3", "@SUM(A1)", "\tx", "\rx"] {
            let written = field(text);
            assert!(
                written.starts_with("\"'"),
                "{text:?} was written as {written:?}"
            );
        }
        assert_eq!(
            field("Ann-Marie"),
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
