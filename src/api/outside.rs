//! Plays from other tools (a BG Stats backup, BGG play XML) as scorepad
//! sessions: the part both imports share. A play becomes a scorepad
//! session titled with the game's name, its final scores one round, so it
//! is proved like an archive's session (`archive::prepare`: names, times,
//! setup, replay) and lands with its date, duration, notes, location,
//! players and winners.
//!
//! How it was won is kept: a cooperative game becomes a cooperative
//! scorepad won or lost together (SP7, won when its players are marked
//! winners), a game without points one whose winners are named (SP6); a
//! scored play whose marked winner is one of the players tied on the best
//! score is that tie broken (SP9), and one whose marked winners are
//! otherwise not the best scores keeps its scores with its winners named
//! (SP6), as the table decided. A play with no winner marked takes the
//! scorepad's winner by score.
//!
//! A play the scorepad cannot hold is skipped with the reason (the rest of
//! the file still imports): a score that is not a whole number, or more
//! than 12 players. Built-in games are not matched by their BGG id: a
//! built-in session is its log of moves, replayed under the game's rules,
//! which another tool does not have.

use std::collections::{BTreeSet, HashMap, HashSet};

use chrono::TimeZone;
use serde_json::json;

use super::archive::{prepare, write, FilePlayer, Prepared};
use super::fields::{self, shown};
use super::{Api, ApiError, ExportEvent, ExportSeat, ExportSession, ImportReport};
use crate::games::scorepad::{Command, Scorepad, MAX_ABS_SCORE, MAX_SEATS};
use crate::session::{Seat, Session};
use crate::store::{ImportedPlayer, PALETTE};

/// One seat of a play from another tool.
pub(super) struct OutsideSeat {
    pub name: String,
    /// The profile to file it under; `None` for an anonymous player.
    pub profile: Option<String>,
    /// The score as the file wrote it (text; empty when none).
    pub score: String,
    pub winner: bool,
}

/// One play from another tool.
pub(super) struct OutsidePlay {
    /// Names the play in messages: "play 3 (Azul, 2026-10-04)".
    pub label: String,
    pub uuid: Option<String>,
    pub game: String,
    pub bgg_id: Option<u32>,
    /// `Some(false)`: the file says the lowest score wins; `None`: the
    /// file does not say, so the winners marked decide.
    pub highest_wins: Option<bool>,
    /// A stored time (UTC).
    pub started_at: String,
    pub minutes: i64,
    pub notes: String,
    /// Where it was played ("" when the file does not say).
    pub location: String,
    pub seats: Vec<OutsideSeat>,
    pub kind: PlayKind,
}

/// How a play from another tool was won, as its file says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum PlayKind {
    /// By score (highest or lowest, see `highest_wins`), or by the winners
    /// marked where they are not the best scores.
    Scored,
    /// A game without points: the winners marked won (SP6).
    NoPoints,
    /// Won or lost together (SP7).
    Cooperative,
}

/// A local wall-clock time from a file (`YYYY-MM-DD HH:MM:SS`, or a day
/// alone, taken at noon) as a stored UTC time.
pub(super) fn local_to_stored(text: &str) -> Option<String> {
    let text = text.trim();
    let naive = chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%d %H:%M:%S")
        .or_else(|_| chrono::NaiveDateTime::parse_from_str(text, "%Y-%m-%dT%H:%M:%S"))
        .or_else(|_| {
            chrono::NaiveDate::parse_from_str(text, "%Y-%m-%d")
                .map(|d| d.and_hms_opt(12, 0, 0).unwrap_or_default())
        })
        .ok()?;
    let local = chrono::Local.from_local_datetime(&naive).earliest()?;
    Some(
        local
            .with_timezone(&chrono::Utc)
            .to_rfc3339_opts(chrono::SecondsFormat::Millis, true),
    )
}

/// A score from a file: `Ok(None)` when empty, `Err` with the reason the
/// play is skipped when the scorepad cannot hold it (SP2).
fn score(text: &str) -> Result<Option<i64>, String> {
    let text = text.trim();
    if text.is_empty() {
        return Ok(None);
    }
    let value = text
        .parse::<i64>()
        .ok()
        .or_else(|| {
            text.parse::<f64>()
                .ok()
                .filter(|f| f.fract() == 0.0 && f.abs() <= MAX_ABS_SCORE as f64)
                .map(|f| f as i64)
        })
        .ok_or_else(|| {
            format!(
                "the score {} is not a whole number, and the scorepad keeps whole numbers (SP2)",
                shown(text)
            )
        })?;
    if value.abs() > MAX_ABS_SCORE {
        return Err(format!("the score {value} is beyond ±1,000,000,000 (SP2)"));
    }
    Ok(Some(value))
}

