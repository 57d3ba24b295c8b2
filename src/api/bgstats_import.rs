//! Reading a BG Stats backup (the JSON a BG Stats user exports) into plays
//! for `outside::import_plays`: each play's game, players, scores,
//! winners, date (BG Stats writes local time), duration, comments and
//! location.
//! A file whose plays point at games or players it does not hold, or whose
//! dates or UUIDs are not dates or UUIDs, is refused whole.

use std::collections::HashMap;

use super::bgstats_file::{Backup, Game, Location, Player};
use super::fields::{self, shown};
use super::outside::{local_to_stored, OutsidePlay, OutsidePlayer, OutsideSeat, PlayKind};
use super::ApiError;

/// The most plays one file may hold (a BG Stats user of 30 years, playing
/// daily, has about 11,000).
const MAX_PLAYS: usize = 100_000;

fn by_id<T>(
    items: &[T],
    id: impl Fn(&T) -> i64,
    what: &str,
) -> Result<HashMap<i64, usize>, ApiError> {
    let mut map = HashMap::with_capacity(items.len());
    for (i, item) in items.iter().enumerate() {
        if map.insert(id(item), i).is_some() {
            return Err(ApiError::bad_file(format!(
                "{what} id {} is used twice: the file is damaged",
                id(item)
            )));
        }
    }
    Ok(map)
}

/// How a play of `game` is won (BG Stats marks it on the game).
fn kind(game: &Game) -> PlayKind {
    if game.cooperative {
        PlayKind::Cooperative
    } else if game.no_points {
        PlayKind::NoPoints
    } else {
        PlayKind::Scored
    }
}

/// The file's text as a BG Stats backup, with a message naming the fault.
pub(super) fn parse(text: &str) -> Result<Backup, ApiError> {
    serde_json::from_str(text).map_err(|e| {
        ApiError::bad_file(format!(
            "the file looks like a BG Stats backup but does not fit its shape (line {}, column {}): {e}",
            e.line(),
            e.column()
        ))
    })
}

/// The plays of a backup and the profiles they name.
pub(super) fn plays(file: &Backup) -> Result<(Vec<OutsidePlay>, Vec<OutsidePlayer>), ApiError> {
    if file.plays.len() > MAX_PLAYS {
        return Err(ApiError::bad_file(format!(
            "the file holds {} plays; Drydock imports at most {MAX_PLAYS} at once",
            file.plays.len()
        )));
    }
    let games = by_id(&file.games, |g: &Game| g.id, "game")?;
    let players = by_id(&file.players, |p: &Player| p.id, "player")?;
    let locations = by_id(&file.locations, |l: &Location| l.id, "location")?;
    let mut out = Vec::with_capacity(file.plays.len());
    for (n, play) in file.plays.iter().enumerate() {
        let game = games
            .get(&play.game_ref_id)
            .map(|&i| &file.games[i])
            .ok_or_else(|| {
                ApiError::bad_file(format!(
                    "play {} refers to game {}, which is not in the file's games",
                    n + 1,
                    play.game_ref_id
                ))
            })?;
        let label = format!(
            "play {} ({}, {})",
            n + 1,
            shown(&game.name),
            play.play_date.get(..10).unwrap_or(&play.play_date)
        );
        let started_at = local_to_stored(&play.play_date).ok_or_else(|| {
            ApiError::bad_file(format!(
                "{label}: its playDate {} is not a date and time (YYYY-MM-DD HH:MM:SS)",
                shown(&play.play_date)
            ))
        })?;
        let uuid = match play.uuid.trim() {
            "" => None,
            text => Some(
                fields::uuid(text).map_err(|e| e.bad_file(format_args!("{label}: its uuid")))?,
            ),
        };
        let mut seats = Vec::with_capacity(play.player_scores.len());
        let mut order: Vec<&super::bgstats_file::PlayerScore> = play.player_scores.iter().collect();
        order.sort_by_key(|s| (s.seat_order == 0, s.seat_order));
        for (i, score) in order.iter().enumerate() {
            let player = players
                .get(&score.player_ref_id)
                .map(|&p| &file.players[p])
                .ok_or_else(|| {
                    ApiError::bad_file(format!(
                        "{label}: a score refers to player {}, who is not in the file's players",
                        score.player_ref_id
                    ))
                })?;
            let (name, profile) = if player.is_anonymous {
                (format!("Guest {}", i + 1), None)
            } else {
                (
                    player.name.trim().to_string(),
                    Some(player.name.trim().to_string()),
                )
            };
            seats.push(OutsideSeat {
                name,
                profile,
                score: score.score.clone(),
                winner: score.winner,
            });
        }
        let notes = play.comments.trim().to_string();
        let location = locations
            .get(&play.location_ref_id)
            .map(|&l| file.locations[l].name.trim().to_string())
            .unwrap_or_default();
        out.push(OutsidePlay {
            label,
            uuid,
            game: game.name.trim().to_string(),
            bgg_id: u32::try_from(game.bgg_id).ok().filter(|&id| id > 0),
            highest_wins: Some(game.highest_wins),
            started_at,
            minutes: play.duration_min,
            notes,
            location,
            seats,
            kind: kind(game),
        });
    }
    let mut profiles = Vec::new();
    for p in file.players.iter().filter(|p| !p.is_anonymous) {
        let uuid = match p.uuid.trim() {
            "" => None,
            text => Some(
                fields::uuid(text)
                    .map_err(|e| e.bad_file(format_args!("player {}'s uuid", p.id)))?,
            ),
        };
        profiles.push(OutsidePlayer {
            name: p.name.trim().to_string(),
            uuid,
        });
    }
    Ok((out, profiles))
}
