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

use super::bgstats_file::{Backup, Game, Location, Play, Player, PlayerScore, UserInfo};
use super::results::{by_session, ResultRow};
use super::{Api, ApiError, BgStatsLink, ErrorCode};

pub const PUSH_URL: &str = "https://app.bgstatsapp.com/createPlay.html?data=";
pub const SOURCE_NAME: &str = "Drydock";

/// BG Stats reads `YYYY-MM-DD HH:MM:SS` as a time on the phone's clock,
/// with no zone (public readers of its files parse it as local time), so
/// stored UTC times are written in the machine's zone.
fn local_text(time: Option<chrono::DateTime<chrono::Local>>, stored: &str) -> String {
    time.map_or_else(
        || stored.to_string(),
        |t| t.format("%Y-%m-%d %H:%M:%S").to_string(),
    )
}

fn play_date(row: &ResultRow) -> String {
    local_text(row.local_start(), &row.started_at)
}

/// The push link's `playDate`: the start in UTC. BG Stats' own page shows
/// `YYYY-MM-DD HH:MM:SS` without saying the zone (its description could
/// not be read offline); the public implementers that tested it on the
/// phones send UTC there, unlike the backup file's local times.
fn push_play_date(row: &ResultRow) -> String {
    chrono::DateTime::parse_from_rfc3339(&row.started_at).map_or_else(
        |_| row.started_at.clone(),
        |t| {
            t.with_timezone(&chrono::Utc)
                .format("%Y-%m-%d %H:%M:%S")
                .to_string()
        },
    )
}

/// When the play was last changed: its end (a finished play's result is
/// written then).
fn modified(row: &ResultRow) -> String {
    local_text(
        row.local_end(),
        row.ended_at.as_deref().unwrap_or(&row.started_at),
    )
}

/// Everything but RFC 3986's unreserved characters is percent-encoded in
/// the push link's `data`.
const NOT_UNRESERVED: &AsciiSet = &NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'_')
    .remove(b'.')
    .remove(b'~');

/// The push-link JSON of one session (its rows, in seat order).
pub(super) fn push_json(rows: &[ResultRow]) -> Option<Value> {
    let first = rows.first()?;
    let mut game = json!({
        "name": first.played_game_name(),
        "highestWins": first.highest_wins,
        "noPoints": first.win_rule == "chosen",
        "sourceGameId": first.game_uuid(),
    });
    if let (Some(id), Some(fields)) = (first.bgg_id, game.as_object_mut()) {
        fields.insert("bggId".into(), json!(id));
    }
    let mut play = json!({
        "sourceName": SOURCE_NAME,
        "sourcePlayId": first.session_uuid,
        "playDate": push_play_date(first),
        "durationMin": first.minutes.unwrap_or(0),
        "game": game,
        "players": rows
            .iter()
            .zip(ranks(rows))
            .map(|(row, rank)| push_player(row, rank))
            .collect::<Vec<_>>(),
    });
    if let (false, Some(fields)) = (first.notes.trim().is_empty(), play.as_object_mut()) {
        fields.insert("comments".into(), json!(first.notes));
    }
    Some(play)
}