/// The play as a scorepad session ready to write: `Ok(Err(reason))` when
/// it is skipped, `Err` when the file itself is faulty.
pub(super) fn prepared(play: &OutsidePlay) -> Result<Result<Prepared, String>, ApiError> {
    if play.seats.is_empty() {
        return Ok(Err("it has no players".into()));
    }
    if play.seats.len() > MAX_SEATS {
        return Ok(Err(format!(
            "it has {} players, and the scorepad seats at most {MAX_SEATS} (SP1)",
            play.seats.len()
        )));
    }
    let mut scores = Vec::with_capacity(play.seats.len());
    for seat in &play.seats {
        match score(&seat.score) {
            Ok(s) => scores.push(s),
            Err(reason) => return Ok(Err(format!("{}: {reason}", shown(&seat.name)))),
        }
    }
    let marked: Vec<usize> = (0..play.seats.len())
        .filter(|&i| play.seats[i].winner)
        .collect();
    let named = Command::ChooseWinners {
        seats: marked.clone(),
    };
    match play.kind {
        PlayKind::Cooperative => {
            let won = Command::DeclareResult {
                won: Some(!marked.is_empty()),
            };
            session(play, "cooperative", &scores, Some(won)).map(Ok)
        }
        PlayKind::NoPoints => session(play, "chosen", &scores, Some(named)).map(Ok),
        PlayKind::Scored => match by_score(play, &scores, &marked)? {
            Some(ready) => Ok(Ok(ready)),
            // The table decided otherwise than by the scores: keep them,
            // with the winners it named (SP6).
            None => session(play, "chosen", &scores, Some(named)).map(Ok),
        },
    }
}

/// The play as a scorepad won by its scores (SP5), or by them and a tie of
/// two the table broke (SP9), when that gives the winners `marked` (none
/// marked: whoever the scores make winners); `None` when it cannot.
fn by_score(
    play: &OutsidePlay,
    scores: &[Option<i64>],
    marked: &[usize],
) -> Result<Option<Prepared>, ApiError> {
    let rules = match play.highest_wins {
        Some(true) => vec!["highest"],
        Some(false) => vec!["lowest"],
        None => vec!["highest", "lowest"],
    };
    let marked_set: BTreeSet<usize> = marked.iter().copied().collect();
    for rule in &rules {
        let candidate = session(play, rule, scores, None)?;
        let tied: BTreeSet<usize> = candidate.outcome.winners.iter().copied().collect();
        if marked.is_empty() || tied == marked_set {
            return Ok(Some(candidate));
        }
        // Two tied, one marked: the tie-breaker decided. With more tied,
        // the others' order is not in the file, so the winner is named
        // instead (SP6) rather than places made up.
        if let [winner] = marked {
            if tied.len() == 2 && tied.contains(winner) {
                let order: Vec<usize> = std::iter::once(*winner)
                    .chain(tied.iter().copied().filter(|s| s != winner))
                    .collect();
                let broken = Command::BreakTie { seats: order };
                return session(play, rule, scores, Some(broken)).map(Some);
            }
        }
    }
    Ok(None)
}

/// The log of a play: its round and the table's decision, each decided by
/// the scorepad as if typed at the table, at the play's end.
fn logged(
    session: &ExportSession,
    commands: impl Iterator<Item = Command>,
) -> Result<Vec<ExportEvent>, ApiError> {
    let setup = serde_json::from_value(session.setup.clone())
        .map_err(|e| ApiError::invalid(format!("the scorepad's setup: {e}")))?;
    let seats: Vec<Seat> = session
        .seats
        .iter()
        .map(|seat| Seat {
            player_id: None,
            name: seat.name.clone().unwrap_or_default(),
            colour: String::new(),
        })
        .collect();
    let mut live = Session::<Scorepad>::new(seats, &setup)?;
    let at = session.ended_at.clone().unwrap_or_default();
    let mut events = Vec::new();
    for command in commands {
        let entry = live.decide(&command)?;
        let seq = live.next_seq();
        events.push(ExportEvent {
            seq,
            at: at.clone(),
            payload: entry.encode(),
        });
        live.apply(seq, entry)?;
    }
    Ok(events)
}

