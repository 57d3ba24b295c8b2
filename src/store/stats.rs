//! The statistics queries: per player and per game over finished sessions,
//! straight from the indexed seat rows (`final_score` and `winner` are
//! written when a session closes), and the cache of game-specific figures.
//!
//! It returns plain numbers; what they mean to a player (win rates,
//! buckets, names of games) is `api::stats`'s job.

use rusqlite::{params, OptionalExtension};

use super::{Store, StoreError};

/// One player's record at one game (`game` = None: every game).
#[derive(Debug, Clone, PartialEq)]
pub struct PlayerRecord {
    pub player_id: i64,
    pub game: Option<String>,
    pub plays: u32,
    pub wins: u32,
    pub average: Option<f64>,
    pub best: Option<i64>,
    pub worst: Option<i64>,
    pub last_played: Option<String>,
}

/// One game's figures over its finished sessions.
#[derive(Debug, Clone, PartialEq)]
pub struct GameRecord {
    pub game: String,
    pub plays: u32,
    pub average_winning: Option<f64>,
    pub longest_minutes: Option<f64>,
    pub shortest_minutes: Option<f64>,
}

/// A finished session's cached figures and who sat where.
#[derive(Debug, Clone, PartialEq)]
pub struct FiguresRow {
    pub session_id: i64,
    pub figures: String,
    /// (seat, profile id, profile's current name or the seat's name).
    pub seats: Vec<(usize, Option<i64>, String)>,
}

const FINISHED: &str = "s.ended_at IS NOT NULL AND (?1 IS NULL OR s.game = ?1)";