/// One seat of the push link: the score is a number, and left out when the
/// seat has none (BG Stats reads `score` as a number).
fn push_player(row: &ResultRow, rank: i64) -> Value {
    let mut player = json!({
        "name": row.player,
        "sourcePlayerId": row.player_uuid,
        "winner": row.winner,
        "startPlayer": row.seat == 0,
        "rank": rank,
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
        let first = &rows[0];
        let untitled = first.game == "scorepad" && first.title.trim().is_empty();
        Ok(BgStatsLink {
            url,
            qr_svg,
            game_name: if untitled {
                String::new()
            } else {
                super::bgg_ids::id_name(&first.game, &first.title)
            },
            bgg_id: first.bgg_id,
        })
    }
}

/// The places the table set by hand, else places from 1 by score (ties
/// share a place); 0 for all when any seat has no score.
fn ranks(seats: &[ResultRow]) -> Vec<i64> {
    let set: Option<Vec<i64>> = seats.iter().map(|r| r.place.map(i64::from)).collect();
    if let Some(places) = set {
        return places;
    }
    // Scores do not rank a team game, a game whose winners were named or a
    // cooperative one: winners are first, the others second (none: unranked).
    let first = seats.first();
    if first.is_some_and(|r| r.teams || !r.win_rule.is_empty()) {
        let any = seats.iter().any(|r| r.winner);
        return seats
            .iter()
            .map(|r| match (any, r.winner) {
                (false, _) => 0,
                (true, true) => 1,
                (true, false) => 2,
            })
            .collect();
    }
    let scores: Option<Vec<i64>> = seats.iter().map(|r| r.score).collect();
    let Some(scores) = scores else {
        return vec![0; seats.len()];
    };
    let highest = seats.first().is_none_or(|r| r.highest_wins);
    scores
        .iter()
        .map(|&mine| {
            let better = scores
                .iter()
                .filter(|&&other| if highest { other > mine } else { other < mine })
                .count();
            i64::try_from(better).unwrap_or(i64::MAX).saturating_add(1)
        })
        .collect()
}

/// The BG Stats backup of these rows (grouped by session); only finished
/// sessions, since BG Stats records plays that happened.
pub(super) fn backup(rows: &[ResultRow]) -> Backup {
    let finished: Vec<&[ResultRow]> = by_session(rows)
        .filter(|seats| seats[0].ended_at.is_some())
        .collect();
    let mut games: BTreeMap<String, Game> = BTreeMap::new();
    let mut players: BTreeMap<String, Player> = BTreeMap::new();
    let mut locations: BTreeMap<String, Location> = BTreeMap::new();
    let mut plays = Vec::with_capacity(finished.len());
    for seats in finished {
        let first = &seats[0];
        let next = i64::try_from(games.len()).unwrap_or(i64::MAX) + 1;
        let game = games.entry(first.game_uuid()).or_insert_with(|| Game {
            id: next,
            uuid: first.game_uuid(),
            name: first.played_game_name().to_string(),
            modification_date: String::new(),
            highest_wins: first.highest_wins,
            cooperative: first.win_rule == "cooperative",
            no_points: first.win_rule == "chosen",
            uses_teams: first.teams,
            bgg_id: first.bgg_id.map_or(0, u64::from),
        });
        game.modification_date = game.modification_date.clone().max(modified(first));
        // A game is cooperative, without points or in teams only when every
        // play of it was: one play decided by the table does not make the
        // others lose their scores.
        game.cooperative &= first.win_rule == "cooperative";
        game.no_points &= first.win_rule == "chosen";
        game.uses_teams &= first.teams;
        let game_ref_id = game.id;
        let location_ref_id = match first.location_uuid() {
            Some(uuid) => {
                let next = i64::try_from(locations.len()).unwrap_or(i64::MAX) + 1;
                let place = locations.entry(uuid.clone()).or_insert_with(|| Location {
                    id: next,
                    uuid,
                    name: first.location.clone(),
                    modification_date: String::new(),
                });
                place.modification_date = place.modification_date.clone().max(modified(first));
                place.id
            }
            None => 0,
        };
        let mut scores = Vec::with_capacity(seats.len());
        for (row, rank) in seats.iter().zip(ranks(seats)) {
            let next = i64::try_from(players.len()).unwrap_or(i64::MAX) + 1;
            let player = players
                .entry(row.player_uuid.clone())
                .or_insert_with(|| Player {
                    id: next,
                    uuid: row.player_uuid.clone(),
                    name: row.player.clone(),
                    is_anonymous: false,
                    modification_date: String::new(),
                    bgg_username: String::new(),
                });
            player.modification_date = player.modification_date.clone().max(modified(row));
            scores.push(PlayerScore {
                player_ref_id: player.id,
                score: row.score.map(|s| s.to_string()).unwrap_or_default(),
                winner: row.winner,
                start_player: row.seat == 0,
                new_player: false,
                rank,
                seat_order: i64::try_from(row.seat)
                    .unwrap_or(i64::MAX)
                    .saturating_add(1),
            });
        }
        plays.push(Play {
            uuid: first.session_uuid.clone(),
            game_ref_id,
            play_date: play_date(first),
            entry_date: play_date(first),
            modification_date: modified(first),
            duration_min: first.minutes.unwrap_or(0),
            location_ref_id,
            comments: first.notes.clone(),
            ignored: false,
            uses_teams: false,
            manual_winner: false,
            rating: 0,
            scoring_setting: 0,
            bgg_id: 0,
            player_scores: scores,
        });
    }
    let mut games: Vec<Game> = games.into_values().collect();
    games.sort_by_key(|g| g.id);
    let mut players: Vec<Player> = players.into_values().collect();
    players.sort_by_key(|p| p.id);
    let mut locations: Vec<Location> = locations.into_values().collect();
    locations.sort_by_key(|l| l.id);
    Backup {
        games,
        players,
        locations,
        plays,
        user_info: UserInfo { me_ref_id: 0 },
    }
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