/// The scorepad session of `play` under the win rule `win`, proved by
/// `archive::prepare`; `decision` is the command that says who won where
/// the scores do not.
fn session(
    play: &OutsidePlay,
    win: &str,
    scores: &[Option<i64>],
    decision: Option<Command>,
) -> Result<Prepared, ApiError> {
    let mut people = HashMap::new();
    let mut seats = Vec::with_capacity(play.seats.len());
    for (i, seat) in play.seats.iter().enumerate() {
        let key = i64::try_from(i).unwrap_or(i64::MAX);
        let name = seat.profile.clone().unwrap_or_else(|| seat.name.clone());
        let name = fields::player_name(&name)
            .map_err(|e| e.bad_file(format_args!("{}: player {}'s name", play.label, i + 1)))?
            .to_string();
        people.insert(
            key,
            FilePlayer {
                name,
                colour: PALETTE[i % PALETTE.len()].to_string(),
            },
        );
        seats.push(ExportSeat {
            player: key,
            name: Some(seat.name.clone()),
            colour: None,
        });
    }
    let ended = chrono::DateTime::parse_from_rfc3339(&play.started_at)
        .map(|t| t + chrono::Duration::minutes(play.minutes.clamp(0, 60 * 24 * 30)))
        .map(|t| {
            t.with_timezone(&chrono::Utc)
                .to_rfc3339_opts(chrono::SecondsFormat::Millis, true)
        })
        .unwrap_or_else(|_| play.started_at.clone());
    let session = ExportSession {
        game: "scorepad".into(),
        title: play.game.clone(),
        setup: json!({ "title": play.game, "win": win }),
        seats,
        started_at: play.started_at.clone(),
        ended_at: Some(ended.clone()),
        result: None,
        notes: play.notes.clone(),
        location: play.location.clone(),
        uuid: play.uuid.clone(),
        edits: Vec::new(),
    };
    let round = Command::AddRound {
        scores: Some(scores.to_vec()),
    };
    let commands = std::iter::once(round).chain(decision);
    let events = logged(&session, commands).map_err(|e| e.context(&play.label))?;
    let mut ready = prepare(&session, &events, &people).map_err(|e| e.context(&play.label))?;
    for (profile, seat) in ready.profiles.iter_mut().zip(&play.seats) {
        if seat.profile.is_none() {
            *profile = None;
        }
    }
    ready.bgg_id = play.bgg_id;
    Ok(ready)
}

/// A profile a file names, kept with its UUID when it is new here.
pub(super) struct OutsidePlayer {
    pub name: String,
    pub uuid: Option<String>,
}

impl Api {
    /// Imports plays from another tool: each proved, skipped with a reason
    /// or kept, duplicates (the same UUID, or the same game, start and
    /// seats) skipped, then everything kept written in one transaction.
    /// With `dry_run` nothing is written.
    pub(super) fn import_plays(
        &mut self,
        format: &str,
        plays: &[OutsidePlay],
        players: &[OutsidePlayer],
        dry_run: bool,
    ) -> Result<ImportReport, ApiError> {
        let mut ready = Vec::new();
        let mut skipped = Vec::new();
        let mut seen: HashSet<(String, Vec<String>)> = HashSet::new();
        for play in plays {
            let prepared = match prepared(play)? {
                Ok(p) => p,
                Err(reason) => {
                    skipped.push(format!("{}: {reason}", play.label));
                    continue;
                }
            };
            let names: Vec<String> = prepared.seats.iter().map(|s| s.name.clone()).collect();
            let known = match &prepared.uuid {
                Some(uuid) => self.store.session_by_uuid(uuid)?.is_some(),
                None => false,
            } || self
                .store
                .has_session(prepared.game, &prepared.started_at, &names)?;
            if known {
                skipped.push(format!("{}: already in this database", play.label));
                continue;
            }
            if !seen.insert((prepared.started_at.clone(), names)) {
                skipped.push(format!(
                    "{}: the same play is in the file twice",
                    play.label
                ));
                continue;
            }
            ready.push((prepared, Vec::new()));
        }
        let wanted: HashSet<String> = ready
            .iter()
            .flat_map(|(p, _)| p.profiles.iter().flatten().map(|n| n.to_lowercase()))
            .collect();
        let now = crate::store::now();
        let mut listed = HashSet::new();
        let mut profiles = Vec::new();
        for (i, p) in players.iter().enumerate() {
            let key = p.name.to_lowercase();
            if wanted.contains(&key) && listed.insert(key) {
                profiles.push(ImportedPlayer {
                    name: &p.name,
                    colour: PALETTE[i % PALETTE.len()],
                    initial: "",
                    created_at: &now,
                    uuid: p.uuid.as_deref(),
                });
            }
        }
        let new_players = profiles
            .iter()
            .filter(|p| self.store.player_by_name(p.name).ok().flatten().is_none())
            .count();
        let sessions_new = u32::try_from(ready.len()).unwrap_or(u32::MAX);
        if dry_run {
            return Ok(ImportReport {
                format: format.to_string(),
                players_added: u32::try_from(new_players).unwrap_or(u32::MAX),
                shapes_added: 0,
                sessions_new,
                sessions_added: Vec::new(),
                skipped,
            });
        }
        let (ids, players_added, _) = write(self, &profiles, &[], &ready, None)?;
        Ok(ImportReport {
            format: format.to_string(),
            players_added,
            shapes_added: 0,
            sessions_new,
            sessions_added: ids,
            skipped,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scores_are_whole_numbers_in_range() {
        assert_eq!(score(" 42 "), Ok(Some(42)));
        assert_eq!(score("-3"), Ok(Some(-3)));
        assert_eq!(score("7.0"), Ok(Some(7)));
        assert_eq!(score(""), Ok(None));
        assert!(score("12.5").is_err());
        assert!(score("lots").is_err());
        assert!(score("2000000000").is_err());
    }
}