impl Store {
    /// Records per player and game (and per player over all games when
    /// `by_game` is false), for one profile or all of them.
    pub fn player_records(
        &self,
        game: Option<&str>,
        player: Option<i64>,
        by_game: bool,
    ) -> Result<Vec<PlayerRecord>, StoreError> {
        let (group, game_column) = if by_game {
            ("sp.player_id, s.game", "s.game")
        } else {
            ("sp.player_id", "NULL")
        };
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT sp.player_id, {game_column}, count(*), sum(sp.winner), avg(sp.final_score),
                    max(sp.final_score), min(sp.final_score), max(s.ended_at)
             FROM session_players sp JOIN sessions s ON s.id = sp.session_id
             WHERE {FINISHED} AND sp.player_id IS NOT NULL AND (?2 IS NULL OR sp.player_id = ?2)
             GROUP BY {group}
             ORDER BY sp.player_id, 2"
        ))?;
        let rows = stmt.query_map(params![game, player], |r| {
            Ok(PlayerRecord {
                player_id: r.get(0)?,
                game: r.get(1)?,
                plays: r.get(2)?,
                wins: r.get(3)?,
                average: r.get(4)?,
                best: r.get(5)?,
                worst: r.get(6)?,
                last_played: r.get(7)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The player's results, newest first, as win flags (for the streak);
    /// at most `limit`.
    pub fn recent_wins(
        &self,
        player: i64,
        game: Option<&str>,
        limit: u32,
    ) -> Result<Vec<bool>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT sp.winner FROM session_players sp JOIN sessions s ON s.id = sp.session_id
             WHERE {FINISHED} AND sp.player_id = ?2
             ORDER BY s.ended_at DESC, s.id DESC LIMIT ?3"
        ))?;
        let rows = stmt.query_map(params![game, player, limit], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// The profile this player sat with most (`beaten_by` = false) or lost
    /// to most (a session they did not win and the other did), with the
    /// count. Ties go to the name first in the alphabet.
    pub fn top_opponent(
        &self,
        player: i64,
        game: Option<&str>,
        beaten_by: bool,
    ) -> Result<Option<(i64, u32)>, StoreError> {
        let lost = if beaten_by {
            " AND me.winner = 0 AND o.winner = 1"
        } else {
            ""
        };
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT o.player_id, count(*) AS n
             FROM session_players me
             JOIN session_players o ON o.session_id = me.session_id AND o.seat != me.seat
             JOIN sessions s ON s.id = me.session_id
             JOIN players p ON p.id = o.player_id
             WHERE {FINISHED} AND me.player_id = ?2 AND o.player_id != ?2{lost}
             GROUP BY o.player_id ORDER BY n DESC, p.name COLLATE NOCASE LIMIT 1"
        ))?;
        Ok(stmt
            .query_row(params![game, player], |r| Ok((r.get(0)?, r.get(1)?)))
            .optional()?)
    }

    /// Per game: plays, average winning score, longest and shortest.
    pub fn game_records(&self, game: Option<&str>) -> Result<Vec<GameRecord>, StoreError> {
        let mut stmt = self.conn.prepare_cached(&format!(
            "SELECT s.game, count(*),
                    (SELECT avg(w.final_score) FROM session_players w JOIN sessions ws ON ws.id = w.session_id
                     WHERE ws.game = s.game AND ws.ended_at IS NOT NULL AND w.winner = 1),
                    max((julianday(s.ended_at) - julianday(s.started_at)) * 1440.0),
                    min((julianday(s.ended_at) - julianday(s.started_at)) * 1440.0)
             FROM sessions s WHERE {FINISHED}
             GROUP BY s.game ORDER BY s.game"
        ))?;
        let rows = stmt.query_map(params![game], |r| {
            Ok(GameRecord {
                game: r.get(0)?,
                plays: r.get(1)?,
                average_winning: r.get(2)?,
                longest_minutes: r.get(3)?,
                shortest_minutes: r.get(4)?,
            })
        })?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Every final score of finished sessions of `game`, for its
    /// distribution.
    pub fn final_scores(&self, game: &str) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT sp.final_score FROM session_players sp JOIN sessions s ON s.id = sp.session_id
             WHERE s.game = ?1 AND s.ended_at IS NOT NULL AND sp.final_score IS NOT NULL",
        )?;
        let rows = stmt.query_map([game], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    /// Finished sessions of `game` whose figures are missing or were
    /// computed by another version.
    pub fn sessions_needing_figures(
        &self,
        game: &str,
        version: i64,
    ) -> Result<Vec<i64>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT s.id FROM sessions s LEFT JOIN session_figures f ON f.session_id = s.id
             WHERE s.game = ?1 AND s.ended_at IS NOT NULL AND (f.version IS NULL OR f.version != ?2)",
        )?;
        let rows = stmt.query_map(params![game, version], |r| r.get(0))?;
        Ok(rows.collect::<Result<_, _>>()?)
    }

    pub fn save_figures(
        &self,
        session: i64,
        version: i64,
        figures: &str,
    ) -> Result<(), StoreError> {
        self.conn.execute(
            "INSERT INTO session_figures (session_id, version, figures) VALUES (?1, ?2, ?3)
             ON CONFLICT (session_id) DO UPDATE SET version = ?2, figures = ?3",
            params![session, version, figures],
        )?;
        Ok(())
    }

    /// The cached figures of every finished session of `game`.
    pub fn figures_rows(&self, game: &str, version: i64) -> Result<Vec<FiguresRow>, StoreError> {
        let mut stmt = self.conn.prepare_cached(
            "SELECT f.session_id, f.figures, sp.seat, sp.player_id, coalesce(p.name, sp.name)
             FROM session_figures f
             JOIN sessions s ON s.id = f.session_id
             JOIN session_players sp ON sp.session_id = f.session_id
             LEFT JOIN players p ON p.id = sp.player_id
             WHERE s.game = ?1 AND s.ended_at IS NOT NULL AND f.version = ?2
             ORDER BY f.session_id, sp.seat",
        )?;
        let mut out: Vec<FiguresRow> = Vec::new();
        let rows = stmt.query_map(params![game, version], |r| {
            Ok((
                r.get::<_, i64>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, i64>(2)?,
                r.get::<_, Option<i64>>(3)?,
                r.get::<_, String>(4)?,
            ))
        })?;
        for row in rows {
            let (session_id, figures, seat, player, name) = row?;
            let seat = usize::try_from(seat).unwrap_or(usize::MAX);
            match out.last_mut() {
                Some(last) if last.session_id == session_id => {
                    last.seats.push((seat, player, name))
                }
                _ => out.push(FiguresRow {
                    session_id,
                    figures,
                    seats: vec![(seat, player, name)],
                }),
            }
        }
        Ok(out)
    }
}
