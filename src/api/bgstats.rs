//! BG Stats: a finished play as its documented push link
//! (`https://app.bgstatsapp.com/createPlay.html?data=<url-encoded JSON>`),
//! shown by the app as a QR code for a phone, and the whole history in the
//! shape of a BG Stats backup (`games`, `players`, `plays` with
//! `playerScores`) for bulk transfer. The mapping is in docs/cli.md.
//!
//! Nothing is sent anywhere: the app shows the link, the phone opens it.

use std::collections::BTreeMap;

use percent_encoding::{utf8_percent_encode, AsciiSet, NON_ALPHANUMERIC};
use qrcode::{render::svg, EcLevel, QrCode};
use serde_json::{json, Value};

use super::results::{by_session, ResultRow};
use super::{Api, ApiError, BgStatsLink, ErrorCode};

pub const PUSH_URL: &str = "https://app.bgstatsapp.com/createPlay.html?data=";
pub const SOURCE_NAME: &str = "Drydock";

/// BG Stats wants `YYYY-MM-DD HH:MM:SS` in local time; stored times are
/// UTC, converted here to the machine's zone.
fn play_date(row: &ResultRow) -> String {
    row.local_start().map_or_else(
        || row.started_at.clone(),
        |t| t.format("%Y-%m-%d %H:%M:%S").to_string(),
    )
}

/// Everything but RFC 3986's unreserved characters is percent-encoded in
/// the push link's `data`.
const NOT_UNRESERVED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~');

fn source_game_id(row: &ResultRow) -> String {
    if row.game == "scorepad" && !row.title.is_empty() {
        format!("drydock-scorepad-{}", row.title.to_lowercase())
    } else {
        format!("drydock-{}", row.game)
    }
}

fn player_id(row: &ResultRow) -> String {
    match row.player_id {
        Some(id) => format!("drydock-player-{id}"),
        None => format!("drydock-seat-{}-{}", row.session_id, row.seat),
    }
}

/// The push-link JSON of one session (its rows, in seat order).
pub(super) fn push_json(rows: &[ResultRow]) -> Option<Value> {
    let first = rows.first()?;
    Some(json!({
        "sourceName": SOURCE_NAME,
        "sourcePlayId": format!("drydock-{}", first.session_id),
        "playDate": play_date(first),
        "durationMin": first.minutes.unwrap_or(0),
        "game": {
            "name": first.played_game_name(),
            "highestWins": first.highest_wins,
            "sourceGameId": source_game_id(first),
        },
        "players": rows.iter().map(push_player).collect::<Vec<_>>(),
    }))
}

/// One seat of the push link: the score is a number, and left out when the
/// seat has none (BG Stats reads `score` as a number).
fn push_player(row: &ResultRow) -> Value {
    let mut player = json!({
        "name": row.player,
        "sourcePlayerId": player_id(row),
        "winner": row.winner,
        "startPlayer": row.seat == 0,
    });
    if let (Some(score), Some(fields)) = (row.score, player.as_object_mut()) {
        fields.insert("score".into(), json!(score));
    }
    player
}

impl Api {
    /// The push link of finished session `id`, and its QR code as SVG.
    pub fn bgstats_link(&self, id: i64) -> Result<BgStatsLink, ApiError> {
        let rows = self.result_rows(&[id])?;
        if rows.first().is_some_and(|r| r.ended_at.is_none()) {
            return Err(ApiError::invalid(format!(
                "session {id} is still in progress: finish it before sending it to BG Stats"
            )));
        }
        let data = push_json(&rows)
            .ok_or_else(|| ApiError::invalid(format!("session {id} has no players")))?;
        let url = format!(
            "{PUSH_URL}{}",
            utf8_percent_encode(&data.to_string(), NOT_UNRESERVED)
        );
        let code =
            QrCode::with_error_correction_level(url.as_bytes(), EcLevel::L).map_err(|e| {
                ApiError::new(
                    ErrorCode::InvalidInput,
                    format!("the link is too long for a QR code ({e}); copy the link instead"),
                )
            })?;
        let qr_svg = code
            .render::<svg::Color<'_>>()
            .min_dimensions(320, 320)
            .dark_color(svg::Color("#000000"))
            .light_color(svg::Color("#ffffff"))
            .build();
        Ok(BgStatsLink { url, qr_svg })
    }
}

/// The BG Stats backup shape of these rows (grouped by session); only
/// finished sessions, since BG Stats records plays that happened.
pub(super) fn backup_json(rows: &[ResultRow]) -> Value {
    let finished: Vec<ResultRow> = rows
        .iter()
        .filter(|r| r.ended_at.is_some())
        .cloned()
        .collect();
    let rows = finished.as_slice();
    let mut games: BTreeMap<String, (usize, &ResultRow)> = BTreeMap::new();
    let mut players: BTreeMap<String, (usize, &str)> = BTreeMap::new();
    for row in rows {
        let n = games.len() + 1;
        games.entry(source_game_id(row)).or_insert((n, row));
        let n = players.len() + 1;
        players.entry(player_id(row)).or_insert((n, &row.player));
    }
    let mut plays: Vec<Value> = Vec::new();
    for seats in by_session(rows) {
        let first = &seats[0];
        let id = first.session_id;
        plays.push(json!({
            "uuid": format!("drydock-{}", id),
            "sourcePlayId": format!("drydock-{}", id),
            "gameRefId": games.get(&source_game_id(first)).map_or(0, |g| g.0),
            "playDate": play_date(first),
            "durationMin": first.minutes.unwrap_or(0),
            "ignored": false,
            "rating": 0,
            "scoringSetting": 0,
            "playerScores": seats.iter().map(|r| json!({
                "playerRefId": players.get(&player_id(r)).map_or(0, |p| p.0),
                "score": r.score.map(|s| s.to_string()).unwrap_or_default(),
                "winner": r.winner,
                "startPlayer": r.seat == 0,
                "seatOrder": r.seat + 1,
                "newPlayer": false,
                "rank": 0,
            })).collect::<Vec<_>>(),
        }));
    }
    json!({
        "games": games.iter().map(|(key, (id, row))| json!({
            "id": id,
            "uuid": key,
            "name": row.played_game_name(),
            "highestWins": row.highest_wins,
            "cooperative": false,
            "noPoints": false,
        })).collect::<Vec<_>>(),
        "players": players.iter().map(|(key, (id, name))| json!({
            "id": id,
            "uuid": key,
            "name": name,
            "isAnonymous": false,
        })).collect::<Vec<_>>(),
        "locations": [],
        "plays": plays,
        "userInfo": { "meRefId": 0 },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(text: &str) -> String {
        utf8_percent_encode(text, NOT_UNRESERVED).to_string()
    }

    #[test]
    fn url_encoding_keeps_only_unreserved_characters() {
        assert_eq!(encoded("a b{\"é\"}"), "a%20b%7B%22%C3%A9%22%7D");
        assert_eq!(encoded("Az09-_.~"), "Az09-_.~");
    }
}
